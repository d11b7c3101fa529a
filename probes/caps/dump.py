"""Record, for every dev claim, what the default verifier read: its combiner score before the cap, the cap, and
each candidate's verdict and pair features, so that cap rules can be replayed offline (`replay.py`).

    python probes/caps/dump.py OUT.pkl [ROWS] [SET ...]   # first ROWS (400) rows of WiCE, QAGS, mFAVA
    python probes/caps/dump.py OUT.pkl 400: mfava_silver  # from row 401 on, of mFAVA only
"""

import itertools
import pickle
import sys
import time

import numpy as np

from veracity import GroundingChecker
from veracity.evaluation.datasets import read_rows
from veracity.evidence import document_facts
from veracity.verifiers import trained

EVAL = "/work/shared/eval/dev"
out, span = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "400"
first, rows_wanted = (int(span[:-1]), None) if span.endswith(":") else (0, int(span))
sets = sys.argv[3:] or ["wice_claim_dev", "qags_cnndm", "mfava_silver"]
checker = GroundingChecker()
verifier = checker.verifier
records: list[dict] = []
original = trained.TrainedVerifier.claim_inputs


def recording(self, claim, texts, verdicts, features):
    inputs, by_pair, ceiling = original(self, claim, texts, verdicts, features)
    support = self.support(inputs, by_pair)
    records.append(
        {
            "claim": claim,
            "texts": list(texts),
            "inputs": inputs,
            "by_pair": by_pair,
            "ceiling": ceiling,
            "support": support,
            "features": features,
            "verdicts": [(v.entailed, v.contradicted, v.kind, v.reason) for v in verdicts],
        }
    )
    return inputs, by_pair, ceiling


trained.TrainedVerifier.claim_inputs = recording
claims: list[dict] = []
started = time.time()
for name in sets:
    for row in itertools.islice(read_rows(f"{EVAL}/{name}.jsonl.gz"), first, rows_wanted):
        facts = [p for d in row.facts for p in document_facts(d)]
        records.clear()
        if row.claim_labels:
            result = checker.check_claims(row.sentences, facts)
            labels = row.claim_labels
        else:
            result = checker.check(row.answer, facts)
            labels = [row.label] * len(result.claims)
        readings = iter(list(records))
        for i, (label, claim) in enumerate(zip(labels, result.claims, strict=True)):
            reading = next(readings) if claim.check_required and claim.score is not None else None
            if reading is None and claim.check_required:
                continue  # no candidate at all
            claims.append(
                {
                    "set": name,
                    "row": row.id,
                    "i": i,
                    "lang": row.lang,
                    "label": label,
                    "row_label": row.label,
                    "required": claim.check_required,
                    "score": claim.score,
                    **(reading or {}),
                }
            )
    print(name, len(claims), f"{time.time() - started:.0f}s", flush=True)
with open(out, "wb") as f:
    pickle.dump(claims, f)
print("features", np.shape(claims[0].get("inputs")))
