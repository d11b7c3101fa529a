"""The whole checker's 3-way label of NLI dev pairs, against the head's (what `veracity eval` scores as 3-way):
entailment where the claim's support reaches the threshold, contradiction where the premise is anti-cited (0.8),
neutral otherwise; and two mixes of it with the head's argmax.

    python probes/head_data/checker_three_way.py sick_corrected xglue_nli_de   # 2,000 rows each, 1-2 minutes
"""

import sys
from pathlib import Path

import numpy as np

from veracity import GroundingChecker
from veracity.evaluation.datasets import read_rows
from veracity.evaluation.runner import LABELS

ENTAILMENT, NEUTRAL, CONTRADICTION = range(3)
checker = GroundingChecker()
for name in sys.argv[1:]:
    rows = [r for r in read_rows(Path(f"/work/shared/eval/nli/dev/{name}.jsonl.gz")) if r.nli_label][:2000]
    labels, support, anti, head = [], [], [], []
    for row in rows:
        result = checker.check(row.answer, row.facts[:1], anti_citations=True)
        labels.append(LABELS.index(row.nli_label))
        support.append(result.support_score)
        anti.append(any(c.anti_citations for c in result.claims))
        head.append(int(checker.verifier.three_way(row.answer, row.facts[:1])[0].argmax()))
    y, s, a, h = map(np.array, (labels, support, anti, head))
    print(name, "head", f"{np.mean(h == y):.3f}")
    for threshold in (0.5, 0.6, 0.7, 0.8, 0.9):
        label = np.where(s >= threshold, ENTAILMENT, np.where(a, CONTRADICTION, NEUTRAL))
        print(f"  checker at {threshold}", f"{np.mean(label == y):.3f}")
    supported = s >= 0.6
    needs = np.where((h == ENTAILMENT) & ~supported, NEUTRAL, h)
    print("  head, entailment only where supported", f"{np.mean(needs == y):.3f}")
    contradicted = np.where(a, CONTRADICTION, h)
    print("  head, contradiction where anti-cited", f"{np.mean(contradicted == y):.3f}")
