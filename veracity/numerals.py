"""Numbers written in words: "eleven" meets "11", "forty-one" is 41, "二匹" counts two. Each language reads its own
words ("due" is 2 in Italian only), and words that double as articles ("one", "un") are left out."""

from __future__ import annotations

import re

# Spelled-out numbers up to twenty in the core languages, so "eleven" meets "11". Each language reads its own:
# "due" is 2 in Italian only, "once" 11 in Spanish only, "elf" 11 in German only.
_NUMBER_WORDS: dict[str, dict[str, str]] = {}
for _lang, _words in (
    (
        "en",
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty",
    ),
    (
        "de",
        "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn "
        "sechzehn siebzehn achtzehn neunzehn zwanzig",
    ),
    (
        "fr",
        "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize "
        "dix-sept dix-huit dix-neuf vingt",
    ),
    (
        "es",
        "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
        "dieciséis diecisiete dieciocho diecinueve veinte",
    ),
    (
        "pt",
        "zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis "
        "dezessete dezoito dezenove vinte",
    ),
    (
        "it",
        "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici "
        "quindici sedici diciassette diciotto diciannove venti",
    ),
):
    _NUMBER_WORDS[_lang] = {_word: str(_value) for _value, _word in enumerate(_words.split())}
_NUMBER_WORDS["de"]["zwo"] = "2"
_NUMBER_WORDS["pt"]["duas"] = "2"  # the feminine: "duas horas"
for _ambiguous in ("un", "uno", "um", "one"):
    # Articles double as "one" ("ein", "une", "una" are not in the lists); counting them would invent mismatches.
    for _numbers in _NUMBER_WORDS.values():
        _numbers.pop(_ambiguous, None)
NUMBER_WORDS = frozenset(w for numbers in _NUMBER_WORDS.values() for w in numbers)


# Counted things in Japanese and Chinese: "二匹の犬" and "两只狗" are two dogs, "三十五歳" is 35 years old. A numeral
# counts only before a counter ("十分" is "enough", "三菱" a name), and one (一) not at all: it stands where other
# languages write an article ("一人の男性" is "a man"), as "one" is left out above.
_CJK_COUNTED = re.compile(
    r"([二三四五六七八九两兩]?十[一二三四五六七八九]?|[二三四五六七八九两兩])(?=[匹人個つ本台枚頭羽名件回歳隻个只位条辆座张張])"
)
_CJK_DIGITS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def cjk_value(numeral: str) -> int:
    """The value of a numeral of one to ninety-nine written in CJK digits: "三" 3, "十二" 12, "二十" 20."""
    tens, ten, units = numeral.partition("十")
    return _CJK_DIGITS.get(tens, 1) * 10 + _CJK_DIGITS.get(units, 0) if ten else _CJK_DIGITS[numeral]


def cjk_numbers(text: str) -> list[str]:
    return [str(cjk_value(numeral)) for numeral in _CJK_COUNTED.findall(text)]


def number_word(word: str, lang: str) -> str | None:
    """The number a case-folded word spells in `lang` ("drei" -> "3"), or None."""
    return _NUMBER_WORDS.get(lang, {}).get(word)


# The numbers an hour of the clock is said with ("nine", "neun", "neuf"), in every language at once.
HOUR_WORDS = {
    word: int(value) for numbers in _NUMBER_WORDS.values() for word, value in numbers.items() if 1 <= int(value) <= 12
}


# Numbers written in words of tens and units, as one number: "forty-one" is 41 (not 40 and 1), "einundzwanzig" 21,
# "treinta y cinco" and "trinta e cinco" 35, "veinticinco" 25, "trente-cinq", "vingt et un", "soixante-dix" 70,
# "dix-sept" 17, "trentacinque", "ventotto"; and tens alone ("thirty", "trente"). Each language's tens join only its
# own units, and its pattern runs only where one of its tens is in the text (one pattern for all cost 0.4 ms more per
# 1,000 characters).
_UNITS = {
    "en": "one two three four five six seven eight nine",
    "de": "ein zwei drei vier fünf sechs sieben acht neun",
    "es": "un|uno|una|ún dos|dós tres|trés cuatro cinco seis|séis siete ocho nueve",
    "pt": "um|uma dois|duas três quatro cinco seis sete oito nove",
    "fr": "un|une deux trois quatre cinq six sept huit neuf",
    "it": "uno due tre|tré quattro cinque sei sette otto nove",
}
_TENS = {  # from twenty; Italian as written before a unit ("trent" of "trentacinque"), French to sixty
    "en": "twenty thirty forty fifty sixty seventy eighty ninety",
    "de": "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
    "es": "veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa",
    "pt": "vinte trinta quarenta cinquenta sessenta setenta oitenta noventa",
    "fr": "vingt trente quarante cinquante soixante",
    "it": "vent trent quarant cinquant sessant settant ottant novant",
}
_FR_TEENS = ["dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"]


def _alternatives(forms: str) -> str:
    return "|".join(sorted(forms.replace("|", " ").split(), key=len, reverse=True))


def _spelled(lang: str, number: str) -> re.Pattern[str]:
    tens, units = _TENS[lang].split(), _alternatives(_UNITS[lang])
    alone = "|".join(t + "a" if lang == "it" else t for t in tens[0 if lang == "en" else 1 :])
    pattern = number.format(tens="|".join(tens), units=units, alone=alone, teens=_alternatives(" ".join(_FR_TEENS)))
    return re.compile(rf"\b(?:{pattern}|(?P<alone>{alone}))\b", re.IGNORECASE)


_SPELLED = {
    "en": _spelled("en", r"(?P<tens>{tens})-(?P<units>{units})"),
    "de": _spelled("de", r"(?P<units>{units})und(?P<tens>{tens})"),
    "es": _spelled("es", r"(?P<tens>{tens})\s+y\s+(?P<units>{units})|veinti(?P<twenty>{units})"),
    "pt": _spelled("pt", r"(?P<tens>{tens})\s+e\s+(?P<units>{units})"),
    "fr": _spelled(
        "fr",
        r"(?P<base>soixante|quatre-vingt)(?:-et-|-|\s+et\s+)(?P<teen>{teens})|(?P<eighty>quatre-vingts)"
        r"|(?P<tens>{tens}|quatre-vingt)(?:-et-|-|\s+et\s+)(?P<units>{units})|dix-(?P<seventeen>sept|huit|neuf)",
    ),
    "it": _spelled("it", r"(?P<tens>{tens})[ai]?(?P<units>{units})"),
}
_STEMS = {lang: (*_TENS[lang].split(), *{"es": ("veinti",), "fr": ("dix-",)}.get(lang, ())) for lang in _SPELLED}


def _spelled_value(lang: str, match: re.Match[str]) -> str:
    said = {k: v.lower() for k, v in match.groupdict().items() if v}
    tens = _TENS[lang].split()
    if "alone" in said:
        return str(20 + 10 * tens.index(said["alone"][:-1] if lang == "it" else said["alone"]))
    if "eighty" in said:
        return "80"
    if "seventeen" in said:
        return str(10 + _FR_TEENS.index(f"dix-{said['seventeen']}"))
    if "teen" in said:
        return str((60 if said["base"] == "soixante" else 80) + 10 + _FR_TEENS.index(said["teen"]))
    unit = 1 + next(
        i for i, forms in enumerate(_UNITS[lang].split()) if (said.get("units") or said["twenty"]) in forms.split("|")
    )
    if "twenty" in said:
        return str(20 + unit)
    return str((80 if said["tens"] == "quatre-vingt" else 20 + 10 * tens.index(said["tens"])) + unit)


def in_digits(text: str) -> str:
    """`text` with its numbers of two words, and its tens alone, in digits: "forty-one" -> "41"."""
    lowered = text.lower()
    for lang, pattern in _SPELLED.items():
        if any(stem in lowered for stem in _STEMS[lang]):
            text = pattern.sub(lambda match, lang=lang: _spelled_value(lang, match), text)
    return text
