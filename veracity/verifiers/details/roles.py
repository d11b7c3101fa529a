"""Roles: who did what to whom between two names ("Microsoft bought GitHub"), and a claim that swaps them."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from veracity import language
from veracity.lexicon import stem
from veracity.reference import ARTICLES
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.words import END

if TYPE_CHECKING:
    from veracity.verifiers.details.text import Text


# "A bought B" said the other way round. Only where the verbs are one word or in one group: "A preceded B" and
# "B followed A" say the same. Verbs of two who do the same together ("married", "met") have no roles. English
# passives ("B was bought by A") are read; other languages only in the active, and not German (its verb moves).
_SAME_ACT = [
    "acquired acquires acquire bought buys buy purchased purchases purchase",
    "beat beats beaten defeated defeats",
    "founded founds established",
    "hired hires employed employs",
    "sued sues",
    "adquirió compró comprou adquiriu acheté racheté acquis",
]
_ACT = {word: group.split()[0] for group in _SAME_ACT for word in group.split()}
# A win said with no one beaten ("Spain won Euro 2024"), and the word before the name a winner beat ("won the final
# against England").
_WON = frozenset(["won", "wins", "ganó", "gana", "ganhou", "venceu", "gagné", "remporté", "vinto", "vinse"])
_AGAINST = frozenset(["against", "over", "contra", "contre", "contro"])
_MUTUAL = "married marries met meets played plays faced faces drew draws tied ties merged merges fought fights"
_TOGETHER = frozenset(f"{_MUTUAL} partnered borders bordered resembles resembled".split())
_PASSIVE = frozenset({"was", "were", "is", "are", "been", "be", "being", "got", "gets"})
_AUXILIARIES = _PASSIVE | {"has", "have", "had", "will", "would"}
_NO_ROLES = frozenset({"de", "nl"})
_DESCRIBED = 3  # words that may describe a name between its article and it: "the fintech startup Payly"


class Act(NamedTuple):
    doer: frozenset[str]  # the names' words, case-folded
    act: str
    done_to: frozenset[str]
    said: str


def _name_at(text: Text, i: int, step: int) -> tuple[frozenset[str], int]:
    """The capitalised name that starts (step 1) or ends (step -1) at word i, with the index past it."""
    stops, words = language.stop_words_with_english(text.lang), []
    while 0 <= i < len(text.tokens) and text.tokens[i][0].isupper():
        if text.folded[i] in stops and (i == 0 or text.tokens[i - 1] in END):  # "The", "In" opening a sentence
            break
        words.append(text.folded[i])
        i += step
    return frozenset(words), i


def _past_description(text: Text, i: int, stops: frozenset[str]) -> int:
    """Where the name starts after the words that describe it: "the fintech startup Payly" (at most `_DESCRIBED`
    words, none a stop word: not "the rights to Star Wars")."""
    k = i
    while k < min(len(text.tokens), i + _DESCRIBED) and text.tokens[k].isalpha() and text.tokens[k].islower():
        if text.folded[k] in stops:
            return i
        k += 1
    return k if k < len(text.tokens) and text.tokens[k][0].isupper() else i


def acts_in(text: Text) -> list[Act]:
    """'Microsoft bought GitHub', 'GitHub was acquired by Microsoft': who did what to whom, between two names."""
    if text.lang in _NO_ROLES:
        return []
    acts, tokens, folded, stops = [], text.tokens, text.folded, language.stop_words_with_english(text.lang)
    for i, word in enumerate(folded):
        if not tokens[i].isalpha() or not tokens[i].islower() or word in stops or word in _TOGETHER:
            continue
        if text.lang == "en" and word not in _ACT and not word.endswith(("ed", "s")):  # "Broncos coach Dan Reeves"
            continue
        act = _ACT.get(word, stem(word, text.lang))
        before = i - 1  # "has been acquired by", "had bought": the name stands before the auxiliaries
        while before >= max(0, i - 2) and folded[before] in _AUXILIARIES:
            before -= 1
        passive = any(w in _PASSIVE for w in folded[before + 1 : i])
        first, start = _name_at(text, before, -1)
        after = i + 1
        if passive:
            if text.lang != "en" or after >= len(folded) or folded[after] != "by":
                continue
            after += 1
        if after < len(folded) and folded[after] in ARTICLES:
            after = _past_description(text, after + 1, stops)
        second, end = _name_at(text, after, 1)
        if first and second and not first & second:
            said = " ".join(tokens[start + 1 : end])
            acts.append(Act(second, act, first, said) if passive else Act(first, act, second, said))
    return acts


def _winners(text: Text) -> list[tuple[frozenset[str], int, int]]:
    """The names said to have won, each with where it starts and the index of its verb."""
    found = []
    for i, word in enumerate(text.folded):
        if word in _WON:
            before = i - 1
            while before >= 0 and text.folded[before] in _AUXILIARIES | {"a", "ha"}:  # "a gagné", "ha vinto"
                before -= 1
            name, start = _name_at(text, before, -1)
            if name:
                found.append((name, start + 1, i))
    return found


def _beaten(text: Text) -> list[tuple[frozenset[str], str]]:
    """The names a winner beat ("Spain beat England", "won the final against England"), with what says so."""
    beaten = [(act.done_to, act.said) for act in text.acts if act.act == "beat"]
    for _, start, i in _winners(text):
        for k in range(i + 1, len(text.folded) - 1):
            if text.tokens[k] in END:
                break
            if text.folded[k] in _AGAINST:
                loser, end = _name_at(text, k + 2 if text.folded[k + 1] in ARTICLES else k + 1, 1)
                if loser:
                    beaten.append((loser, " ".join(text.tokens[start:end])))
                break
    return beaten


def _won_lost(c: Text, e: Text) -> Conflict | None:
    """A claim that a name won what the evidence says it lost: "England won Euro 2024." against "Spain beat England
    2-1 in the Euro 2024 final". Only where the evidence has the claim's numbers: another year is another match."""
    claimed = _winners(c)
    if not claimed or not {w for w in c.folded if w[0].isdigit()} <= set(e.folded):
        return None
    winners = [name for name, _, _ in _winners(e)] + [act.doer for act in e.acts if act.act == "beat"]
    for name, start, i in claimed:
        for loser, said in _beaten(e):
            if name & loser and not any(name & w for w in winners):
                return Conflict("role", " ".join(c.tokens[start : i + 1]), said)
    return None


def role_conflict(c: Text, e: Text) -> Conflict | None:
    if won_lost := _won_lost(c, e):
        return won_lost
    for a in c.acts:
        same = [b for b in e.acts if b.act == a.act]
        if any(b.doer & a.doer and b.done_to & a.done_to for b in same):
            continue
        for b in same:
            if b.doer & a.done_to and b.done_to & a.doer:
                return Conflict("role", a.said, b.said)
    return None
