"""Days of the week: another day than the claim's, another hour on the claim's day, and opposite words that speak
of other days."""

from __future__ import annotations

import re

from veracity.lexicon import WEEK, is_day_group, weekdays
from veracity.quantities import extract
from veracity.verifiers.details.comparisons import converse
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.opposites import opposite_words
from veracity.verifiers.details.text import Text
from veracity.verifiers.details.words import EXCEPT


def _other_days(claim: str, evidence: str) -> bool:
    """Both texts name days of the week, and none the same."""
    days, other = weekdays(claim), weekdays(evidence)
    return bool(days and other and not days & other)


def weekday_conflict(claim: str, evidence: str, c: Text, e: Text) -> Conflict | None:
    """A day the evidence's days lack: "on Tuesday" against "moved to Wednesday", "closed on Mondays and Tuesdays"
    against "closed on Mondays and public holidays". Not where the two say opposite things of their days: "closed
    on Sundays" is what "open Monday to Saturday" implies. Nor where either text's days are its exceptions: "open
    daily except on Mondays" says nothing else of Sundays. A group of days the claim names is one of the evidence's
    where it holds one of them: "Some staff work during the weekends" of "On Saturdays, ..."."""
    days, other = weekdays(claim), weekdays(evidence)
    added = days - other
    if not (added and other) or EXCEPT & frozenset((*c.folded, *e.folded)) or opposite_words(c, e):
        return None
    if days & other and any(map(is_day_group, c.folded)):
        return None
    return Conflict("date", _day_list(added), _day_list(other), slotted=False)


# Where one day's hours end and the next day's begin: "Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm".
_DAY_GROUP_END = re.compile(r"[,;|\n]|\.\s")


def _hours_by_day(text: str) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The hours a text gives days, as (days, times): a part that names days without hours takes the hours of the
    part after it ("Monday to Friday, 8 am to 9 pm")."""
    groups: list[tuple[frozenset[str], frozenset[str]]] = []
    waiting: frozenset[str] = frozenset()
    for part in _DAY_GROUP_END.split(text):
        days, times = weekdays(part), extract(part).times
        if days and not times:
            waiting = days
        elif times and (days or waiting):
            groups.append((days or waiting, times))
            waiting = frozenset()
    return groups


def hours_conflict(claim: str, evidence: str, c: Text, e: Text) -> Conflict | None:
    """An hour the evidence gives none of the claim's days, or a day of the claim's none of its hours: "open until 9
    pm on Saturdays" or "every day until 9 pm" against "Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm". The
    hours of every group of days the claim names are read together, so "9 am on Saturdays and 8 am on weekdays" is
    said by that evidence; a day the evidence gives no hours says nothing."""
    if not (c.details.times and e.details.times and weekdays(claim) and weekdays(evidence)):
        return None
    theirs = _hours_by_day(evidence)
    for days, times in _hours_by_day(claim):
        by_day = {day: frozenset().union(*(hours for other, hours in theirs if day in other)) for day in days}
        said = frozenset().union(*by_day.values())
        if said and (missing := sorted(times - said, key=_clock)):
            return Conflict("time", f"{missing[0]} on {_day_list(days)}", _hour_list(said), sure=True)
        for day in sorted(days, key=WEEK.index):
            if by_day[day] and not times & by_day[day]:
                return Conflict(
                    "time", f"{min(times, key=_clock)} on {day.capitalize()}", _hour_list(by_day[day]), sure=True
                )
    return None


def _clock(time: str) -> tuple[int, ...]:
    return tuple(map(int, time.split(":")))


def _hour_list(times: frozenset[str]) -> str:
    return " and ".join(sorted(times, key=_clock))


def _day_list(days: frozenset[str]) -> str:
    return ", ".join(d.capitalize() for d in sorted(days, key=WEEK.index))


def opposite_conflict(claim: str, evidence: str, c: Text, e: Text) -> Conflict | None:
    if _other_days(claim, evidence) or converse(c, e):
        return None  # of other days: "closed on Sundays" and "open Monday to Saturday"; or one comparison
    return opposite_words(c, e)
