"""Pronouns that point back: "It was released in 1997." needs the name from an earlier sentence."""

from __future__ import annotations

import re
from collections.abc import Sequence

PRONOUNS = frozenset(
    [
        "it",
        "he",
        "she",
        "they",
        "this",
        "these",
        "those",
        "its",
        "his",
        "her",
        "their",
        "er",
        "sie",
        "es",
        "dieser",
        "diese",
        "dieses",
        "sein",
        "seine",
        "ihr",
        "ihre",
        "il",
        "elle",
        "ils",
        "elles",
        "ce",
        "cela",
        "él",
        "ella",
        "ellos",
        "ellas",
        "ele",
        "ela",
        "eles",
        "elas",
        "lui",
        "lei",
        "loro",
        "esso",
        "essa",
        "hij",
        "zij",
        "het",
        "он",
        "она",
        "оно",
        "они",
        "это",
    ]
)
ARTICLES = frozenset(
    [
        "the",
        "a",
        "an",
        "der",
        "die",
        "das",
        "den",
        "dem",
        "des",
        "ein",
        "eine",
        "einen",
        "le",
        "la",
        "les",
        "l",
        "un",
        "une",
        "el",
        "los",
        "las",
        "lo",
        "o",
        "os",
        "as",
        "um",
        "uma",
        "il",
        "lo",
        "gli",
        "i",
    ]
)
_FIRST_WORD = re.compile(r"\w+")
_NAME = re.compile(r"\b[A-ZÀ-ÖØ-ÞА-Я][\w'’-]*(?:\s+[A-ZÀ-ÖØ-ÞА-Я][\w'’-]*)*")


def starts_with_pronoun(sentence: str) -> bool:
    first = _FIRST_WORD.match(sentence.lstrip("\"'“‘«( "))
    return bool(first) and first.group().casefold() in PRONOUNS


def subject(sentence: str) -> str:
    """The first name in a sentence, not counting a capitalised article ("La tour Montparnasse"):
    what a following pronoun most likely refers to."""
    for match in _NAME.finditer(sentence):
        words = match.group().split()
        while words and words[0].casefold() in ARTICLES:
            words.pop(0)
        if words:
            return " ".join(words)
    return ""


def resolve(claim: str, context: Sequence[str]) -> str:
    """A claim that opens with a pronoun, read with the name it most likely stands for in front."""
    if context and starts_with_pronoun(claim):
        name = subject(context[-1])
        return f"{name} {claim}" if name else claim
    return claim
