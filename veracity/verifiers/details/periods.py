"""Periods: a sentence that says something of a past period only ("Until 2022, the annual fee was $49.", "Steve Ballmer
was Microsoft's CEO from 2000 to 2014."), which does not say that it holds now ("The annual fee is $49.")."""

from __future__ import annotations

import re
from datetime import date
from itertools import pairwise

from veracity.reference import ARTICLES

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
# A span of years anywhere in the sentence: "from 2000 to 2014", "von 2000 bis 2014", "de 2000 à 2014", "2000-2014".
_SPAN = re.compile(
    rf"(?:\b(?:from|between|von|zwischen|de|entre|desde|dal|tra|fra)\s+{_YEAR}\s+"
    rf"(?:to|and|until|till|bis|und|à|au|a|y|e|hasta|até|al|fino al)\s+|\b{_YEAR}\s*[-–]\s*)({_YEAR})\b",
    re.IGNORECASE,
)
# A state said in the present and in the past, by language: "is" and "was".
_NOW_AND_THEN = {
    "is": "was",
    "are": "were",
    "ist": "war",
    "sind": "waren",
    "est": "était",
    "sont": "étaient",
    "es": "era fue",
    "son": "eran fueron",
    "è": "era fu",
    "sono": "erano furono",
    "é": "era foi",
    "são": "eram foram",
}
_THEN = {now: frozenset(then.split()) for now, then in _NOW_AND_THEN.items()}
_WORD = re.compile(r"\w+")
# Words of a past tense or of a time gone, folded; and endings of the Romance imperfect ("coûtait", "costaba").
_PAST_WORDS = (
    "was were had used formerly previously once war waren hatte hatten betrug lag lagen kostete früher damals était "
    "étaient avait autrefois auparavant era eran fue fueron antes antiguamente erano foi eram anteriormente "
    "gewesen été sido stato stata stati"  # a perfect: "è stato il primo ministro"
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
    return _over(int(_ANY_YEAR.findall(period)[-1]), words)


def _over(year: int, words: list[str]) -> bool:
    """A period that ended before this year, in a sentence that says nothing in the present."""
    return year < date.today().year and not _PRESENT.intersection(words)


def past_period(claim: str, sentence: str) -> str | None:
    """The past period the sentence limits what it says to, where the claim names no year and speaks in the present.
    Only a period that ended counts: "Until 2030, the offer is valid." holds now."""
    if _ANY_YEAR.search(claim) or _in_the_past(_words(claim)):
        return None
    if found := _SCOPE.search(sentence):
        period = found["opens"] or found["closes"]
        return period if _ended(period, sentence) else None
    return _held_then(claim, sentence)


def _held_then(claim: str, sentence: str) -> str | None:
    """A span of years that ended, in a sentence that says in the past what the claim says in the present: "Steve
    Ballmer was Microsoft's CEO from 2000 to 2014" against "Steve Ballmer is Microsoft's CEO". The word after the
    verb (less the span and articles) must be the claim's, so that an event in a span ("The bridge was built from
    1933 to 1937") leaves what is said of the thing now alone."""
    span = _SPAN.search(sentence)
    if span is None or not _over(int(span[1]), _words(sentence)):
        return None
    words = [w for w in _words(sentence[: span.start()] + sentence[span.end() :]) if w not in ARTICLES]
    said = [w for w in _words(claim) if w not in ARTICLES]
    pairs = set(pairwise(words))
    for word, after in pairwise(said):
        if any((then, after) in pairs for then in _THEN.get(word, ())):
            return span[0]
    return None
