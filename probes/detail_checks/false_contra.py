import collections
import itertools
import sys

from veracity import GroundingChecker
from veracity.evaluation.datasets import as_facts, read_rows

ch = GroundingChecker(sys.argv[2] if len(sys.argv) > 2 else "fast")
path = sys.argv[1]
rows = list(itertools.islice(read_rows(path), int(sys.argv[3]) if len(sys.argv) > 3 else 235))
kinds = collections.Counter()
kinds_bad = collections.Counter()
for row in rows:
    facts = [p for d in row.facts for p in as_facts(d)]
    sentences = row.sentences if row.claim_labels else [row.answer]
    labels = row.claim_labels if row.claim_labels else [row.label]
    r = ch.check_claims(sentences, facts)
    for l, c in zip(labels, r.claims):
        if c.reason:
            kind = c.reason.split(":")[0]
            (kinds if l == 1 else kinds_bad)[kind] += 1
            if l == 1:
                print("FALSE", c.reason[:150], "|", c.text[:120])
print("on supported:", kinds)
print("on unsupported:", kinds_bad)
