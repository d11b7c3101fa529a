"""Order: "A before B" against the dates the evidence gives A and B."""

from __future__ import annotations

import re

from veracity import language
from veracity.lexicon import fold, stem
from veracity.reference import ARTICLES
from veracity.verifiers.details.comparisons import superlatives
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text, as_text
from veracity.verifiers.details.words import PREPOSITIONS

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


def _order_words(text: Text) -> bool:
    return any(_order_at(text.folded, i)[0] for i in range(len(text.folded)))


# What may stand between an order word and what it orders: "before the tunnel", "prima del ponte".
_ORDER_FILLERS = ARTICLES | PREPOSITIONS | {"of", "de", "di", "del", "della", "dello", "du", "des", "do", "dos", "que"}


def _order_sides(text: Text) -> tuple[int, list[str], str, str] | None:
    """'The bridge opened before the tunnel' -> (-1, [bridge, opened], 'tunnel', 'before the tunnel'): the order, the
    content words and names before it, the first word of what it is said against, and the words that say it."""
    stops = language.stop_words_with_english(text.lang)
    for i, word in enumerate(text.folded):
        direction, width = _order_at(text.folded, i)
        if not direction or (word == "after" and i and text.folded[i - 1] == "named"):
            continue
        if set(text.folded[i + width : i + width + 3]) & _EXPECTED or superlatives(text):
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


def order_conflict(c: Text, e: Text, evidence: str) -> Conflict | None:
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
        clause = as_text(part)
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
