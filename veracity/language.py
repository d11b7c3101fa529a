"""Cheap language identification: the script decides; within Latin script, stop words decide where they
clearly do, and elsewhere (a short sentence, where "are" and "sale" are Romanian too) a character n-gram model
(py3langid) does, where it is sure.

Only used to pick a stemmer, stop words and sentence rules, so a wrong guess between close
languages costs little; it must be fast, because every sentence of every fact goes through it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from py3langid.langid import MODEL_DIR, MODEL_FILE, LanguageIdentifier
from stop_words import get_stop_words

# Languages told apart by their stop words, all written in Latin script.
LATIN_LANGUAGES = ("en", "de", "fr", "es", "pt", "it", "nl", "pl", "id", "sv", "da", "ro", "tr", "cs")

_WORD = re.compile(r"[^\W\d_]+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
# Letters that only one of LATIN_LANGUAGES uses much: they decide a short sentence with no stop words in it.
_OWN_LETTERS = (("de", "ßäöü"), ("es", "ñ¿¡"), ("pt", "ãõ"), ("pl", "łąęśżźćń"), ("fr", "œèêëîïûù"))


# The `stop-words` package lists two companies among its English words.
_NAMES = frozenset({"microsoft", "netscape"})


@cache
def stop_words(lang: str) -> frozenset[str]:
    try:
        return frozenset(w.casefold() for w in get_stop_words(lang)) - _NAMES
    except Exception:  # stop_words raises its own error type for unknown languages
        return frozenset()


@cache
def stop_words_with_english(lang: str) -> frozenset[str]:
    """A language's stop words and English's: English words turn up in text of every language ("the", "of")."""
    return stop_words(lang) | stop_words("en")


@cache  # one entry per character ever seen: a few thousand
def _script(ch: str) -> str | None:
    code = ord(ch)
    if 0x3040 <= code <= 0x30FF or 0x31F0 <= code <= 0x31FF:
        return "kana"
    if 0xAC00 <= code <= 0xD7AF or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F:
        return "hangul"
    if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF:
        return "han"
    if 0x0600 <= code <= 0x06FF or 0x0750 <= code <= 0x077F:
        return "arabic"
    if 0x0400 <= code <= 0x04FF:
        return "cyrillic"
    if 0x0370 <= code <= 0x03FF:
        return "greek"
    if 0x0900 <= code <= 0x097F:
        return "devanagari"
    if 0x0E00 <= code <= 0x0E7F:
        return "thai"
    if 0x0590 <= code <= 0x05FF:
        return "hebrew"
    if ch.isalpha() and unicodedata.name(ch, "").startswith("LATIN"):
        return "latin"
    return None


@lru_cache(maxsize=20_000)  # facts come back in request after request
def detect(text: str) -> str:
    """Return an ISO 639-1 code; 'en' when nothing tells otherwise."""
    head = text[:2000]
    if head.isascii():  # most text: Latin letters or none, without a look at each character
        return _latin(head) if _ASCII_LETTER.search(head) else "en"
    counts: dict[str, int] = {}
    for ch in head:
        script = _script(ch)
        if script:
            counts[script] = counts.get(script, 0) + 1
    if not counts:
        return "en"
    script = max(counts, key=counts.__getitem__)
    if script in ("kana", "han"):
        return "ja" if "kana" in counts else "zh"
    if script == "arabic":
        return "fa" if re.search("[پچژگ]", text) else "ar"
    if script == "cyrillic":
        return "uk" if re.search("[іїєґ]", text, re.IGNORECASE) else "ru"
    simple = {"hangul": "ko", "greek": "el", "devanagari": "hi", "thai": "th", "hebrew": "he"}
    if script in simple:
        return simple[script]
    return _latin(head)


# Stop words decide a Latin-script text where the best language has `CLEAR` more of them than the next; the
# n-gram model decides where it is `SURE`, or `SURE_BARE` in a text with no stop word ("Oil prices rise.").
CLEAR = 2
SURE = 0.7
SURE_BARE = 0.95
NGRAM_CHARS = 300  # the n-gram model reads this much of a text: enough to be sure, and its cost grows with length


@cache
def _stop_languages() -> dict[str, tuple[str, ...]]:
    """Each stop word with the Latin-script languages that have it: one look-up a word, not one a language."""
    languages: dict[str, list[str]] = {}
    for lang in LATIN_LANGUAGES:
        for word in stop_words(lang):
            languages.setdefault(word, []).append(lang)
    return {word: tuple(langs) for word, langs in languages.items()}


def _latin(text: str) -> str:
    hits, index = dict.fromkeys(LATIN_LANGUAGES, 0), _stop_languages()
    for word in _WORD.findall(text):
        for lang in index.get(word.casefold(), ()):
            hits[lang] += 1
    best, second = sorted(LATIN_LANGUAGES, key=lambda lang: -hits[lang])[:2]  # stable: "en" wins a tie
    if hits[best] - hits[second] >= CLEAR:
        return best
    guess, p = _ngrams().classify(text[:NGRAM_CHARS])
    if hits[best] == 0:  # "Regie führte James Cameron."
        folded = text.casefold()
        own = next((lang for lang, letters in _OWN_LETTERS if any(ch in folded for ch in letters)), None)
        return own or (guess if p >= SURE_BARE else "en")
    return guess if p >= SURE else best


@cache
def _ngrams() -> LanguageIdentifier:
    """langid.py's model, restricted to the languages the stop words tell apart."""
    model = LanguageIdentifier.from_modelpath(MODEL_DIR / MODEL_FILE, norm_probs=True)
    model.set_languages(list(LATIN_LANGUAGES))
    return model
