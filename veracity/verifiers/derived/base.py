"""What facts settle together (`Derived`), and how much of the rest of the claim they hold."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from veracity.lexicon import analyze

SETTLED = 0.9  # a claim's support where its facts settle it together and hold the rest of its words
AGAINST = 0.95  # P(contradicted) where they settle it the other way


def word_set(text: str) -> frozenset[str]:
    """The words of a list written as one string, as the tables of each language are kept."""
    return frozenset(text.split())


@dataclass(frozen=True)
class Derived:
    """What the candidates `figures` (index -> what it gives) say together of the claim's comparison, total or
    change `said`: whether it holds, and the share of the claim's other words and numbers they hold (`held`)."""

    holds: bool
    kind: str  # "comparison", "number" or "quantifier", as the detail checks name them
    said: str
    figures: dict[int, str]
    held: float

    def reason(self, source: int) -> str:
        """'comparison: the claim says X is taller than Y, {source} says 93 metres (Y), against 330 metres (X)
        elsewhere'; the caller puts in the source's name."""
        others = [text for i, text in self.figures.items() if i != source]
        against = f", against {' and '.join(others)} elsewhere" if others else ""
        return f"{self.kind}: the claim says {self.said}, {{source}} says {self.figures[source]}{against}"


def share_held(
    claim: str, texts: Sequence[str], sources: Sequence[int], own: str, extra: frozenset[str] = frozenset()
) -> float:
    """The share of the claim's content words and numbers, but for the comparison's, total's or change's `own`
    (and `extra` numbers), that the sources hold between them; across languages, where words cannot match, of its
    names and numbers."""
    said = analyze(claim)
    its, facts = analyze(own, said.lang), [analyze(texts[i]) for i in sources]
    wanted = said.content - its.content - extra
    held = frozenset().union(*(f.content for f in facts))
    if all(f.lang != said.lang for f in facts):
        wanted = (said.entities | said.numbers) - its.numbers - extra
        held = frozenset().union(*(f.words | f.numbers for f in facts))
    return len(wanted & held) / len(wanted) if wanted else 1.0
