"""Scope: a claim about all of something that the evidence says of some, with an exception, or with a limit."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from veracity import language
from veracity.lexicon import NOUNS_CAPITALISED, negates, stem
from veracity.numerals import number_word
from veracity.quantities import MONEY, names_a_period, names_a_time
from veracity.reference import ARTICLES
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text, as_text, in_language_of, vocabulary_of
from veracity.verifiers.details.words import (
    EVERY,
    EXCEPT,
    ONLY,
    PREPOSITIONS,
    UNLIMITED,
    conjunctions_of,
    words_for_all,
    wordset,
)

_ALL = frozenset(
    {"every", "all", "always", "daily", "tous", "toutes", "toujours", "chaque", "jeden", "jede", "jeder", "alle"}
    | {"immer", "täglich", "todos", "todas", "siempre", "cada", "sempre", "tutti", "tutte", "ogni", "elke", "altijd"}
)
# Words between "all" and its noun, or before the noun, that restrict nothing: "all of our employees", "our staff".
_DETERMINERS = ARTICLES | frozenset(
    {"of", "our", "your", "their", "his", "her", "its", "my", "these", "those", "this", "that", "such", "other"}
    | {"unser", "unsere", "unserer", "ihre", "seine", "diese", "von", "nos", "vos", "leurs", "ces", "de", "des"}
    | {"nuestros", "nuestras", "sus", "estos", "estas", "nostri", "nostre", "questi", "di", "dei", "degli"}
    | {"nossos", "nossas", "seus", "suas", "estes", "van", "onze"}
)
_RESTRICTING = frozenset(
    {"above", "over", "under", "below", "exceeding", "with", "without", "who", "that", "which", "from", "über"}
    | {"ab", "unter", "mit", "ohne", "avec", "sans", "qui", "con", "sin", "que", "senza", "che", "oltre", "com"}
    | {"sem", "acima", "up", "bis", "hasta", "até", "fino"}
)
# A participle after the noun restricts it where adjectives follow their noun: "les candidats présélectionnés", "los
# clientes registrados", "i prodotti acquistati".
_NAMING = ("appel", "nomm", "chiamat", "dett", "denominat", "llamad", "denominad", "chamad")  # "called"
_IBERIAN_PARTICIPLES = ("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas")
_PARTICIPLE_ENDINGS = {
    "fr": ("é", "ée", "és", "ées"),
    "es": _IBERIAN_PARTICIPLES,
    "pt": _IBERIAN_PARTICIPLES,
    "it": ("ato", "ata", "ati", "ate", "ito", "ita", "iti", "ite"),
}
_OTHER = wordset("other others anderen andere autres otros otras altri altre outros outras")
# "With the exception of", "mit Ausnahme von", "à l'exception de", "a excepción de", "ad eccezione di".
_EXCEPTION = wordset("exception ausnahme excepción exceção eccezione")
_OF = {(w,) for w in ("of", "von", "der", "de", "des", "du", "del", "di", "dei", "da", "do", "dos", "das")}


def exception_conflict(c: Text, e: Text) -> Conflict | None:
    """The evidence makes an exception that a claim about all of something leaves out, or that the claim's own
    subject falls under ("Swimwear can be returned." against "Items can be returned, except swimwear.")."""
    if _exceptions(c):
        return None
    every = words_for_all(_ALL, c.lang)
    universal = next((w for w in c.folded if w in every), None)
    for i in _exceptions(e):
        if universal is not None:
            words = list(itertools.takewhile(lambda t: t[0].isalnum(), e.tokens[i + 1 : i + 5]))
            return Conflict("quantifier", universal, " ".join([e.tokens[i], *words]), slotted=False)
        if (k := _excepted(c, e, i)) is not None and not any(negates(w, c.lang) for w in c.folded):
            return Conflict("quantifier", c.tokens[k], " ".join(e.tokens[i : e.clause_ends[i]]), slotted=False)
    return None


def excepts(c: Text, e: Text) -> bool:
    """Whether the evidence excepts a word of the claim: then a claim that negates what the evidence says of the
    rest agrees with it ("Swimwear cannot be returned."). Not where the claim makes an exception of its own."""
    return not _exceptions(c) and any(_excepted(c, e, i) is not None for i in _exceptions(e))


def _exceptions(e: Text) -> list[int]:
    """Where the text's exceptions start: "except", "sauf", "with the exception of", "mit Ausnahme von"."""
    return [
        i
        for i, word in enumerate(e.folded)
        if word in EXCEPT or (word.rsplit("'", 1)[-1] in _EXCEPTION and e.folded[i + 1 : i + 2] in _OF)
    ]


def _excepted(c: Text, e: Text, i: int) -> int | None:
    """The index of a word of the claim that only the exception at `i` names, where the rest of the sentence has
    the claim's other words (all but one in four): not "closed on Sundays" against "open every day except
    Sundays"."""
    end = e.clause_ends[i]
    excepted = {stem(w, e.lang) for w in e.folded[i + 1 : end] if w.isalpha()}
    rest = {stem(w, e.lang) for w in e.folded[:i] + e.folded[end:]}
    stops = language.stop_words_with_english(c.lang)
    found = [k for k, w in enumerate(c.folded) if len(w) > 3 and stem(w, c.lang) in excepted - rest]
    others = {stem(w, c.lang) for w in c.folded if w.isalnum() and w not in stops and not negates(w, c.lang)}
    others -= {stem(c.folded[k], c.lang) for k in found}
    if found and len(others - rest) <= len(others) // 4:
        return found[0]
    return None


def restriction_conflict(c: Text, e: Text) -> Conflict | None:
    """The evidence says of some what the claim says of all: "All employees get 25 days" against "Full-time
    employees get 25 days", "free for all orders" against "Orders above $50 ship for free". A word before the
    noun that the claim lacks restricts it ("full-time", "most", "new"), and so do "above", "with", "who", "up to"
    and their kind after it, and a participle after it ("les candidats présélectionnés")."""
    every = words_for_all(EVERY, c.lang)
    for i, word in enumerate(c.folded[:-1]):
        if word not in every:
            continue
        j = _group(c, i)
        if j is None or _OTHER & set(c.folded[i + 1 : j]):
            continue  # "all the other planets" leaves one out, which the evidence may single out
        noun = stem(c.folded[j], c.lang)
        found = [k for k, w in enumerate(e.folded) if stem(w, e.lang) == noun]
        if not found or any(EVERY & set(e.folded[max(0, k - 3) : k]) for k in found):
            continue
        for k in found:
            before = e.folded[k - 1] if k else ""
            premodified = before.isalpha() and before not in _DETERMINERS and before not in c.vocabulary
            premodified = premodified and not number_word(before, e.lang)  # "les trois fonctions" lists them all
            if premodified:  # "Full time employees"
                said = e.tokens[k - 2 if k >= 2 and e.tokens[k - 2].isalpha() else k - 1 : k + 1]
            elif k + 1 < len(e.folded) and e.folded[k + 1] in _RESTRICTING:  # "Orders above 50"
                said = e.tokens[k : k + 3]
            elif k + 1 < len(e.tokens) and _named_after(e, k + 1) and e.folded[k + 1] not in c.vocabulary:
                said = e.tokens[k : k + 2]  # "le plan Pro": a name after the noun, where nouns have no capital
            elif _inserted(c, j, e, k) or _participle_after(c, e, k):  # "Los clientes premium pueden"
                said = e.tokens[k : k + 2]
            else:
                continue
            return Conflict("quantifier", f"{c.tokens[i]} {c.tokens[j]}", " ".join(said), slotted=False)
    return None


# Words that open a claim about a group: all of it, any of it, or it alone ("Only the customer may"). Not "both",
# which joins two things more often than it names a group ("Both the extent and thickness").
_SINGLING = (
    (EVERY - wordset("both beide beiden ambos ambas entrambi entrambe"))
    | ONLY
    | wordset("any cualquier qualquer qualsiasi solo")
)


def unstated_group(claim: str, texts: Sequence[str]) -> str:
    """The group a claim opens with and says all of, any of or only of, where no text in its language names it:
    "Every customer gets free shipping." of "Members of our loyalty program get free shipping.", "Only the
    customer may terminate" of "Either party may terminate". "" if there is none."""
    c = as_text(claim)
    same = in_language_of(c, texts)
    if not same or len(c.folded) < 2 or c.folded[0] not in words_for_all(_SINGLING, c.lang):
        return ""
    j = _group(c, 0)
    if j is None or c.folded[j] in _SINGLING | language.stop_words_with_english(c.lang):
        return ""  # "Every single", "Only if"
    if c.lang in NOUNS_CAPITALISED and not c.tokens[j][0].isupper():
        return ""  # "Jeder kann": a pronoun, where nouns have capitals
    vocabulary = vocabulary_of(same)
    if c.folded[j] in vocabulary or stem(c.folded[j], c.lang) in vocabulary:
        return ""
    return f"{c.tokens[0]} {c.tokens[j]}"


def _group(c: Text, i: int) -> int | None:
    """Where the noun stands that the word for all at `i` says all of ("all of our employees"), if it is one: not a
    time ("every day"), nor a name ("dans tout le Kenya": all of one name is the whole of it)."""
    j = next((k for k in range(i + 1, len(c.folded)) if c.folded[k] not in _DETERMINERS), len(c.folded))
    if j == len(c.folded) or not c.tokens[j].isalpha() or _named_after(c, j) or _says_when(c.tokens[j]):
        return None
    return None if c.folded[j] in conjunctions_of(c.lang) else j  # "partecipare a tutto e concentrarsi"


def _says_when(word: str) -> bool:
    """A time ("every day", "jeden Monat"), which `frequency_conflict` reads, not a group."""
    return names_a_time(word) or names_a_period(word)


def _participle_after(c: Text, e: Text, k: int) -> bool:
    """Whether a participle the claim lacks follows the evidence's noun at `k`: "Les candidats présélectionnés"; not
    one that names it ("les animaux appelés vers")."""
    word = e.folded[k + 1] if k + 1 < len(e.folded) else ""
    if len(word) <= 5 or not word.endswith(_PARTICIPLE_ENDINGS.get(e.lang, ())) or word in c.vocabulary:
        return False
    return not word.startswith(_NAMING)


def _inserted(c: Text, j: int, e: Text, k: int) -> bool:
    """Whether the evidence puts a word the claim lacks between the claim's noun (at `j`; at `k` in the evidence)
    and the word after it in the claim: "Los clientes premium pueden" against "Todos los clientes pueden"."""
    if j + 1 >= len(c.folded) or k + 2 >= len(e.folded) or not c.folded[j + 1].isalpha():
        return False
    if c.folded[j + 1] in PREPOSITIONS | ARTICLES or stem(e.folded[k + 2], e.lang) != stem(c.folded[j + 1], c.lang):
        return False  # "every night at 2 am" against "the nightly backup starts at 2 am"
    word = e.folded[k + 1]
    if not word.isalpha() or word in language.stop_words_with_english(e.lang) or word in EVERY:
        return False
    return word not in c.vocabulary and stem(word, e.lang) not in c.vocabulary


def _named_after(text: Text, i: int) -> bool:
    return text.tokens[i][0].isupper() and text.lang not in NOUNS_CAPITALISED


def unlimited_conflict(c: Text, e: Text) -> Conflict | None:
    """An amount the evidence gives where the claim says there is no limit ("unlimited storage", "100 GB")."""
    word = next((w for w in c.folded if w in UNLIMITED), None)
    if word is None or UNLIMITED & frozenset(e.folded):
        return None
    limit = next((q for q in e.details.quantities if q.unit and q.unit not in MONEY), None)
    return Conflict("quantifier", word, limit.text, slotted=False) if limit else None
