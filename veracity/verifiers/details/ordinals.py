"""Ordinals: the claim's "third visit" where the evidence says the "fourth visit", in six languages."""

from __future__ import annotations

import re

from veracity import language
from veracity.lexicon import negates, stem
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text

# The first ten ordinals, the forms of one number on one line: English; German stems (inflected with -e, -en, -er,
# -es, -em); French; Spanish; Italian; Portuguese. "segundo" and "secondo" are also a second of time and "according
# to": every ordinal counts only before a noun.
_FORMS = (
    "first erst premier première primero primera primer primeros primeras primo prima primi prime primeiro primeira",
    "second zweit deuxième seconde segundo segunda secondo seconda secondi seconde",
    "third dritt troisième tercero tercera tercer terzo terza terzi terze terceiro terceira",
    "fourth viert quatrième cuarto cuarta quarto quarta quarti quarte",
    "fifth fünft cinquième quinto quinta quinti quinte",
    "sixth sechst sixième sexto sexta sesto sesta",
    "seventh siebt septième séptimo séptima settimo settima sétimo sétima",
    "eighth achte achten achter achtes achtem huitième octavo octava ottavo ottava oitavo oitava",
    "ninth neunt neuvième noveno novena nono nona",
    "tenth zehnt dixième décimo décima decimo decima",
)
_GERMAN = ("erst", "zweit", "dritt", "viert", "fünft", "sechst", "siebt", "neunt", "zehnt")
_VALUE = {
    word.casefold() + ending: n
    for n, forms in enumerate(_FORMS, start=1)
    for word in forms.split()
    for ending in (("e", "en", "er", "es", "em") if word in _GERMAN else ("",))
}
# Tens written before an ordinal: "thirty-seventh", "trigésimo segundo" (32nd), "trente-deuxième".
_TENS = {
    word: 10 * n
    for n, words in enumerate(
        (
            "twenty vingt vigésimo vigésima",
            "thirty trente trigésimo trigésima",
            "forty quarante cuadragésimo cuadragésima quadragésimo quadragésima",
            "fifty cinquante quincuagésimo quincuagésima quinquagésimo quinquagésima",
        ),
        start=2,
    )
    for word in words.split()
}
_DIGITS = re.compile(r"^(\d{1,3})(?:st|nd|rd|th|e|ème|er|re|º|ª|°)$")
# Nouns another check reads: a century is `numbers.century_conflict`'s.
_CENTURY = re.compile(r"^(?:centur|siècle|siglo|século|secol|jahrhundert)")
# "The first woman to lead": a first of a kind, not a place in a row.
_FIRST_TO = frozenset(["to", "who", "that", "à", "qui", "que", "a", "che", "der", "die", "das", "zu"])
_BEFORE = 3  # how many words before a noun an ordinal of the evidence may stand: "its seventh and final season"


def _ordinals(text: Text) -> list[tuple[int, int]]:
    """(value, index) of each ordinal: "trigésimo segundo" is 32 at the index of "segundo"."""
    found = []
    for i, word in enumerate(text.folded):
        match = _DIGITS.match(word)
        value = int(match.group(1)) if match else _VALUE.get(word)
        if value is not None:
            found.append((value + (_tens(text.folded[i - 1]) if i else 0), i))
    return found


def _tens(word: str) -> int:
    """What a word before an ordinal adds to it: 30 for "trigésimo", and for "thirty", which folding writes "30"."""
    if word.isdigit() and len(word) == 2 and word.endswith("0"):
        return int(word)
    return _TENS.get(word, 0)


def _noun(text: Text, i: int) -> str | None:
    """The stem of the noun right after the ordinal at `i`, or None where none follows it."""
    if i + 1 >= len(text.folded):
        return None
    noun = text.folded[i + 1]
    if not noun.isalpha() or len(noun) < 3 or noun in language.stop_words_with_english(text.lang):
        return None
    return None if _CENTURY.match(noun) else stem(noun, text.lang)


def ordinal_conflict(c: Text, e: Text) -> Conflict | None:
    """A thing the claim counts with another ordinal than the evidence, which never gives it the claim's: "a
    partir da terceira consulta" against "a partir da quarta consulta". Not a negated one ("not the first time"),
    nor a first of a kind ("the first woman to lead")."""
    ordinals = _ordinals(e)
    for value, i in _ordinals(c):
        noun = _noun(c, i)
        if noun is None or set(c.folded[i + 2 : i + 3]) & _FIRST_TO:
            continue
        if any(negates(w, c.lang) for w in c.folded[max(0, i - _BEFORE) : i]):
            continue
        nouns = [k for k, w in enumerate(e.folded) if stem(w, e.lang) == noun]
        near = [(v, k) for v, k in ordinals if any(0 < n - k <= _BEFORE for n in nouns)]
        other = next((k for v, k in near if v != value and k + 1 in nouns), None)
        if other is not None and all(v != value for v, _ in near):
            return Conflict("ordinal", _phrase(c, i), _phrase(e, other))
    return None


def _phrase(text: Text, i: int) -> str:
    start = i - 1 if i and _tens(text.folded[i - 1]) else i
    return " ".join(text.tokens[start : i + 2])
