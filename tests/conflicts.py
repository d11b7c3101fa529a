"""What the detail checks find between two texts, as (kind, claim's words, evidence's words): the shape the detail
tests compare."""

from veracity.lexicon import analyze
from veracity.verifiers.details import find_conflicts


def conflicts(claim: str, evidence: str) -> list[tuple[str, str, str]]:
    return [(c.kind, c.claim, c.evidence) for c in find_conflicts(claim, evidence, analyze(claim), analyze(evidence))]
