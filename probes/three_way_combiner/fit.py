"""Fit a multinomial logistic 3-way combiner on the pair features and score the NLI dev files.

python probes/three_way_combiner/fit.py /work/cc2/three.pkl
"""

from __future__ import annotations

import pickle
import sys

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler


def main() -> None:
    with open(sys.argv[1], "rb") as f:
        data = pickle.load(f)
    train = [k for k in data if k.startswith("train/")]
    mnli_style = ["train/lingnli", "train/mnli_dev", "train/mnli10k", "train/mnli_de_mt", "train/snli10k"]
    for name, files in (("all", train), ("mnli-style", mnli_style)):
        x = np.vstack([data[k][0] for k in files])
        y = np.concatenate([data[k][1] for k in files])
        scaler = StandardScaler().fit(x)
        model = LogisticRegression(C=0.1, max_iter=2000).fit(scaler.transform(x), y)
        scores = (
            f"{k[4:]} {model.score(scaler.transform(data[k][0]), data[k][1]):.3f}" for k in data if k[:4] == "dev/"
        )
        print(f"{name:10s}", "  ".join(scores))


if __name__ == "__main__":
    main()
