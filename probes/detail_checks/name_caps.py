"""Which dev claims a wider "said of another name" cap would reach (`trained.said_of_another`), with their labels.

The shipped rule caps a claim where its best sentence says it of another name, or where no sentence supports it
alone (0.5) and the sentence closest to it, with all its predicate, does. The wider rule asks only that no sentence
surely supports it (0.85) and that some sentence says it of another name: "C. S. Lewis wrote The Hobbit." beside
"J. R. R. Tolkien wrote The Hobbit." and "C. S. Lewis wrote The Chronicles of Narnia." (0.51 alone). Scores are the
shipped rule's; a claim only the wider rule reaches is printed with its label (1 = supported: a false cap; an
answer's label where the set labels answers only).

    python probes/detail_checks/name_caps.py [ROWS]   # first ROWS (400) rows of WiCE, QAGS, mFAVA
"""

import sys

from dev_claims import labelled_claims

import veracity.verifiers.trained as trained
from veracity import GroundingChecker

shipped = trained.said_of_another
inputs = trained.TrainedVerifier.claim_inputs
reached: dict[str, str] = {}  # claim -> the name reason the wider rule caps it by
reading: list[str] = [""]  # the claim being read


def wider(verdicts, features) -> bool:
    best = max(verdicts, key=lambda v: v.entailed)
    if best.kind == "name" or best.entailed >= 0.85:
        return best.kind == "name"
    return any(v.kind == "name" for v in verdicts)


def spy(verdicts, features):
    old = shipped(verdicts, features)
    if wider(verdicts, features) and not old:
        reached[reading[0]] = next(v.reason for v in verdicts if v.kind == "name")
    return old


def read(self, claim, texts, verdicts, features):
    reading[0] = claim
    return inputs(self, claim, texts, verdicts, features)


trained.said_of_another = spy
trained.TrainedVerifier.claim_inputs = read
checker = GroundingChecker()
counts = {0: 0, 1: 0}
for name, row_id, labelled in labelled_claims(checker, int(sys.argv[1]) if len(sys.argv) > 1 else 400):
    for label, claim in labelled:
        reason = next((r for c, r in reached.items() if claim.text in c or c in claim.text), None)
        if reason and label is not None:
            counts[label] += 1
            print(name, row_id, "label", label, round(claim.score or 0, 3), "|", claim.text, "|", reason)
    reached.clear()
print("reached only by the wider rule: unsupported", counts[0], "supported", counts[1])
