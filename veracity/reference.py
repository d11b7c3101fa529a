"""Pronouns that point back: "It was released in 1997." needs the name from an earlier sentence."""

from __future__ import annotations

import re
from collections.abc import Sequence

from veracity.language import detect, stop_words
from veracity.quantities import names_a_time

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
LOOK_BACK = 3  # sentences; a pronoun further from its name is rarely meant for it
_AFTER_NUMBER = re.compile(r"\d\s*$")
_FIRST_WORD = re.compile(r"\w+")
# A name of capitalised words, and the number that names its version or model: "Version 3.2", "iPhone 15".
_NAME = re.compile(r"\b[A-ZÀ-ÖØ-ÞА-Я][\w'’-]*(?:\s+[A-ZÀ-ÖØ-ÞА-Я][\w'’-]*)*(?:\s+\d+(?:\.\d+)*\b(?![.,]?\d))?")


def _first_word(sentence: str) -> str:
    """The sentence's first word, case-folded, past any opening quote or bracket."""
    first = _FIRST_WORD.match(sentence.lstrip("\"'“‘«( "))
    return first.group().casefold() if first else ""


def starts_with_pronoun(sentence: str) -> bool:
    return _first_word(sentence) in PRONOUNS


def subject(sentence: str) -> str:
    """The first name in a sentence: what a following pronoun most likely refers to. An article
    ("La tour Montparnasse"), a pronoun, a day or month ("open on Sundays") and a common word that is
    capitalised only because it opens the sentence ("In 1997, Apple ...", "However") are no name."""
    lang = detect(sentence)
    opening = stop_words(lang)
    for match in _NAME.finditer(sentence):
        if lang == "de" and _AFTER_NUMBER.search(sentence, 0, match.start()):
            continue  # German capitalises the unit of "2962 Meter hoch"
        words = match.group().split()
        common = opening if not sentence[: match.start()].strip("\"'“‘«( ") else frozenset()
        while words and (_common(words[0], common) or names_a_time(words[0])):
            words.pop(0)
            common = frozenset()
        if words and not words[0][0].isdigit():  # the year of "In 1997, Apple" is no name
            return " ".join(words)
    return ""


def _common(word: str, opening: frozenset[str]) -> bool:
    folded = word.casefold()
    return folded in ARTICLES or folded in PRONOUNS or folded in opening


def resolve(claim: str, context: Sequence[str]) -> str:
    """A claim that opens with a pronoun, read with the name it most likely stands for in front: the last one
    named in the `LOOK_BACK` sentences before it ("The Louvre ... It received ... It is in Paris."); in German the
    last noun of the pronoun's gender, if any."""
    if not starts_with_pronoun(claim):
        return claim
    articles = _GERMAN_GENDER.get(_first_word(claim), ()) if detect(claim) == "de" else ()
    recent = context[-LOOK_BACK:][::-1]
    gendered = next(filter(None, (_german_subject(s, articles) for s in recent)), "") if articles else ""
    name = gendered or next(filter(None, map(subject, recent)), "")
    return f"{name} {claim}" if name else claim


# German capitalises every noun, so its pronouns are resolved by gender: "sie" is the noun after "die".
_GERMAN_GENDER = {"er": ("der", "ein"), "sie": ("die", "eine"), "es": ("das", "ein")}
_GERMAN_NOUN = re.compile(r"\b((?i:der|die|das|ein|eine))\s+(?:[a-zäöüß][\w-]*\s+)*([A-ZÄÖÜ][\w-]*)")


def _german_subject(sentence: str, articles: tuple[str, ...]) -> str:
    """The first noun of the pronoun's gender: "Der höchste Gipfel ist die Zugspitze." -> "Zugspitze" for "sie"."""
    for match in _GERMAN_NOUN.finditer(sentence):
        if match.group(1).casefold() in articles:
            return match.group(2)
    return ""
