"""Verifiers: pluggable judges of (claim, evidence) pairs."""

from veracity.embeddings import Embedder
from veracity.verifiers.base import Evidence, Verdict, Verifier
from veracity.verifiers.fast import FastVerifier
from veracity.verifiers.judges import JudgeOptions, VerifierLoadError, is_judge, load_judged
from veracity.verifiers.overlap import OverlapVerifier
from veracity.verifiers.trained import TrainedVerifier

VERIFIERS = ("fast", "trained", "overlap")
DEFAULT_VERIFIER = "trained"

__all__ = [
    "DEFAULT_VERIFIER",
    "VERIFIERS",
    "Evidence",
    "FastVerifier",
    "JudgeOptions",
    "OverlapVerifier",
    "TrainedVerifier",
    "Verdict",
    "Verifier",
    "VerifierLoadError",
    "load_verifier",
]


def load_verifier(
    name: str = DEFAULT_VERIFIER, embedder: Embedder | None = None, options: JudgeOptions | None = None
) -> Verifier:
    """A built-in verifier by name, or an external judge: `hf:PATH` or `openai:MODEL` (`options` set it up)."""
    if is_judge(name):
        return load_judged(name, embedder, options)
    if name == "trained":
        return TrainedVerifier(embedder)
    if name == "fast":
        return FastVerifier(embedder)
    if name == "overlap":
        return OverlapVerifier()
    raise ValueError(f"unknown verifier {name!r}; choose one of: {', '.join(VERIFIERS)}, hf:PATH or openai:MODEL")
