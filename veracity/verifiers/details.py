"""Detail checks: where the evidence gives another value for the same slot of a claim.

Word-level evidence is best at these, and a sentence embedding blurs them: a number with its unit
or scale word, a date at its granularity or a day of the week, how often or per what, the members of
a list, the two sides of a comparison, a claim about all that the evidence says of some or with an
exception, the place after "in", a word and its opposite, a negation against a plain statement. Each check
returns a `Conflict` that says what the claim has and what the evidence has instead; whether the
two texts speak of the same thing at all is the verifier's to weigh (`fast.judge`).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from typing import NamedTuple

from veracity import language
from veracity.lexicon import WEEK, Analysis, analyze, fold, german_genitive, negates, number_word, stem, weekdays
from veracity.quantities import Date, Details, Quantity, extract, names_a_period, names_a_time
from veracity.reference import ARTICLES


@dataclass(frozen=True)
class Conflict:
    kind: str  # number, date (a day of the week too), time, frequency, list, comparison, role (who did it to whom),
    # quantifier, opposite, place (the name after "in": "Prize in Physics" too), negation
    claim: str  # what the claim says; "" where the evidence alone shows the conflict
    evidence: str  # what the evidence says in its place
    # A value in a slot both texts share (a unit, a date, a list, a comparison) is strong on its own;
    # the others (a polarity, an opposite word, another place) need the rest of the claim to agree.
    slotted: bool = True
    # Surely said of the same thing, so little of the rest need agree: the claim's figure with another scale word
    # ("$7.5 million", "$7.5 billion"), or the amount a clause gives the claim's subject ("Free accounts get 5 GB").
    sure: bool = False

    def reason(self, source: str) -> str:
        """'number: the claim says 300 metres, fact 0 says 330 metres'."""
        if not self.claim:
            return f"{self.kind}: {source} says {self.evidence}"
        return f"{self.kind}: the claim says {self.claim}, {source} says {self.evidence}"


_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?|[,;:().!?。！？、]")
_CONJUNCTIONS = frozenset(["and", "or", "und", "oder", "et", "ou", "y", "o", "e", "ed", "en", "и", "или"])
# "en" is "in" in French and Spanish, "o" is "the" in Portuguese.
_NOT_CONJUNCTIONS = {"fr": frozenset(["en"]), "es": frozenset(["en"]), "pt": frozenset(["o"])}
_PREPOSITIONS = frozenset(
    [
        "in",
        "into",
        "at",
        "from",
        "to",
        "near",
        "inside",
        "im",
        "ins",
        "nach",
        "aus",
        "bei",
        "an",
        "dans",
        "à",
        "au",
        "aux",
        "vers",
        "en",
        "a",
        "hacia",
        "desde",
        "em",
        "no",
        "na",
        "nos",
        "nas",
        "para",
        "ao",
        "nel",
        "nella",
        "a",
        "da",
        "verso",
    ]
)
# "In" contracted with an article ("au", "no", "nel", "im"): one slot with the plain word. English "at" stays apart
# from "in" ("at Harvard", "in Boston"): merged, they cost WiCE 0.007 AUROC.
_AT = dict.fromkeys(["im", "dans", "à", "au", "aux", "em", "no", "na", "nos", "nas", "nel", "nella"], "in")
# Lower-case words inside a name: "Rio de Janeiro", "University of Tokyo".
_NAME_LINKS = frozenset({"de", "do", "da", "of", "del", "di", "du", "von", "van"})

# Word pairs in English (and one German pair of names); other languages' pairs come from `_IN_ENGLISH`.
_OPPOSITES = [
    ("open", "closed"),
    ("open", "close"),
    ("opens", "closes"),
    ("north", "south"),
    ("east", "west"),
    ("northern", "southern"),
    ("eastern", "western"),
    ("won", "lost"),
    ("win", "lose"),
    ("before", "after"),
    ("alive", "dead"),
    ("true", "false"),
    ("larger", "smaller"),
    ("bigger", "smaller"),
    ("higher", "lower"),
    ("taller", "shorter"),
    ("longer", "shorter"),
    ("older", "younger"),
    ("more", "less"),
    ("more", "fewer"),
    ("above", "below"),
    ("first", "last"),
    ("oldest", "youngest"),
    ("oldest", "newest"),
    ("largest", "smallest"),
    ("highest", "lowest"),
    ("longest", "shortest"),
    ("maximum", "minimum"),
    ("legal", "illegal"),
    ("public", "private"),
    ("optional", "required"),
    ("optional", "mandatory"),
    ("optional", "compulsory"),
    ("optional", "obligatory"),
    ("voluntary", "mandatory"),
    ("voluntary", "compulsory"),
    ("allowed", "forbidden"),
    ("allowed", "prohibited"),
    ("permitted", "prohibited"),
    ("permitted", "forbidden"),
    ("included", "excluded"),
    ("enabled", "disabled"),
    ("available", "unavailable"),
    ("supported", "unsupported"),
    ("free", "paid"),
    ("nordsee", "ostsee"),
]
# Words for one direction of a change, each group the other's opposite: "Revenue fell" against "revenue
# increased". "Fall" and "drop" are left out: mostly a season and a noun.
_UP = (
    "rose rise risen rising increased increase increases increasing grew grow grows grown growing climbed soared "
    "raised raises doubled tripled"
)
_DOWN = (
    "fell fallen falling decreased decrease decreases decreasing declined decline declines shrank dropped plunged "
    "lowered lowers reduced reduces halved"
)
_DIRECTIONS = (frozenset((*_UP.split(), "gained")), frozenset(_DOWN.split()))
_OPPOSITES += [(up, down) for up in _DIRECTIONS[0] for down in _DIRECTIONS[1]]
# The opposite words of other languages in English: their pairs within a language follow from the English pairs,
# and a pair across languages is read in English ("La livraison est payante." against "Delivery is free.").
# Words that are mostly other words are left out: French "est" is "is" far more often than "east".
_IN_ENGLISH = {
    lang: {word: english for english, words in table.items() for word in words.split()}
    for lang, table in {
        "de": {
            "rose": "stieg stiegen gestiegen wuchs gewachsen",
            "fell": "sank sanken gesunken fiel fielen gefallen",
            "open": "geöffnet offen",
            "closed": "geschlossen",
            "opens": "öffnet",
            "closes": "schließt",
            "north": "nord",
            "south": "süd",
            "east": "ost",
            "west": "west",
            "northern": "nördlich",
            "southern": "südlich",
            "optional": "optional freiwillig",
            "mandatory": "obligatorisch verpflichtend",
            "allowed": "erlaubt",
            "forbidden": "verboten",
            "free": "kostenlos gratis",
            "paid": "kostenpflichtig",
        },
        "fr": {
            "rose": "augmenté augmente hausse progressé",
            "fell": "baissé baisse diminué diminue recul reculé chuté",
            "open": "ouvert ouverte ouverts ouvertes ouvrent",
            "closed": "fermé fermée fermés fermées",
            "close": "ferment",
            "opens": "ouvre",
            "closes": "ferme",
            "north": "nord",
            "south": "sud",
            "west": "ouest",
            "optional": "facultatif facultative optionnel optionnelle",
            "mandatory": "obligatoire",
            "allowed": "autorisé autorisée",
            "forbidden": "interdit interdite",
            "free": "gratuit gratuite gratuits gratuites",
            "paid": "payant payante payants payantes",
        },
        "es": {
            "rose": "aumentó subió creció",
            "fell": "bajó disminuyó cayó descendió",
            "open": "abierto abierta abren",
            "closed": "cerrado cerrada",
            "close": "cierran",
            "opens": "abre",
            "closes": "cierra",
            "north": "norte",
            "south": "sur",
            "optional": "opcional",
            "mandatory": "obligatorio obligatoria",
            "allowed": "permitido permitida",
            "prohibited": "prohibido prohibida",
            "free": "gratis gratuito gratuita",
        },
        "pt": {
            "rose": "aumentou subiu cresceu",
            "fell": "caiu diminuiu baixou",
            "open": "aberto aberta",
            "closed": "fechado fechada",
            "north": "norte",
            "south": "sul",
            "optional": "opcional",
            "mandatory": "obrigatório obrigatória",
            "allowed": "permitido permitida",
            "prohibited": "proibido proibida",
            "free": "grátis gratuito gratuita",
        },
        "it": {
            "rose": "aumentato aumentata salito salita cresciuto cresciuta",
            "fell": "diminuito diminuita sceso scesa calato calata",
            "open": "aperto aperta aprono",
            "closed": "chiuso chiusa",
            "close": "chiudono",
            "opens": "apre",
            "closes": "chiude",
            "optional": "facoltativo facoltativa opzionale",
            "mandatory": "obbligatorio obbligatoria",
            "allowed": "consentito consentita",
            "forbidden": "vietato vietata",
            "free": "gratuito gratuita gratis",
        },
    }.items()
}
_OPPOSITE: dict[str, frozenset[str]] = {}
_PAIRS = frozenset(_OPPOSITES)
for _a, _b in _OPPOSITES + [
    (a, b)
    for table in _IN_ENGLISH.values()
    for a, english_a in table.items()
    for b, english_b in table.items()
    if (english_a, english_b) in _PAIRS
]:
    _OPPOSITE[_a] = _OPPOSITE.get(_a, frozenset()) | {_b}
    _OPPOSITE[_b] = _OPPOSITE.get(_b, frozenset()) | {_a}
# The words of a direction in every language: where the evidence says the claim's direction in other words
# ("grew" for "increased") anywhere, its opposite word elsewhere is about something else.
_ALIKE: dict[str, frozenset[str]] = {}
for _group in _DIRECTIONS:
    _words = _group | {w for table in _IN_ENGLISH.values() for w, english in table.items() if english in _group}
    _ALIKE.update(dict.fromkeys(_words, _words))
# "No woman had won before her" says what "she was the first woman to win" says: no flip of polarity.
# "Open every day except Tuesday": an exception turns what follows it round, and an answer that drops it says
# too much ("open every day") where it uses a word for all.
_MONEY = frozenset({"$", "€", "£", "¥", "CN¥", "₩"})
_EXCEPT = frozenset(
    {"except", "excluding", "sauf", "excepté", "außer", "ausgenommen", "excepto", "salvo", "exceto", "tranne"}
    | {"eccetto", "behalve"}
)
_ALL = frozenset(
    {"every", "all", "always", "daily", "tous", "toutes", "toujours", "chaque", "jeden", "jede", "jeder", "alle"}
    | {"immer", "täglich", "todos", "todas", "siempre", "cada", "sempre", "tutti", "tutte", "ogni", "elke", "altijd"}
)
# "All employees" is not said by "full-time employees", nor "all orders" by "orders above $50".
_EVERY = frozenset(
    {"all", "every", "each", "alle", "jeder", "jede", "jedes", "tous", "toutes", "chaque", "todos", "todas"}
    | {"cada", "tutti", "tutte", "ogni", "elke", "tout", "toute", "todo", "toda", "tutto", "tutta", "jedem", "jeden"}
)
# Words between "all" and its noun, or before the noun, that restrict nothing: "all of our employees", "our staff".
_DETERMINERS = ARTICLES | frozenset(
    {"of", "our", "your", "their", "his", "her", "its", "my", "these", "those", "this", "that", "such", "other"}
    | {"unser", "unsere", "unserer", "ihre", "seine", "diese", "von", "nos", "vos", "leurs", "ces", "de", "des"}
    | {"nuestros", "nuestras", "sus", "estos", "estas", "nostri", "nostre", "questi", "di", "dei", "degli"}
    | {"nossos", "nossas", "seus", "suas", "estes", "van", "onze"}
)
_RESTRICTING = frozenset(
    {"above", "over", "under", "below", "exceeding", "with", "without", "who", "that", "which", "from", "über"}
    | {"ab", "unter", "mit", "ohne", "avec", "sans", "qui", "con", "sin", "que", "senza", "che", "oltre", "com"}
    | {"sem", "acima"}
)
_UNLIMITED = frozenset(
    {"unlimited", "unbegrenzt", "unbegrenzte", "unbegrenzten", "unbeschränkt", "illimité", "illimitée", "illimités"}
    | {"illimitées", "ilimitado", "ilimitada", "ilimitados", "ilimitadas", "illimitato", "illimitata", "illimitati"}
    | {"onbeperkt"}
)
# Ordinals that rank a superlative ("the second-largest", "la deuxième plus grande", "die zweitgrößte").
_ORDINALS = frozenset(
    {"second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th", "deuxième", "troisième", "segundo", "segunda"}
    | {"tercero", "tercera", "terceiro", "terceira", "secondo", "seconda", "terzo", "terza"}
)
_ORDINAL_PREFIXES = ("zweit", "dritt", "viert")
_MOST = frozenset({"most", "plus", "más", "mais", "più"})
_BEFORE = frozenset(["before", "earlier", "vor", "zuvor", "avant", "antes", "prima"])
_FIRST = frozenset(
    ["first", "erste", "ersten", "erster", "premier", "première", "primero", "primera", "primeiro", "primeira", "primo"]
)


@dataclass(frozen=True)
class _Text:
    """A text read for slots: its words with their case, and its numbers and dates."""

    tokens: tuple[str, ...]
    folded: tuple[str, ...]
    lang: str
    details: Details

    # Cached: one evidence text is compared with every claim of a request.
    @cached_property
    def vocabulary(self) -> frozenset[str]:
        return frozenset(self.folded) | frozenset(stem(w, self.lang) for w in self.folded)

    @cached_property
    def lists(self) -> list[list[list[int]]]:
        return _list_members(self)

    @cached_property
    def acts(self) -> list[_Act]:
        return _acts(self)


@lru_cache(maxsize=50_000)
def _read(text: str) -> _Text:
    tokens = tuple(_WORD.findall(fold(text)))
    return _Text(tokens, tuple(t.casefold() for t in tokens), language.detect(text), extract(text))


def polarity_flip(claim: str, evidence: str, claim_analysis: Analysis, evidence_analysis: Analysis) -> bool:
    """One text negates what the other states; but "no woman had won before her" says what "she was
    the first woman to win" says."""
    if claim_analysis.negated == evidence_analysis.negated:
        return False
    negated, plain = (claim, evidence) if claim_analysis.negated else (evidence, claim)
    if set(_read(negated).folded) & _BEFORE and set(_read(plain).folded) & _FIRST:
        return False
    if claim_analysis.lang != evidence_analysis.lang:  # the words after "not" cannot be matched across languages
        return True
    return _negates_what(_read(negated), evidence_analysis if claim_analysis.negated else claim_analysis)


SCOPE = 3  # content words after "not" that say what it negates


def _negates_what(negated: _Text, plain: Analysis) -> bool:
    """Some negation speaks of what the plain text says: of the first `SCOPE` content words after it, in its
    clause, the plain text has at least half. "Grealish has not been fined and will be in the squad" does not
    negate "Grealish will be in the squad". A negation with no words after it ("öffnet montags nicht", Japanese
    and Korean endings) negates its whole clause."""
    stops, conjunctions = _stops(negated.lang), _conjunctions(negated.lang)
    found = False
    for i, word in enumerate(negated.folded):
        if not negates(word, negated.lang, negated.folded[i + 1] if i + 1 < len(negated.folded) else ""):
            continue
        found = True
        scope: list[tuple[str, str]] = []
        for token, folded in zip(negated.tokens[i + 1 :], negated.folded[i + 1 :], strict=True):
            if not token[0].isalnum() or folded in conjunctions or len(scope) == SCOPE:
                break
            if folded not in stops and not negates(folded, negated.lang):
                scope.append((token, folded))
        said = [w in plain.words or stem(w, negated.lang) in plain.content for _, w in scope]
        # A name it negates that the plain text lacks is what the negation is about: "never president of
        # the United States" does not negate "president of Pennsylvania".
        other_name = any(token[0].isupper() and not known for (token, _), known in zip(scope, said, strict=True))
        if not scope or (2 * sum(said) >= len(scope) and not other_name):
            return True
    return not found


# Verbs that say only where something is: "It is located in Lyon" states of Lyon what "The Louvre, in Paris"
# states of Paris, so they are part of the place a conflict disputes, not of the rest that must agree.
_LOCATED = frozenset(
    [
        "located",
        "situated",
        "lies",
        "lie",
        "sits",
        "based",
        "situé",
        "située",
        "situés",
        "trouve",
        "trouvent",
        "liegt",
        "liegen",
        "befindet",
        "befinden",
        "gelegen",
        "encuentra",
        "encuentran",
        "ubicado",
        "ubicada",
        "situado",
        "situada",
        "localizado",
        "localizada",
        "fica",
        "ficam",
        "localiza",
        "trova",
        "trovano",
        "situato",
        "situata",
    ]
)


def disputed_words(conflicts: Sequence[Conflict]) -> set[str]:
    """The claim's words, folded, that its conflicts are about."""
    words = {w.casefold() for c in conflicts for w in re.findall(r"[^\W\d_]+", c.claim)}
    return words | _LOCATED if any(c.kind == "place" for c in conflicts) else words


def find_conflicts(
    claim: str, evidence: str, claim_analysis: Analysis, evidence_analysis: Analysis
) -> tuple[Conflict, ...]:
    """Every slot in which the evidence says something else than the claim, the strongest first."""
    c, e = _read(claim), _read(evidence)
    checks = (
        _dates(c.details.dates, e.details.dates),
        _quantities(c.details.quantities, e.details.quantities),
        _clause_quantities(claim, evidence, c.details.quantities),
        _times(c.details.times, e.details.times),
        _lists(c, e),
        _comparison(c, e),
        _roles(c, e),
        _order(c, e, evidence),
        _rank(c, e),
        _weekdays(claim, evidence, c, e),
        _exception(c, e),
        _restricted(c, e),
        _unlimited(c, e),
        _frequency(c, e),
        _opposite(claim, evidence, c, e),
        _places(c, e),
    )
    slots = tuple(conflict for conflict in checks if conflict is not None)
    if polarity_flip(claim, evidence, claim_analysis, evidence_analysis):
        # "It was not released in 1995" does not conflict with "released in 1991"; with "in 1995" it does.
        if slots or not _negates_the_claim(claim_analysis, evidence):
            return ()
        return (_negation(claim_analysis, evidence),)
    return slots


def _dates(claim: tuple[Date, ...], evidence: tuple[Date, ...]) -> Conflict | None:
    for date in claim:
        if evidence and not any(date.compatible(other) for other in evidence):
            closest = max(evidence, key=lambda other: (other.year == date.year, other.month is not None))
            return Conflict("date", date.text, closest.text)
    return None


def _quantities(claim: tuple[Quantity, ...], evidence: tuple[Quantity, ...]) -> Conflict | None:
    for quantity in claim:
        same_unit = [other for other in evidence if other.unit == quantity.unit]
        if same_unit and not any(_agree(quantity, other) for other in same_unit):
            closest = min(same_unit, key=lambda other: abs(other.value - quantity.value))
            return Conflict("number", quantity.text, closest.text, sure=closest.number == quantity.number)
    return None


def _clause_quantities(claim: str, evidence: str, quantities: tuple[Quantity, ...]) -> Conflict | None:
    """Where the evidence gives amounts of one unit in several clauses, the claim's must be the one said of what
    the claim says it of, the words before it: "Free accounts include 5 GB; Premium accounts include 50 GB" gives
    free accounts 5 GB."""
    if not quantities:
        return None
    amounts = [(_said_of(part, a), a) for part in _CLAUSE.split(evidence) for a in extract(part).quantities]
    for quantity in quantities:
        same = [(said_of, a) for said_of, a in amounts if a.unit == quantity.unit]
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
    clause = next((part for part in _CLAUSE.split(fold(text)) if quantity.text in part), "")
    return frozenset(_read(clause[: clause.find(quantity.text)]).folded) - ARTICLES


def _agree(a: Quantity, b: Quantity) -> bool:
    return a.matches(b) or b.matches(a)


def _times(claim: frozenset[str], evidence: frozenset[str]) -> Conflict | None:
    missing = sorted(claim - evidence)
    if missing and evidence:
        return Conflict("time", missing[0], " and ".join(sorted(evidence)))
    return None


@cache
def _stops(lang: str) -> frozenset[str]:
    return language.stop_words(lang) | language.stop_words("en")


@cache
def _conjunctions(lang: str) -> frozenset[str]:
    return _CONJUNCTIONS - _NOT_CONJUNCTIONS.get(lang, frozenset())


def _run(text: _Text, start: int, step: int, names_only: bool) -> list[int]:
    """Indices of the content words next to a list separator, walking away from it."""
    stops, conjunctions = _stops(text.lang), _conjunctions(text.lang)
    run: list[int] = []
    i = start
    while 0 <= i < len(text.tokens) and len(run) < 3:
        token, folded = text.tokens[i], text.folded[i]
        if not token[0].isalpha() or folded in stops or folded in conjunctions:
            break
        if names_only and not token[0].isupper():
            break
        run.append(i)
        i += step
    return run[::-1] if step < 0 else run


def _list_members(text: _Text) -> list[list[list[int]]]:
    """Each coordination "A, B and C" of the text, as its members (each the indices of its words)."""
    lists, conjunctions = [], _conjunctions(text.lang)
    for i, word in enumerate(text.folded):
        if word not in conjunctions:
            continue
        right = _run(text, i + 1, 1, names_only=False)
        if not right:
            continue
        names = text.tokens[right[0]][0].isupper()
        members = [right]
        j = i - 1
        while True:
            left = _run(text, j, -1, names_only=names)
            if not left:
                break
            members.insert(0, left)
            j = left[0] - 1
            if j < 0 or text.tokens[j] != ",":
                break
            j -= 1
        # Members of one shape (all names, or all single words): "red, green and yellow", not two clauses.
        if len(members) >= 2 and (names or all(len(m) == 1 for m in members)):
            lists.append(members)
    return lists


def _lists(c: _Text, e: _Text) -> Conflict | None:
    """A member the claim adds to a list the evidence gives otherwise: "red, green and yellow" against "red, green
    and blue". The evidence's list must hold one of the claim's members: a list elsewhere is about something else."""
    claim_words = frozenset(c.folded)
    evidence_lists = [
        (listed, frozenset(w for m in listed for k in m for w in (e.folded[k], stem(e.folded[k], e.lang))))
        for listed in e.lists
    ]
    for members in c.lists:
        words = [{c.folded[k] for k in m} | {stem(c.folded[k], c.lang) for k in m} for m in members]
        for listed, vocabulary in evidence_lists:
            present = [bool(w & vocabulary) for w in words]
            others = [m for m in listed if not any(e.folded[k] in claim_words for k in m)]
            missing = [m for m, found in zip(members, present, strict=True) if not found]
            if missing and any(present) and others:
                said = ", ".join(" ".join(c.tokens[k] for k in m) for m in missing)
                return Conflict("list", said, " and ".join(" ".join(e.tokens[k] for k in m) for m in listed))
    return None


def _sides(text: _Text) -> tuple[str, frozenset[str], frozenset[str]] | None:
    """'K2 is higher than Mount Everest' -> ('higher', {k2, ...}, {mount, everest})."""
    for i, word in enumerate(text.folded):
        if i >= 1 and (word == "than" or (word == "als" and text.folded[i - 1].endswith("er"))):
            comparative = text.folded[i - 1]
            before = frozenset(w for w in text.folded[: i - 1] if w[0].isalnum())
            after = []
            for w in text.folded[i + 1 :]:
                if not w[0].isalnum():
                    break
                after.append(w)
            return comparative, before, frozenset(after)
    return None


def _comparison(c: _Text, e: _Text) -> Conflict | None:
    claim, evidence = _sides(c), _sides(e)
    if claim is None or evidence is None:
        return None
    (word, a, b), (other, x, y) = claim, evidence
    stops = _stops(c.lang)
    a, b = a - stops - b, b - stops - a  # the claim's sides by what names one of them only
    x, y = x - y, y - x
    swapped = word == other and a & y and b & x
    reversed_ = other in _OPPOSITE.get(word, ()) and a & x and b & y
    if swapped or reversed_:
        return Conflict("comparison", _phrase(c, word), _phrase(e, other))
    return None


# "A bought B" said the other way round. Only where the verbs are one word or in one group: "A preceded B" and
# "B followed A" say the same. Verbs of two who do the same together ("married", "met") have no roles. English
# passives ("B was bought by A") are read; other languages only in the active, and not German (its verb moves).
_SAME_ACT = [
    "acquired acquires acquire bought buys buy purchased purchases purchase",
    "beat beats defeated defeats",
    "founded founds established",
    "hired hires employed employs",
    "sued sues",
    "adquirió compró comprou adquiriu acheté racheté acquis",
]
_ACT = {word: group.split()[0] for group in _SAME_ACT for word in group.split()}
_MUTUAL = "married marries met meets played plays faced faces drew draws tied ties merged merges fought fights"
_TOGETHER = frozenset(f"{_MUTUAL} partnered borders bordered resembles resembled".split())
_PASSIVE = frozenset({"was", "were", "is", "are", "been", "be", "being", "got", "gets"})
_AUXILIARIES = _PASSIVE | {"has", "have", "had", "will", "would"}
_NO_ROLES = frozenset({"de", "nl"})


class _Act(NamedTuple):
    doer: frozenset[str]  # the names' words, case-folded
    act: str
    done_to: frozenset[str]
    said: str


def _name_at(text: _Text, i: int, step: int) -> tuple[frozenset[str], int]:
    """The capitalised name that starts (step 1) or ends (step -1) at word i, with the index past it."""
    stops, words = _stops(text.lang), []
    while 0 <= i < len(text.tokens) and text.tokens[i][0].isupper():
        if text.folded[i] in stops and (i == 0 or text.tokens[i - 1] in _END):  # "The", "In" opening a sentence
            break
        words.append(text.folded[i])
        i += step
    return frozenset(words), i


def _acts(text: _Text) -> list[_Act]:
    """'Microsoft bought GitHub', 'GitHub was acquired by Microsoft': who did what to whom, between two names."""
    if text.lang in _NO_ROLES:
        return []
    acts, tokens, folded, stops = [], text.tokens, text.folded, _stops(text.lang)
    for i, word in enumerate(folded):
        if not tokens[i].isalpha() or not tokens[i].islower() or word in stops or word in _TOGETHER:
            continue
        if text.lang == "en" and word not in _ACT and not word.endswith(("ed", "s")):  # "Broncos coach Dan Reeves"
            continue
        act = _ACT.get(word, stem(word, text.lang))
        before = i - 1  # "has been acquired by", "had bought": the name stands before the auxiliaries
        while before >= max(0, i - 2) and folded[before] in _AUXILIARIES:
            before -= 1
        passive = any(w in _PASSIVE for w in folded[before + 1 : i])
        first, start = _name_at(text, before, -1)
        after = i + 1
        if passive:
            if text.lang != "en" or after >= len(folded) or folded[after] != "by":
                continue
            after += 1
        if after < len(folded) and folded[after] in ARTICLES:
            after += 1
        second, end = _name_at(text, after, 1)
        if first and second and not first & second:
            said = " ".join(tokens[start + 1 : end])
            acts.append(_Act(second, act, first, said) if passive else _Act(first, act, second, said))
    return acts


def _roles(c: _Text, e: _Text) -> Conflict | None:
    for a in c.acts:
        same = [b for b in e.acts if b.act == a.act]
        if any(b.doer & a.doer and b.done_to & a.done_to for b in same):
            continue
        for b in same:
            if b.doer & a.done_to and b.done_to & a.doer:
                return Conflict("role", a.said, b.said)
    return None


# "A before B", said of two things the evidence dates. German "vor" and "nach" also mean "ago", "in front of" and
# "to", so German is read only in "bevor", "nachdem", "früher als" and "später als".
_ORDER = {"before": -1, "after": 1, "avant": -1, "après": 1, "antes": -1, "después": 1, "depois": 1, "prima": -1}
_ORDER |= {"dopo": 1, "bevor": -1, "nachdem": 1}
_ORDER_PHRASES = {("earlier", "than"): -1, ("later", "than"): 1, ("prior", "to"): -1, ("früher", "als"): -1}
_ORDER_PHRASES |= {("später", "als"): 1, ("plus", "tôt"): -1, ("plus", "tard"): 1}
# Clauses of the evidence, each with the date of what it says: "The bridge opened in 1998; the tunnel in 1994".
_DATED_CLAUSE = re.compile(
    r"[;,:!?()]|\.\s|\s(?:and|but|while|whereas|und|aber|während|et|mais|tandis que|y|pero|mientras|e|ed|ma|mentre"
    r"|mas|enquanto)\s",
    re.IGNORECASE,
)


# "Earlier than planned": an order against an expectation, not against something dated.
_EXPECTED = frozenset(
    {"thought", "expected", "planned", "scheduled", "usual", "anticipated", "predicted", "estimated", "believed"}
    | {"prévu", "attendu", "previsto", "prevista", "esperado", "esperada", "erwartet", "geplant", "vorgesehen"}
)


def _order_at(words: tuple[str, ...], i: int) -> tuple[int, int]:
    """The order the words say at `i` (-1 before, 1 after, 0 none) and how many words say it."""
    pair = (words[i], words[i + 1]) if i + 1 < len(words) else ("", "")
    return (_ORDER_PHRASES[pair], 2) if pair in _ORDER_PHRASES else (_ORDER.get(words[i], 0), 1)


def _order_words(text: _Text) -> bool:
    return any(_order_at(text.folded, i)[0] for i in range(len(text.folded)))


# What may stand between an order word and what it orders: "before the tunnel", "prima del ponte".
_ORDER_FILLERS = ARTICLES | _PREPOSITIONS | {"of", "de", "di", "del", "della", "dello", "du", "des", "do", "dos", "que"}


def _order_sides(text: _Text) -> tuple[int, list[str], str, str] | None:
    """'The bridge opened before the tunnel' -> (-1, [bridge, opened], 'tunnel', 'before the tunnel'): the order, the
    content words and names before it, the first word of what it is said against, and the words that say it."""
    stops = _stops(text.lang)
    for i, word in enumerate(text.folded):
        direction, width = _order_at(text.folded, i)
        if not direction or (word == "after" and i and text.folded[i - 1] == "named"):
            continue
        if set(text.folded[i + width : i + width + 3]) & _EXPECTED or _ranks(text):
            return None  # "earlier than thought", "the third largest after Seagate": nothing the evidence dates
        end = next((k for k in range(i + width, len(text.tokens)) if not text.tokens[k][0].isalnum()), len(text.tokens))
        span = zip(text.tokens[i + width : end], text.folded[i + width : end], strict=True)
        key = next((w for t, w in span if w not in _ORDER_FILLERS and (w not in stops or t[0].isupper())), "")
        before = [
            w
            for k, (token, w) in enumerate(zip(text.tokens[:i], text.folded[:i], strict=True))
            if token[0].isalnum() and not token.isdigit() and (w not in stops or (k and token[0].isupper()))
        ]
        return (direction, before, key, " ".join(text.tokens[i:end])) if key and before else None
    return None


def _order(c: _Text, e: _Text, evidence: str) -> Conflict | None:
    """An order the evidence's dates reverse: "The bridge opened before the tunnel" against "The bridge opened in
    1998; the tunnel opened in 1994". Each side must be dated in a clause of its own that names it and not the
    other, so that a date of something else in the sentence is never read as theirs."""
    if len(e.details.dates) < 2 or any(ch.isdigit() for token in c.tokens for ch in token):
        return None  # a claim's own figures ("before 1900", "33 days after") are the date and number checks' to read
    if not (sides := _order_sides(c)):
        return None
    direction, before, key, said = sides
    clauses = []
    for part in _DATED_CLAUSE.split(fold(evidence)):
        clause = _read(part)
        dates = [d for d in clause.details.dates if not d.bound and d.year is not None]
        if len(dates) == 1 and not _order_words(clause):  # "raised funds after the 2004 tsunami": its date
            named = {w for w in [*before, key] if w in clause.vocabulary or stem(w, c.lang) in clause.vocabulary}
            clauses.append((part.strip(" .!?"), dates[0], named))
    second = [clause for clause in clauses if key in clause[2]]
    if len(second) != 1:
        return None
    # What names the first side: its words that the second side's clause lacks ("bridge", not "opened").
    names = set(before) - {key} - second[0][2]
    first = [clause for clause in clauses if clause[2] & names and key not in clause[2]]
    if len(first) != 1:
        return None
    (text_a, a, _), (text_b, b, _) = first[0], second[0]
    if (order := a.order(b)) and order != direction:
        return Conflict("comparison", said, f"{text_a}, {text_b}")
    return None


def _ranks(text: _Text) -> dict[str, str]:
    """Each superlative of the text with the ordinal before it ("" for none): {"largest": "second"}; German writes
    the ordinal into the word ("zweitgrößte")."""
    ranks: dict[str, str] = {}
    for i, word in enumerate(text.folded):
        before = text.folded[i - 1] if i and text.folded[i - 1] in _ORDINALS else ""
        if word in _MOST and i + 1 < len(text.folded):
            ranks.setdefault(f"{word} {text.folded[i + 1]}", before)
        elif len(word) > 4 and word.endswith("est"):
            ranks.setdefault(word, before)
        elif prefix := next((p for p in _ORDINAL_PREFIXES if word.startswith(p) and len(word) > len(p) + 3), ""):
            ranks.setdefault(word[len(prefix) :], prefix)
    return ranks


def _rank(c: _Text, e: _Text) -> Conflict | None:
    """A superlative the evidence ranks otherwise: "the largest city" against "the second-largest city"."""
    claim, evidence = _ranks(c), _ranks(e)
    words = (frozenset(c.folded), frozenset(e.folded))
    for word in [*claim, *(w for w in evidence if w not in claim)]:  # in the texts' order: one reason every run
        rank, other = (r.get(word, "" if word in w else None) for r, w in zip((claim, evidence), words, strict=True))
        if rank is not None and other is not None and rank != other:
            return Conflict("comparison", f"{rank} {word}".strip(), f"{other} {word}".strip())
    return None


def _phrase(text: _Text, word: str) -> str:
    """The comparison as written, from its first side to the end of its second."""
    i = text.folded.index(word)
    start = max(0, i - 3)
    end = next((k for k in range(i + 2, len(text.tokens)) if not text.tokens[k][0].isalnum()), len(text.tokens))
    return " ".join(t for t in text.tokens[start:end] if t[0].isalnum())


def _other_days(claim: str, evidence: str) -> bool:
    """Both texts name days of the week, and none the same."""
    days, other = weekdays(claim), weekdays(evidence)
    return bool(days and other and not days & other)


def _weekdays(claim: str, evidence: str, c: _Text, e: _Text) -> Conflict | None:
    """Another day: "on Tuesday" against "moved to Wednesday". Not where the two say opposite things of their
    days: "closed on Sundays" is what "open Monday to Saturday" implies. Nor where the evidence's days are its
    exceptions: "open daily except on Mondays" says nothing else of Sundays."""
    if not _other_days(claim, evidence) or _EXCEPT & frozenset(e.folded) or _opposite_words(c, e):
        return None
    return Conflict("date", _day_list(weekdays(claim)), _day_list(weekdays(evidence)), slotted=False)


def _day_list(days: frozenset[str]) -> str:
    return ", ".join(d.capitalize() for d in sorted(days, key=WEEK.index))


def _opposite(claim: str, evidence: str, c: _Text, e: _Text) -> Conflict | None:
    if _other_days(claim, evidence):
        return None  # of other days: "closed on Sundays" and "open Monday to Saturday"
    return _opposite_words(c, e)


def _exception(c: _Text, e: _Text) -> Conflict | None:
    """The evidence makes an exception that a claim about all of something leaves out."""
    universal = next((w for w in c.folded if w in _ALL), None)
    if universal is None or _EXCEPT & frozenset(c.folded):
        return None
    for i, word in enumerate(e.folded):
        if word in _EXCEPT:
            words = list(itertools.takewhile(lambda t: t[0].isalnum(), e.tokens[i + 1 : i + 5]))
            return Conflict("quantifier", universal, " ".join([e.tokens[i], *words]), slotted=False)
    return None


def _restricted(c: _Text, e: _Text) -> Conflict | None:
    """The evidence says of some what the claim says of all: "All employees get 25 days" against "Full-time
    employees get 25 days", "free for all orders" against "Orders above $50 ship for free". A word before the
    noun that the claim lacks restricts it ("full-time", "most", "new"), and so do "above", "with", "who" and
    their kind after it."""
    for i, word in enumerate(c.folded[:-1]):
        if word not in _EVERY:
            continue
        j = next((k for k in range(i + 1, len(c.folded)) if c.folded[k] not in _DETERMINERS), len(c.folded))
        if j == len(c.folded) or not c.tokens[j].isalpha() or names_a_time(c.tokens[j]) or names_a_period(c.tokens[j]):
            continue
        noun = stem(c.folded[j], c.lang)
        found = [k for k, w in enumerate(e.folded) if stem(w, e.lang) == noun]
        if not found or any(_EVERY & set(e.folded[max(0, k - 3) : k]) for k in found):
            continue
        for k in found:
            before = e.folded[k - 1] if k else ""
            premodified = before.isalpha() and before not in _DETERMINERS and before not in c.vocabulary
            premodified = premodified and not number_word(before, e.lang)  # "les trois fonctions" lists them all
            if premodified:  # "Full time employees"
                said = e.tokens[k - 2 if k >= 2 and e.tokens[k - 2].isalpha() else k - 1 : k + 1]
            elif k + 1 < len(e.folded) and e.folded[k + 1] in _RESTRICTING:  # "Orders above 50"
                said = e.tokens[k : k + 3]
            else:
                continue
            return Conflict("quantifier", f"{c.tokens[i]} {c.tokens[j]}", " ".join(said), slotted=False)
    return None


def _unlimited(c: _Text, e: _Text) -> Conflict | None:
    """An amount the evidence gives where the claim says there is no limit ("unlimited storage", "100 GB")."""
    word = next((w for w in c.folded if w in _UNLIMITED), None)
    if word is None or _UNLIMITED & frozenset(e.folded):
        return None
    limit = next((q for q in e.details.quantities if q.unit and q.unit not in _MONEY), None)
    return Conflict("quantifier", word, limit.text, slotted=False) if limit else None


def _frequency(c: _Text, e: _Text) -> Conflict | None:
    """Another period: "every week" against "once a month", "$10 per month" against "$10 per year"."""
    claim, evidence = c.details.periods, e.details.periods
    if not (claim and evidence):
        return None
    if not {p for p, _ in claim} & {p for p, _ in evidence}:
        return Conflict("frequency", claim[0][1], evidence[0][1], slotted=False)
    # Of several, the evidence's period of what the claim's is said of decides: "billed monthly" against "$12 per
    # month, billed annually".
    for period, text in claim:
        word = _word_before(c, text)
        said = [(p, t) for p, t in evidence if word and _word_before(e, t) == word]
        if said and period not in {p for p, _ in said}:
            return Conflict("frequency", text, said[0][1], slotted=False)
    return None


def _word_before(text: _Text, phrase: str) -> str:
    """The stem of the word before `phrase` in `text`; "" if there is none."""
    words = tuple(_read(phrase).folded)
    k = next((k for k in range(len(text.folded)) if text.folded[k : k + len(words)] == words), 0)
    return stem(text.folded[k - 1], text.lang) if k and text.tokens[k - 1][0].isalpha() else ""


def _opposite_words(c: _Text, e: _Text) -> Conflict | None:
    """A word of the claim whose opposite the evidence says instead. Across languages both are read in English
    (`_in_english`), and no day decides between a word and its opposite there."""
    if bool(_EXCEPT.intersection(c.folded)) != bool(_EXCEPT.intersection(e.folded)):
        return None  # one side's exception turns it round: "closed on Tuesdays", "open every day except Tuesday"
    same = c.lang == e.lang
    claim, evidence = ({w: w for w in c.folded}, {w: w for w in e.folded}) if same else (_in_english(c), _in_english(e))
    for word, written in claim.items():
        opposites = _OPPOSITE.get(word, frozenset()) & evidence.keys()
        if not opposites:
            continue
        if word not in evidence and _ALIKE.get(word, frozenset()).isdisjoint(evidence):
            return Conflict("opposite", written, evidence[min(opposites)], slotted=False)
        if same and (said := _said_of_the_days(word, opposites, c, e)):
            return Conflict("opposite", word, said, slotted=False)
    return None


def _in_english(text: _Text) -> dict[str, str]:
    """The text's opposite words in English, each with the word as written."""
    if text.lang == "en":
        return {w: w for w in text.folded if w in _OPPOSITE}
    table = _IN_ENGLISH.get(text.lang, {})
    return {table[w]: w for w in text.folded if w in table}


def _said_of_the_days(word: str, opposites: frozenset[str], c: _Text, e: _Text) -> str | None:
    """Where the evidence says a word and its opposite ("open on weekdays and closed on Sundays"), what it says of
    the claim's days is the one of the two in the clause of each mention of them, the nearest before it first:
    the opposite, if it is that every time."""
    days = frozenset().union(*(weekdays(token) for token in c.tokens))
    if not days:
        return None
    conjunctions, clause, clauses = _conjunctions(e.lang), 0, []
    for token in e.folded:
        clause += token in _CLAUSE_ENDS or token in conjunctions
        clauses.append(clause)
    marks = [m for m, w in enumerate(e.folded) if w == word or w in opposites]
    said = set()
    for k, token in enumerate(e.tokens):
        if weekdays(token) & days and (here := [m for m in marks if clauses[m] == clauses[k]]):
            before = [m for m in here if m < k]
            said.add(e.folded[max(before) if before else min(here)])
    return next(iter(said)) if len(said) == 1 and word not in said else None


class _Slot(NamedTuple):
    preposition: str  # "in" for any of `_AT`
    before: str  # the word before the preposition
    name: str  # the capitalised words after it, past any article
    titled: bool  # the word before is part of a name too: "the Nobel Prize in Chemistry" names no place
    scope: bool = False  # the reach of a superlative: "the highest mountain in Europe" (`_SUPERLATIVE`)


_END = frozenset(".!?:;。！？")
# Not ":", which the tokens of "9:00" hold.
_CLAUSE_ENDS = (_END - {":"}) | {",", "(", ")"}

# Superlatives, whose place is their reach, not where something is: "the highest mountain in Germany" does not
# contradict "the highest mountain in Europe", but does not say it either.
_SUPERLATIVE = re.compile(
    r"\w{2,}est|most|best|worst|least|first|\w{2,}ste[nrs]?|plus|más|più|premier|première|primero|primera|"
    r"primeiro|primeira|primo|prima"
)
_NOT_SUPERLATIVE = frozenset(
    {"west", "midwest", "northwest", "southwest", "interest", "forest", "request", "guest", "test", "rest", "nest"}
    | {"chest", "priest", "protest", "contest", "harvest", "arrest", "suggest", "invest", "honest", "modest"}
    | {"digest", "manifest", "quest", "pest", "vest", "crest", "unrest", "conquest", "bequest"}
    | {"liste", "kiste", "küste", "gäste", "weste", "feste", "reste"}
)
SCOPE_WORDS = 4  # words between a superlative and the preposition of its reach, at most


def _scoped(text: _Text, i: int) -> bool:
    """A superlative in the few words before token i, in its clause, after an article or a possessive ("the
    highest", "the second largest", "Germany's largest"): "Most users are in Asia" and "first released in Japan"
    say where."""
    for k in range(i - 1, max(-1, i - 1 - SCOPE_WORDS), -1):
        word = text.folded[k]
        if word in _CLAUSE_ENDS:
            return False
        if _SUPERLATIVE.fullmatch(word) and word not in _NOT_SUPERLATIVE:
            return any(w in ARTICLES or w.endswith("'s") for w in text.folded[max(0, k - 2) : k])
    return False


def _slots(text: _Text) -> list[_Slot]:
    # German capitalises every noun: there a capital says nothing of a name.
    titles = text.lang != "de"
    slots: list[_Slot] = []
    named: set[int] = set()  # the tokens of the names found so far: "from Paris to London" has two places
    for i, word in enumerate(text.folded[:-1]):
        if word not in _PREPOSITIONS:
            continue
        j = i + 1
        while j < len(text.tokens) - 1 and text.folded[j] in ARTICLES:
            j += 1
        if not (text.tokens[j][0].isupper() and text.tokens[j][0].isalpha() and not names_a_time(text.tokens[j])):
            continue
        start = j
        while j + 1 < len(text.tokens) and (
            text.tokens[j + 1][0].isupper()
            or (text.folded[j + 1] in _NAME_LINKS and j + 2 < len(text.tokens) and text.tokens[j + 2][0].isupper())
        ):
            j += 1
        before = text.tokens[i - 1] if i else ""
        titled = titles and i >= 2 and before[0].isupper() and text.tokens[i - 2] not in _END and i - 1 not in named
        named.update(range(start, j + 1))
        name = " ".join(text.tokens[start : j + 1])
        slots.append(_Slot(_AT.get(word, word), before.casefold(), name, titled, _scoped(text, i)))
    return slots if titles else slots + _genitives(text)


def _genitives(text: _Text) -> list[_Slot]:
    """German names a place with a genitive: "der höchste Berg Europas" is the highest mountain in Europe. It is a
    slot of the noun before it, rivalled only by another genitive of the same noun ("Berg Deutschlands")."""
    return [
        _Slot(f"of {text.folded[k - 1]}", text.folded[k - 1], text.tokens[k], False, _scoped(text, k - 1))
        for k in range(1, len(text.tokens))
        if german_genitive(text.tokens[k], text.tokens[k - 1]) and not names_a_time(text.tokens[k])
    ]


def unstated_scope(claim: str, texts: Sequence[str]) -> str:
    """The reach of a superlative the claim gives ("the highest mountain in Europe") where no text in its language
    names it: "the highest mountain in Germany" does not say it. "" if there is none, or no text to judge by."""
    c = _read(claim)
    same = [t for t in map(_read, texts) if t.lang == c.lang]
    if not same:
        return ""
    vocabulary = frozenset().union(*(t.vocabulary for t in same))
    vocabulary |= {w.removesuffix("'s") for w in vocabulary}  # "Germany's largest city"
    for slot in _slots(c):
        if slot.scope and not any(w.casefold() in vocabulary for w in slot.name.split()):
            return slot.name
    return ""


def _unaccented(word: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFD", word.casefold()) if not unicodedata.combining(ch))


def _one_edit(a: str, b: str) -> bool:
    """At most one letter added, dropped or changed."""
    if len(a) > len(b):
        a, b = b, a
    if len(b) - len(a) > 1:
        return False
    i = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), len(a))
    return a[i + (len(a) == len(b)) :] == b[i + 1 :]


def _spelled_alike(a: str, b: str) -> bool:
    """The same name as two languages spell it: "Collège" and "College", "Galicie" and "Galice"."""
    a, b = _unaccented(a), _unaccented(b)
    return a == b or (min(len(a), len(b)) >= 5 and _one_edit(a, b))


def _places(c: _Text, e: _Text) -> Conflict | None:
    """A slot inside a name ("Prize in Chemistry") is one only for the same name ("Prize in Physics"), not for
    "born in Berlin"."""
    claim_words = frozenset(c.folded)
    vocabulary = e.vocabulary
    evidence_slots = _slots(e)
    for slot in _slots(c):
        if slot.scope or any(w.casefold() in vocabulary for w in slot.name.split()):
            continue
        rivals = [
            (other.before in claim_words, other.name)
            for other in evidence_slots
            if other.preposition == slot.preposition
            and not other.scope
            and not (other.titled and other.before not in claim_words)
            and not (slot.titled and slot.before not in vocabulary)
            and not any(w.casefold() in claim_words for w in other.name.split())
            and not any(_spelled_alike(a, b) for a in slot.name.split() for b in other.name.split())
        ]
        if rivals:
            return Conflict("place", slot.name, max(rivals)[1], slotted=False)
    return None


_CLAUSE = re.compile(r"[,;:()]|\s(?:but|while|whereas|although|though|aber|mais|pero|mas|ma|maar)\s", re.I)


def _negates_the_claim(claim: Analysis, text: str) -> bool:
    """Where the evidence is the negated side, its negation must sit in the clause that speaks of the
    claim: "The child's details have not been released, but the child is expected to recover" does
    not negate "The child is expected to recover"."""
    if claim.negated:
        return True
    content = claim.content - claim.numbers
    for clause in _CLAUSE.split(text):
        reading = analyze(clause)
        if reading.negated and content and len(content & reading.content) >= 0.6 * len(content):
            return True
    return False


def _negation(claim: Analysis, text: str) -> Conflict:
    clauses = [part.strip() for part in re.split(r"[,;:]", text) if part.strip()]

    def shared(part: str) -> int:  # names count twice: the clause about the claim's names is the one it negates
        words = set(_read(part).folded)
        return len(words & claim.words) + len(words & claim.entities)

    best = max(clauses, key=shared, default=text)
    return Conflict("negation", "", best.rstrip("."), slotted=False)
