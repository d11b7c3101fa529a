"""A text as the detail checks read it: its words with their case, numbers and dates, lists and acts; read once."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from veracity import language
from veracity.lexicon import fold, stem
from veracity.quantities import Details, extract
from veracity.verifiers.details.lists import list_members
from veracity.verifiers.details.roles import Act, acts_in
from veracity.verifiers.details.words import CLAUSE_ENDS

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?|[,;:().!?。！？、]")


@dataclass(frozen=True)
class Text:
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
    def clause_ends(self) -> tuple[int, ...]:
        """For each token, where the next clause end after it stands (the token count for none): read in one pass,
        so that a check looking for the ends of many phrases stays linear."""
        ends, following = [len(self.tokens)] * len(self.tokens), len(self.tokens)
        for k in range(len(self.tokens) - 1, -1, -1):
            ends[k] = following
            if self.tokens[k] in CLAUSE_ENDS:
                following = k
        return tuple(ends)

    @cached_property
    def clause_starts(self) -> tuple[int, ...]:
        """For each token, where its clause starts: the token after the last clause end before it (0 for none)."""
        starts, start = [], 0
        for k, token in enumerate(self.tokens):
            starts.append(start)
            if token in CLAUSE_ENDS:
                start = k + 1
        return tuple(starts)

    @cached_property
    def lists(self) -> list[list[list[int]]]:
        return list_members(self)

    @cached_property
    def acts(self) -> list[Act]:
        return acts_in(self)


@lru_cache(maxsize=50_000)
def as_text(text: str) -> Text:
    tokens = tuple(_WORD.findall(fold(text)))
    return Text(tokens, tuple(t.casefold() for t in tokens), language.detect(text), extract(text))


def in_language_of(claim: Text, texts: Sequence[str]) -> list[Text]:
    """The texts written in the claim's language, as read: only their words can be looked up for the claim's."""
    return [t for t in map(as_text, texts) if t.lang == claim.lang]


def vocabulary_of(texts: Sequence[Text]) -> frozenset[str]:
    """Every word of the texts, folded and stemmed."""
    return frozenset().union(*(t.vocabulary for t in texts))
