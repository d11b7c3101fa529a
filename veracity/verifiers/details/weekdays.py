"""Days of the week: another day than the claim's, and opposite words that speak of other days."""

from __future__ import annotations

from veracity.lexicon import WEEK, is_day_group, weekdays
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


def _day_list(days: frozenset[str]) -> str:
    return ", ".join(d.capitalize() for d in sorted(days, key=WEEK.index))


def opposite_conflict(claim: str, evidence: str, c: Text, e: Text) -> Conflict | None:
    if _other_days(claim, evidence) or converse(c, e):
        return None  # of other days: "closed on Sundays" and "open Monday to Saturday"; or one comparison
    return opposite_words(c, e)
