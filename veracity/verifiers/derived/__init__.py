"""What facts say together and none says alone: which of two named things has the larger figure ("The Eiffel Tower
is taller than the Statue of Liberty" of "330 metres" and "93 metres") or the earlier date ("older than", "opened
before"), and by how much; a total of several facts' amounts ("2,000 people in total" of 1,200 and 800); a change
between two years from the amount each year had ("tripled between 2022 and 2024" of "3 million users in 2022 and 9
million in 2024"); and "no woman had won it before her" of "she was the first woman to win it". A verifier reads one
fact at a time, in the claim's words, and sees none of these; the checker settles them after it (`checker.settle`).
"""

from __future__ import annotations

from collections.abc import Sequence

from veracity.verifiers.derived.base import AGAINST, SETTLED, Derived
from veracity.verifiers.derived.changes import changed
from veracity.verifiers.derived.comparisons import compared
from veracity.verifiers.derived.firsts import first
from veracity.verifiers.derived.totals import total
from veracity.verifiers.details.text import as_text

__all__ = ["AGAINST", "SETTLED", "Derived", "derive"]


def derive(claim: str, texts: Sequence[str]) -> Derived | None:
    """The first of a comparison, a total, a change or a "before" that the candidates `texts` settle together."""
    c = as_text(claim)
    return compared(claim, c, texts) or total(claim, c, texts) or changed(claim, c, texts) or first(claim, c, texts)
