"""Pair features of NLI pairs the entailment head never trained on, for a 3-way combiner (issue 18).

  python probes/three_way_combiner/features.py /work/cc2/three.pkl

Each pair is read by the shipped `trained` verifier (`TrainedVerifier.pairs`): the pair combiner's 12 inputs
(the head's entailment and contradiction logits and the fast verifier's signals) plus the pair verdict.
"""

from __future__ import annotations

import pickle
import random
import sys
import time

import numpy as np

from veracity.evaluation.datasets import read_rows
from veracity.verifiers.base import Evidence
from veracity.verifiers.trained import TrainedVerifier

LABELS = {"entailment": 0, "neutral": 1, "contradiction": 2}
TRAIN = {
    "lingnli": 6000,
    "mnli_dev": 4000,
    "mnli10k": 3000,
    "mnli_de_mt": 5000,
    "snli10k": 3000,
    "sufficient_facts": 1500,
    "fever_symmetric": 1000,
    "climate_fever": 1500,
    "breaking_nli": 1000,
    "janli": 1500,
    "rte3_de_it": 1500,
}
DEV = ("xglue_nli_de", "sick_corrected", "kornli_xnli", "jnli", "farstail", "indonli", "ocnli")


def features(verifier: TrainedVerifier, path: str, n: int) -> tuple[np.ndarray, np.ndarray]:
    rows = [r for r in read_rows(path) if r.nli_label in LABELS]
    random.Random(0).shuffle(rows)
    x, y = [], []
    for row in rows[:n]:
        verdicts, f = verifier.pairs(row.answer, [Evidence(row.facts[0])])
        x.append(np.append(f[0], [verdicts[0].entailed, verdicts[0].contradicted]))
        y.append(LABELS[row.nli_label])
    return np.array(x), np.array(y)


def main() -> None:
    verifier, out = TrainedVerifier(), {}
    for name, n in TRAIN.items():
        started = time.time()
        out[f"train/{name}"] = features(verifier, f"../shared/eval/nli/train/{name}.jsonl.gz", n)
        print(name, f"{time.time() - started:.0f} s", flush=True)
    for name in DEV:
        out[f"dev/{name}"] = features(verifier, f"../shared/eval/nli/dev/{name}.jsonl.gz", 2000)
    with open(sys.argv[1], "wb") as f:
        pickle.dump(out, f)


if __name__ == "__main__":
    main()
