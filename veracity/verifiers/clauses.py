"""A claim of several clauses whose evidence says the opposite in one of them: a word's opposite, a price for "free",
or another period ("danach jedes Jahr" against "alle 24 Monate").

"The museum is closed on Mondays, and entry is free." against "The museum is open every day, including Mondays."
and "Entry to the museum is free.": read whole, the first sentence lacks half the claim's words, so its opposite
word may be about something else (`fast.judge` asks the rest of the claim to agree), and the second sentence
supports the rest. Read alone, the first clause has its other words in the first sentence, which says the opposite.
A partly wrong claim is unsupported.

Only opposites are read so. On WiCE's first 400 rows a clause's negation fired on 8 claims, 4 of them supported
("Not a member?", "all faiths and none"), and a clause's number or date is often another figure of the same long
sentence: every kind of conflict read clause by clause cost WiCE 0.033 AUROC (`probes/detail_checks/README.md`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from veracity.verifiers.base import Evidence, Verdict
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.numbers import frequency_conflict, names_a_price, price_conflict
from veracity.verifiers.details.opposites import OPPOSITE, opposite_words
from veracity.verifiers.details.text import Text, as_text
from veracity.verifiers.fast import FastVerifier, judge

# Where one clause ends and the next begins: a comma or semicolon before a space (not "50,000"), or "and", "but"
# and their kin. Names joined by "and" ("Tom and Anna") make parts too short to be read alone.
_CONJUNCTIONS = "and|but|und|aber|et|mais|y|pero|e|mas|ma"
_BETWEEN = re.compile(rf"\s*[,;]\s+(?:(?:{_CONJUNCTIONS})\s+)?|\s+(?:{_CONJUNCTIONS})\s+", re.IGNORECASE)
_WORDS = 3  # the fewest words of a clause read alone
SURE = 0.95  # how surely the clause is contradicted: its sentence has nearly all its other words


def clauses(claim: str) -> list[str]:
    """The claim's clauses of at least `_WORDS` words, or none where it has only one."""
    parts = [p.strip(" .!?") for p in _BETWEEN.split(claim)]
    parts = [p for p in parts if len(p.split()) >= _WORDS]
    return parts if len(parts) > 1 else []


def clause_conflict(claim: str, evidence: Sequence[Evidence], fast: FastVerifier) -> tuple[int, Verdict] | None:
    """The candidate that surely says the opposite of a clause of the claim, in the claim's language, and its verdict
    on that clause. A claim of one clause costs a split; of the others, only candidates with an opposite of one of
    the claim's words, or a price where the claim has one or says "free", are read clause by clause."""
    parts = clauses(claim)
    if not parts:
        return None
    whole = as_text(claim)
    said = frozenset(whole.folded)
    opposites = frozenset().union(*(OPPOSITE.get(w, ()) for w in said))
    texts = {i: as_text(e.read) for i, e in enumerate(evidence)}
    priced, often = names_a_price(whole), _often(whole)
    near = [
        i
        for i, t in texts.items()
        if t.lang == whole.lang
        and (opposites.intersection(t.folded) or (priced and names_a_price(t)) or (often and _often(t)))
    ]
    if not near:
        return None
    for clause in parts:
        text = as_text(clause)
        found = {i: conflict for i in near if (conflict := _opposite(text, texts[i], said))}
        for i, s in zip(found, fast.signals(clause, [evidence[i] for i in found]), strict=True):
            verdict = judge(s)
            if verdict.kind == found[i].kind and verdict.contradicted >= SURE:
                return i, verdict
    return None


def _opposite(clause: Text, sentence: Text, said: frozenset[str]) -> Conflict | None:
    """A word of the clause whose opposite the sentence says, a price against "free" or another period; not where the
    claim says the sentence's word itself in another clause ("les hémisphères nord et sud" against "l'hémisphère
    sud")."""
    conflict = (
        opposite_words(clause, sentence) or price_conflict(clause, sentence) or frequency_conflict(clause, sentence)
    )
    return None if conflict is None or said.issuperset(conflict.evidence.casefold().split()) else conflict


def _often(text: Text) -> bool:
    """Whether a text says how often: a period ("jedes Jahr", "monthly") or an interval ("alle 24 Monate")."""
    return bool(text.details.periods) or any(q.every for q in text.details.quantities)
