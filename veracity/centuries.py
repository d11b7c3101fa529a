"""Centuries in the forms languages write them: "XIXe siècle", "siglo XIX", "nineteenth century", "19th-century",
"19. Jahrhundert". `in_digits` writes each as its number, so that "19e siècle" meets "XIXe siècle", and `named`
finds them, so that a year can state its century ("built in 1650" says "the 17th century")."""

from __future__ import annotations

import re
from typing import NamedTuple

_AFTER = r"(?:siglos?|séculos?|secol[oi])"  # nouns that Spanish, Portuguese and Italian write the number after
_NOUN = rf"(?:centur(?:y|ies)|siècles?|{_AFTER}|jahrhunderts?|jahrhunderten|eeuw(?:en)?)"
_MARK = r"e|er|re|ème|eme|º|°"  # the ordinal endings of French and Italian: "XIXe", "Ier", "XIIIº", "19e"
# A Roman numeral of a century, upper case only ("i" is an Italian article), with its ordinal ending.
_ROMAN = rf"\b[IVX]{{1,5}}(?:{_MARK})?\b"
# Two centuries in one phrase: "au XVe et au XVIe siècle", "siglos XV y XVI".
_JOIN = r"\s*(?:,|-|–|et|e|y|and|und|à|a|al)\s*(?:(?:au|le|les|el|il|o|the|dem|im)\s+)?"
_ROMAN_BEFORE = re.compile(rf"{_ROMAN}(?:{_JOIN}{_ROMAN})?[\s-]+(?i:{_NOUN})\b")
_ROMAN_AFTER = re.compile(rf"\b(?i:{_AFTER})\s+{_ROMAN}(?:{_JOIN}{_ROMAN})?")
_NUMERAL = re.compile(r"\b[IVX]{1,5}")
_VALUES = {"I": 1, "V": 5, "X": 10}

_ORDINALS = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
]
_ORDINAL_OF = {word: i + 1 for i, word in enumerate(_ORDINALS)}
_WORDS = re.compile(rf"\b(twenty[- ]first|{'|'.join(_ORDINALS)})(?=[\s-]+centur(?:y|ies)\b)", re.IGNORECASE)

# An ordinal ending, which a count lacks: "the 19th century", not "over 2 centuries"; or Italian's "XIX secolo",
# which is "19 secolo" written in digits.
_ENDING = rf"(?:st|nd|rd|th|{_MARK}|\.)"
_DIGITS_BEFORE = re.compile(
    rf"\b(\d{{1,2}})(?:{_ENDING}(?:{_JOIN}(\d{{1,2}}){_ENDING})?[\s-]+{_NOUN}|\s+secolo)\b", re.IGNORECASE
)
_DIGITS_AFTER = re.compile(rf"\b{_AFTER}\s+(\d{{1,2}})\b(?:{_JOIN}(\d{{1,2}})\b)?", re.IGNORECASE)


def _roman(numeral: str) -> int | None:
    """The value of a Roman numeral of one to 39 written as usual, or None ("IIX", "VX")."""
    values = [_VALUES[c] for c in numeral]
    total = sum(-v if v < after else v for v, after in zip(values, [*values[1:], 0], strict=True))
    return total if 0 < total < 40 and _write_roman(total) == numeral else None


def _write_roman(number: int) -> str:
    tens, units = divmod(number, 10)
    return "X" * tens + ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")[units]


def _numerals(match: re.Match[str]) -> str:
    def number(numeral: re.Match[str]) -> str:
        value = _roman(numeral.group())
        return str(value) if value else numeral.group()

    return _NUMERAL.sub(number, match.group())


def _ordinal(match: re.Match[str]) -> str:
    word = match.group(1).casefold()
    number = 21 if word.startswith("twenty") else _ORDINAL_OF[word]
    ending = "th" if 10 < number < 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{ending}"


def in_digits(text: str) -> str:
    """The text with each century written in digits: "XIXe siècle" -> "19e siècle", "siglo XIX" -> "siglo 19",
    "nineteenth century" -> "19th century". Other Roman numerals ("Louis XIV") are left as they are."""
    lowered = text.casefold()
    if not any(noun in lowered for noun in ("centur", "siècle", "siglo", "século", "secol", "jahrhundert", "eeuw")):
        return text
    return _WORDS.sub(_ordinal, _ROMAN_AFTER.sub(_numerals, _ROMAN_BEFORE.sub(_numerals, text)))


class Century(NamedTuple):
    number: int
    text: str  # as written in digits: "19e siècle"

    @property
    def middle(self) -> int:
        return self.number * 100 - 50

    def holds(self, year: int) -> bool:
        """The year falls in the century, counted either way: 1900 is in the 19th by the calendar, in the 20th as
        "the 1900s" are."""
        return (self.number - 1) * 100 <= year <= self.number * 100


def named(folded: str) -> tuple[Century, ...]:
    """The centuries a text written `in_digits` names: "aux 15ème et 16ème siècles" -> 15 and 16."""
    found = sorted((*_DIGITS_BEFORE.finditer(folded), *_DIGITS_AFTER.finditer(folded)), key=lambda m: m.start())
    return tuple(Century(int(n), m.group()) for m in found for n in m.groups() if n and int(n) > 0)
