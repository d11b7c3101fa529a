"""The word-overlap floor: the share of the claim's content words found in the evidence.

Not for production; every accuracy table shows it so that gains are measured against it.
"""

from __future__ import annotations

from collections.abc import Sequence

from veracity.lexicon import analyze
from veracity.verifiers.base import Evidence, Verdict, as_evidence


class OverlapVerifier:
    name = "overlap"

    def verify(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> list[Verdict]:
        terms = analyze(claim).content
        verdicts = []
        for item in map(as_evidence, evidence):
            found = analyze(f"{item.text} {item.context}").content
            share = len(terms & found) / len(terms) if terms else 0.0
            verdicts.append(Verdict(entailed=share, contradicted=0.0))
        return verdicts
