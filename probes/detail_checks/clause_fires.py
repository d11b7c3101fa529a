"""Which dev claims the clause-by-clause reading contradicts (`verifiers/clauses.py`), with their labels: a fire on
a supported claim is a false alarm.

    python probes/detail_checks/clause_fires.py [ROWS] [SET ...]   # first ROWS (400) rows of WiCE, QAGS, mFAVA
"""

import sys

from dev_claims import SETS, labelled_claims

import veracity.checker
from veracity import GroundingChecker

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
for name, row_id, labelled in labelled_claims(checker, rows, tuple(sys.argv[2:]) or SETS):
    claims += len(labelled)
    for claim, sentence, reason in fired:
        label = next((lab for lab, c in labelled if claim in c.text), None)
        print(name, row_id, "label", label, "|", claim, "||", sentence[:300], "|", reason, flush=True)
    fired.clear()
print("claims read", claims)
