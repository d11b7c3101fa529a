"""Places: the name after "in" (or a German genitive) that the evidence gives otherwise, and a superlative's reach."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import NamedTuple

from veracity.lexicon import german_genitive
from veracity.quantities import names_a_time
from veracity.reference import ARTICLES
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text, as_text, in_language_of, vocabulary_of
from veracity.verifiers.details.words import CLAUSE_ENDS, END, NAME_LINKS, PREPOSITIONS

# "In" contracted with an article ("au", "no", "nel", "im"): one slot with the plain word. English "at" stays apart
# from "in" ("at Harvard", "in Boston"): merged, they cost WiCE 0.007 AUROC.
_AT = dict.fromkeys(["im", "dans", "à", "au", "aux", "em", "no", "na", "nos", "nas", "nel", "nella"], "in")


class _Slot(NamedTuple):
    preposition: str  # "in" for any of `_AT`
    before: str  # the word before the preposition
    name: str  # the capitalised words after it, past any article
    titled: bool  # the word before is part of a name too: "the Nobel Prize in Chemistry" names no place
    scope: bool = False  # the reach of a superlative: "the highest mountain in Europe" (`_SUPERLATIVE`)


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


def _scoped(text: Text, i: int) -> bool:
    """A superlative in the few words before token i, in its clause, after an article or a possessive ("the
    highest", "the second largest", "Germany's largest"): "Most users are in Asia" and "first released in Japan"
    say where."""
    for k in range(i - 1, max(-1, i - 1 - SCOPE_WORDS), -1):
        word = text.folded[k]
        if word in CLAUSE_ENDS:
            return False
        if _SUPERLATIVE.fullmatch(word) and word not in _NOT_SUPERLATIVE:
            return any(w in ARTICLES or w.endswith("'s") for w in text.folded[max(0, k - 2) : k])
    return False


def _slots(text: Text) -> list[_Slot]:
    # German capitalises every noun: there a capital says nothing of a name.
    titles = text.lang != "de"
    slots: list[_Slot] = []
    named: set[int] = set()  # the tokens of the names found so far: "from Paris to London" has two places
    for i, word in enumerate(text.folded[:-1]):
        if word not in PREPOSITIONS:
            continue
        j = i + 1
        while j < len(text.tokens) - 1 and text.folded[j] in ARTICLES:
            j += 1
        if not (text.tokens[j][0].isupper() and text.tokens[j][0].isalpha() and not names_a_time(text.tokens[j])):
            continue
        start = j
        while j + 1 < len(text.tokens) and (
            text.tokens[j + 1][0].isupper()
            or (text.folded[j + 1] in NAME_LINKS and j + 2 < len(text.tokens) and text.tokens[j + 2][0].isupper())
        ):
            j += 1
        before = text.tokens[i - 1] if i else ""
        titled = titles and i >= 2 and before[0].isupper() and text.tokens[i - 2] not in END and i - 1 not in named
        named.update(range(start, j + 1))
        name = " ".join(text.tokens[start : j + 1])
        slots.append(_Slot(_AT.get(word, word), before.casefold(), name, titled, _scoped(text, i)))
    return slots if titles else slots + _genitives(text)


def _genitives(text: Text) -> list[_Slot]:
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
    c = as_text(claim)
    same = in_language_of(c, texts)
    if not same:
        return ""
    vocabulary = vocabulary_of(same)
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


def place_conflict(c: Text, e: Text) -> Conflict | None:
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
