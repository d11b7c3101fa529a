"""The typed request and result of a grounding check, independent of any wire format."""

from __future__ import annotations

from dataclasses import dataclass, field

DEFAULT_CITATION_THRESHOLD = 0.6
DEFAULT_ANTI_CITATION_THRESHOLD = 0.8
DEFAULT_COLLECTION = "projects/-/locations/global/collections/default_collection"


@dataclass(frozen=True)
class DocumentRef:
    """Where a fact retrieved from a document store comes from."""

    id: str  # the full resource name, as Google's responses give it
    title: str
    link: str


@dataclass(frozen=True)
class Fact:
    """A reference text; its attributes (author, title, ...) count as evidence too."""

    text: str
    attributes: dict[str, str] = field(default_factory=dict)
    document: DocumentRef | None = None


@dataclass(frozen=True)
class GroundingSpec:
    citation_threshold: float = DEFAULT_CITATION_THRESHOLD
    enable_claim_level_score: bool = False
    enable_anti_citations: bool = False
    anti_citation_threshold: float = DEFAULT_ANTI_CITATION_THRESHOLD
    enable_helpfulness_score: bool = False
    enable_claim_reasons: bool = False  # not Google's: each claim's `reason` in the JSON (the library always has it)


@dataclass(frozen=True)
class CheckRequest:
    answer_candidate: str
    facts: tuple[Fact, ...] = ()
    spec: GroundingSpec = GroundingSpec()
    prompt: str | None = None
    search_engine: str | None = None  # ground against this document store engine instead of facts
    search_collection: str = DEFAULT_COLLECTION  # the serving config's projects/*/locations/*/collections/*
    user_labels: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Chunk:
    """A citable piece of one fact."""

    fact_index: int
    text: str
    attributes: dict[str, str]
    document: DocumentRef | None = None


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
    reason: str | None = None  # the detail check that decided it: "date: the claim says 1995, fact 0 says 1991"


@dataclass(frozen=True)
class CheckResult:
    support_score: float
    claims: tuple[Claim, ...]
    cited_chunks: tuple[Chunk, ...]
    contradiction_score: float | None = None
    helpfulness_score: float | None = None
    searched: bool = False  # grounded against a document store: cite documents, not fact indices
