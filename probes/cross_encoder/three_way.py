"""Does the cross-encoder's 3-way verdict get better with the sentence-embedding head beside it?

Fits, on the NLI pairs of the shipped sources that `nli.py` kept from the cross-encoder, a multinomial logistic
regression over the log-probabilities of the cross-encoder alone, and of the cross-encoder and the shipped head (in
`verifier.npz`, which did train on those pairs: its share is overstated), and scores the first 2,000 pairs of each
NLI dev file with each. Run:

    python probes/cross_encoder/three_way.py veracity/models/verifier.npz
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import numpy as np
from nli import held_out_pairs
from runtime import LABELS, CrossEncoder
from sklearn.linear_model import LogisticRegression

from veracity.embeddings import Embedder
from veracity.training.verifier import SHIPPED_SOURCES, read_pairs

NLI = Path(__file__).parents[2] / ".." / "shared" / "eval" / "nli"
DEV = ("xglue_nli_de", "sick_corrected", "jsick", "kornli_xnli", "jnli", "ocnli", "assin2", "indonli")


def head_probabilities(npz: Path, embedder: Embedder, premises: list[str], hypotheses: list[str]) -> np.ndarray:
    with np.load(npz) as w:
        w1, b1, w2, b2 = (w[k].astype(np.float32) for k in ("w1", "b1", "w2", "b2"))
    p, h = embedder.encode(premises), embedder.encode(hypotheses)
    x = np.concatenate([p, h, np.abs(p - h), p * h], axis=1) @ w1 + b1
    x = 0.5 * x * (1.0 + np.tanh(0.7978845608 * (x + 0.044715 * x**3)))
    logits = x @ w2 + b2
    logits -= logits.max(axis=1, keepdims=True)
    return np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)


def main(npz: Path) -> None:
    ce, embedder = CrossEncoder(), Embedder()
    pairs = held_out_pairs(read_pairs(NLI / "train", SHIPPED_SOURCES))
    three = pairs.targets < 3  # pairs with a 3-way label (2-way "not entailed" sets give no neutral/contradiction)
    premises = [p for p, k in zip(pairs.premises, three, strict=True) if k]
    hypotheses = [h for h, k in zip(pairs.hypotheses, three, strict=True) if k]
    y = pairs.targets[three]

    def inputs(ps: list[str], hs: list[str]) -> dict[str, np.ndarray]:
        c = np.log(ce.predict(ps, hs) + 1e-6)
        return {"ce": c, "ce+head": np.hstack([c, np.log(head_probabilities(npz, embedder, ps, hs) + 1e-6)])}

    fitted = {
        name: LogisticRegression(C=1.0, max_iter=2000).fit(x, y) for name, x in inputs(premises, hypotheses).items()
    }
    print(f"fitted on {len(y)} held-out pairs of {', '.join(SHIPPED_SOURCES)}")
    for name in DEV:
        rows = [json.loads(line) for line in gzip.open(NLI / "dev" / f"{name}.jsonl.gz", "rt")][:2000]
        rows = [r for r in rows if r["label"] in LABELS]
        x = inputs([r["premise"] for r in rows], [r["hypothesis"] for r in rows])
        truth = np.array([LABELS.index(r["label"]) for r in rows])
        head = x["ce+head"][:, 3:].argmax(1)
        cells = [f"head {np.mean(head == truth):.3f}", f"ce {np.mean(x['ce'].argmax(1) == truth):.3f}"]
        cells += [f"{k} LR {np.mean(m.predict(x[k]) == truth):.3f}" for k, m in fitted.items()]
        print(f"{name} ({len(rows)}): " + ", ".join(cells))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
