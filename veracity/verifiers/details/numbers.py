"""Numbers, dates, times of day and periods: another value in the slot the claim fills."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from veracity import language
from veracity.changes import agrees
from veracity.lexicon import fold, is_day, stem
from veracity.quantities import MONEY, Date, Details, Quantity, extract, length, names_a_time, seconds
from veracity.reference import ARTICLES
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text, as_text
from veracity.verifiers.details.words import CLAUSE, conjunctions_of, words_for_all
from veracity.versions import Version


def date_conflict(claim: tuple[Date, ...], evidence: tuple[Date, ...]) -> Conflict | None:
    """A date of the claim that no date of the evidence fits, of those that give a part of it (a year, a month or
    a day: "the 25 April Bridge opened in 1974" against "opened in 1966"). An evidence date that another of the
    claim's dates fits is spoken for: "devastated by a fire in April 2019, it reopened on 7 December 2024" says
    nothing against "It reopened on 7 December 2024", which gives the other event's date only. The ends of a range
    ("between 1890 and 1900") speak for nothing."""
    for date in claim:
        rivals = [other for other in evidence if date.shares_a_part(other)]
        free = [
            other
            for other in rivals
            if not any(
                mine is not date and not mine.bound and mine.compatible(other) and not date.compatible(other)
                for mine in claim
            )
        ]
        if free and not any(date.compatible(other) for other in rivals):
            closest = max(free, key=lambda other: (other.year == date.year, other.month is not None))
            return Conflict("date", date.text, closest.text)
    return None


# Content words before a date that say what happened then: "gravado" of "gravado em Lisboa em 2019". More reach
# the subject, which the sentence's first date shares: "President Fujimori was first elected in 1990, and then
# re-elected in 1995".
_EVENT = 1
_VERB_BEFORE_DATE = frozenset({"en", "fr", "es", "it", "pt"})  # German says it after: "wurde 1995 wiedergewählt"


def event_date_conflict(c: Text, e: Text) -> Conflict | None:
    """A date of another event of the sentence: where the evidence gives several, the claim's must be the one said
    of what the claim says it of, the words before it. "O álbum, gravado em Lisboa em 2020" against "foi gravado em
    Lisboa em 2019 e lançado em março de 2020" takes the release's year for the recording's."""
    if len(e.details.dates) < 2 or c.lang not in _VERB_BEFORE_DATE or e.lang != c.lang:
        return None
    for date in c.details.dates:
        said = _event(c, date.text)
        ranked = [(_event(e, other.text), other) for other in e.details.dates]
        best = max(len(said & words) for words, _ in ranked)
        top = [other for words, other in ranked if len(said & words) == best]
        # The claim's date is there too, said of another event: not one of a list ("in 2002 & 2010").
        elsewhere = any(date.compatible(other) and words and not said & words for words, other in ranked)
        if best and len(top) == 1 and not date.compatible(top[0]) and elsewhere:
            return Conflict("date", date.text, top[0].text)
    return None


def _event(text: Text, phrase: str) -> set[str]:
    """The stems of the last `_EVENT` content words before `phrase` in its clause, back to an "and" or a number, but
    names, which say whose event it is, not which: "lançado" of "gravado em Lisboa em 2019 e lançado em março de
    2020"; "divorce" of "marriage to Pattie Boyd in 1966 ended in divorce in 1979"."""
    stops, words = language.stop_words_with_english(text.lang), set()
    ends = conjunctions_of(text.lang)
    for k in range(_at(text, phrase) - 1, -1, -1):
        if not text.tokens[k].isalpha() or text.folded[k] in ends or len(words) == _EVENT:
            break
        if text.folded[k] not in stops and not (k and text.tokens[k][0].isupper()):
            words.add(stem(text.folded[k], text.lang))
    return words


def century_conflict(claim: Details, evidence: Details) -> Conflict | None:
    """A century that no year or century of the evidence falls in: "the 18th century" against "founded in 1852"."""
    said = [(d.year, d.text) for d in evidence.dates if d.year and not d.bound]
    said += [(c.middle, c.text) for c in evidence.centuries]
    for century in claim.centuries:
        if said and not any(century.holds(year) for year, _ in said):
            closest = min(said, key=lambda s: abs(s[0] - century.middle))
            return Conflict("date", century.text, closest[1])
    return None


def change_conflict(claim: Details, evidence: Details) -> Conflict | None:
    """A change by another factor than every one the evidence gives: "tripled" against "rose 100%"."""
    for change in claim.changes:
        if evidence.changes and not any(agrees(change, other) for other in evidence.changes):
            closest = min(evidence.changes, key=lambda other: abs(other.factor - change.factor))
            return Conflict("number", change.text, closest.text)
    return None


def quantity_conflict(claim: tuple[Quantity, ...], evidence: tuple[Quantity, ...]) -> Conflict | None:
    """An amount of the claim that no amount of its kind in the evidence agrees with. An evidence amount another
    of the claim's amounts says exactly is spoken for: "from $15 to $12" against "$12 when billed annually", "35
    minutes, then cool for 10 minutes" against "bake for 35 minutes" say nothing against each other; "between $200
    and $300" against "$350" does."""
    for quantity in claim:
        alike = [
            other
            for other in evidence
            if quantity.rivals(other)
            and not any(not mine.bound and _agree(mine, other) and not _agree(mine, quantity) for mine in claim)
        ]
        if alike and not any(_agree(quantity, other) for other in alike):
            closest = min(alike, key=lambda other: abs(other.value - quantity.value))
            if quantity.floor * closest.floor < 0:  # the same amount, as a ceiling and as a floor
                return Conflict("number", _limited(quantity), _limited(closest), sure=True)
            return Conflict("number", quantity.text, closest.text, sure=closest.number == quantity.number)
    return None


def _limited(quantity: Quantity) -> str:
    return f"{quantity.limit} {quantity.text}"


def version_conflict(claim: tuple[Version, ...], evidence: tuple[Version, ...]) -> Conflict | None:
    """A version outside every bound the evidence puts on its name: "Android 9" against "Android 10 or later",
    "iOS 14 or later" against "iOS 15 or later". The bound decides over a bare mention ("Android 9 is no longer
    supported")."""
    for version in claim:
        bounds = version.bounds_among(evidence)
        if bounds and not any(v.admits(version) for v in bounds):
            return Conflict("number", version.text, bounds[0].text)
    return None


def other_version(c: Text, e: Text) -> tuple[str, str] | None:
    """Another version of the claim's name, where the evidence puts no bound on that name and lacks the claim's
    version: "Version 3.2" for "Version 3.1", "iOS 16" for "iOS 17". Not a contradiction, since both may hold
    ("Python 3.11 is supported."), but no support: the claim's version, as written, and the evidence's."""
    stops = language.stop_words_with_english(c.lang)
    for version in c.details.versions:
        if version.bound or version.name in stops or _a_date(version):
            continue  # "Around 1.3 billion", "The 75-year-old"
        same = [v for v in e.details.versions if v.name == version.name]
        if same and not any(v.bound or v.parts == version.parts for v in same):
            return version.text, same[0].text
    return None


def _a_date(version: Version) -> bool:
    """A date, which the date check reads: "In 2019", "Euro 2024", "March 4"."""
    return names_a_time(version.name) or (len(version.parts) == 1 and 1000 <= version.parts[0] < 3000)


# The clauses whose amounts are told apart: those of `CLAUSE`, and those joined by "and" before an article ("Basic
# costs $10 and the Pro plan costs $20"), not "between 10 and 20 GB".
_AMOUNT_CLAUSE = re.compile(
    rf"{CLAUSE.pattern}|\s(?:and|und|et|y|e)\s(?=(?:the|its|their|der|die|das|le|la|les|el|los|las|il|gli)\s)",
    re.IGNORECASE,
)


def clause_quantity_conflict(claim: str, evidence: str, quantities: tuple[Quantity, ...]) -> Conflict | None:
    """Where the evidence gives amounts of one unit in several clauses, the claim's must be the one said of what
    the claim says it of, the words before it: "Free accounts include 5 GB; Premium accounts include 50 GB" gives
    free accounts 5 GB."""
    if not quantities:
        return None
    amounts = [(_said_of(part, a), a) for part in _AMOUNT_CLAUSE.split(evidence) for a in extract(part).quantities]
    for quantity in quantities:
        same = [(said_of, a) for said_of, a in amounts if quantity.rivals(a)]
        if len(same) < 2:
            continue
        # The words that tell the amounts apart: "free" and "premium", not "accounts include".
        subject = _said_of(claim, quantity) - frozenset.intersection(*(said_of for said_of, _ in same))
        ranked = [(len(subject & said_of), a) for said_of, a in same]
        if len({shared for shared, _ in ranked}) < 2:
            continue  # one amount, or none is said more of the claim's subject than another
        best = max(shared for shared, _ in ranked)
        about = [a for shared, a in ranked if shared == best]
        if not any(_agree(quantity, a) for a in about):
            return Conflict("number", quantity.text, about[0].text, sure=True)
    return None


def _said_of(text: str, quantity: Quantity) -> frozenset[str]:
    """The words before an amount in its clause, stop words too ("free" tells free accounts from premium ones),
    but no article."""
    clause = next((part for part in _AMOUNT_CLAUSE.split(fold(text)) if quantity.text in part), "")
    return frozenset(as_text(clause[: clause.find(quantity.text)]).folded) - ARTICLES


def _agree(a: Quantity, b: Quantity) -> bool:
    """The same amount, or amounts a bound holds of; not one amount as a floor and as a ceiling ("at most 12
    characters" against "at least 12 characters"), nor a bound that does not follow from the evidence's ("at least
    24 days" against "at least 20 days"; `a` is the claim's)."""
    if a.floor * b.floor < 0 and abs(a.value - b.value) <= 1e-9 * max(abs(a.value), 1.0):
        return False
    if a.bound and a.bound == b.bound:  # bounds one way: the claim's must follow from the evidence's
        return a.matches(b)
    return a.matches(b) or b.matches(a)


def time_conflict(claim: frozenset[str], evidence: frozenset[str]) -> Conflict | None:
    missing = sorted(claim - evidence)
    if missing and evidence:
        return Conflict("time", missing[0], " and ".join(sorted(evidence)))
    return None


# The words that make a span of time an interval ("every 15 minutes", "alle 15 Minuten"); a period named once
# ("hourly", "every day") is one too, but a rate ("twice a day") is not one interval of its period.
_INTERVAL = frozenset(
    {"every", "each", "alle", "jede", "jeden", "jedes", "chaque", "toutes", "tous", "cada", "todos", "todas", "ogni"}
    | {"tutti", "tutte", "elke"}
)


def _intervals(text: Text) -> list[tuple[float, str]]:
    """The intervals a text names, in seconds, as written: "every 15 minutes", "hourly", "every week"."""
    every = words_for_all(_INTERVAL, text.lang)
    found = [
        (long, said)
        for period, said in text.details.periods
        if (long := seconds(period)) and (said.split()[0].casefold() in every or len(said.split()) == 1)
    ]
    for q in text.details.quantities:
        if q.per or (long := length(q)) is None:
            continue
        k = _at(text, q.text)
        start = next((i for i in range(max(0, k - 2), k) if text.folded[i] in every), None)  # "toutes les"
        if start is not None:
            found.append((long, " ".join((*text.tokens[start:k], q.text))))
    return found


def frequency_conflict(c: Text, e: Text) -> Conflict | None:
    """Another period: "every week" against "once a month", "$10 per month" against "$10 per year", "hourly"
    against "every 15 minutes"."""
    claim, evidence = c.details.periods, e.details.periods
    if not (claim and evidence):  # one side may give its interval as a span of time
        mine = _intervals(c)
        theirs = _intervals(e) if mine else []
        if mine and theirs and not any(abs(a - b) < 1.0 for a, _ in mine for b, _ in theirs):
            return Conflict("frequency", mine[0][1], theirs[0][1], slotted=False)
        return None
    if not {p for p, _ in claim} & {p for p, _ in evidence} and not _oftener(claim, evidence):
        return Conflict("frequency", claim[0][1], evidence[0][1], slotted=False)
    # Of several, the evidence's period of what the claim's is said of decides: "billed monthly" against "$12 per
    # month, billed annually".
    for period, text in claim:
        word = _word_before(c, text)
        said = [(p, t) for p, t in evidence if word and _word_before(e, t) == word]
        if said and period not in {p for p, _ in said} and not _oftener(((period, text),), tuple(said)):
            return Conflict("frequency", text, said[0][1], slotted=False)
    return None


_OFTEN = ("hour", "day", "week", "fortnight", "month", "quarter", "half-year", "year")  # periods, shortest first


def _oftener(claim: tuple[tuple[str, str], ...], evidence: tuple[tuple[str, str], ...]) -> bool:
    """A day of every week or month (`quantities._WEEKLY`, `_MONTHLY`) is among what happens more often: "every
    Sunday" is said of "daily", "the first Sunday of the month" of "every Sunday"."""
    days = [p for p, said in claim if any(map(is_day, said.split())) or "曜" in said]
    return len(days) == len(claim) and all(
        _OFTEN.index(p) < _OFTEN.index(d) for p, _ in evidence if p in _OFTEN for d in days
    )


def _word_before(text: Text, phrase: str) -> str:
    """The stem of the word before `phrase` in `text`; "" if there is none."""
    k = _at(text, phrase)
    return stem(text.folded[k - 1], text.lang) if k and text.tokens[k - 1][0].isalpha() else ""


def _at(text: Text, phrase: str) -> int:
    """The index of the word at which `phrase` starts in `text`; 0 where it is not found."""
    words = tuple(as_text(phrase).folded)
    return next((k for k in range(len(text.folded)) if text.folded[k : k + len(words)] == words), 0)


# Said of a price: nothing to pay. English "free" also says "free of bugs", "sugar-free" and "free time", so only
# its price phrases count there.
_FREE = re.compile(
    r"\b(?:free of charge|for free|at no (?:extra |additional )?cost|(?:is|are) free\b(?! (?:of|to|from))|"
    r"free (?:entry|admission|shipping|delivery|download)|"
    r"free to (?:download|use|play|install|join|attend|enter|visit)|"
    r"no (?:extra |additional )?(?:charge|fees?)|(?:kostenlos|kostenfrei|gebührenfrei)(?:e[nmrs]?)?|gratis|umsonst|"
    r"keine (?:gebühren|kosten)|gratuit|gratuite|gratuits|gratuites|gratuitement|sans frais|aucuns? frais|"
    r"pas de frais|gratuito|gratuita|gratuitos|gratuitas|grátis|sin costo|sin costes?|sin cargo|sin cargos|"
    r"sin comisi(?:ón|ones)|sem custos?|sem taxas?|senza cost[oi]|senza (?:spese|commissioni)|nessun costo|"
    r"ohne (?:zusätzliche )?kosten|gratuiti|gratuitamente|kosteloos)\b|無料|免费|免費|무료",
    re.IGNORECASE,
)
# Said of what must be paid, with no amount: "subscribers must pay a fee to cancel", "eine Gebühr". A word for paid
# ("payant", "kostenpflichtig") is an opposite of "free" (`opposites.py`).
_FEE = re.compile(
    r"\b(?:pay (?:a |an |any )?(?:fee|fees|charge|surcharge)|(?:a|an) (?:extra |additional )?(?:fee|charge) "
    r"(?:applies|is charged)|for (?:a|an extra) fee|at (?:an )?(?:extra|additional) cost|costs? extra|"
    r"eine gebühr|gebühren (?:zahlen|bezahlen)|payer des frais|paient des frais|des frais s'appliquent|"
    r"pagar una (?:tarifa|cuota|comisión)|con coste|con costo|pagar uma taxa|com custo|"
    r"pagare una (?:tassa|commissione|quota))\b",
    re.IGNORECASE,
)

_FREE_WORDS = frozenset(["free", "complimentary", "frei"])  # "Eintritt frei"


def price_conflict(c: Text, e: Text) -> Conflict | None:
    """A price against "free of charge", either way round: "Transfers within the EU cost €5" against "Transfers
    within the EU are free of charge". Where one text gives both a price and "free" (free for children, €10 for
    adults), it says which is which, and this check leaves it to the others."""
    for claim, evidence in ((c, e), (e, c)):
        said = _cost(claim)
        if not said or _cost(evidence) or _free(claim.tokens):
            continue
        if free := _free(evidence.tokens):
            return Conflict("number", said, free) if claim is c else Conflict("number", free, said)
    return None


def unstated_free(claim: str, texts: Sequence[str]) -> str:
    """The claim's "free of charge" where no text says that something costs nothing: "ships within two days with
    free delivery" of "ships within two business days". "" if it says no such thing. A text with a price instead
    contradicts it (`price_conflict`). In the texts any "free" counts: "holds a free drum workshop"."""
    said = _free(as_text(claim).tokens)
    if not said or any(_free(t.tokens) or _FREE_WORDS.intersection(t.folded) for t in map(as_text, texts)):
        return ""
    return said


def names_a_price(text: Text) -> bool:
    """Whether the text gives a price or a fee or says "free of charge": only then can `price_conflict` find one in
    it."""
    return bool(_cost(text)) or bool(_free(text.tokens))


def _cost(text: Text) -> str:
    """What the text says is paid: its first price with the word for what it costs ("costs €10"), else a fee said
    with no amount ("pay a fee"), or ""."""
    if prices := _prices(text):
        return _with_cost_word(text, prices[0].text)
    match = _FEE.search(" ".join(text.tokens))
    return match.group() if match else ""


def _prices(text: Text) -> list[Quantity]:
    return [q for q in text.details.quantities if q.unit in MONEY and q.value > 0]


@lru_cache(maxsize=50_000)
def _free(tokens: tuple[str, ...]) -> str:
    """How the text says that something costs nothing ("free of charge"), or ""."""
    match = _FREE.search(" ".join(tokens))
    return match.group() if match else ""


# What an amount costs says: "Entry costs €10" is about entry, and "costs" belongs to the conflict.
_COST_WORDS = frozenset(
    {"cost", "costs", "price", "priced", "pay", "pays", "charge", "charges", "fee", "fees", "kostet", "kosten"}
    | {"coûte", "coûtent", "cuesta", "cuestan", "custa", "custam", "costa", "costano", "kost"}
)


def _with_cost_word(text: Text, phrase: str) -> str:
    """The amount with the text's word for what it costs, where it has one: "costs €10", "kosten 5 €"."""
    word = next((t for t, f in zip(text.tokens, text.folded, strict=True) if f in _COST_WORDS), "")
    return f"{word} {phrase}" if word else phrase
