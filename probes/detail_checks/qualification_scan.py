"""How often the checker's qualifications (a past period, a hedge, a condition: `details.qualification`) fire on NLI
training pairs, by label, each read against the premise's sentence with most of the hypothesis's words, as the
checker reads a claim against its best sentence. An entailed pair it fires on is a likely false alarm.

    python probes/detail_checks/qualification_scan.py [PAIRS_PER_FILE] [KIND]   # 3000; period, hedge or condition
"""

import glob
import gzip
import itertools
import json
import sys
from collections import Counter

from veracity.claims import split_sentences
from veracity.evidence import lexical_tokens
from veracity.verifiers.details import qualification

pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
kind = sys.argv[2] if len(sys.argv) > 2 else ""
counts: Counter[str] = Counter()
for path in sorted(glob.glob("/work/shared/eval/nli/train/*.jsonl.gz")):
    name = path.rsplit("/", 1)[-1].split(".")[0]
    for line in itertools.islice(gzip.open(path, "rt"), pairs):
        row = json.loads(line)
        hypothesis, words = row["hypothesis"], set(lexical_tokens(row["hypothesis"]))
        sentences = [s.text for s in split_sentences(row["premise"])] or [row["premise"]]
        best = max(sentences, key=lambda s: len(words & set(lexical_tokens(s))))
        found = qualification(hypothesis, best)
        if found and found.kind.startswith(kind):
            counts[row["label"]] += 1
            print(name, row["label"], found.kind, "|", hypothesis, "|", best[:200], "|", found.evidence, flush=True)
print(dict(counts))
