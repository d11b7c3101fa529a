"""An external judge (a Hugging Face model, an LLM behind an HTTP API) weighed with the detail checks.

A judge reads meaning; the detail checks (`details/`, as `fast.judge` weighs them) see the number, date,
name or negation a model may blur. As in the trained verifier, what the detail checks find contradicted, or
said of another name, caps the judge's P(entailed) (`fast.ceiling`), so a partly wrong claim is never cited; a
3-way judge's own contradiction counts too (the larger of the two), while a 2-way judge's "not supported" is only
unsupported.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

from veracity.embeddings import Embedder
from veracity.reference import resolve
from veracity.verifiers.base import Evidence, Verdict, as_evidence
from veracity.verifiers.fast import FastVerifier, ceiling, judge


class Judge(Protocol):
    """Scores (premise, claim) pairs; must be thread-safe."""

    name: str  # as --verifier names it: "hf:PATH", "openai:MODEL"
    three_way: bool  # whether its contradiction column means anything

    def score(self, premises: Sequence[str], claims: Sequence[str]) -> np.ndarray:
        """P(entailed, neutral, contradicted) per pair, in one batch; a 2-way judge's third column is 0."""
        ...

    def probe(self) -> str:
        """One line for the server's log on what was loaded or whether it answers; raises where it cannot."""
        ...


class JudgedVerifier:
    def __init__(self, judge: Judge, embedder: Embedder | None = None) -> None:
        self.judge = judge
        self.name = judge.name
        self.fast = FastVerifier(embedder)

    def verify(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> list[Verdict]:
        items = [as_evidence(e) for e in evidence]
        if not items:
            return []
        claim = resolve(claim, context)
        readings = [judge(s) for s in self.fast.signals(claim, items)]
        premises = [e.read for e in items]
        scores = self.judge.score(premises, [claim] * len(items))
        verdicts = []
        for detail, (entailed, _, contradicted) in zip(readings, scores, strict=True):
            supported = min(float(entailed), ceiling(detail))
            against = max(detail.contradicted, float(contradicted))
            reason = detail.reason or (f"{self.name}: {{source}} contradicts it" if against >= 0.5 else "")
            verdicts.append(Verdict(supported, min(against, 1.0 - supported), reason, detail.kind))
        return verdicts

    def probe(self) -> str:
        return self.judge.probe()


class ThreeWayJudgedVerifier(JudgedVerifier):
    """A judge that tells neutral from contradicted, so `veracity eval` also reports its 3-way accuracy."""

    def three_way(self, claim: str, premises: Sequence[str]) -> np.ndarray:
        return self.judge.score(premises, [claim] * len(premises))


def judged(judge: Judge, embedder: Embedder | None = None) -> JudgedVerifier:
    return (ThreeWayJudgedVerifier if judge.three_way else JudgedVerifier)(judge, embedder)
