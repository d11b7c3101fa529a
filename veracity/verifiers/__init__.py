"""Verifiers: pluggable judges of (claim, evidence) pairs."""

from veracity.embeddings import Embedder
from veracity.verifiers.base import Evidence, Verdict, Verifier
from veracity.verifiers.fast import FastVerifier
from veracity.verifiers.overlap import OverlapVerifier
from veracity.verifiers.trained import TrainedVerifier

VERIFIERS = ("fast", "trained", "overlap")
DEFAULT_VERIFIER = "trained"

__all__ = [
    "DEFAULT_VERIFIER",
    "VERIFIERS",
    "Evidence",
    "FastVerifier",
    "OverlapVerifier",
    "TrainedVerifier",
    "Verdict",
    "Verifier",
    "load_verifier",
]


def load_verifier(name: str = DEFAULT_VERIFIER, embedder: Embedder | None = None) -> Verifier:
    if name == "trained":
        return TrainedVerifier(embedder)
    if name == "fast":
        return FastVerifier(embedder)
    if name == "overlap":
        return OverlapVerifier()
    raise ValueError(f"unknown verifier {name!r}; choose one of: {', '.join(VERIFIERS)}")
