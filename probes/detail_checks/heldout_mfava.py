"""mFAVA's claims from row 401 on (es, it, ko, pl, pt; 10,847 claims that no choice of this project looked at),
scored as `veracity eval` scores claims: AUROC and balanced accuracy at 0.6, overall and per language.

    python probes/detail_checks/heldout_mfava.py [VERIFIER]   # 16-25 min on 2 cores
"""

import itertools
import sys

from veracity import GroundingChecker
from veracity.evaluation.datasets import read_rows
from veracity.evaluation.metrics import auroc, balanced_accuracy
from veracity.evidence import document_facts

MFAVA = "/work/shared/eval/dev/mfava_silver.jsonl.gz"
FIRST_UNSEEN = 400

checker = GroundingChecker(sys.argv[1] if len(sys.argv) > 1 else "trained")
claims: list[tuple[str, int, float]] = []
for row in itertools.islice(read_rows(MFAVA), FIRST_UNSEEN, None):
    if row.claim_labels:
        facts = [piece for document in row.facts for piece in document_facts(document)]
        result = checker.check_claims(row.sentences, facts)
        claims += [
            (row.lang, label, claim.score or 0.0)
            for label, claim in zip(row.claim_labels, result.claims, strict=True)
            if label is not None
        ]
for lang in ["all", *sorted({lang for lang, _, _ in claims})]:
    chosen = [(label, score) for code, label, score in claims if lang in ("all", code)]
    labels, scores = [label for label, _ in chosen], [score for _, score in chosen]
    print(
        f"{lang}: n {len(chosen)}, AUROC {auroc(labels, scores):.4f}, bacc {balanced_accuracy(labels, scores, 0.6):.4f}"
    )
