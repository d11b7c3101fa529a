"""Replay, on the records of `dump.py` made before these rules, two rules for claims read against several facts:
a sentence that says the claim of another name ("Google acquired YouTube" for "Microsoft acquired YouTube") caps
the claim, and a sentence that surely supports the claim alone keeps its support beside the others. AUROC /
balanced accuracy at 0.6 per dev set.

    python probes/caps/other_names.py /work/caps/dev_now.pkl [/work/caps/mfava_rest.pkl ...]

A record's candidates are re-read with today's `fast.signals` for `Signals.substituted`.
"""

import sys

from invented_numbers import report

from veracity.lexicon import analyze
from veracity.models.logistic import logit, sigmoid
from veracity.verifiers.fast import signals
from veracity.verifiers.trained import BEST, MISSING_NAMES, _closeness, _closest


def substituted(c) -> list[bool]:
    """Per candidate: does it say the claim of another name? Cached in the record."""
    if "substituted" not in c:
        claim = analyze(c["claim"])
        c["substituted"] = [
            signals(claim, analyze(t), 0.0, (c["claim"], t)).substituted is not None for t in c["texts"]
        ]
    return c["substituted"]


def closest(c) -> int:
    """The candidate with most of the claim's words, then the most similar."""
    coverage, similarity = _closeness(c["features"])
    return _closest(coverage, similarity, range(len(coverage)))


def best(c, cap: float) -> int:
    """The best candidate once a sentence that names another is capped at `cap`."""
    named = substituted(c)
    return max(range(len(named)), key=lambda i: min(c["verdicts"][i][0], cap if named[i] else 1.0))


def flagged(c) -> bool:
    return "texts" in c and any(substituted(c))


RULES = {"recorded claim score": lambda c: c["score"]}
for cap in (0.5, 0.3):
    RULES[f"closest names another, {cap}"] = lambda c, cap=cap: (
        min(c["score"], cap) if substituted(c)[closest(c)] else c["score"]
    )
    RULES[f"best names another, {cap}"] = lambda c, cap=cap: (
        min(c["score"], cap) if substituted(c)[best(c, cap)] else c["score"]
    )
for sure in (0.5, 0.7, 0.85):
    RULES[f"a sure pair ({sure}) keeps it"] = lambda c, sure=sure: (
        max(c["score"], min(float(sigmoid(c["inputs"][BEST])), c["ceiling"]))
        if not c["by_pair"] and c["inputs"][MISSING_NAMES] < 1 and c["inputs"][BEST] >= logit(sure)
        else c["score"]
    )

if __name__ == "__main__":
    report(sys.argv[1:], RULES, flagged, "claims with a candidate that names another")
