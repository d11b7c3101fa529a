"""A comparison of two named things against the figure or date each side's fact gives: "The Eiffel Tower is taller
than the Statue of Liberty" of "330 metres" and "93 metres", "older than" and "opened before" of two dates, "237
metres taller than" and "three times as tall as" of their difference and ratio."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TypeVar

from veracity import language
from veracity.casing import opens_with_name
from veracity.lexicon import analyze, fold, normalize_number
from veracity.numerals import number_word
from veracity.quantities import Date, Quantity, approximate_before, bound_before, words_before
from veracity.verifiers.derived.base import Derived, share_held, word_set
from veracity.verifiers.details.text import Text, as_text

# Comparatives by what they compare and which way: +1 where the first side has more, -1 where it has less; a date
# compares the other way round ("older" is earlier). The words of the Romance languages follow "plus", "más".
_MORE = frozenset({"more", "mehr", "plus", "más", "mais", "più"})
_LESS = frozenset({"fewer", "less", "weniger", "moins", "menos", "meno"})
_SMALLER = word_set(
    "shorter lower smaller lighter cheaper narrower shallower slower colder cooler thinner weaker poorer "
    "kleiner kürzer niedriger leichter billiger günstiger schmaler langsamer kälter dünner schwächer ärmer "
    "petit petite petits petites court courte courts courtes bas basse léger légère "
    "pequeño pequeña pequeños pequeñas corto corta cortos cortas bajo baja bajos bajas ligero ligera "
    "pequeno pequena curto curta baixo baixa leve piccolo piccola corta basso bassa leggero leggera "
    "menor minore"
)
_OLDER = word_set(
    "older earlier before älter früher ancien ancienne anciens vieux vieille antiguo antigua viejo vieja "
    "antigo antiga velho velha antico antica vecchio vecchia avant antes prima"
)
_NEWER = word_set(
    "newer younger later after jünger später neuer récent récente moderne jeune reciente moderno moderna joven "
    "recente jovem giovane après después depois dopo"
)
_TIMES = _OLDER | _NEWER
_OF = frozenset({"of", "de", "du", "des", "del", "di", "da", "do", "von", "van"})  # "the bridge of Brooklyn"
_MULTIPLIED = frozenset({"times", "twice"})  # "three times as tall as", "twice as many as"
_ROMANCE = frozenset({"mayor", "menor", "maior", "maggiore", "minore"})  # comparatives of their own: "mayor que"
# Adjectives a Romance comparative puts after "plus", "más": the rest there are nouns ("plus d'habitants que").
_LARGER = word_set(
    "grand grande grands grandes haut haute hauts hautes long longue longs longues lourd lourde cher chère vaste "
    "peuplé peuplée alto alta altos altas largo larga grande grandes pesado pesada caro cara poblado poblada "
    "comprido comprida lungo lunga pesante popolato popolata"
)
_AGES = frozenset({"older", "younger", "älter", "jünger", "vieux", "vieille", "jeune", "joven", "jovem", "giovane"})
# The word after a comparative that its second side follows; a preposition of time is both at once.
_THAN = frozenset({"than", "als", "que", "qu", "di", "che"})
_PREPOSITIONS = frozenset({"before", "after", "avant", "après", "antes", "después", "depois", "dopo", "prima"})
_LONG = frozenset({"taller", "higher", "longer", "höher", "länger", "haut", "haute", "long", "longue", "alto", "alta"})
_REACH = 4  # tokens from a comparative to its "than"
_MOST_TRIED = 4  # comparatives of one claim read for their sides
_WORD = re.compile(r"\w+")
_NOT_COMPARATIVE = frozenset({"rather", "other", "anders", "lieber"})


@dataclass(frozen=True)
class _By:
    """How far the first side is from the second: an amount ("237 metres taller", "54 years after", in its unit's
    base) or a factor ("three times as tall"), with the bound words before it ("more than")."""

    value: float
    times: bool
    bound: int
    tolerance: float
    text: str
    unit: str = ""  # the amount's unit ("m", "month"); "" for a factor or a bare number

    def measures(self, unit: str) -> bool:
        """Whether the amount is of `unit`: "54 years" of dates and ages (months), not "54 days" of them."""
        return self.times or self.unit.removeprefix("age in ") in ("", unit.removeprefix("age in "))

    def holds(self, difference: float, ratio: float) -> bool:
        got = ratio if self.times else abs(difference)
        if self.bound:
            return (got - self.value) * self.bound > 0
        return abs(got - self.value) <= self.tolerance + 1e-9 * self.value


@dataclass(frozen=True)
class _Comparison:
    sign: int  # +1: the first side has more (or the later date), -1 less
    dated: bool  # compares dates ("older", "before"), else amounts
    first: frozenset[str]  # the words that name each side, case-folded
    second: frozenset[str]
    said: str  # the comparison as written
    own: str  # its comparative words: "taller than", "plus longue que"
    measured: str  # what "more" counts, which the evidence must name: "inhabitants" of "more inhabitants than"
    labels: tuple[str, str]  # the sides' names as written: "Eiffel Tower"
    long: bool  # compares lengths ("taller", "plus longue")
    ages: bool  # "older", "younger": an age where the sides have one
    by: _By | None = None  # by how much
    predicate: str = ""  # what the first side did, which a date must be of: "opened" of "The bridge opened before"


def _comparison(claim: str, c: Text) -> _Comparison | None:
    """'The Eiffel Tower is taller than the Statue of Liberty': its comparative and the names of its sides."""
    words = c.folded
    tried = 0
    for i, word in enumerate(words):
        # j: the word its second side follows; counted: where the words it compares by start ("population" of
        # "a larger population than", "inhabitants" of "more inhabitants than"), which the facts must name.
        if word in _PREPOSITIONS:
            j = counted = i
            adjective = word
        elif word in _MULTIPLIED and i + 2 < len(words) and words[i + 1] == "as":  # "three times as tall as"
            j = next((k for k in range(i + 3, min(i + 3 + _REACH, len(words))) if words[k] == "as"), 0)
            adjective, counted = words[i + 2], i + 3
        elif word in _MORE | _LESS | _TIMES | _ROMANCE or _comparative(c.tokens[i]):
            j = next((k for k in range(i + 1, min(i + 1 + _REACH, len(words))) if words[k] in _THAN), 0)
            adjective, counted = word, i + 1
            if word in _MORE | _LESS and i + 1 < j:  # "plus longue que", "more inhabitants than"
                adjective = words[i + 1]
                counted = i + 2 if adjective in _SMALLER | _TIMES | _LARGER else i + 1
        else:
            continue
        between = c.tokens[counted:j]  # nouns, not another comparative: "Tower is taller than", "Meter höher als"
        if not j or not all(t.isalpha() and not _comparative(t) for t in between):
            continue
        tried += 1  # each try reads the whole claim: a few keep the time linear in its length
        if tried > _MOST_TRIED:
            return None
        sign = -1 if word in _LESS or adjective in _SMALLER else 1
        dated = adjective in _TIMES
        if adjective in _OLDER:
            sign = -sign
        end = next((k for k in range(j + 1, len(words)) if not c.tokens[k][0].isalnum()), len(words))
        if not _opens_with_a_name(c, j + 1, end):
            continue
        by = _by(claim, c, i, word)
        if word in _MULTIPLIED and (by is None or not by.times):
            continue
        amount = frozenset(as_text(by.text).folded) if by else frozenset()  # "349 Meter" names no side
        first, second = names(c, 0, i) - amount, names(c, j + 1, end)
        first, second = first - second, second - first
        if not first or not second:
            continue
        said = " ".join(t for t in c.tokens[:end] if t[0].isalnum())
        own = " ".join((*c.tokens[i:counted], c.tokens[j]))
        measured = " ".join(c.tokens[counted:j])
        labels = _label(c, 0, i, first), _label(c, j + 1, end, second)
        long, ages = adjective in _LONG, adjective in _AGES
        own = f"{by.text} {own}" if by else own
        last = max(k for k in range(i) if c.folded[k] in first)
        predicate = " ".join(
            t for t, f in zip(c.tokens[last + 1 : i], c.folded[last + 1 : i], strict=True) if f not in amount
        )
        return _Comparison(sign, dated, first, second, said, own, measured, labels, long, ages, by, predicate)
    return None


def _by(claim: str, c: Text, i: int, word: str) -> _By | None:
    """The amount or factor written just before the comparative `word` (token `i`): "237 metres taller", "350,000
    more", "54 years after", "three times as", "twice as"."""
    folded = fold(claim).casefold()
    if word == "twice":
        factor, written = 2.0, "twice"
    elif word == "times" and i:
        written = c.folded[i - 1]
        number = number_word(written, c.lang) or (written if written.isdigit() else "")
        if not number:
            return None
        factor, written = float(number), f"{written} times"
    else:
        factor = 0.0
    if factor:
        at = folded.find(written)
        before = words_before(folded, at)
        tolerance = 0.1 * factor if approximate_before(before) else 0.05 * factor
        return _By(factor, True, bound_before(before), tolerance, written)
    for amount in c.details.quantities:
        if re.search(rf"{re.escape(amount.text.casefold())}\s+{re.escape(word)}\b", folded):
            tolerance = 0.05 * amount.value if amount.approximate else 0.5 * amount.step
            return _By(amount.value, False, amount.bound, tolerance, amount.text, amount.unit)
    # A bare number before a word of time is a year ("in 1990 before the war"), not a number of years.
    bare = None if word in _TIMES | _PREPOSITIONS else re.search(rf"(\d[\d.,]*)\s+{re.escape(word)}\b", folded)
    if bare is None:
        return None
    value = float(normalize_number(bare.group(1), c.lang))
    before = words_before(folded, bare.start())
    approximate, bound = approximate_before(before), bound_before(before)
    return _By(value, False, bound, 0.05 * value if approximate else 0.5, bare.group(1))


def _comparative(token: str) -> bool:
    """An English or German comparative: "taller", "höher"; not "rather" nor "other", nor a name or a German noun
    ("Tower", "Meter")."""
    return token.endswith("er") and len(token) > 4 and token.islower() and token not in _NOT_COMPARATIVE


def names(c: Text, start: int, end: int) -> frozenset[str]:
    """The capitalised words of a side, case-folded, but for function words ("The", "Die"); and the letter or
    number after one ("Model S", "Model 3")."""
    stops = language.stop_words_with_english(c.lang)
    named: set[str] = set()
    for k in range(start, end):
        token, folded = c.tokens[k], c.folded[k]
        after_name = k > start and c.folded[k - 1] in named
        # A sentence's first word is a name where it is no function word ("The", "Die") and the vocabulary says so,
        # or where it has a digit ("K2", "X5"); inside a sentence a capital is a name, even of a function word's
        # spelling ("die Seine").
        opening = folded not in stops and (opens_with_name(token) or any(ch.isdigit() for ch in token))
        name = token[0].isupper() and (k > 0 or opening)
        if name or (after_name and (token.isdigit() or token.isupper())):
            named.add(folded)
    return frozenset(named)


def _opens_with_a_name(c: Text, start: int, end: int) -> bool:
    """The second side is a name, after an article at most, or a noun that names it: "than the Statue of Liberty",
    "que el puente de Brooklyn", "que le mont Elbrouz"; not "after the decision" nor "dopo essersi trasferiti"."""
    stops = language.stop_words_with_english(c.lang)
    first = next((k for k in range(start, min(end, start + 3)) if c.folded[k] not in stops), None)
    if first is None:
        return False
    of_name = first + 2 < end and c.folded[first + 1] in _OF and c.tokens[first + 2][0].isupper()
    noun_name = first + 1 < end and c.tokens[first + 1][0].isupper()  # "que le mont Elbrouz"
    return c.tokens[first][0].isupper() or of_name or noun_name


def _label(c: Text, start: int, end: int, names: frozenset[str]) -> str:
    """A side's name as the claim writes it, from its first name word to its last: "Statue of Liberty"."""
    at = [k for k in range(start, end) if c.folded[k] in names]
    return " ".join(c.tokens[at[0] : at[-1] + 1])


# Words a name of a place may drop: "Mount Elbrus" is named by "Elbrus", "Lake Garda" by "Garda".
_TITLES = frozenset(
    {"mount", "mt", "mont", "monte", "berg", "lake", "lac", "lago", "river", "rivière", "fleuve", "río", "rio"}
    | {"fiume", "island", "isle", "île", "isla", "ilha", "isola", "cape", "cap", "cabo", "capo"}
)


def _mentions(places: dict[str, list[int]], names: frozenset[str]) -> list[int]:
    """Where a text names a side (`places`: where each of its words is): the places of its words, if it has all
    (but a title of a place the side also names otherwise)."""
    needed = names - _TITLES or names
    return sorted(p for n in names for p in places.get(n, ())) if all(n in places for n in needed) else []


def _places(folded: str) -> dict[str, list[int]]:
    """Where each word of a text starts, read once: a side may have many words."""
    places: dict[str, list[int]] = {}
    for match in _WORD.finditer(folded):
        places.setdefault(match.group(), []).append(match.start())
    return places


Figure = tuple[int, int, Quantity | Date]  # (candidate, side, amount or date)
T = TypeVar("T", Quantity, Date)


def _figures(texts: Sequence[str], first: frozenset[str], second: frozenset[str]) -> Iterator[Figure]:
    """Each amount and date of a candidate that names a side: a candidate that names both gives each figure to the
    side named last before it."""
    for i, text in enumerate(texts):
        folded = fold(text).casefold()
        places = _places(folded)
        mentions = sorted((p, side) for side, names in enumerate((first, second)) for p in _mentions(places, names))
        if not mentions:
            continue
        details = as_text(text).details
        sides = {side for _, side in mentions}
        figures: list[Quantity | Date] = [d for d in details.dates if d.year and not d.bound]
        figures += [q for q in details.quantities if not q.bound]
        for figure in figures:
            at = folded.find(figure.text.casefold())
            before = [side for p, side in mentions if p <= at]
            if before or len(sides) == 1:
                yield i, before[-1] if before else next(iter(sides)), figure


def compared(claim: str, c: Text, texts: Sequence[str]) -> Derived | None:
    comparison = _comparison(claim, c)
    if comparison is None:
        return None
    figures = list(_figures(texts, comparison.first, comparison.second))
    aged = [f for f in figures if isinstance(f[2], Quantity) and f[2].unit.startswith("age")]
    sign = comparison.sign
    if comparison.ages and {side for _, side, _ in aged} == {0, 1}:
        found, sign = _amounts(aged, False), -sign  # the older has more years
    elif comparison.dated:
        found = _dates(figures)
    else:
        found = _amounts([f for f in figures if f not in aged], comparison.long)
    if found is None:
        return None
    (i, one), (j, other), order = found
    if isinstance(one, Date) and not analyze(comparison.predicate, c.lang).content <= analyze(texts[i]).content:
        return None  # "Tyler became president after ..." is not told by the year Tyler ran for vice-president
    holds = order == sign
    if (by := comparison.by) is not None:
        if isinstance(one, Date) and isinstance(other, Date):  # in months, the base of "54 years"
            if one.year is None or other.year is None or not by.measures("month"):
                return None
            difference, ratio = 12.0 * (one.year - other.year), 0.0
        elif isinstance(one, Quantity) and isinstance(other, Quantity) and by.measures(one.unit):
            difference, ratio = one.value - other.value, one.value / other.value if other.value else 0.0
        else:
            return None  # "54 days after" of two years, "6 people taller"
        holds = holds and by.holds(difference, ratio)
    measured = analyze(comparison.measured).content if comparison.measured else frozenset()
    if not measured <= analyze(texts[i]).content | analyze(texts[j]).content:
        return None  # "more museums than" is not told by inhabitants
    first, second = (f"{f.text} ({label})" for f, label in zip((one, other), comparison.labels, strict=True))
    said = {i: first} if i != j else {i: f"{first} against {second}"}
    if i != j:
        said[j] = second
    held = share_held(claim, texts, (i, j), comparison.own)
    return Derived(holds, "comparison", comparison.said, said, held)


def _of_sides(figures: list[Figure], kind: type[T]) -> tuple[list[tuple[int, T]], list[tuple[int, T]]]:
    """(candidate, figure) of one kind, the first side's and the second's."""
    ones = [(i, f) for i, side, f in figures if side == 0 and isinstance(f, kind)]
    others = [(i, f) for i, side, f in figures if side == 1 and isinstance(f, kind)]
    return ones, others


def _dates(figures: list[Figure]) -> tuple[tuple[int, Date], tuple[int, Date], int] | None:
    """The first dates of the two sides, and which is later: none where the parts both give are the same."""
    ones, others = _of_sides(figures, Date)
    if not ones or not others:
        return None
    order = ones[0][1].order(others[0][1])
    return (ones[0], others[0], order) if order else None


def _amounts(figures: list[Figure], long: bool) -> tuple[tuple[int, Quantity], tuple[int, Quantity], int] | None:
    """The first amounts of the two sides in one unit, where the sides share one unit (or a length, for "taller"),
    and which is larger: none where they are the same amount to their precision."""
    ones, others = _of_sides(figures, Quantity)
    pairs = [(a, b) for a in ones for b in others if a[1].measures_as(b[1])]
    units = {a.unit for (_, a), _ in pairs}
    if long and "m" in units:
        units = {"m"}
    if len(units) != 1:
        return None
    a, b = next((a, b) for a, b in pairs if a[1].unit in units)
    if a[1].matches(b[1]) or b[1].matches(a[1]):
        return None
    return a, b, 1 if a[1].value > b[1].value else -1
