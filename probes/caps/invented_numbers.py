"""Replay, on the records of `dump.py`, what a number that no candidate states should do to a claim's score: nothing
(the claim combiner's weight alone), a cap, or a lower log-odds. AUROC / balanced accuracy at 0.6 per dev set.

    python probes/caps/invented_numbers.py /work/caps/dev.pkl [/work/caps/mfava_rest.pkl ...]

"recorded claim score" is the checker's own score of each claim: that of the model that made the records. The rules
replay on records made before the rule was built (there `support` is the combiner's score without it).
"""

import pickle
import sys
from collections import defaultdict

import numpy as np

from veracity.evaluation.metrics import auroc, balanced_accuracy
from veracity.verifiers.trained import NUMBERS


def logit(p: float) -> float:
    p = min(max(p, 1e-9), 1 - 1e-9)
    return float(np.log(p / (1 - p)))


def scores(claims, rule):
    """Per set, and per language of mFAVA: labels and scores as `veracity eval` reads them (WiCE: a row's mean)."""
    by_set, rows = defaultdict(lambda: ([], [])), defaultdict(list)
    for c in claims:
        s = None if not c["required"] or "support" not in c else rule(c)
        if c["set"] == "wice_claim_dev":
            rows[c["row"]].append((c["row_label"], s))
        elif s is not None and c["label"] is not None:
            for key in (c["set"], f"{c['set']}.{c['lang']}") if c["set"] == "mfava_silver" else (c["set"],):
                by_set[key][0].append(c["label"])
                by_set[key][1].append(s)
    for items in rows.values():
        got = [s for _, s in items if s is not None]
        by_set["wice_claim_dev"][0].append(items[0][0])
        by_set["wice_claim_dev"][1].append(sum(got) / len(got) if got else 1.0)
    return by_set


def capped(c):
    return min(c["support"], c["ceiling"])


def invented(c):
    return c["inputs"][NUMBERS] < 1.0


RULES = {
    "recorded claim score": lambda c: c["score"],
    "no rule": capped,
    "cap at the share found": lambda c: min(capped(c), c["inputs"][NUMBERS]),
}
for cap in (0.0, 0.3, 0.5):
    RULES[f"cap at {cap}"] = lambda c, cap=cap: min(capped(c), cap) if invented(c) else capped(c)
for k in (3, 4, 6, 8):
    RULES[f"log-odds -{k}, at most 0.5"] = lambda c, k=k: (
        min(1 / (1 + np.exp(-(min(logit(c["support"]) - k, 0.0)))), c["ceiling"]) if invented(c) else capped(c)
    )


def report(paths, rules, flagged, what):
    """Each rule's AUROC / balanced accuracy at 0.6 per set, on the records in each of `paths`."""
    for path in paths:
        claims = pickle.load(open(path, "rb"))
        print(path, "-", sum(1 for c in claims if "inputs" in c and flagged(c)), what)
        for name, rule in rules.items():
            cells = [
                f"{s} {auroc(y, p):.3f}/{balanced_accuracy(y, p, 0.6):.3f}"
                for s, (y, p) in sorted(scores(claims, rule).items())
            ]
            print(f"  {name:28s}", "  ".join(cells))


if __name__ == "__main__":
    report(sys.argv[1:], RULES, invented, "claims with a number no candidate has")
