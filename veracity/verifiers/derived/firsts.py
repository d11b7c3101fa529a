"""'No woman had won a Nobel Prize before Marie Curie' of 'Marie Curie was the first woman to win one'."""

from __future__ import annotations

from collections.abc import Sequence

from veracity.verifiers.derived.base import Derived, share_held, word_set
from veracity.verifiers.derived.comparisons import names
from veracity.verifiers.details.text import Text, as_text

# "No woman had won a Nobel Prize before Marie Curie" says "Marie Curie was the first woman to win one"; "several
# women had won one before her" says she was not.
_NONE = word_set("no kein keine keiner aucun aucune ningún ninguna ninguno nenhum nenhuma nessun nessuna nessuno")
_SOME = word_set(
    "several some many other others two three mehrere einige viele andere plusieurs certaines certains autres "
    "varias varios algunas algunos otras otros muchas muchos várias vários algumas alguns outras outros diverse "
    "alcune alcuni altre altri"
)
_BEFORE = word_set("before vor zuvor avant antes prima")
_FIRST = word_set("first erste ersten erster premier première primer primero primera primeiro primeira primo prima")
_BETWEEN = 2  # words between "the first" and its noun: "the first African-American woman"


def first(claim: str, c: Text, texts: Sequence[str]) -> Derived | None:
    """'No <noun> ... before <name>' against a candidate that calls the name the first <noun>: it holds; 'several
    <nouns> ... before <name>' does not."""
    words = c.folded
    at = next((i for i, w in enumerate(words) if w in _NONE | _SOME), None)
    before = next((i for i, w in enumerate(words) if w in _BEFORE), None)
    if at is None or before is None or before < at + 2 or at + 1 >= len(words):
        return None
    noun = words[at + 1]
    end = next((k for k in range(before + 1, len(words)) if not c.tokens[k][0].isalnum()), len(words))
    name = names(c, before + 1, end)
    if not name:
        return None
    for i, text in enumerate(texts):
        t = as_text(text)
        if not name <= set(t.folded):
            continue
        for k, word in enumerate(t.folded):
            nouns = t.folded[k + 1 : k + 2 + _BETWEEN]
            if word in _FIRST and any(_same_noun(noun, other) for other in nouns):
                said = " ".join(c.tokens[at:end])
                own = " ".join(c.tokens[at : at + 1] + c.tokens[before : before + 1])
                called = " ".join(t.tokens[k : k + 2 + _BETWEEN])
                return Derived(words[at] in _NONE, "quantifier", said, {i: called}, share_held(claim, texts, (i,), own))
    return None


def _same_noun(one: str, other: str) -> bool:
    """One noun in the singular or plural: "woman" and "women", "mujer" and "mujeres", "Frau" and "Frauen"."""
    stem = min(len(one), len(other), 3 if len(one) <= 5 else len(one) - 2)
    return one[:stem] == other[:stem] and abs(len(one) - len(other)) <= 2
