"""Embed every NLI pair of shared/eval/nli/train, the NLI dev pairs and the dev claims' candidates once, so that
head variants can be trained and compared in minutes (`fit.py`).

    python probes/head_data/embed.py DUMP.pkl OUT_DIR     # DUMP.pkl from probes/caps/dump.py
"""

import pickle
import sys
from pathlib import Path

import numpy as np

from veracity.embeddings import Embedder
from veracity.evaluation.datasets import read_rows
from veracity.training.verifier import read_pairs

NLI = Path("/work/shared/eval/nli")
dump, out = Path(sys.argv[1]), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
embedder = Embedder(cache_size=10)

for path in sorted((NLI / "train").glob("*.jsonl.gz")):
    name = path.name.removesuffix(".jsonl.gz")
    if (out / f"train_{name}.npz").exists():
        continue
    pairs = read_pairs(NLI / "train", (name,))
    p, h = embedder.encode(pairs.premises), embedder.encode(pairs.hypotheses)
    np.savez(out / f"train_{name}.npz", p=p.astype(np.float32), h=h.astype(np.float32), y=pairs.targets)
    print(name, len(pairs.targets), flush=True)

for name in ("xglue_nli_de", "sick_corrected", "jsick"):
    rows = [r for r in read_rows(NLI / "dev" / f"{name}.jsonl.gz") if r.nli_label][:2000]
    labels = np.array([{"entailment": 0, "neutral": 1, "contradiction": 2}.get(r.nli_label, 3) for r in rows])
    p, h = embedder.encode([r.facts[0] for r in rows]), embedder.encode([r.answer for r in rows])
    np.savez(out / f"dev_{name}.npz", p=p, h=h, y=labels)
    print(name, len(rows), np.bincount(labels), flush=True)

claims = [c for c in pickle.load(open(dump, "rb")) if c["required"] and "texts" in c]
index = [len(c["texts"]) for c in claims]
p = embedder.encode([t for c in claims for t in c["texts"]])
h = embedder.encode([c["claim"] for c in claims])
np.savez(
    out / "claims.npz",
    p=p,
    h=h,
    counts=np.array(index),
    label=np.array([c["label"] for c in claims]),
    set=np.array([c["set"] for c in claims]),
    score=np.array([c["score"] for c in claims]),
)
print("claims", len(claims), flush=True)
