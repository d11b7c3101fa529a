"""Comparisons and ranks: "higher than" said the other way round, "the largest" against "the second-largest"."""

from __future__ import annotations

from veracity import language
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.opposites import OPPOSITE
from veracity.verifiers.details.text import Text

# Ordinals that rank a superlative ("the second-largest", "la deuxième plus grande", "die zweitgrößte").
_ORDINALS = frozenset(
    {"second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th", "deuxième", "troisième", "segundo", "segunda"}
    | {"tercero", "tercera", "terceiro", "terceira", "secondo", "seconda", "terzo", "terza"}
)
_ORDINAL_PREFIXES = ("zweit", "dritt", "viert")
_MOST = frozenset({"most", "plus", "más", "mais", "più"})


def _sides(text: Text) -> tuple[str, frozenset[str], frozenset[str]] | None:
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


def comparison_conflict(c: Text, e: Text) -> Conflict | None:
    claim, evidence = _sides(c), _sides(e)
    if claim is None or evidence is None:
        return None
    (word, a, b), (other, x, y) = claim, evidence
    stops = language.stop_words_with_english(c.lang)
    a, b = a - stops - b, b - stops - a  # the claim's sides by what names one of them only
    x, y = x - y, y - x
    swapped = word == other and a & y and b & x
    reversed_ = other in OPPOSITE.get(word, ()) and a & x and b & y
    if swapped or reversed_:
        return Conflict("comparison", _phrase(c, word), _phrase(e, other))
    return None


def superlatives(text: Text) -> dict[str, str]:
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


def rank_conflict(c: Text, e: Text) -> Conflict | None:
    """A superlative the evidence ranks otherwise: "the largest city" against "the second-largest city"."""
    claim, evidence = superlatives(c), superlatives(e)
    words = (frozenset(c.folded), frozenset(e.folded))
    for word in [*claim, *(w for w in evidence if w not in claim)]:  # in the texts' order: one reason every run
        rank, other = (r.get(word, "" if word in w else None) for r, w in zip((claim, evidence), words, strict=True))
        if rank is not None and other is not None and rank != other:
            return Conflict("comparison", f"{rank} {word}".strip(), f"{other} {word}".strip())
    return None


def _phrase(text: Text, word: str) -> str:
    """The comparison as written, from its first side to the end of its second."""
    i = text.folded.index(word)
    start = max(0, i - 3)
    end = next((k for k in range(i + 2, len(text.tokens)) if not text.tokens[k][0].isalnum()), len(text.tokens))
    return " ".join(t for t in text.tokens[start:end] if t[0].isalnum())
