"""The logistic model both learned scorers use: weights over standardized features, so that
each weight says how much one standard deviation of its signal moves the score."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np


def logit(p: np.ndarray | float) -> np.ndarray:
    """log(p / (1 - p)), with p kept within 1e-4 of 0 and 1 so that a certain score stays finite."""
    p = np.clip(p, 1e-4, 1 - 1e-4)
    return np.log(p / (1 - p))


def sigmoid(log_odds: np.ndarray | float) -> np.ndarray:
    """The probability of log-odds: `logit`'s inverse."""
    return 1.0 / (1.0 + np.exp(-log_odds))


def standardization(features: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each column's mean and scale, learned once by training and stored with the weights. A
    constant column gets a tiny scale rather than zero, so standardizing never divides by zero."""
    return features.mean(axis=0), np.maximum(features.std(axis=0), 1e-6)


@dataclass(frozen=True)
class Logistic:
    mean: np.ndarray
    scale: np.ndarray
    coef: np.ndarray
    intercept: float

    @classmethod
    def from_dict(cls, weights: dict[str, Any]) -> Logistic:
        mean, scale, coef = (np.asarray(weights[k], dtype=np.float64) for k in ("mean", "scale", "coef"))
        return cls(mean, scale, coef, float(weights["intercept"]))

    def standardize(self, features: np.ndarray) -> np.ndarray:
        return (features - self.mean) / self.scale

    def log_odds(self, standardized: np.ndarray, shift: float = 0.0) -> np.ndarray:
        """log(P / (1 - P)) of standardized rows, moved by `shift`."""
        return standardized @ self.coef + self.intercept + shift

    def probability(self, standardized: np.ndarray, shift: float = 0.0) -> np.ndarray:
        """P(positive) of standardized rows; `shift` moves every logit by the same amount."""
        return sigmoid(self.log_odds(standardized, shift))
