"""Which dev claims the clause-by-clause reading contradicts (`verifiers/clauses.py`), with their labels: a fire on
a supported claim is a false alarm.

    python probes/detail_checks/clause_fires.py [ROWS] [SET ...]   # first ROWS (400) rows of WiCE, QAGS, mFAVA
"""

import itertools
import sys

import veracity.checker
from veracity import GroundingChecker
from veracity.evaluation.datasets import read_rows
from veracity.evidence import document_facts

EVAL = "/work/shared/eval/dev"
rows = int(sys.argv[1]) if len(sys.argv) > 1 else 400
fired: list[tuple[str, str, str]] = []
read_alone = veracity.checker.clause_conflict


def spy(claim, evidence, fast):
    found = read_alone(claim, evidence, fast)
    if found:
        fired.append((claim, evidence[found[0]].text, found[1].reason))
    return found


veracity.checker.clause_conflict = spy
checker = GroundingChecker()
claims = 0
for name in sys.argv[2:] or ("wice_claim_dev", "qags_cnndm", "mfava_silver"):
    for row in itertools.islice(read_rows(f"{EVAL}/{name}.jsonl.gz"), rows):
        facts = [p for d in row.facts for p in document_facts(d)]
        fired.clear()
        if row.claim_labels:
            result, labels = checker.check_claims(row.sentences, facts), row.claim_labels
        else:
            result = checker.check(row.answer, facts)
            labels = [row.label] * len(result.claims)
        claims += len(result.claims)
        for claim, sentence, reason in fired:
            label = next((lab for lab, c in zip(labels, result.claims, strict=True) if claim in c.text), None)
            print(name, row.id, "label", label, "|", claim, "||", sentence[:300], "|", reason, flush=True)
print("claims read", claims)
