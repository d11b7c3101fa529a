"""Verifiers named `hf:PATH` and `openai:MODEL`: an external judge, with the settings it is loaded with."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from veracity.embeddings import Embedder
from veracity.verifiers.judged import JudgedVerifier, judged

PREFIXES = ("hf:", "openai:")
PROMPTS = ("minicheck", "nli")
DEVICES = ("cpu", "cuda")


class VerifierLoadError(ValueError):
    """A judge that cannot be loaded as named: a missing model, a missing extra, a setting it lacks."""


def _key_from_env() -> str | None:
    return os.environ.get("VERACITY_JUDGE_API_KEY") or None


@dataclass(frozen=True)
class JudgeOptions:
    device: str = "cpu"  # hf: where the model runs
    trust_remote_code: bool = False  # hf: run the model folder's own Python code (HHEM-2.1-Open needs it)
    batch_size: int = 16  # hf: pairs per forward pass
    url: str | None = None  # openai: the OpenAI-compatible base URL, such as http://127.0.0.1:11434/v1
    key: str | None = field(default_factory=_key_from_env)  # openai: sent as a bearer token
    prompt: str = "minicheck"  # openai: "minicheck" (yes/no) or "nli" (entailment/neutral/contradiction)
    concurrency: int = 8  # openai: requests in flight at once, for the whole process
    timeout: float = 30.0  # openai: seconds for one request


def is_judge(name: str) -> bool:
    return name.startswith(PREFIXES) and name.partition(":")[2].strip() != ""


def load_judged(name: str, embedder: Embedder | None = None, options: JudgeOptions | None = None) -> JudgedVerifier:
    """`hf:PATH` (a model folder, an exported ONNX folder, or a hub id already in the local cache) or
    `openai:MODEL`; raises VerifierLoadError with what to do where it cannot be loaded."""
    options = options or JudgeOptions()
    kind, _, target = name.partition(":")
    if kind == "hf":
        from veracity.verifiers.hf import load_hf

        return judged(load_hf(target, options), embedder)
    from veracity.verifiers.openai import OpenAIJudge

    return judged(OpenAIJudge(target, options), embedder)
