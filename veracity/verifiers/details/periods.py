"""Periods: a sentence that says something of a past period only ("Until 2022, the annual fee was $49."), which does
not say that it holds now ("The annual fee is $49.")."""

from __future__ import annotations

import re

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
_PAST_ENDINGS = ("ait", "aient", "aba", "aban", "ava", "avano", "avam")


def _in_the_past(text: str) -> bool:
    return any(w in _PAST or (len(w) > 4 and w.endswith(_PAST_ENDINGS)) for w in _WORD.findall(text.casefold()))


def past_period(claim: str, sentence: str) -> str | None:
    """The past period the sentence limits what it says to, where the claim names no year and speaks in the present.
    Only a sentence in the past counts: "Until 2030, the offer is valid." holds now."""
    found = _SCOPE.search(sentence)
    if found is None or not _in_the_past(sentence) or _ANY_YEAR.search(claim) or _in_the_past(claim):
        return None
    return found["opens"] or found["closes"]
