"""A member a claim adds at the end of a list its evidence ends before: "need a passport and a visa" of "need a
valid passport"."""

from __future__ import annotations

from collections.abc import Sequence

from veracity import language
from veracity.lexicon import stem
from veracity.reference import ARTICLES
from veracity.verifiers.details.text import Text, as_text
from veracity.verifiers.details.words import CLAUSE_ENDS, END, PREPOSITIONS, conjunctions_of

_AND = frozenset(["and", "und", "et", "y", "e", "ed", "en"])
# Words after the last member of a list, which say it ended: "a valid passport.", "Android 10", "sábados de 10 a 14".
_AFTER_LAST = frozenset(["of", "de", "di", "von", "for", "für", "pour", "para", "per", "on", "am", "el", "le", "il"])


def unstated_member(claim: str, texts: Sequence[str]) -> str:
    """A member the claim adds at the end of its clause ("need a passport and a visa."), where no text in its
    language has it and one has the member before it where its list ends ("need a valid passport."). "" if there
    is none, or no text to judge by.

    Without the article or the capital the member was read on 14 unsupported claims of the first 400 rows of the
    grounding dev sets and on 4 supported ones ("Messico e viceversa", "biologica e medica")."""
    c = as_text(claim)
    same = [t for t in map(as_text, texts) if t.lang == c.lang]
    ands = conjunctions_of(c.lang) & _AND
    if not same or ands.isdisjoint(c.folded):
        return ""
    stops = language.stop_words_with_english(c.lang)
    vocabulary = frozenset().union(*(t.vocabulary for t in same))
    ending = _list_ends(same)
    n = len(c.folded)
    for k in range(1, n - 1):
        if c.folded[k] not in ands:
            continue
        j = k + 2 if c.folded[k + 1] in ARTICLES else k + 1
        if j >= n or (j + 1 < n and c.tokens[j + 1] not in CLAUSE_ENDS | END):
            continue
        if j == k + 1 and c.tokens[j].islower():
            continue  # a thing, with its article or its name: not "biologica e medica", "Messico e viceversa"
        before, added = c.folded[k - 1], c.folded[j]
        if not (before.isalpha() and added.isalpha()) or before in stops or added in stops:
            continue
        unsaid = added not in vocabulary and stem(added, c.lang) not in vocabulary
        if unsaid and (before in ending or stem(before, c.lang) in ending):
            return " ".join(c.tokens[k + 1 : j + 1])
    return ""


def _list_ends(texts: Sequence[Text]) -> frozenset[str]:
    """The words (and their stems) that some text has where its list ends: before a clause end, a preposition or a
    number."""
    ending: set[str] = set()
    for t in texts:
        for i, word in enumerate(t.folded):
            after = t.folded[i + 1] if i + 1 < len(t.folded) else "."
            if after in CLAUSE_ENDS | END or after in PREPOSITIONS | _AFTER_LAST or after[0].isdigit():
                ending.update((word, stem(word, t.lang)))
    return frozenset(ending)
