"""Which dev claims the checker's qualifications cap (a past period, a hedge, a condition: `details.qualification`),
with their labels: a cap on a supported claim is a false alarm.

    python probes/detail_checks/qualification_fires.py [ROWS] [KIND ...]   # first ROWS (400) rows of each set
"""

import itertools
import sys
from collections import Counter

from veracity import GroundingChecker
from veracity.evaluation.datasets import read_rows
from veracity.evidence import document_facts

EVAL = "/work/shared/eval/dev"
rows = int(sys.argv[1]) if len(sys.argv) > 1 else 400
kinds = tuple(f"{k}:" for k in sys.argv[2:]) or ("period:", "hedge:", "condition:")
checker = GroundingChecker()
counts: Counter[tuple[str, str, int]] = Counter()
for name in ("wice_claim_dev", "qags_cnndm", "mfava_silver"):
    for row in itertools.islice(read_rows(f"{EVAL}/{name}.jsonl.gz"), rows):
        if not row.claim_labels:
            continue
        facts = [p for d in row.facts for p in document_facts(d)]
        result = checker.check_claims(row.sentences, facts)
        for label, claim in zip(row.claim_labels, result.claims, strict=True):
            if label is not None and (claim.reason or "").startswith(kinds):
                kind = claim.reason.split(":")[0]
                counts[name, kind, label] += 1
                print(name, row.id, "label", label, f"{claim.score:.3f}", claim.text, "|", claim.reason, flush=True)
for (name, kind, label), n in sorted(counts.items()):
    print(name, kind, "supported" if label else "unsupported", n)
