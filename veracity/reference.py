"""Pronouns that point back: "It was released in 1997." needs the name from an earlier sentence."""

from __future__ import annotations

import re

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
_FIRST_WORD = re.compile(r"\w+")
_NAME = re.compile(r"\b[A-ZÀ-ÖØ-ÞА-Я][\w'’-]*(?:\s+[A-ZÀ-ÖØ-ÞА-Я][\w'’-]*)*")


def starts_with_pronoun(sentence: str) -> bool:
    first = _FIRST_WORD.match(sentence.lstrip("\"'“‘«( "))
    return bool(first) and first.group().casefold() in PRONOUNS


def subject(sentence: str) -> str:
    """The first name in a sentence: what a following pronoun most likely refers to."""
    match = _NAME.search(sentence)
    return match.group() if match else ""
