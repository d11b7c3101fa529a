"""Periods: a sentence that says something of a past period only ("Until 2022, the annual fee was $49."), which does
not say that it holds now ("The annual fee is $49.")."""

from __future__ import annotations

import re
from datetime import date

_YEAR = r"(?:1[5-9]\d\d|20\d\d)"
_UNTIL = (
    r"until|till|up until|before|prior to|bis|vor|avant|jusqu'en|jusqu'à|hasta|antes de|fino al|fino a|prima del|até"
)
# The period opens the sentence ("Vor 2024 betrug ...") or closes it ("... was $49 until 2022.").
_SCOPE = re.compile(
    rf"^\W*(?P<opens>(?:{_UNTIL})\s+(?:\w+\s+)?{_YEAR})\b|\b(?P<closes>(?:{_UNTIL})\s+(?:\w+\s+)?{_YEAR})\W*$",
    re.IGNORECASE,
)
_ANY_YEAR = re.compile(rf"\b{_YEAR}\b")
_WORD = re.compile(r"\w+")
# Words of a past tense or of a time gone, folded; and endings of the Romance imperfect ("coûtait", "costaba").
_PAST_WORDS = (
    "was were had used formerly previously once war waren hatte hatten betrug lag lagen kostete früher damals était "
    "étaient avait autrefois auparavant era eran fue fueron antes antiguamente erano foi eram anteriormente"
)
_PAST = frozenset(_PAST_WORDS.split())
IMPERFECT_ENDINGS = ("ait", "aient", "aba", "aban", "ava", "avano", "avam")
# Words of the present, folded: a sentence with none of them about a period that ended is about the past, though its
# verb may be either ("Before 2015, tickets cost 12 euros.").
_PRESENT_WORDS = "is are has have ist sind hat haben est sont a ont es son tiene tienen è sono ha hanno é são tem têm"
_PRESENT = frozenset(_PRESENT_WORDS.split())


def _in_the_past(words: list[str]) -> bool:
    return any(w in _PAST or (len(w) > 4 and w.endswith(IMPERFECT_ENDINGS)) for w in words)


def _words(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def _ended(period: str, sentence: str) -> bool:
    """A sentence in the past, or one whose period ended before this year and that says nothing in the present."""
    words = _words(sentence)
    if _in_the_past(words):
        return True
    year = int(_ANY_YEAR.findall(period)[-1])
    return year < date.today().year and not _PRESENT.intersection(words)


def past_period(claim: str, sentence: str) -> str | None:
    """The past period the sentence limits what it says to, where the claim names no year and speaks in the present.
    Only a period that ended counts: "Until 2030, the offer is valid." holds now."""
    found = _SCOPE.search(sentence)
    if found is None or _ANY_YEAR.search(claim) or _in_the_past(_words(claim)):
        return None
    period = found["opens"] or found["closes"]
    return period if _ended(period, sentence) else None
