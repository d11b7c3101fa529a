"""Verifiers: pluggable judges of (claim, evidence) pairs."""

from veracity.embeddings import Embedder
from veracity.verifiers.base import Evidence, Verdict, Verifier
from veracity.verifiers.fast import FastVerifier
from veracity.verifiers.overlap import OverlapVerifier

VERIFIERS = ("fast", "overlap")

__all__ = ["VERIFIERS", "Evidence", "FastVerifier", "OverlapVerifier", "Verdict", "Verifier", "load_verifier"]


def load_verifier(name: str = "fast", embedder: Embedder | None = None) -> Verifier:
    if name == "fast":
        return FastVerifier(embedder)
    if name == "overlap":
        return OverlapVerifier()
    raise ValueError(f"unknown verifier {name!r}; choose one of: {', '.join(VERIFIERS)}")
