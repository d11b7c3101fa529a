"""Which training answers the claim combiner should learn from, judged by each dev set's AUROC, its balanced
accuracy at 0.6 under the one shift that is best on average, and the threshold each set would want alone (t*).

  python probes/claim_combiner/sources.py /work/cc/dev.jsonl /work/cc/trainB.jsonl /work/cc2/trainN.jsonl ...

Records come from `extract.py` (for NLI files: `extract.py OUT nli/train/fever:1500 ...`).
"""

from __future__ import annotations

import sys
from collections import defaultdict

import fit as F
import numpy as np

from veracity.evaluation.metrics import auroc, balanced_accuracy

SUMMARIES = ["train/frank", "train/summac_valcut"]
TRIALS = [
    SUMMARIES,
    [*SUMMARIES, "train/factcheck_gpt_stance"],
    [*SUMMARIES, "nli/train/fever"],
    [*SUMMARIES, "nli/train/fm2"],
    [*SUMMARIES, "nli/train/sufficient_facts"],
    [*SUMMARIES, "nli/train/climate_fever"],
    [*SUMMARIES, "nli/train/rte3_de_it"],
    [*SUMMARIES, "nli/train/mnli_de_mt"],
]


def dev_logits(model, dev):
    per = defaultdict(lambda: ([], []))
    for r in dev:
        if not r["x"]:
            continue
        p = F.predict(model, np.array([x for x, _, _ in r["x"]]))
        labels, logits = per[r["set"]]
        if r["level"] == "claim":
            for (_, y, _), q in zip(r["x"], p, strict=True):
                if y is not None:
                    labels.append(y)
                    logits.append(np.log(q / (1 - q)))
        else:
            labels.append(r["label"])
            logits.append(np.log(np.mean(p) / (1 - np.mean(p))))
    return {k: (np.array(y), np.array(z)) for k, (y, z) in per.items()}


def bacc(y, z, shift):
    return balanced_accuracy(y, 1 / (1 + np.exp(-(z + shift))), 0.6)


def main() -> None:
    dev_path, *train_paths = sys.argv[1:]
    dev, train = F.load([dev_path]), F.load(train_paths)
    for sources in TRIALS:
        rows = [r for r in train if r["set"] in sources]
        if {r["set"] for r in rows} != set(sources):
            continue
        per = dev_logits(F.fit(rows, list(range(len(F.NAMES))), 10.0), dev)
        shift = max(np.arange(-3, 6, 0.05), key=lambda s: np.mean([bacc(y, z, s) for y, z in per.values()]))
        cells = []
        for name, (y, z) in sorted(per.items()):
            wanted = max(np.arange(-5, 8, 0.1), key=lambda t: balanced_accuracy(y, 1 / (1 + np.exp(-(z - t))), 0.5))
            cells.append(f"{name.split('/')[-1][:5]} {auroc(y, z):.3f}/{bacc(y, z, shift):.3f} t*{wanted:+.1f}")
        print(f"{'+'.join(s.split('/')[-1] for s in sources):50s} shift {shift:+.2f} | " + "  ".join(cells))


if __name__ == "__main__":
    main()
