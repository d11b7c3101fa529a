"""What facts say together and none says alone: which of two named things has the larger figure ("The Eiffel Tower
is taller than the Statue of Liberty" of "330 metres" and "93 metres") or the earlier date ("older than", "opened
before"); a total of several facts' amounts ("2,000 people in total" of 1,200 and 800); a change between two years
from the amount each year had ("tripled between 2022 and 2024" of "3 million users in 2022 and 9 million in 2024");
and "no woman had won it before her" of "she was the first woman to win it". A pair verdict reads one fact at a time,
in the claim's words, and sees none of these."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import combinations, product

from veracity import language
from veracity.casing import opens_with_name
from veracity.changes import Change, agrees
from veracity.lexicon import analyze, fold, normalize_number, number_word
from veracity.quantities import Date, Quantity, approximate_before, bound_before
from veracity.verifiers.details.text import Text, as_text


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Comparatives by what they compare and which way: +1 where the first side has more, -1 where it has less; a date
# compares the other way round ("older" is earlier). The words of the Romance languages follow "plus", "más".
_MORE = frozenset({"more", "mehr", "plus", "más", "mais", "più"})
_LESS = frozenset({"fewer", "less", "weniger", "moins", "menos", "meno"})
_SMALLER = _words(
    "shorter lower smaller lighter cheaper narrower shallower slower colder cooler thinner weaker poorer "
    "kleiner kürzer niedriger leichter billiger günstiger schmaler langsamer kälter dünner schwächer ärmer "
    "petit petite petits petites court courte courts courtes bas basse léger légère "
    "pequeño pequeña pequeños pequeñas corto corta cortos cortas bajo baja bajos bajas ligero ligera "
    "pequeno pequena curto curta baixo baixa leve piccolo piccola corta basso bassa leggero leggera "
    "menor minore"
)
_OLDER = _words(
    "older earlier before älter früher ancien ancienne anciens vieux vieille antiguo antigua viejo vieja "
    "antigo antiga velho velha antico antica vecchio vecchia avant antes prima"
)
_NEWER = _words(
    "newer younger later after jünger später neuer récent récente moderne jeune reciente moderno moderna joven "
    "recente jovem giovane après después depois dopo"
)
_TIMES = _OLDER | _NEWER
_OF = frozenset({"of", "de", "du", "des", "del", "di", "da", "do", "von", "van"})  # "the bridge of Brooklyn"
_MULTIPLIED = frozenset({"times", "twice"})  # "three times as tall as", "twice as many as"
_ROMANCE = frozenset({"mayor", "menor", "maior", "maggiore", "minore"})  # comparatives of their own: "mayor que"
# Adjectives a Romance comparative puts after "plus", "más": the rest there are nouns ("plus d'habitants que").
_LARGER = _words(
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
_NOT_COMPARATIVE = frozenset({"rather", "other", "anders", "lieber"})
# "in total", "insgesamt", "au total": the claim's amount adds up the evidence's.
_TOTAL = re.compile(
    r"\b(?:in total|total of|altogether|combined|together|insgesamt|zusammen|au total|en tout|ensemble|en total|"
    r"en conjunto|juntos|juntas|no total|ao todo|in totale|complessivamente)\b",
    re.IGNORECASE,
)
_MOST_SUMMED = 4  # amounts a total may add up
_MOST_FIGURES = 12  # amounts of the claim's unit looked at for a total


SETTLED = 0.9  # a claim's support where its facts settle it together and hold the rest of its words
AGAINST = 0.95  # P(contradicted) where they settle it the other way


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


def derive(claim: str, texts: Sequence[str]) -> Derived | None:
    """The first of a comparison, a total, a change or a "before" that the candidates `texts` settle together."""
    c = as_text(claim)
    return _compared(claim, c, texts) or _total(claim, c, texts) or _changed(claim, c, texts) or _first(claim, c, texts)


@dataclass(frozen=True)
class _By:
    """How far the first side is from the second: an amount ("237 metres taller", "54 years after", in the unit's
    base or in years) or a factor ("three times as tall"), with the bound words before it ("more than")."""

    value: float
    times: bool
    bound: int
    tolerance: float
    text: str

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
    for i, word in enumerate(words):
        if word in _PREPOSITIONS:
            j, adjective = i, word
        elif word in _MULTIPLIED and i + 2 < len(words) and words[i + 1] == "as":  # "three times as tall as"
            j = next((k for k in range(i + 3, min(i + 3 + _REACH, len(words))) if words[k] == "as"), 0)
            if not j:
                continue
            adjective = words[i + 2]
        elif word in _MORE | _LESS | _TIMES | _ROMANCE or _comparative(word):
            j = next((k for k in range(i + 1, min(i + 1 + _REACH, len(words))) if words[k] in _THAN), 0)
            if not j or (i + 1 != j and word not in _MORE | _LESS):
                continue
            adjective = words[i + 1] if word in _MORE | _LESS and i + 1 < j else word
        else:
            continue
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
        first, second = _names(c, 0, i) - amount, _names(c, j + 1, end)
        first, second = first - second, second - first
        if not first or not second:
            continue
        said = " ".join(t for t in c.tokens[:end] if t[0].isalnum())
        counted = word in _MORE | _LESS and i + 1 < j and adjective not in _SMALLER | _TIMES | _LARGER
        own = " ".join((c.tokens[i], c.tokens[j])) if counted else " ".join(c.tokens[i : j + 1])
        measured = " ".join(c.tokens[i + 1 : j]) if counted else ""
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
        before = folded[max(0, at - 24) : at]
        tolerance = 0.1 * factor if approximate_before(before) else 0.05 * factor
        return _By(factor, True, bound_before(before), tolerance, written)
    for amount in c.details.quantities:
        if re.search(rf"{re.escape(amount.text.casefold())}\s+{re.escape(word)}\b", folded):
            value = amount.value / 12 if amount.unit == "month" and amount.factor == 12 else amount.value
            step = amount.step / 12 if amount.unit == "month" and amount.factor == 12 else amount.step
            tolerance = 0.05 * value if amount.approximate else 0.5 * step
            return _By(value, False, amount.bound, tolerance, amount.text)
    bare = re.search(rf"(\d[\d.,]*)\s+{re.escape(word)}\b", folded)
    if bare is None:
        return None
    value = float(normalize_number(bare.group(1), c.lang))
    before = folded[max(0, bare.start() - 24) : bare.start()]
    approximate, bound = approximate_before(before), bound_before(before)
    return _By(value, False, bound, 0.05 * value if approximate else 0.5, bare.group(1))


def _comparative(word: str) -> bool:
    """An English or German comparative: "taller", "höher"; not "rather" nor "other"."""
    return word.endswith("er") and len(word) > 4 and word not in _NOT_COMPARATIVE


def _names(c: Text, start: int, end: int) -> frozenset[str]:
    """The capitalised words of a side, case-folded, but for function words ("The", "Die"); and the letter or
    number after one ("Model S", "Model 3")."""
    stops = language.stop_words_with_english(c.lang)
    named: set[str] = set()
    for k in range(start, end):
        token, folded = c.tokens[k], c.folded[k]
        after_name = k > start and c.folded[k - 1] in named
        # A sentence's first word is a name where the vocabulary says so, or where it has a digit ("K2", "X5").
        opening = k > 0 or opens_with_name(token) or any(ch.isdigit() for ch in token)
        name = token[0].isupper() and folded not in stops and opening
        if name or (after_name and (token.isdigit() or token.isupper())):
            named.add(folded)
    return frozenset(named)


def _opens_with_a_name(c: Text, start: int, end: int) -> bool:
    """The second side is a name, after an article at most, or a noun that names it: "than the Statue of Liberty",
    "que el puente de Brooklyn"; not "after the decision" nor "dopo essersi trasferiti"."""
    stops = language.stop_words_with_english(c.lang)
    first = next((k for k in range(start, min(end, start + 3)) if c.folded[k] not in stops), None)
    if first is None:
        return False
    named = first + 2 < end and c.folded[first + 1] in _OF and c.tokens[first + 2][0].isupper()
    return c.tokens[first][0].isupper() or named


def _label(c: Text, start: int, end: int, names: frozenset[str]) -> str:
    """A side's name as the claim writes it, from its first name word to its last: "Statue of Liberty"."""
    at = [k for k in range(start, end) if c.folded[k] in names]
    return " ".join(c.tokens[at[0] : at[-1] + 1])


def _mentions(folded: str, names: frozenset[str]) -> list[int]:
    """Where a text names a side: the places of its words, if it has all of them."""
    found = [[m.start() for m in re.finditer(rf"\b{re.escape(n)}\b", folded)] for n in sorted(names)]
    return sorted(p for places in found for p in places) if all(found) else []


Figure = tuple[int, int, Quantity | Date]  # (candidate, side, amount or date)


def _figures(texts: Sequence[str], first: frozenset[str], second: frozenset[str]) -> Iterator[Figure]:
    """Each amount and date of a candidate that names a side: a candidate that names both gives each figure to the
    side named last before it."""
    for i, text in enumerate(texts):
        folded = fold(text).casefold()
        mentions = sorted((p, side) for side, names in enumerate((first, second)) for p in _mentions(folded, names))
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


def _compared(claim: str, c: Text, texts: Sequence[str]) -> Derived | None:
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
    if comparison.by is not None:
        if isinstance(one, Date) and isinstance(other, Date):
            if one.year is None or other.year is None:
                return None
            difference, ratio = float(one.year - other.year), 0.0
        else:
            difference, ratio = one.value - other.value, one.value / other.value if other.value else 0.0
        if comparison.dated and isinstance(one, Quantity):  # ages: a year of age is twelve months
            difference /= 12
        holds = holds and comparison.by.holds(difference, ratio)
    measured = analyze(comparison.measured).content if comparison.measured else frozenset()
    if not measured <= analyze(texts[i]).content | analyze(texts[j]).content:
        return None  # "more museums than" is not told by inhabitants
    first, second = (f"{f.text} ({label})" for f, label in zip((one, other), comparison.labels, strict=True))
    said = {i: first} if i != j else {i: f"{first} against {second}"}
    if i != j:
        said[j] = second
    held = _held(claim, texts, (i, j), comparison.own)
    return Derived(holds, "comparison", comparison.said, said, held)


def _dates(figures: list[Figure]) -> tuple[tuple[int, Date], tuple[int, Date], int] | None:
    """The first dates of the two sides, and which is later: none where the parts both give are the same."""
    ones = [(i, f) for i, side, f in figures if side == 0 and isinstance(f, Date)]
    others = [(i, f) for i, side, f in figures if side == 1 and isinstance(f, Date)]
    if not ones or not others:
        return None
    order = ones[0][1].order(others[0][1])
    return (ones[0], others[0], order) if order else None


def _amounts(figures: list[Figure], long: bool) -> tuple[tuple[int, Quantity], tuple[int, Quantity], int] | None:
    """The first amounts of the two sides in one unit, where the sides share one unit (or a length, for "taller"),
    and which is larger: none where they are the same amount to their precision."""
    ones = [(i, f) for i, side, f in figures if side == 0 and isinstance(f, Quantity)]
    others = [(i, f) for i, side, f in figures if side == 1 and isinstance(f, Quantity)]
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


def _held(
    claim: str, texts: Sequence[str], sources: Sequence[int], own: str, extra: frozenset[str] = frozenset()
) -> float:
    """The share of the claim's content words and numbers, but for the comparison's, total's or change's `own`
    (and `extra` numbers), that the sources hold between them; across languages, where words cannot match, of its
    names and numbers."""
    said, facts = analyze(claim), [analyze(texts[i]) for i in sources]
    wanted = said.content - analyze(own, said.lang).content - extra
    held = frozenset().union(*(f.content for f in facts))
    if all(f.lang != said.lang for f in facts):
        wanted = (said.entities | said.numbers) - analyze(own, said.lang).numbers - extra
        held = frozenset().union(*(f.words | f.numbers for f in facts))
    return len(wanted & held) / len(wanted) if wanted else 1.0


def _total(claim: str, c: Text, texts: Sequence[str]) -> Derived | None:
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
            total = replace(chosen[0][1], value=sum(q.value for _, q in chosen), approximate=False)
            if wanted.matches(total):
                said = {i: " and ".join(q.text for j, q in chosen if j == i) for i, _ in chosen}
                own = f"{wanted.text} {marked.group()}"
                held = _held(claim, texts, tuple(said), own, frozenset({str(size)}))  # "the two plants"
                return Derived(True, "number", own, said, held)
    return None


def _distance(folded: str, quantity: Quantity, marked: re.Match[str]) -> int:
    """How far an amount is from the total's words: "2,000 people in total", "a total of 2,000 people"."""
    at = folded.find(quantity.text)
    return min(abs(marked.start() - (at + len(quantity.text))), abs(at - marked.end()))


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


def _changed(claim: str, c: Text, texts: Sequence[str]) -> Derived | None:
    """A change the claim says between its two years, against the amounts the candidates give those years."""
    years = sorted({d.year for d in c.details.dates if d.year})
    if not c.details.changes or len(years) != 2:
        return None
    change = c.details.changes[0]
    dated = _dated_amounts(texts)
    olds, news = ([x for x in dated if x[1] == year] for year in years)
    for (i, year, old), (j, later, new) in product(olds, news):
        if not old.measures_as(new) or old.value <= 0:
            continue
        folded = fold(claim)
        at = folded.find(change.text)
        holds = _agrees(change, new.value / old.value, bound_before(folded[max(0, at - 24) : at]))
        said = {i: f"{old.text} in {year}"} | {j: f"{new.text} in {later}"}
        if i == j:
            said = {i: f"{old.text} in {year} and {new.text} in {later}"}
        own = f"{change.text} {year} {later}"  # the change and its years: the rest says what changed
        return Derived(holds, "number", change.text, said, _held(claim, texts, tuple(said), own))
    return None


def _agrees(change: Change, factor: float, bound: int) -> bool:
    """The claim's change against the factor the amounts give; "more than doubled" holds of any factor past 2."""
    return (factor - change.factor) * bound > 0 if bound else agrees(change, Change(factor, ""))


# "No woman had won a Nobel Prize before Marie Curie" says "Marie Curie was the first woman to win one"; "several
# women had won one before her" says she was not.
_NONE = _words("no kein keine keiner aucun aucune ningún ninguna ninguno nenhum nenhuma nessun nessuna nessuno")
_SOME = _words(
    "several some many other others two three mehrere einige viele andere plusieurs certaines certains autres "
    "varias varios algunas algunos otras otros muchas muchos várias vários algumas alguns outras outros diverse "
    "alcune alcuni altre altri"
)
_BEFORE = _words("before vor zuvor avant antes prima")
_FIRST = _words("first erste ersten erster premier première primer primero primera primeiro primeira primo prima")
_BETWEEN = 2  # words between "the first" and its noun: "the first African-American woman"


def _first(claim: str, c: Text, texts: Sequence[str]) -> Derived | None:
    """'No <noun> ... before <name>' against a candidate that calls the name the first <noun>: it holds; 'several
    <nouns> ... before <name>' does not."""
    words = c.folded
    at = next((i for i, w in enumerate(words) if w in _NONE | _SOME), None)
    before = next((i for i, w in enumerate(words) if w in _BEFORE), None)
    if at is None or before is None or before < at + 2 or at + 1 >= len(words):
        return None
    noun = words[at + 1]
    end = next((k for k in range(before + 1, len(words)) if not c.tokens[k][0].isalnum()), len(words))
    name = _names(c, before + 1, end)
    if not name:
        return None
    for i, text in enumerate(texts):
        t = as_text(text)
        if not name <= set(t.folded):
            continue
        for k, word in enumerate(t.folded):
            nouns = t.folded[k + 1 : k + 2 + _BETWEEN]
            if word in _FIRST and any(_same_noun(noun, other) for other in nouns):
                said = " ".join(c.tokens[at:end])
                own = " ".join(c.tokens[at : at + 1] + c.tokens[before : before + 1])
                first = " ".join(t.tokens[k : k + 2 + _BETWEEN])
                return Derived(words[at] in _NONE, "quantifier", said, {i: first}, _held(claim, texts, (i,), own))
    return None


def _same_noun(one: str, other: str) -> bool:
    """One noun in the singular or plural: "woman" and "women", "mujer" and "mujeres", "Frau" and "Frauen"."""
    stem = min(len(one), len(other), 3 if len(one) <= 5 else len(one) - 2)
    return one[:stem] == other[:stem] and abs(len(one) - len(other)) <= 2
