"""Human-readable rendering of a CheckResult for the terminal."""

from __future__ import annotations

from veracity.types import CheckResult

_GREEN, _RED, _YELLOW, _DIM, _RESET = "\033[32m", "\033[31m", "\033[33m", "\033[2m", "\033[0m"


def verdict(score: float | None, contradiction: float | None, threshold: float, anti_threshold: float) -> str:
    if score is None:
        return "no check needed"
    if contradiction is not None and contradiction >= anti_threshold:
        return "contradicted"
    return "supported" if score >= threshold else "unsupported"


def render(result: CheckResult, threshold: float, anti_threshold: float, colour: bool) -> str:
    def paint(text: str, code: str) -> str:
        return f"{code}{text}{_RESET}" if colour else text

    colours = {"supported": _GREEN, "unsupported": _YELLOW, "contradicted": _RED, "no check needed": _DIM}
    lines = [f"support score: {result.support_score:.3f}"]
    if result.contradiction_score is not None:
        lines.append(f"contradiction score: {result.contradiction_score:.3f}")
    if result.helpfulness_score is not None:
        lines.append(f"helpfulness score: {result.helpfulness_score:.3f}")
    lines.append("")
    for i, claim in enumerate(result.claims):
        label = verdict(claim.score, claim.contradiction, threshold, anti_threshold)
        score = "" if claim.score is None else f" {claim.score:.2f}"
        cites = "".join(f" [{c}]" for c in claim.citations)
        anti = "".join(f" ![{c}]" for c in claim.anti_citations)
        lines.append(f"{i:>3}. {paint(f'{label:<15}', colours[label])}{score:>5}  {claim.text}{cites}{anti}")
        if claim.reason:
            lines.append(f"{'':>27}{paint(claim.reason, _DIM)}")
    if result.cited_chunks:
        lines.append("")
        for i, chunk in enumerate(result.cited_chunks):
            text = chunk.text if len(chunk.text) <= 100 else chunk.text[:97] + "..."
            origin = f"document {chunk.document.title!r}" if chunk.document else f"fact {chunk.fact_index}"
            lines.append(f"[{i}] {origin}: {paint(text, _DIM)}")
    return "\n".join(lines)
