"""Deadlines: a date said as the start of something against the same date said as its end ("valid until 14
December" against "valid from 14 December"). Dates are compared by value elsewhere (`numbers.date_conflict`); here
they agree and the words before them do not."""

from __future__ import annotations

import re

from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text

_ARTICLE = r"(?:the|dem|der|le|la|el|il|lo|o|a)\s+"
_START = re.compile(
    r"\b(?:from|since|starting|starting on|as of|effective|ab|seit|dès|depuis|à partir du|à partir de|desde|"
    rf"a partir de|a partir del|a partire da|a partire dal|a partire dalla|dal|dalla)\s+(?:{_ARTICLE})?$",
    re.IGNORECASE,
)
_END = re.compile(
    r"\b(?:until|till|through|by|no later than|bis|bis zum|bis zur|spätestens|jusqu'au|jusqu'à|au plus tard le|"
    rf"hasta|hasta el|até|até ao|fino al|fino a|entro)\s+(?:{_ARTICLE})?$",
    re.IGNORECASE,
)
_BEFORE = 24  # characters before a date read for its bound word


def deadline_conflict(claim: str, evidence: str, c: Text, e: Text) -> Conflict | None:
    """The claim's date as a start where the evidence has it as an end, or the other way round."""
    for date in c.details.dates:
        said = _bound(claim, date.text)
        if not said[0]:
            continue
        for other in e.details.dates:
            if other.bound or date.bound or not date.compatible(other) or date.day != other.day:
                continue
            instead = _bound(evidence, other.text)
            if instead[0] == -said[0]:
                return Conflict("date", said[1], instead[1])
    return None


def _bound(text: str, date: str) -> tuple[int, str]:
    """1 where the words before `date` make it a start, -1 an end, 0 neither; with the bound as written."""
    at = text.find(date)
    if at < 0:
        return 0, ""
    before = text[max(0, at - _BEFORE) : at]
    for direction, words in ((1, _START), (-1, _END)):
        if found := words.search(before):
            return direction, f"{found.group().strip()} {date}"
    return 0, ""
