"""Lists: the members of each coordination ("A, B and C") of a text, and a member the claim adds, in a list of its
own or alone where the evidence has the list ("comes in blue" against "comes in black, silver and green")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from veracity import language
from veracity.lexicon import stem
from veracity.reference import ARTICLES
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.words import END, ONLY, PREPOSITIONS, conjunctions_of

if TYPE_CHECKING:
    from veracity.verifiers.details.text import Text


def _run(text: Text, start: int, step: int, names_only: bool) -> list[int]:
    """Indices of the content words next to a list separator, walking away from it."""
    stops, conjunctions = language.stop_words_with_english(text.lang), conjunctions_of(text.lang)
    run: list[int] = []
    i = start
    while 0 <= i < len(text.tokens) and len(run) < 3:
        token, folded = text.tokens[i], text.folded[i]
        if not token[0].isalpha() or folded in stops or folded in conjunctions:
            break
        if names_only and not token[0].isupper():
            break
        run.append(i)
        i += step
    return run[::-1] if step < 0 else run


def list_members(text: Text) -> list[list[list[int]]]:
    """Each coordination "A, B and C" of the text, as its members (each the indices of its words)."""
    lists, conjunctions = [], conjunctions_of(text.lang)
    for i, word in enumerate(text.folded):
        if word not in conjunctions:
            continue
        right = _run(text, i + 1, 1, names_only=False)
        if not right:
            continue
        names = text.tokens[right[0]][0].isupper()
        members = [right]
        j = i - 1
        while True:
            left = _run(text, j, -1, names_only=names)
            if not left:
                break
            members.insert(0, left)
            j = left[0] - 1
            if j < 0 or text.tokens[j] != ",":
                break
            j -= 1
        # Members of one shape (all names, or all single words): "red, green and yellow", not two clauses.
        if len(members) >= 2 and (names or all(len(m) == 1 for m in members)):
            lists.append(members)
    return lists


def list_conflict(c: Text, e: Text) -> Conflict | None:
    """A member the claim adds to a list the evidence gives otherwise: "red, green and yellow" against "red, green
    and blue". The evidence's list must hold one of the claim's members: a list elsewhere is about something else."""
    claim_words = frozenset(c.folded)
    evidence_lists = [
        (listed, frozenset(w for m in listed for k in m for w in (e.folded[k], stem(e.folded[k], e.lang))))
        for listed in e.lists
    ]
    for members in c.lists:
        words = [{c.folded[k] for k in m} | {stem(c.folded[k], c.lang) for k in m} for m in members]
        for listed, vocabulary in evidence_lists:
            present = [bool(w & vocabulary) for w in words]
            others = [m for m in listed if not any(e.folded[k] in claim_words for k in m)]
            missing = [m for m, found in zip(members, present, strict=True) if not found]
            if missing and any(present) and others:
                said = ", ".join(" ".join(c.tokens[k] for k in m) for m in missing)
                return Conflict("list", said, " and ".join(" ".join(e.tokens[k] for k in m) for m in listed))
    return None


_FUNCTION_WORDS = PREPOSITIONS | ARTICLES
_ALSO = frozenset(["also", "too", "auch", "ebenfalls", "aussi", "également", "también", "também", "anche", "pure"])
_CLAUSE_MARKS = END | {",", "、"}


def member_conflict(c: Text, e: Text) -> Conflict | None:
    """One member the claim puts after the words before a list of the evidence, which the list lacks: "The X5 comes in
    blue" against "It comes in black, silver and green". The two words before the list must be in the claim, right
    before its member, and not both a preposition or an article ("comes in", not "in the")."""
    if c.lists:
        return None  # a list of the claim's own is `list_conflict`'s
    stops = language.stop_words_with_english(c.lang)
    for listed in e.lists:
        first, last = listed[0][0], listed[-1][-1]
        before = e.folded[first - 2 : first]
        if first < 2 or not all(w.isalpha() for w in before) or all(w in _FUNCTION_WORDS for w in before):
            continue
        if any(len(m) > 1 for m in listed) or not _ends_clause(e, last + 1):
            continue  # a list of single words that ends its clause: "black, silver and green."
        members = {w for m in listed for k in m for w in (e.folded[k], stem(e.folded[k], e.lang))}
        # "also" adds nothing to what the words before the member say: "läuft auch unter Windows".
        kept = [k for k, w in enumerate(c.folded) if w not in _ALSO]
        for a, b, k in zip(kept, kept[1:], kept[2:], strict=False):
            item = c.folded[k]
            new = item.isalpha() and item not in members and stem(item, c.lang) not in members
            if (c.folded[a], c.folded[b]) == before and new and item not in stops and _ends_clause(c, k + 1):
                said = " and ".join(" ".join(e.tokens[i] for i in m) for m in listed)
                return Conflict("list", c.tokens[k], said)
    return None


_NOT_ONLY = {"es": frozenset(["apenas"])}  # "barely" in Spanish
_NOT = frozenset(["not", "nicht", "non", "no", "não"])
_AFTER_ONLY = 4  # how many words after "only" what it limits may stand: "only be reached by email"
_GAP = 2  # how many stop words may stand on each side of "and": "by email and by phone"


def only_conflict(c: Text, e: Text) -> Conflict | None:
    """The claim says only one thing where the evidence joins it with another: "reached only by email" against "by
    email and by phone", "nur Java" against "Java und Python"."""
    at = next((i for i, w in enumerate(c.folded) if w in ONLY and (i == 0 or c.folded[i - 1] not in _NOT)), None)
    if at is None or c.folded[at] in _NOT_ONLY.get(c.lang, ()) or ONLY.intersection(e.folded):
        return None
    stops = language.stop_words_with_english(c.lang) | _FUNCTION_WORDS | ONLY
    limited = {w for w in c.folded[at + 1 : at + 1 + _AFTER_ONLY] if w[0].isalnum() and w not in stops}
    stems = {stem(w, c.lang) for w in limited}
    for k, word in enumerate(e.folded):
        if word not in limited and stem(word, e.lang) not in stems:
            continue
        for step in (1, -1):
            other = _joined(e, k, step, stops, c.vocabulary)
            if other is not None:
                first, last = sorted((k, other))
                said = " ".join(e.tokens[first : last + 1])
                return Conflict("list", " ".join(c.tokens[at : at + 3]), said, slotted=False)
    return None


def _joined(e: Text, k: int, step: int, stops: frozenset[str], claimed: frozenset[str]) -> int | None:
    """Where the word that "and" joins to the word at `k` stands, walking `step`, if the claim lacks it."""
    i, gap = k + step, 0
    while 0 <= i < len(e.folded) and e.folded[i] in stops and e.folded[i] not in conjunctions_of(e.lang) and gap < _GAP:
        i, gap = i + step, gap + 1
    if not (0 <= i < len(e.folded)) or e.folded[i] not in conjunctions_of(e.lang):
        return None
    i, gap = i + step, 0
    while 0 <= i < len(e.folded) and e.folded[i] in stops and gap < _GAP:
        i, gap = i + step, gap + 1
    if not (0 <= i < len(e.folded)) or not e.folded[i].isalpha() or e.folded[i] in claimed:
        return None
    return None if stem(e.folded[i], e.lang) in claimed else i


def _ends_clause(text: Text, i: int) -> bool:
    return i >= len(text.tokens) or text.tokens[i] in _CLAUSE_MARKS
