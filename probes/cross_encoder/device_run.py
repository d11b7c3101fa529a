"""Trains cross-encoder configurations on the GPU from .xe/ (prepare.py) and scores the NLI dev files.

    python probes/cross_encoder/device_run.py OUT NAME:frozen=8,epochs=1 NAME2:frozen=0,epochs=1 ...

Writes OUT/results.json and, for each configuration, its trained weights (fp16, in parts under 15 MB)."""

import gzip
import json
import os
import sys
import time
import types
from pathlib import Path

import numpy as np
import torch

package = types.ModuleType("veracity")  # the repo's package without its __init__, whose server imports are not here
package.__path__ = [str(Path(__file__).resolve().parents[2] / "veracity")]
sys.modules["veracity"] = package

from e5 import UNK, dequantize  # noqa: E402
from nli import held_out  # noqa: E402
from tokenizers import Tokenizer  # noqa: E402
from train import Encoder, FitConfig, Trainer  # noqa: E402

from veracity.evaluation.datasets import ENTAILED_LABELS  # noqa: E402

# veracity.training.verifier.TARGETS, whose module needs the server's packages
TARGETS = {"neutral": 1, "contradiction": 2, "none": 3, "not_entailment": 3}
XE = Path(".xe")


def target(label: str) -> int:
    return 0 if label in ENTAILED_LABELS else TARGETS[label]


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    started = time.time()
    tok = Tokenizer.from_str(gzip.open(XE / "tokenizer.json.gz", "rt").read())
    base = np.load(XE / "base.npz")
    words = np.load(XE / "words.npz")
    compact = np.full(250037, -1, dtype=np.int64)
    compact[words["ids"]] = np.arange(len(words["ids"]))
    unk = compact[UNK]
    table = torch.from_numpy(dequantize(words["rows"], len(words["ids"])))

    def tensor(name: str) -> np.ndarray:
        a = base[name]
        if a.dtype == np.uint8:
            rows = 1536 if name.endswith("fi.w") else 384
            return dequantize(a, rows)
        return a

    def encode(rows: list[dict]) -> list[np.ndarray]:
        ids = [
            np.array(e.ids, dtype=np.int64) for e in tok.encode_batch([(r["premise"], r["hypothesis"]) for r in rows])
        ]
        return [np.where(compact[i] < 0, unk, compact[i]) for i in ids]

    train = []
    for path in sorted(XE.glob("*.jsonl.gz")):
        train += [r for r in map(json.loads, gzip.open(path, "rt")) if not held_out(r["premise"], r["hypothesis"])]
    if limit := int(os.environ.get("LIMIT", 0)):  # a smoke test on the CPU
        train = train[:: max(1, len(train) // limit)][:limit]
    rows, targets = encode(train), np.array([target(r["label"]) for r in train])
    dev = {
        p.name.removesuffix(".jsonl.gz"): [json.loads(x) for x in gzip.open(p, "rt")][: 100 if limit else None]
        for p in sorted((XE / "dev").glob("*.gz"))
    }
    dev_rows = {name: encode(rs) for name, rs in dev.items()}
    print(f"{len(rows)} training pairs, tokenized in {time.time() - started:.0f} s", flush=True)
    results = {}
    for spec in sys.argv[2:]:
        name, _, options = spec.partition(":")
        fields = {k: float(v) if "." in v else int(v) for k, v in (o.split("=") for o in options.split(",") if o)}
        save = fields.pop("save", 1)  # 0: only the dev scores (what comes back from the device is limited)
        config = FitConfig(**fields)
        t0 = time.time()
        model = Encoder.from_e5(tensor)
        trainer = Trainer(model, table, config, "cuda" if torch.cuda.is_available() else "cpu")
        trainer.fit(rows, targets, log=lambda s, n=name: print(n, s, flush=True))
        fitted = time.time() - t0
        scores = {}
        for dname, drows in dev_rows.items():
            p = trainer.predict(drows)
            labels = [r["label"] for r in dev[dname]]
            if {"neutral", "contradiction"} & set(labels):
                keep = [i for i, lab in enumerate(labels) if lab in ("entailment", "neutral", "contradiction")]
                y = np.array([target(labels[i]) for i in keep])
                scores[dname] = round(float((p[keep].argmax(1) == y).mean()), 4)
            else:
                y = np.array([target(lab) == 0 for lab in labels])
                scores[dname] = round(float(((p.argmax(1) == 0) == y).mean()), 4)
        results[name] = {"config": fields, "seconds": round(fitted), "dev": scores}
        print(name, json.dumps(results[name]), flush=True)
        (out / "results.json").write_text(json.dumps(results, indent=1))
        if not save:
            continue
        state = {
            k: v.half().cpu().numpy()
            for k, v in model.state_dict().items()
            if not k.startswith("layers.") or int(k.split(".")[1]) >= config.frozen
        }
        part, parts, size = {}, [], 0
        for k, v in state.items():
            if size + v.nbytes > 15_000_000 and part:
                parts.append(part)
                part, size = {}, 0
            part[k] = v
            size += v.nbytes
        parts.append(part)
        for i, p in enumerate(parts):
            np.savez(out / f"{name}_{i}.npz", **p)
    print(f"all done in {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
