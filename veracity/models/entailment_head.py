"""A small 3-way entailment model that reads a pair of sentence embeddings.

It sees the evidence and the claim only as the multilingual sentence encoder embeds them, which
the verifier has computed already, so a verdict costs no second pass through any encoder. And
because that encoder puts a sentence and its translation at one point, what the model learned
from Indonesian, Persian, Korean, Japanese and Portuguese pairs carries to German, to English and
across languages. It is trained by `veracity train verifier` (veracity/training/verifier.py).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

LABELS = ("entailment", "neutral", "contradiction")


def pair_input(premises: np.ndarray, hypotheses: np.ndarray) -> np.ndarray:
    """Both embeddings, their distance and their product: the classic sentence-pair input."""
    return np.concatenate([premises, hypotheses, np.abs(premises - hypotheses), premises * hypotheses], axis=1)


def gelu(x: np.ndarray) -> np.ndarray:
    """The tanh form of GELU, as the model was trained with (torch's approximate='tanh')."""
    return 0.5 * x * (1.0 + np.tanh(0.7978845608 * (x + 0.044715 * x**3)))


@dataclass(frozen=True)
class EntailmentHead:
    hidden_weight: np.ndarray  # [4 * dim, hidden]
    hidden_bias: np.ndarray
    output_weight: np.ndarray  # [hidden, 3]
    output_bias: np.ndarray

    def predict(self, premises: np.ndarray, hypotheses: np.ndarray) -> np.ndarray:
        """P(entailment, neutral, contradiction) for each row pair, shape [n, 3]."""
        hidden = gelu(pair_input(premises, hypotheses) @ self.hidden_weight + self.hidden_bias)
        logits = hidden @ self.output_weight + self.output_bias
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return exp / exp.sum(axis=1, keepdims=True)
