"""Words that several detail checks read: conjunctions, prepositions, the ends of a clause, exceptions, stop words,
the short words inside a name."""

from __future__ import annotations

import re
from functools import cache


def wordset(text: str) -> frozenset[str]:
    """The words of a list written as one string, case-folded: `wordset("if whenever wenn")`."""
    return frozenset(w.casefold() for w in text.split())


# Words that say there is no limit, which a negated limit says too ("no limit", "sans limite").
UNLIMITED = frozenset(
    {"unlimited", "unbegrenzt", "unbegrenzte", "unbegrenzten", "unbeschränkt", "illimité", "illimitée", "illimités"}
    | {"illimitées", "ilimitado", "ilimitada", "ilimitados", "ilimitadas", "illimitato", "illimitata", "illimitati"}
    | {"onbeperkt"}
)
LIMITS = frozenset(
    {"limit", "limits", "cap", "caps", "limite", "limites", "límite", "límites", "limiti", "limiet", "grenze"}
    | {"begrenzung", "beschränkung", "limitierung"}
)

# "With" and "without": a negation that describes a noun ("a man without a shirt", "with no shirt"), or says that a
# condition is not needed ("without approval", "with their manager's approval").
WITH = frozenset(["with", "mit", "avec", "con", "com", "met", "z", "с"])
WITHOUT = frozenset(["without", "ohne", "sans", "sin", "sem", "senza", "zonder", "bez", "без", "بدون"])

# Lower-case words inside a name: "Rio de Janeiro", "University of Tokyo", "Leonardo da Vinci".
NAME_LINKS = frozenset({"de", "do", "da", "of", "del", "di", "du", "von", "van"})
_CONJUNCTIONS = frozenset(["and", "or", "und", "oder", "et", "ou", "y", "o", "e", "ed", "en", "и", "или"])
# "en" is "in" in French and Spanish, "o" is "the" in Portuguese.
_NOT_CONJUNCTIONS = {"fr": frozenset(["en"]), "es": frozenset(["en"]), "pt": frozenset(["o"])}
PREPOSITIONS = frozenset(
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
END = frozenset(".!?:;。！？")
# Not ":", which the tokens of "9:00" hold.
CLAUSE_ENDS = (END - {":"}) | {",", "(", ")"}
CLAUSE = re.compile(r"[,;:()]|\s(?:but|while|whereas|although|though|aber|mais|pero|mas|ma|maar)\s", re.I)
# "Open every day except Tuesday": an exception turns what follows it round, and an answer that drops it says
# too much ("open every day") where it uses a word for all.
EXCEPT = frozenset(
    w.casefold()  # as tokens are folded: "außer" is "ausser"
    for w in {"except", "excluding", "sauf", "excepté", "außer", "ausgenommen", "excepto", "salvo", "exceto", "tranne"}
    | {"eccetto", "behalve", "excludes", "exclut", "excluye", "exclui", "esclude"}  # "covers X but excludes Y"
)


def in_english(tables: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """Tables of each language's words for English ones ({"de": {"open": "geöffnet offen"}}) turned round: each
    word, case-folded as tokens are ("schliesst"), with its English."""
    return {
        lang: {word.casefold(): english for english, words in table.items() for word in words.split()}
        for lang, table in tables.items()
    }


@cache
def conjunctions_of(lang: str) -> frozenset[str]:
    return _CONJUNCTIONS - _NOT_CONJUNCTIONS.get(lang, frozenset())


# Words for all of a group: "All employees" is not said by "full-time employees" (`scope`), and "to all members"
# restricts nothing (`conditions`).
EVERY = frozenset(
    {"all", "every", "each", "alle", "jeder", "jede", "jedes", "tous", "toutes", "chaque", "todos", "todas"}
    | {"cada", "tutti", "tutte", "ogni", "elke", "tout", "toute", "todo", "toda", "tutto", "tutta", "jedem", "jeden"}
    | {"both", "beide", "beiden", "ambos", "ambas", "entrambi", "entrambe"}  # all of two: one of them is not both
)
# Words that say one alone: "reached only by email". As tokens are folded: "ausschließlich" is "ausschliesslich".
ONLY = wordset(
    "only solely exclusively nur ausschließlich seulement uniquement exclusivement sólo solamente únicamente "
    "exclusivamente somente apenas soltanto unicamente esclusivamente"
)
# Italian "alle" is "to the" ("alle varie", "alle 15"): a word for all only in German and Dutch.
_NOT_ALL = {"it": frozenset(["alle"])}


def words_for_all(words: frozenset[str], lang: str) -> frozenset[str]:
    """Of `words` for all or every, those that are such words in `lang`."""
    return words - _NOT_ALL.get(lang, frozenset())
