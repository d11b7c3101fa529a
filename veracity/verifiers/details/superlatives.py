"""Superlatives ("the largest", "la más visitada", "der höchste See"), and one a claim gives that no evidence says."""

from __future__ import annotations

import re
from collections.abc import Sequence

from veracity.reference import ARTICLES
from veracity.verifiers.details.text import Text, as_text, in_language_of
from veracity.verifiers.details.words import wordset

# Words that make the next one a superlative ("the most visited", "the first car").
MAKES_SUPERLATIVE = wordset(
    "most least first last meisten wenigsten ersten letzten plus moins premier premiers première premières dernier "
    "derniers dernière dernières más menos primero primeros primera primeras último últimos última últimas mais "
    "primeiro primeiros primeiras più meno primo primi prima prime ultimo ultimi ultima ultime"
)
# Of these, the ones that also say when ("in the last decade", "le dernier trimestre"): not claimed as a rank.
_LAST = wordset("last letzten dernier derniers dernière dernières último últimos última últimas ultimo ultimi ultima")
# Superlatives without a mark of their own ("the best", "il migliore", "la mayor"), and the articles that make one
# of "most" or "plus": "la plus belle", not "une influence plus marquante".
_IRREGULAR = wordset(
    "best worst meilleur meilleure meilleurs meilleures pire pires mejor mejores peor peores mayor mayores menor "
    "menores melhor melhores pior piores maior maiores migliore migliori peggiore peggiori maggiore maggiori"
)
_DEFINITE = wordset("the der die das den dem des am le la les el los las il lo i gli o a os as")
_NOT_SUPERLATIVE = wordset("interest forest request protest harvest contest honest modest arrest invest digest")
_GERMAN = re.compile(r"\w{2,}(?:st|ßt)(?:e|en|er|es|em)$")
_BEFORE = 2  # how many words before a superlative its article may stand: "the second largest"


def superlative(word: str, lang: str) -> bool:
    """A superlative adjective on its own: "largest", "höchste" (the word folded)."""
    if lang == "de":
        return bool(_GERMAN.match(word))
    return word in _IRREGULAR or (word.endswith("est") and len(word) >= 6 and word not in _NOT_SUPERLATIVE)


def _claimed(c: Text) -> str:
    """The claim's superlative after an article or a possessive ("the largest", "Germany's largest", "le plus"),
    as written; "" if it has none. German nouns are capitalised, its adjectives not: "die Kosten" is no superlative."""
    for k, word in enumerate(c.folded[:-1]):
        before = c.folded[k - 1] if k else ""
        if word in MAKES_SUPERLATIVE and word not in _LAST and c.folded[k + 1].isalpha():
            if before in _DEFINITE or before.endswith("'s"):
                return " ".join(c.tokens[k : k + 2])
            continue
        german_noun = c.lang == "de" and c.tokens[k][0].isupper()
        near = c.folded[max(0, k - _BEFORE) : k]
        if superlative(word, c.lang) and not german_noun and any(w in ARTICLES or w.endswith("'s") for w in near):
            return c.tokens[k]
    return ""


def unstated_superlative(claim: str, texts: Sequence[str]) -> str:
    """The claim's superlative where no text in its language has one: "the largest lake in Siberia" of "a rift lake
    in southern Siberia". "" if there is none, or no text to judge by. Another superlative ("the biggest" of "the
    largest") is left to the sentence's meaning."""
    c = as_text(claim)
    same = in_language_of(c, texts)
    said = _claimed(c) if same else ""
    if not said or any(w in MAKES_SUPERLATIVE or superlative(w, t.lang) for t in same for w in t.folded):
        return ""
    return said
