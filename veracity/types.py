"""The typed request and result of a grounding check, independent of any wire format."""

from __future__ import annotations

from dataclasses import dataclass, field

DEFAULT_CITATION_THRESHOLD = 0.6
DEFAULT_ANTI_CITATION_THRESHOLD = 0.8


@dataclass(frozen=True)
class Fact:
    """A reference text; its attributes (author, title, ...) count as evidence too."""

    text: str
    attributes: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class GroundingSpec:
    citation_threshold: float = DEFAULT_CITATION_THRESHOLD
    enable_claim_level_score: bool = False
    enable_anti_citations: bool = False
    anti_citation_threshold: float = DEFAULT_ANTI_CITATION_THRESHOLD
    enable_helpfulness_score: bool = False


@dataclass(frozen=True)
class CheckRequest:
    answer_candidate: str
    facts: tuple[Fact, ...] = ()
    spec: GroundingSpec = GroundingSpec()
    prompt: str | None = None
    search_engine: str | None = None
    user_labels: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Chunk:
    """A citable piece of one fact."""

    fact_index: int
    text: str
    attributes: dict[str, str]


@dataclass(frozen=True)
class Claim:
    """One sentence of the candidate; positions are UTF-8 byte offsets, end exclusive."""

    text: str
    start: int
    end: int
    check_required: bool
    citations: tuple[int, ...] = ()
    anti_citations: tuple[int, ...] = ()
    score: float | None = None
    contradiction: float | None = None


@dataclass(frozen=True)
class CheckResult:
    support_score: float
    claims: tuple[Claim, ...]
    cited_chunks: tuple[Chunk, ...]
    contradiction_score: float | None = None
    helpfulness_score: float | None = None
