"""Hedges: a sentence that gives as planned, expected or possible what a claim states as so ("plans to open a store"
for "opened a store", "may be linked to" for "prevents"), or as one of several what the claim says is the one ("one of
the largest cities" for "the largest city"). Such a sentence does not contradict the claim; nor does it support it."""

from __future__ import annotations

from veracity import language
from veracity.lexicon import stem
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.superlatives import MAKES_SUPERLATIVE, superlative
from veracity.verifiers.details.text import Text, as_text
from veracity.verifiers.details.words import wordset

# What is planned or expected may yet come about: a claim in the future ("will open") says no more than it does.
# By language, since one spelling may be another word elsewhere (German "plante" planned, French "plante" a plant).
_PLANNED = {
    "en": wordset("plans plan planned planning intends intend intended aims expected expects scheduled"),
    "de": wordset("plant planen geplant plante planten beabsichtigt voraussichtlich will wollen möchte soll sollen"),
    "fr": wordset("prévoit prévoient prévu prévue prévus prévues envisage envisagent envisagé projette projettent"),
    "es": wordset("planea planean planeado planeada prevé prevén previsto prevista pretende pretenden"),
    "pt": wordset("planeja planejam planejado planejada prevê preveem previsto prevista pretende pretendem"),
    "it": wordset("prevede prevedono previsto prevista progetta progettano intende intendono"),
}
# What may be so: no claim that does not hedge it too says as little. Not what is only reported ("reportedly"):
# a summary that drops that word is not taken to say more (QAGS labels such summaries faithful).
_POSSIBLE = {
    "en": wordset(
        "may might could possibly likely unlikely probably perhaps potentially proposed proposes considering suggests "
        "suggest suspect suspects suspected"
    ),
    "de": wordset(
        "könnte könnten dürfte dürften vermutlich möglicherweise wahrscheinlich vielleicht erwägt erwägen vermuten"
    ),
    "fr": wordset(
        "pourrait pourraient devrait devraient probablement éventuellement vraisemblablement suggère soupçonne"
    ),
    "es": wordset("podría podrían posiblemente probablemente quizá quizás propuesto propuso sugiere sospecha"),
    "pt": wordset("poderia poderiam possivelmente provavelmente talvez proposto propôs sugere suspeita"),
    "it": wordset("potrebbe potrebbero probabilmente forse suggerisce sospetta"),
}
# What one must do, which what one may or can do does not say: "Las familias deben presentar el certificado" against
# "pueden presentar el certificado", "Visitors must register" against "Visitors can register online".
_OBLIGED = wordset("must muss müssen doit doivent debe deben deve devem devono")
_PERMITTED = {
    "en": wordset("can"),
    "de": wordset("kann können darf dürfen"),
    "fr": wordset("peut peuvent"),
    "es": wordset("puede pueden"),
    "pt": wordset("pode podem"),
    "it": wordset("può possono"),
}
_NONE: frozenset[str] = frozenset()
# A claim with one of these hedges itself ("can cause", "a possible side effect"); German "will" only in German.
_HEDGED = frozenset().union(*_PLANNED.values(), *_POSSIBLE.values()) - {"will"} | wordset(
    "can possible potential linked associated hope hopes want wants reportedly allegedly would should sollte sollten "
    "debería deberían deveria deveriam dovrebbe dovrebbero "
    "kann können mögliche möglich peut peuvent possible puede pueden posible pode podem possível può possono possibile"
)
# A claim in the future says what a plan says.
_FUTURE = wordset("will going wird werden va vont sera seront vamos será serán vai vão sarà saranno")
# A claim that says it is done ("has already been removed") says more than a sentence that says it will be.
_DONE = wordset("already bereits schon déjà ya já già")
_FUTURE_ENDINGS = {"fr": ("ra", "ront"), "es": ("rá", "rán"), "pt": ("rá", "rão"), "it": ("rà", "ranno")}
# What follows a word of planning where it plans: "plans to open", "envisage de relever"; not "a plan to the FDA"
# nor "planned in the 1820s".
_PLANNED_NEXT = {"en": wordset("to for"), "fr": wordset("de pour"), "it": wordset("di per")}
# "Would" after one of these says what was to be done, not what was done.
_SAYING = wordset("said says announced told promised stated expected")
# Not a hedge: "could not move" says what was so; "may 2" is a date; "if we could avoid" supposes.
_NEGATIONS = wordset("not never nicht nie pas no non não")
_SUPPOSING = wordset("if whether wenn falls ob si se")

_ALWAYS = wordset("always immer stets toujours siempre sempre")
_ALMOST = wordset("almost nearly fast beinahe presque casi quase quasi")  # "not always", "almost always": not always
_USUALLY = frozenset().union(*_POSSIBLE.values()) | wordset(
    "usually often sometimes generally typically normally mostly occasionally frequently can "
    "meistens oft häufig manchmal gewöhnlich normalerweise kann können "
    "souvent parfois généralement habituellement normalement peut peuvent "
    "suele suelen normalmente generalmente frecuentemente puede pueden "
    "geralmente frequentemente pode podem spesso talvolta solitamente può possono"
)

# One of several: "one of the largest", "eine der größten", "l'une des plus grandes", "una de las más visitadas".
_ONE_OF = tuple(
    tuple(p.split())
    for p in (
        "one of",
        "among",
        "eine der",
        "einer der",
        "eines der",
        "einem der",
        "zu den",
        "l'un des",
        "l'une des",
        "d'un des",
        "d'une des",
        "un des",
        "une des",
        "parmi les",
        "uno de los",
        "una de las",
        "entre los",
        "entre las",
        "um dos",
        "uma das",
        "entre os",
        "entre as",
        "uno dei",
        "una delle",
        "uno degli",
        "tra i",
        "tra le",
        "fra i",
        "fra le",
    )
)
_AFTER = 4  # how many words after "one of" its superlative may stand: "one of France's largest"


def usual_conflict(c: Text, e: Text) -> Conflict | None:
    """The claim says always what the evidence says is usual or may be: "always arrives on time" against "usually
    arrives on time", "provoque toujours" against "peut provoquer". The word next to "always" must follow the
    evidence's word: not "is always closed on Mondays" against "is closed on Mondays and can be rented"."""
    at = next((i for i, w in enumerate(c.folded) if w in _ALWAYS), None)
    if at is None or _ALWAYS & set(e.folded) or (at and c.folded[at - 1] in _NEGATIONS | _ALMOST):
        return None
    beside = {stem(c.folded[k], c.lang) for k in (at - 1, at + 1) if 0 <= k < len(c.folded) and c.folded[k].isalpha()}
    for h, word in enumerate(e.folded):
        if word in _USUALLY and any(stem(w, e.lang) in beside for w in e.folded[h + 1 : h + 3]):
            return Conflict("quantifier", c.tokens[at], _phrase(e, h), slotted=False)
    return None


def hedge(claim: str, sentence: str) -> Conflict | None:
    """What in the sentence hedges the part of it that says the claim, where the claim does not hedge it too."""
    c, e = as_text(claim), as_text(sentence)
    return _hedged(c, e) or _one_of_several(c, e)


def _hedged(c: Text, e: Text) -> Conflict | None:
    # "May" in the claim is the month ("went on sale in May").
    claimed = {w for w, t in zip(c.folded, c.tokens, strict=True) if t != "May"}
    if claimed & _HEDGED or claimed & _PLANNED.get(c.lang, _NONE) or e.tokens[-1:] == ("?",):
        return None
    future = bool(claimed & _FUTURE) or any(w.endswith(_FUTURE_ENDINGS.get(c.lang, ())) for w in claimed)
    possible, planned = _POSSIBLE.get(e.lang, _NONE), _NONE if future else _PLANNED.get(e.lang, _NONE)
    if claimed & _DONE:  # "will be removed" for "has already been removed"
        possible |= _FUTURE
    if claimed & _OBLIGED:
        possible |= _PERMITTED.get(e.lang, _NONE)
    wanted = _content(c) - {stem(w, c.lang) for w in claimed & _OBLIGED}  # "doivent" says how, not what
    for h in range(len(e.folded)):
        if not _weakens(e, h, possible, planned):
            continue
        # The hedge bears on what the claim says where its clause holds half the claim after it, or all of it, and
        # two of its words in all: not "The museum, which may close next year, opened in 1990.", nor a clause of a
        # long passage that shares a word with it; but "The v1 API may be removed".
        before, following = _clause_of(e, h)
        said_after = {stem(w, e.lang) for w in following} & wanted
        said = said_after | {stem(w, e.lang) for w in before} & wanted
        most = len(said_after) * 2 >= len(wanted) or said == wanted
        if said_after and most and len(said) >= min(2, len(wanted)):
            return Conflict("hedge", "", _phrase(e, h), slotted=False)
    return None


def _weakens(e: Text, h: int, possible: frozenset[str], planned: frozenset[str]) -> bool:
    """Whether the word at `h` hedges what follows it."""
    word, after = e.folded[h], e.folded[h + 1] if h + 1 < len(e.folded) else ""
    if word not in possible and word not in planned and word != "would":
        return False
    if after in _NEGATIONS or _SUPPOSING & set(e.folded[max(0, h - 3) : h]):
        return False
    if word == "would":  # "said the company would cut 500 jobs": what was to be done
        return e.lang == "en" and bool(_SAYING & set(e.folded[:h]))
    if word in planned:
        return e.lang not in _PLANNED_NEXT or after in _PLANNED_NEXT[e.lang] or (e.lang == "fr" and after[:2] == "d'")
    return word in possible and not (word == "may" and after[:1].isdigit())


def _content(c: Text) -> set[str]:
    """The stems of the claim's words that say something: not its stop words."""
    stops = language.stop_words_with_english(c.lang)
    return {stem(w, c.lang) for w in c.folded if w[0].isalnum() and w not in stops}


def _clause_of(e: Text, h: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words of the clause of the word at `h`, before it and after it; a comma right after it may open its
    clause: "plant, 2026 ein neues Schwimmbad zu bauen"."""
    start = e.clause_starts[h]
    after = h + 2 if h + 1 < len(e.tokens) and e.tokens[h + 1] == "," else h + 1
    end = e.clause_ends[after - 1]
    return e.folded[start:h], e.folded[after:end]


def _phrase(e: Text, h: int) -> str:
    """The hedge and the two words after it, as written: "plans to open"."""
    return " ".join(t for t in e.tokens[h : h + 3] if t[0].isalnum())


def _one_of_several(c: Text, e: Text) -> Conflict | None:
    if any(_at(c, phrase) for phrase in _phrases_in(c)):
        return None
    for phrase in _phrases_in(e):
        for start in _at(e, phrase):
            after = start + len(phrase)
            for k in range(after, min(after + _AFTER, len(e.folded))):
                if (said := _superlative_said(c, e, k)) is not None:
                    return Conflict("hedge", said, " ".join(e.tokens[start : k + 1]), slotted=False)
    return None


def _superlative_said(c: Text, e: Text, k: int) -> str | None:
    """The claim's word for the superlative at `k` of the evidence, if the claim has it and the word after it:
    "largest" for "largest cities" in "the largest city"; "más" for "más visitadas" in "la más visitada"."""
    word = e.folded[k]
    following = e.folded[k + 1] if k + 1 < len(e.folded) and e.folded[k + 1].isalpha() else ""
    if not ((word in MAKES_SUPERLATIVE and following) or superlative(word, e.lang)):
        return None
    if following and not _has(c, following, e.lang):
        return None  # of other things: "among the warmest on record" for "the warmest year"
    return next((t for t, w in zip(c.tokens, c.folded, strict=True) if _same(w, word, c, e)), None)


def _has(c: Text, word: str, lang: str) -> bool:
    return word in c.vocabulary or stem(word, lang) in c.vocabulary


def _same(claimed: str, word: str, c: Text, e: Text) -> bool:
    return claimed == word or stem(claimed, c.lang) == stem(word, e.lang)


def _phrases_in(text: Text) -> list[tuple[str, ...]]:
    """The phrases for one of several whose first word the text has: the rest are not looked for."""
    words = set(text.folded)
    return [phrase for phrase in _ONE_OF if phrase[0] in words]


def _at(text: Text, phrase: tuple[str, ...]) -> list[int]:
    n = len(phrase)
    return [i for i in range(len(text.folded) - n + 1) if text.folded[i : i + n] == phrase]
