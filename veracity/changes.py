"""Changes as the factor they multiply by: "doubled" (2), "se triplicaron" (3), "rose 100%" (2), "fell by a
quarter" (0.75), "from $2 billion to $4 billion" (2), so that "tripled" is no reading of "rose 100%" and "crecieron
un 100 %" states what "se duplicaron" states."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import NamedTuple

from veracity.lexicon import normalize_number
from veracity.shares import FRACTION, FRACTION_OF

_MULTIPLES = {
    2.0: "doubled|verdoppelt|verdoppelte|verdoppelten|doublé|doublée|doublés|doublées|duplicó|duplicaron|"
    "duplicado|duplicada|duplicados|duplicadas|dobrou|dobraram|dobrado|dobrada|duplicou|duplicaram|raddoppiato|"
    "raddoppiata|raddoppiati|raddoppiate|raddoppiò|raddoppiarono",
    3.0: "tripled|verdreifacht|verdreifachte|verdreifachten|triplé|triplée|triplés|triplées|triplicó|triplicaron|"
    "triplicado|triplicada|triplicou|triplicaram|triplicato|triplicata|triplicati|triplicò|triplicarono",
    4.0: "quadrupled|vervierfacht|vervierfachte|quadruplé|quadruplée|cuadruplicó|cuadruplicaron|quadruplicou|"
    "quadruplicaram|quadruplicato|quadruplicata",
    0.5: "halved|halbiert|halbierte|dimezzato|dimezzata|dimezzati|dimezzò",
}
_FACTOR_OF = {form: factor for factor, forms in _MULTIPLES.items() for form in forms.split("|")}
_MULTIPLE = re.compile(r"\b(" + "|".join(sorted(_FACTOR_OF, key=len, reverse=True)) + r")\b", re.IGNORECASE)

# Not "gained" ("gained 30% of the vote") nor the "up" of "make up 30% of": shares, not changes.
_RISE = (
    "rose|risen|rises|rising|increased|increases|grew|grown|grows|climbed|jumped|soared|"
    "(?<!make )(?<!makes )(?<!made )(?<!making )up|stieg|stiegen|"
    "gestiegen|wuchs|wuchsen|gewachsen|erhöhte|erhöht|zugelegt|augmenté|augmentée|augmentés|augmentées|progressé|"
    "grimpé|hausse|crecieron|creció|aumentó|aumentaron|subió|subieron|aumento|cresceu|cresceram|aumentou|"
    "aumentaram|subiu|subiram|aumentato|aumentata|aumentati|cresciuto|cresciuta|cresciuti|salito|salita"
)
_FALL = (
    "fell|fallen|falls|falling|dropped|declined|decreased|shrank|shrunk|down|sank|plunged|fiel|fielen|gefallen|"
    "gesunken|sanken|zurückgegangen|baissé|baissée|chuté|diminué|diminuée|recul|reculé|baisse|cayó|cayeron|bajó|"
    "bajaron|disminuyó|disminuyeron|caída|descenso|caiu|caíram|diminuiu|diminuíram|calato|calata|calati|sceso|"
    "scesa|diminuito|diminuita"
)
_PERCENT = r"(?:%|percent|per cent|prozent|pour cent|por ciento|por cento|per cento)"
_BY = r"(?:\s+(?:by|of|um|de|du|un|una|del|di|em|in|en|à|a|sharply|nearly|almost|about|around|some))*\s*"
_PERCENT_CHANGE = re.compile(
    rf"\b(?:(?P<rise>{_RISE})|(?P<fall>{_FALL})){_BY}(?:(?P<number>\d+(?:[.,]\d+)?)\s*{_PERCENT}|(?P<share>{FRACTION}))",
    re.IGNORECASE,
)
# "from $2 billion to $4 billion", "von 2 auf 4 Millionen", "de 2 à 4", "de 2 a 4", "da 2 a 4": the ends of a change.
_FROM = re.compile(r"\b(?:from|von|de|da|desde)\s*$", re.IGNORECASE)
_TO = re.compile(r"\s*(?:to|auf|à|a|para|al)\s*", re.IGNORECASE)


# A verb of rising or falling alone, without an amount: "Revenue rose between 2020 and 2023." Not "up" nor "down",
# which say less as often ("set up", "up to"), nor the nouns among the words of change.
_DIRECTION = re.compile(rf"\b(?:(?P<rise>{_RISE})|(?P<fall>{_FALL}))\b", re.IGNORECASE)
_NO_DIRECTION = frozenset(["up", "down", "hausse", "baisse", "recul", "aumento", "caída", "descenso"])


def direction(folded: str) -> tuple[int, str]:
    """+1 where a text says something rose, -1 where it fell, 0 where it says neither; and the verb as written."""
    for match in _DIRECTION.finditer(folded):
        if match.group().casefold() not in _NO_DIRECTION:
            return (1 if match.group("rise") else -1), match.group()
    return 0, ""


class Change(NamedTuple):
    factor: float  # new over old: 2.0 of "doubled", 0.75 of "fell 25%"
    text: str
    number: str = ""  # its percentage as the lexicon writes it: "100" of "rose 100%"


class Amount(NamedTuple):
    value: float
    unit: str
    start: int
    end: int


def changes(folded: str, lang: str, amounts: list[Amount]) -> tuple[Change, ...]:
    """Every change a text states: a multiple, a percentage or a share it rose or fell by, and two amounts of one
    unit after "from" and "to"."""
    found = [Change(_FACTOR_OF[m.group(1).casefold()], m.group()) for m in _MULTIPLE.finditer(folded)]
    for match in _PERCENT_CHANGE.finditer(folded):
        sign = 1.0 if match.group("rise") else -1.0
        if match.group("share"):
            found.append(Change(1.0 + sign * FRACTION_OF[match.group("share").casefold()], match.group()))
            continue
        number = normalize_number(match.group("number"), lang)
        found.append(Change(1.0 + sign * float(number) / 100, match.group(), number))
    for first, second in pairwise(amounts):
        if first.unit != second.unit or first.value <= 0:
            continue
        before = max(0, first.start - 8)
        if _FROM.search(folded, before, first.start) and _TO.fullmatch(folded, first.end, second.start):
            found.append(Change(second.value / first.value, folded[first.start : second.end]))
    return tuple(found)


def agrees(change: Change, other: Change) -> bool:
    """The same factor, to the precision a writer rounds a percentage to: "rose 26%" of "from 200 to 251"."""
    return abs(change.factor - other.factor) <= 0.02 * max(change.factor, other.factor)
