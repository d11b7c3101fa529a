"""The one judgement every verdict rests on: does this evidence entail the claim, or contradict it?"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np


@dataclass(frozen=True)
class Evidence:
    """An evidence text and, apart from it, what the text relies on without saying it: who says
    it ("author: Wikipedia") and what its pronouns stand for ("Titanic" for "It was ...")."""

    text: str
    context: str = ""

    @property
    def read(self) -> str:
        """The text with what it relies on, as a verifier reads it."""
        return f"{self.text} {self.context}".strip()


@dataclass(frozen=True)
class Verdict:
    entailed: float  # P(the evidence entails the claim)
    contradicted: float  # P(the evidence contradicts the claim)
    reason: str = ""  # what decided a contradiction: "number: the claim says 300 metres, {source} says 330 metres"
    kind: str = ""  # the detail check that found it: number, date, time, list, comparison, opposite, place, negation;
    # or "name" where the evidence says the claim of another name, which does not contradict it but does not support it


@dataclass(frozen=True)
class Reading:
    """A claim judged against all its candidates together."""

    support: float  # P(the candidates, read together, support the claim)
    verdicts: list[Verdict]  # each candidate's own verdict
    basis: tuple[int, ...]  # the candidates the support rests on, best first


class Verifier(Protocol):
    """Scores one claim against each evidence text; context is the claims before it, in order.

    Implementations must be thread-safe and deterministic.
    """

    name: str

    def verify(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> list[Verdict]: ...


@runtime_checkable
class ReadsTogether(Protocol):
    """A verifier that also judges a claim against all its candidates at once:
    the claim's score is then its support, not the best single verdict."""

    def read(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> Reading: ...


@runtime_checkable
class ThreeWay(Protocol):
    """A verifier whose entailment model also tells neutral from contradicted, as NLI data labels it."""

    def three_way(self, claim: str, premises: Sequence[str]) -> np.ndarray:
        """P(entailment, neutral, contradiction) of the claim, one row per premise."""
        ...


def as_evidence(item: str | Evidence) -> Evidence:
    return item if isinstance(item, Evidence) else Evidence(item)
