"""Detail checks: where the evidence gives another value for the same slot of a claim.

Word-level evidence is best at these, and a sentence embedding blurs them: a number with its unit
or scale word, a date at its granularity or a day of the week, how often or per what, the members of
a list, the two sides of a comparison, a claim about all that the evidence says of some or with an
exception, the place after "in", a word and its opposite, a negation against a plain statement. Each check
returns a `Conflict` that says what the claim has and what the evidence has instead; whether the
two texts speak of the same thing at all is the verifier's to weigh (`fast.judge`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from veracity.lexicon import Analysis, negates
from veracity.verifiers.details.additions import unstated_member
from veracity.verifiers.details.causes import unstated_cause
from veracity.verifiers.details.codes import code_conflict
from veracity.verifiers.details.comparisons import (
    comparison_conflict,
    holder_conflict,
    rank_conflict,
    superlative_conflict,
)
from veracity.verifiers.details.conditions import condition, refused_condition
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.deadlines import deadline_conflict
from veracity.verifiers.details.endings import ended_conflict
from veracity.verifiers.details.extents import unstated_extent
from veracity.verifiers.details.hedges import hedge, usual_conflict
from veracity.verifiers.details.lists import list_conflict, member_conflict, only_conflict
from veracity.verifiers.details.materials import material_conflict
from veracity.verifiers.details.names import phrases, substituted_name
from veracity.verifiers.details.negation import negates_the_claim, negation_conflict, polarity_flip
from veracity.verifiers.details.numbers import (
    century_conflict,
    change_conflict,
    clause_quantity_conflict,
    date_conflict,
    event_date_conflict,
    frequency_conflict,
    other_version,
    price_conflict,
    quantity_conflict,
    time_conflict,
    unstated_free,
    version_conflict,
)
from veracity.verifiers.details.order import order_conflict
from veracity.verifiers.details.ordinals import ordinal_conflict
from veracity.verifiers.details.payers import payer_conflict
from veracity.verifiers.details.people import sex_conflict
from veracity.verifiers.details.periods import past_period
from veracity.verifiers.details.places import place_conflict, unstated_scope
from veracity.verifiers.details.roles import role_conflict
from veracity.verifiers.details.scope import (
    exception_conflict,
    excepts,
    restriction_conflict,
    unlimited_conflict,
    unstated_group,
)
from veracity.verifiers.details.superlatives import unstated_superlative
from veracity.verifiers.details.text import as_text
from veracity.verifiers.details.weekdays import hours_conflict, opposite_conflict, weekday_conflict

__all__ = [
    "Conflict",
    "disputed_words",
    "find_conflicts",
    "other_version",
    "phrases",
    "polarity_flip",
    "qualification",
    "substituted_name",
    "unstated",
]


# Verbs that say only where something is: "It is located in Lyon" states of Lyon what "The Louvre, in Paris"
# states of Paris, so they are part of the place a conflict disputes, not of the rest that must agree.
_LOCATED = frozenset(
    [
        "located",
        "situated",
        "lies",
        "lie",
        "sits",
        "based",
        "situé",
        "située",
        "situés",
        "trouve",
        "trouvent",
        "liegt",
        "liegen",
        "befindet",
        "befinden",
        "gelegen",
        "encuentra",
        "encuentran",
        "ubicado",
        "ubicada",
        "situado",
        "situada",
        "localizado",
        "localizada",
        "fica",
        "ficam",
        "localiza",
        "trova",
        "trovano",
        "situato",
        "situata",
    ]
)


def disputed_words(conflicts: Sequence[Conflict]) -> set[str]:
    """The claim's words, folded, that its conflicts are about."""
    words = {w.casefold() for c in conflicts for w in re.findall(r"[^\W\d_]+", c.claim)}
    return words | _LOCATED if any(c.kind == "place" for c in conflicts) else words


def find_conflicts(
    claim: str, evidence: str, claim_analysis: Analysis, evidence_analysis: Analysis
) -> tuple[Conflict, ...]:
    """Every slot in which the evidence says something else than the claim, the strongest first."""
    c, e = as_text(claim), as_text(evidence)
    checks = (
        date_conflict(c.details.dates, e.details.dates),
        event_date_conflict(c, e),
        deadline_conflict(c.details.dates, e.details.dates),
        century_conflict(c.details, e.details),
        quantity_conflict(c.details.quantities, e.details.quantities),
        version_conflict(c.details.versions, e.details.versions),
        code_conflict(claim, evidence),
        clause_quantity_conflict(claim, evidence, c.details.quantities),
        time_conflict(c.details.times, e.details.times),
        price_conflict(c, e),
        list_conflict(c, e),
        member_conflict(c, e),
        only_conflict(c, e),
        comparison_conflict(c, e),
        role_conflict(c, e),
        payer_conflict(c, e),
        order_conflict(c, e, evidence),
        rank_conflict(c, e),
        holder_conflict(c, e, claim_analysis.entities, evidence_analysis.entities),
        superlative_conflict(c, e),
        ordinal_conflict(c, e),
        weekday_conflict(claim, evidence, c, e),
        hours_conflict(claim, evidence, c, e),
        refused_condition(claim, evidence),
        exception_conflict(c, e),
        usual_conflict(c, e),
        restriction_conflict(c, e),
        unlimited_conflict(c, e),
        frequency_conflict(c, e),
        opposite_conflict(claim, evidence, c, e),
        material_conflict(c, e),
        ended_conflict(c, e),
        change_conflict(c.details, e.details),  # after "fell" against "increased"
        sex_conflict(c, e),
        place_conflict(c, e),
    )
    slots = tuple(conflict for conflict in checks if conflict is not None)
    if polarity_flip(claim, evidence, claim_analysis, evidence_analysis):
        # "It was not released in 1995" does not conflict with "released in 1991"; with "in 1995" it does. A
        # negation inside a value is that value's ("sans frais" against "payer des frais", "no more than 23 kg").
        if own := tuple(s for s in slots if _negated(s.evidence, e.lang) or _negated(s.claim, c.lang)):
            return own
        if slots or not negates_the_claim(claim_analysis, evidence) or excepts(c, e):
            return ()
        return (negation_conflict(claim_analysis, evidence),)
    return slots


def _negated(value: str, lang: str) -> bool:
    return any(negates(w, lang) for w in as_text(value).folded)


def unstated(claim: str, texts: Sequence[str]) -> str:
    """What the claim says that no candidate says: the reach of its superlative ("in Europe"), the superlative
    itself ("the largest"), that it costs nothing, its cause, how far or soon it holds ("worldwide", "instantly"), a
    member it adds to a list, or the group its subject says all or only of ("Every customer"). "" if there is
    none."""
    return _unstated(claim, tuple(texts))


@lru_cache(maxsize=256)
def _unstated(claim: str, texts: tuple[str, ...]) -> str:
    """Cached: the checker and the trained verifier each ask it of the same claim and candidates."""
    return (
        unstated_scope(claim, texts)
        or unstated_superlative(claim, texts)
        or unstated_free(claim, texts)
        or unstated_cause(claim, texts)
        or unstated_extent(claim, texts)
        or unstated_member(claim, texts)
        or unstated_group(claim, texts)
    )


def qualification(claim: str, sentence: str) -> Conflict | None:
    """What makes the sentence say less than the claim without saying otherwise: a past period it is limited to
    ("Until 2022"), a hedge ("plans to open", "one of the largest"), or a condition ("on orders over $50")."""
    if period := past_period(claim, sentence):
        return Conflict("period", "", period, slotted=False)
    return hedge(claim, sentence) or condition(claim, sentence)
