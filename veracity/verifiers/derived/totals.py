"""A total: "2,000 people in total" of 1,200 and 800, "insgesamt", "au total"."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from veracity.lexicon import fold
from veracity.quantities import Quantity
from veracity.verifiers.derived.base import Derived, share_held
from veracity.verifiers.details.text import Text, as_text

# "in total", "insgesamt", "au total": the claim's amount adds up the evidence's.
_TOTAL = re.compile(
    r"\b(?:in total|total of|altogether|combined|together|insgesamt|zusammen|au total|en tout|ensemble|en total|"
    r"en conjunto|juntos|juntas|no total|ao todo|in totale|complessivamente)\b",
    re.IGNORECASE,
)
_MOST_SUMMED = 4  # amounts a total may add up
_MOST_FIGURES = 12  # amounts of the claim's unit looked at for a total


def total(claim: str, c: Text, texts: Sequence[str]) -> Derived | None:
    """The claim's amount "in total" is the sum of two to four of the candidates' amounts in its unit."""
    folded = fold(claim)
    marked = _TOTAL.search(folded)
    if not marked:
        return None
    given = [(i, q) for i, t in enumerate(texts) for q in as_text(t).details.quantities if not q.bound]
    # The claim's amount nearest the total's words of those in a unit that candidates give more than once: "450
    # employees" of "Together, the two branches have 450 employees".
    amounts = [q for q in c.details.quantities if not q.bound and sum(q.measures_as(g) for _, g in given) > 1]
    wanted = min(amounts, key=lambda q: _distance(folded, q, marked), default=None)
    if wanted is None:
        return None
    figures = [(i, q) for i, q in given if q.measures_as(wanted)][:_MOST_FIGURES]
    for size in range(2, _MOST_SUMMED + 1):
        for chosen in combinations(figures, size):
            summed = replace(chosen[0][1], value=sum(q.value for _, q in chosen), approximate=False)
            if wanted.matches(summed):
                said = {i: " and ".join(q.text for j, q in chosen if j == i) for i, _ in chosen}
                own = f"{wanted.text} {marked.group()}"
                held = share_held(claim, texts, tuple(said), own, frozenset({str(size)}))  # "the two plants"
                return Derived(True, "number", own, said, held)
    return None


def _distance(folded: str, quantity: Quantity, marked: re.Match[str]) -> int:
    """How far an amount is from the total's words: "2,000 people in total", "a total of 2,000 people"."""
    at = folded.find(quantity.text)
    return min(abs(marked.start() - (at + len(quantity.text))), abs(at - marked.end()))
