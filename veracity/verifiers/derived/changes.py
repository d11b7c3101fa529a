"""A change between two years against the amount each year had: "tripled between 2022 and 2024" of "3 million users
in 2022 and 9 million in 2024"."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import product

from veracity.changes import Change, agrees, direction
from veracity.lexicon import fold
from veracity.quantities import Quantity, bound_before, words_before
from veracity.verifiers.derived.base import Derived, share_held
from veracity.verifiers.details.text import Text, as_text

# The claim's two years as the ends of a span: "between 2022 and 2024", "from 2020 to 2023", "von 2021 bis 2023";
# not "grew in 1997 and 1998 by 7.8 and 7.3 percent", two changes of a year each.
_SPAN = re.compile(
    r"\b(?:between|from|zwischen|von|entre|de|desde|da|tra|fra)\s+(?:\w+\s+){0,2}\d{4}\s+"
    r"(?:and|to|und|bis|et|à|a|y|e|hasta|até|al)\s+(?:\w+\s+){0,2}\d{4}\b",
    re.IGNORECASE,
)


def _dated_amounts(texts: Sequence[str]) -> list[tuple[int, int, Quantity]]:
    """(candidate, year, amount): each amount of a candidate with one year, or with as many years as amounts, in
    order ("3 million users in 2022 and 9 million in 2024")."""
    found = []
    for i, text in enumerate(texts):
        details = as_text(text).details
        years = [d.year for d in details.dates if d.year and not d.bound]
        amounts = [q for q in details.quantities if not q.bound and not q.per]
        if len(years) == 1:
            found.extend((i, years[0], q) for q in amounts)
        elif len(years) == len(amounts) > 1:
            found.extend((i, y, q) for y, q in zip(years, amounts, strict=True))
    return found


def changed(claim: str, c: Text, texts: Sequence[str]) -> Derived | None:
    """A change the claim says between its two years, by a factor or only a way ("rose", "fell"), against the
    amounts the candidates give those years."""
    years = sorted({d.year for d in c.details.dates if d.year})
    folded = fold(claim)
    way, verb = direction(folded)
    if len(years) != 2 or not (c.details.changes or way) or not _SPAN.search(folded):
        return None
    change = c.details.changes[0] if c.details.changes else Change(0.0, verb)
    dated = _dated_amounts(texts)
    olds, news = ([x for x in dated if x[1] == year] for year in years)
    for (i, year, old), (j, later, new) in product(olds, news):
        if not old.measures_as(new) or old.value <= 0 or old.matches(new):
            continue
        at = folded.find(change.text)
        if change.factor:
            holds = _agrees(change, new.value / old.value, bound_before(words_before(folded, at)))
        else:
            holds = (new.value > old.value) == (way > 0)
        said = {i: f"{old.text} in {year}"} | {j: f"{new.text} in {later}"}
        if i == j:
            said = {i: f"{old.text} in {year} and {new.text} in {later}"}
        own = f"{change.text} {year} {later}"  # the change and its years: the rest says what changed
        return Derived(holds, "number", change.text, said, share_held(claim, texts, tuple(said), own))
    return None


def _agrees(change: Change, factor: float, bound: int) -> bool:
    """The claim's change against the factor the amounts give; "more than doubled" holds of any factor past 2."""
    return (factor - change.factor) * bound > 0 if bound else agrees(change, Change(factor, ""))
