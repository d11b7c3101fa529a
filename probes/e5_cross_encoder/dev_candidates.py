"""Phase A of the evaluation: run the repo's own checker with the `fast` verifier over the first 400
rows of each grounding dev set, as `veracity eval --limit 400` does (claim level: check_claims over
meta.sentences, facts cut by evaluation.datasets.as_facts), and record for every labelled claim
fast's claim score and the evidence candidates the checker picked for it (EvidenceIndex.search order).

  python probes/e5_cross_encoder/dev_candidates.py   # -> /work/e5work/dev_claims.jsonl
"""

from __future__ import annotations

import json
import time
from itertools import islice

from veracity import GroundingChecker
from veracity.evaluation.datasets import as_facts, read_rows
from veracity.evaluation.metrics import auroc, balanced_accuracy
from veracity.verifiers import FastVerifier
from veracity.verifiers.base import as_evidence

DEV = "/work/shared/eval/dev"
SETS = ("wice_claim_dev", "qags_cnndm", "mfava_silver")
LIMIT = 400


class Recorder:
    """Passes calls to the fast verifier and keeps (claim, evidence list) of each call."""

    def __init__(self, inner: FastVerifier) -> None:
        self.inner = inner
        self.name = inner.name
        self.calls: list[tuple[str, list[tuple[str, str]], list[float]]] = []

    def verify(self, claim, evidence, context=()):
        out = self.inner.verify(claim, evidence, context)
        ev = [as_evidence(e) for e in evidence]
        self.calls.append((claim, [(e.text, e.context) for e in ev], [v.entailed for v in out]))
        return out


def split_calls(claims, calls):
    """Per checked claim: its candidates (first call) and fast's entailment of each; the joined
    best-pair call that follows a claim with 2+ candidates is skipped."""
    out = {}
    it = iter(calls)
    pending = next(it, None)
    for c in claims:
        if not c.check_required or pending is None or pending[0] != c.text:
            continue
        out[id(c)] = {"claim": c.text, "cands": pending[1], "fast_ent": pending[2]}
        n = len(pending[1])
        pending = next(it, None)
        if n >= 2 and pending is not None and pending[0] == c.text and len(pending[1]) == 1:
            pending = next(it, None)
    return out


def main() -> None:
    checker = GroundingChecker("fast")
    rec = Recorder(checker.verifier)
    checker.verifier = rec
    out = open("/work/e5work/dev_claims.jsonl", "w")
    for name in SETS:
        t0 = time.time()
        labels, scores = [], []
        for row in islice(read_rows(f"{DEV}/{name}.jsonl.gz"), LIMIT):
            facts = [p for d in row.facts for p in as_facts(d)]
            rec.calls = []
            if row.claim_labels:  # claim level, as the runner does
                result = checker.check_claims(row.sentences, facts)
                items = [
                    (label, claim.score or 0.0, [claim])
                    for label, claim in zip(row.claim_labels, result.claims, strict=True)
                ]
            else:  # response level: supportScore = mean claim score over the claims that need a check
                result = checker.check(row.answer, facts)
                items = [(row.label, result.support_score, list(result.claims))]
            parts_of = split_calls(result.claims, rec.calls)
            for label, score, claims in items:
                if label is None:
                    continue
                labels.append(label)
                scores.append(score)
                parts = [parts_of[id(c)] for c in claims if c.check_required and id(c) in parts_of]
                out.write(
                    json.dumps(
                        {"set": name, "id": row.id, "lang": row.lang, "label": label, "fast": score, "parts": parts},
                        ensure_ascii=False,
                    )
                    + "\n"
                )
        print(
            f"{name}: {len(labels)} claims, fast AUROC {auroc(labels, scores):.3f}, "
            f"bacc@0.6 {balanced_accuracy(labels, scores, 0.6):.3f}, {time.time() - t0:.0f}s",
            flush=True,
        )
    out.close()


if __name__ == "__main__":
    main()
