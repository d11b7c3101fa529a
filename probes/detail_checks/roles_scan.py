"""How often the role check fires on NLI pairs, by label, and which pairs: a check that fires on entailed pairs is
wrong there. Run from the repository root:

    python probes/detail_checks/roles_scan.py /work/shared/eval/nli/train/{lingnli,mnli10k,mnli_dev,snli10k}.jsonl.gz
"""

import collections
import gzip
import json
import sys

from veracity.verifiers.details.roles import role_conflict
from veracity.verifiers.details.text import as_text

fired, seen = collections.Counter(), collections.Counter()
for path in sys.argv[1:]:
    name = path.rsplit("/", 1)[-1]
    for line in gzip.open(path, "rt"):
        row = json.loads(line)
        seen[name] += 1
        conflict = role_conflict(as_text(row["hypothesis"]), as_text(row["premise"]))
        if conflict:
            fired[name, row["label"]] += 1
            print(f"{row['label']} | {row['hypothesis'][:120]} | {conflict.claim} / {conflict.evidence}")
for (name, label), n in sorted(fired.items()):
    print(f"{name}: {n} {label} of {seen[name]} pairs")
print(f"{sum(seen.values())} pairs read, {sum(fired.values())} with a role conflict")
