"""Names: the evidence says of another name what the claim says of its own ("Google acquired YouTube" against
"Microsoft acquired YouTube"). Not a contradiction (Newton and Einstein may share a year of birth), but that
sentence does not say it of the claim's name, however many of the claim's other words it has."""

from __future__ import annotations

from collections.abc import Callable, Set
from difflib import SequenceMatcher

from veracity import language
from veracity.lexicon import NOUNS_CAPITALISED
from veracity.verifiers.details.text import Text
from veracity.verifiers.details.words import END

ALIKE = 0.5  # two names whose letters match this much are one name spelled two ways: "Jules César", "Munich"


def _alike(a: str, b: str) -> bool:
    """One name written two ways: spelled otherwise ("Jules César"), or shortened ("Gabby", "Gabrielle")."""
    a, b = a.casefold(), b.casefold()
    return a[:3] == b[:3] or SequenceMatcher(None, a, b).ratio() >= ALIKE


def _runs(text: Text, named: Callable[[int], bool]) -> list[tuple[int, int]]:
    """The spans [start, end) of consecutive capitalised tokens that are `named`."""
    runs, start = [], None
    for i in range(len(text.tokens) + 1):
        inside = i < len(text.tokens) and text.tokens[i][0].isupper() and named(i)
        if inside and start is None:
            start = i
        elif not inside and start is not None:
            runs.append((start, i))
            start = None
    return runs


def _word(text: Text, i: int) -> str | None:
    """Token i where it is a word, folded: a name's neighbour that can anchor it."""
    return text.folded[i] if 0 <= i < len(text.tokens) and text.tokens[i][0].isalnum() else None


def substituted_name(
    c: Text, e: Text, claim_names: Set[str], missing: Set[str], evidence_names: Set[str]
) -> tuple[str, str] | None:
    """(the claim's name, the evidence's name) where a name the evidence lacks (`missing`, folded) stands between
    the same words as another name of the evidence: "Microsoft acquired" and "Google acquired", "President Obama
    said" and "President Biden said". Both neighbours must match where the claim has both, unless the one that does
    is a content word. In English a passive counts too: "Samsung released" and "was released by Apple". A missing
    word that is not one of the claim's names counts only against a name."""
    stops = language.stop_words_with_english(c.lang)

    def other(k: int) -> bool:
        """A name of the evidence the claim lacks: one its reading found, or any capital inside a sentence ("the Pro
        plan")."""
        inside = k > 0 and e.tokens[k - 1] not in END and e.lang not in NOUNS_CAPITALISED
        return e.folded[k] not in claim_names and (inside or e.folded[k] in evidence_names)

    others = _runs(e, other)
    for start, end in _runs(c, lambda i: c.folded[i] in missing):
        left, right = _word(c, start - 1), _word(c, end)
        named = not claim_names.isdisjoint(c.folded[start:end])
        for k, m in others:
            if not named and evidence_names.isdisjoint(e.folded[k:m]):  # a word for a word: "Sales" for "Revenue"
                continue
            before, after = _word(e, k - 1), _word(e, m)
            matched = [w for w, there in ((left, before), (right, after)) if w is not None and w == there]
            wanted = [w for w in (left, right) if w is not None]
            passive = e.lang == "en" and right is not None and before == "by" and k >= 2 and e.folded[k - 2] == right
            if passive or (matched and (len(matched) == len(wanted) or any(w not in stops for w in matched))):
                said, instead = " ".join(c.tokens[start:end]), " ".join(e.tokens[k:m])
                if not _alike(said, instead):
                    return said, instead
    return None
