"""Record, for every claim the checker scores, what each evidence candidate looked like to the
`trained` verifier: the combiner's 12 pair features, the fast and trained verdicts, and the texts.

  python probes/claim_combiner/extract.py OUT.jsonl SET[:N] ...   # SET: a path under shared/eval
  e.g. extract.py /work/cc/dev.jsonl dev/qags_cnndm:400 dev/wice_claim_dev:400 dev/mfava_silver:400

Dev sets are read as `veracity eval` reads them (claim level where they have claim labels);
train sets at response level, every claim of the answer recorded with the row's label.
N rows are taken from the start (dev) or by a fixed-seed draw (train, held-out rows skipped).
"""

from __future__ import annotations

import gzip
import json
import random
import sys
import time
from itertools import islice

import numpy as np

from veracity import GroundingChecker
from veracity.evaluation.datasets import _parse, is_heldout, read_rows
from veracity.evidence import document_facts
from veracity.reference import resolve
from veracity.verifiers.base import as_evidence
from veracity.verifiers.fast import judge
from veracity.verifiers.trained import TrainedVerifier, pair_features

EVAL = "/work/shared/eval"


class Recorder(TrainedVerifier):
    """The trained verifier, keeping each call's pair features."""

    def __init__(self, inner: TrainedVerifier) -> None:
        self.fast, self.model = inner.fast, inner.model
        self.calls: list[dict] = []

    def read(self, claim, evidence, context=()):
        out = super().read(claim, evidence, context)
        items = [as_evidence(e) for e in evidence]
        if not items:
            return out
        resolved = resolve(claim, context)
        vectors = self.fast.embedder.encode([resolved, *(e.text for e in items)])
        signals = self.fast.signals(resolved, items, vectors)
        readings = [judge(s) for s in signals]
        features = pair_features(signals, readings, self._predict(vectors))
        self.calls.append(
            {
                "claim": claim,
                "resolved": resolved,
                "evidence": [[e.text, e.context] for e in items],
                "features": np.round(features, 4).tolist(),
                "cross": [s.cross_lingual for s in signals],
                "fast": [[round(v.entailed, 5), round(v.contradicted, 5)] for v in readings],
                "final": [[round(v.entailed, 5), round(v.contradicted, 5)] for v in out.verdicts],
            }
        )
        return out


def claim_calls(claims, calls) -> dict[int, dict]:
    """Each checked claim's candidate call, and the joined-pair call after it where there is one."""
    out, i = {}, 0
    for c in claims:
        if not c.check_required or i >= len(calls) or calls[i]["claim"] != c.text:
            continue
        record = {"cands": calls[i]}
        i += 1
        if i < len(calls) and calls[i]["claim"] == c.text and len(calls[i]["evidence"]) == 1:
            record["joined"] = calls[i]
            i += 1
        out[id(c)] = record
    return out


def rows_of(spec: str):
    path, _, n = spec.partition(":")
    limit = int(n) if n else None
    rows = read_rows(f"{EVAL}/{path}.jsonl.gz")
    if path.startswith("dev/"):
        return islice(rows, limit)
    with gzip.open(f"{EVAL}/{path}.jsonl.gz", "rt") as lines:  # generic replies (label null) have nothing to learn
        rows = [_parse(r) for r in map(json.loads, lines) if r.get("label") is not None]
    rows = [r for r in rows if not is_heldout(r.facts)]
    random.Random(20261201).shuffle(rows)
    return rows[:limit]


def main() -> None:
    out_path, *specs = sys.argv[1:]
    checker = GroundingChecker("trained")
    rec = Recorder(checker.verifier)
    checker.verifier = rec
    with open(out_path, "a") as out:
        for spec in specs:
            t0, n = time.time(), 0
            for row in rows_of(spec):
                facts = [p for d in row.facts for p in document_facts(d)][:200]
                rec.calls = []
                try:
                    if row.claim_labels:
                        result = checker.check_claims(row.sentences, facts)
                        labels = list(row.claim_labels)
                    else:
                        result = checker.check(row.answer, facts)
                        labels = [row.label] * len(result.claims)
                except Exception as error:  # a probe records and goes on
                    print(f"{row.id}: {error}", file=sys.stderr)
                    continue
                parts = claim_calls(result.claims, rec.calls)
                claims = [
                    {
                        "text": c.text,
                        "required": c.check_required,
                        "label": label,
                        "score": c.score,
                        **parts.get(id(c), {}),
                    }
                    for c, label in zip(result.claims, labels, strict=True)
                ]
                record = {
                    "set": spec.split(":")[0],
                    "id": row.id,
                    "lang": row.lang,
                    "label": row.label,
                    "level": "claim" if row.claim_labels else "response",
                    "support": result.support_score,
                    "claims": claims,
                }
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
                n += 1
            print(f"{spec}: {n} rows, {time.time() - t0:.0f} s", flush=True)


if __name__ == "__main__":
    main()
