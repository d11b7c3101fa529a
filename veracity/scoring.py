"""From verdicts to the numbers a response carries.

- A claim's score is its support where the verifier reads all its candidates together
  (`ReadsTogether`), else the best entailment probability any evidence gives it (a sentence, or
  two sentences read together when the claim needs both).
- A claim whose score reaches `citation_threshold` cites the chunks its support rests on (where the
  verifier reads the candidates together), else every chunk whose best sentence reaches the threshold;
  it is anti-cited by a chunk whose contradiction probability reaches `anti_citation_threshold`.
- `supportScore` is the mean claim score over the claims that need a check, so it reads as the
  share of grounded claims; with no such claim it is 1.0 (nothing was asserted, nothing is wrong).
- `contradictionScore` is the mean contradiction probability over the same claims.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from veracity.claims import Sentence
from veracity.types import CheckResult, Chunk, Claim, GroundingSpec


@dataclass
class ClaimEvidence:
    """What verification found for one sentence: the best probabilities per chunk."""

    sentence: Sentence
    byte_start: int
    byte_end: int
    check_required: bool
    entailed: dict[int, float] = field(default_factory=dict)
    contradicted: dict[int, float] = field(default_factory=dict)
    reasons: dict[int, str] = field(default_factory=dict)  # why a chunk contradicts, where a detail check said
    support: float | None = None  # the claim's score from a verifier that reads its candidates together
    basis: tuple[int, ...] = ()  # the chunks that support rests on
    unsaid: str = ""  # what the claim says that no candidate says (`details.unstated`)

    def add(self, chunks: tuple[int, ...], entailed: float, contradicted: float = 0.0, reason: str = "") -> None:
        for chunk in chunks:
            self.entailed[chunk] = max(self.entailed.get(chunk, 0.0), entailed)
            if chunk not in self.contradicted or contradicted > self.contradicted[chunk]:
                self.contradicted[chunk] = contradicted
                self.reasons[chunk] = reason


def score(evidence: list[ClaimEvidence], chunks: list[Chunk], spec: GroundingSpec) -> CheckResult:
    scored = []
    for item in evidence:
        if not item.check_required:
            scored.append((item, 0.0, 0.0, (), ()))
            continue
        claim_score = max(item.entailed.values(), default=0.0) if item.support is None else item.support
        contradiction = max(item.contradicted.values(), default=0.0)
        cites: tuple[int, ...] = ()
        if claim_score >= spec.citation_threshold:
            contradiction = min(contradiction, 1.0 - claim_score)
            if item.support is None:
                cites = tuple(sorted(c for c, p in item.entailed.items() if p >= spec.citation_threshold))
            else:
                cites = tuple(sorted(item.basis))
        anti = ()
        if spec.enable_anti_citations:
            anti = tuple(
                c for c, p in sorted(item.contradicted.items()) if min(p, contradiction) >= spec.anti_citation_threshold
            )
        scored.append((item, claim_score, contradiction, cites, anti))

    def reason(item: ClaimEvidence, claim_score: float) -> str | None:
        """The detail that makes a claim unsupported, naming its fact or document: what contradicts it, else what
        another name is said to have done ("name: the claim says Microsoft, fact 0 says Google"), else what it
        says that no fact says ('unstated: no fact says "because of fog"')."""
        if claim_score >= spec.citation_threshold:
            return None
        return told(item) or (f'unstated: no fact says "{item.unsaid}"' if item.unsaid else None)

    def told(item: ClaimEvidence) -> str | None:
        if not item.contradicted:
            return None
        # A tie goes to the chunk that reads most like the rest of the claim: "they get 30 days" after five years
        # is told against the "25 days" of leave, not against "three days" of remote work a week.
        chunk = max(item.contradicted, key=lambda c: (item.contradicted[c], item.entailed.get(c, 0.0), -c))
        # Too weak a contradiction to anti-cite says less than a sentence that says the claim of another name (the
        # only reason a verifier gives beside a contradiction under 0.5: `fast.judge`).
        named = [c for c, why in item.reasons.items() if why and item.contradicted[c] < 0.5]
        if named and item.contradicted[chunk] < spec.anti_citation_threshold:
            chunk = max(named, key=lambda c: (item.entailed.get(c, 0.0), -c))
        elif item.contradicted[chunk] < 0.5:
            return None
        if not item.reasons.get(chunk):
            return None
        document = chunks[chunk].document
        source = f"document {document.title or document.id!r}" if document else f"fact {chunks[chunk].fact_index}"
        return item.reasons[chunk].replace("{source}", source)

    used = sorted({c for *_, cites, anti in scored for c in (*cites, *anti)})
    position = {chunk: i for i, chunk in enumerate(used)}
    claims = []
    required = [s for s in scored if s[0].check_required]
    for item, claim_score, contradiction, cites, anti in scored:
        checked = item.check_required
        claims.append(
            Claim(
                text=item.sentence.text,
                start=item.byte_start,
                end=item.byte_end,
                check_required=checked,
                citations=tuple(position[c] for c in cites),
                anti_citations=tuple(position[c] for c in anti),
                score=round(claim_score, 6) if checked else None,
                contradiction=round(contradiction, 6) if checked else None,
                reason=reason(item, claim_score) if checked else None,
            )
        )
    support = sum(s[1] for s in required) / len(required) if required else 1.0
    contradiction_score = sum(s[2] for s in required) / len(required) if required else 0.0
    return CheckResult(
        support_score=round(support, 6),
        claims=tuple(claims),
        cited_chunks=tuple(chunks[c] for c in used),
        contradiction_score=round(contradiction_score, 6) if spec.enable_anti_citations else None,
    )
