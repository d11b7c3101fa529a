"""Deadlines: a date said as the start of something against the same date said as its end ("valid until 14
December" against "valid from 14 December"). Dates are compared by value elsewhere (`numbers.date_conflict`); here
they agree and the words before them (`Date.starts`) do not."""

from __future__ import annotations

from veracity.quantities import Date
from veracity.verifiers.details.conflict import Conflict


def deadline_conflict(claim: tuple[Date, ...], evidence: tuple[Date, ...]) -> Conflict | None:
    """The claim's date as a start where the evidence has it as an end, or the other way round."""
    for date in claim:
        if not date.starts or date.bound:
            continue
        for other in evidence:
            if other.starts == -date.starts and not other.bound and date.compatible(other) and date.day == other.day:
                return Conflict("date", f"{date.edge} {date.text}", f"{other.edge} {other.text}")
    return None
