"""Balanced accuracy of the shipped checker on each grounding dev set at thresholds from 0.3 to 0.99, against the
issue's bars: can any one threshold (or shift) meet all three?

    python probes/head_data/thresholds.py [ROWS]   # first ROWS (400) rows of each set; 10-20 minutes
"""

import sys
from pathlib import Path

from veracity import GroundingChecker
from veracity.evaluation.metrics import balanced_accuracy
from veracity.evaluation.runner import evaluate

EVAL = Path("/work/shared/eval/dev")
BARS = {"wice_claim_dev.response": 0.72, "qags_cnndm.claim": 0.70, "mfava_silver.claim": 0.68}
checker = GroundingChecker()
scored = {}
for name in ("wice_claim_dev", "qags_cnndm", "mfava_silver"):
    reports, _ = evaluate(checker, EVAL / f"{name}.jsonl.gz", limit=int(sys.argv[1]) if len(sys.argv) > 1 else 400)
    scored |= {f"{r.name}.{r.level}": r for r in reports if f"{r.name}.{r.level}" in BARS}
print("threshold", *BARS, "mean", "worst margin to its bar", sep=" | ")
for threshold in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99):
    bacc = {k: balanced_accuracy(scored[k].labels, scored[k].scores, threshold) for k in BARS}
    margin = min(bacc[k] - bar for k, bar in BARS.items())
    print(threshold, *(f"{b:.3f}" for b in bacc.values()), f"{sum(bacc.values()) / 3:.3f}", f"{margin:+.3f}", sep=" | ")
