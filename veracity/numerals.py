"""Numbers written in words: "eleven" meets "11", "forty-one" is 41, "二匹" counts two. Each language reads its own
words ("due" is 2 in Italian only), and words that double as articles ("one", "un") are left out."""

from __future__ import annotations

import re
from collections.abc import Iterable

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


# A number of one to 9,999 written in CJK digits: "三", "十二", "二十", "二百六", "千五百".
CJK_NUMERAL = (
    "(?=[一二三四五六七八九两兩十百千])(?:[一二三四五六七八九两兩]?千)?(?:[一二三四五六七八九两兩]?百)?"
    "(?:[一二三四五六七八九两兩]?十)?[一二三四五六七八九两兩]?"
)
# Counted things in Japanese and Chinese: "二匹の犬" and "两只狗" are two dogs, "三十五歳" is 35 years old,
# "二百六個" 206 pieces, "七十パーセント" 70%. A numeral counts only before a counter ("十分" is "enough", "三菱" a
# name), and one (一) alone not at all: it stands where other languages write an article ("一人の男性" is "a man"), as
# "one" is left out above.
_CJK_COUNTED = re.compile(
    rf"(?!一(?![十百千]))({CJK_NUMERAL})"
    r"(?=[匹人個つ本台枚頭羽名件回歳隻个只位条辆座张張円年度倍]|日間|週間|か月|ヶ月|カ月|時間|キロ|メートル|パーセント|[%％])"
)
_CJK_DIGITS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CJK_TENS = {"十": 10, "百": 100, "千": 1000}


def cjk_value(numeral: str) -> int:
    """The value of a numeral `CJK_NUMERAL` matches: "三" 3, "十二" 12, "二十" 20, "二百六" 206."""
    total = digit = 0
    for character in numeral:
        if character in _CJK_TENS:
            total, digit = total + (digit or 1) * _CJK_TENS[character], 0
        else:
            digit = _CJK_DIGITS[character]
    return total + digit


def cjk_numbers(text: str) -> list[str]:
    return [str(cjk_value(numeral)) for numeral in _CJK_COUNTED.findall(text)]


def number_words(lang: str) -> dict[str, str]:
    """The numbers up to twenty `lang` spells, word -> digits ("drei" -> "3"), but those that double as articles."""
    return _NUMBER_WORDS.get(lang, {})


def number_word(word: str, lang: str) -> str | None:
    """The number a case-folded word spells in `lang` ("drei" -> "3"), or None."""
    return _NUMBER_WORDS.get(lang, {}).get(word)


# The numbers an hour of the clock is said with ("nine", "neun", "neuf"), in every language at once.
HOUR_WORDS = {
    word: int(value) for numbers in _NUMBER_WORDS.values() for word, value in numbers.items() if 1 <= int(value) <= 12
}


# Numbers written in words of several, as one number: "forty-one" is 41 (not 40 and 1), "einundzwanzig" 21,
# "treinta y cinco" 35, "veinticinco" 25, "quatre-vingt-dix-neuf" 99, "trentacinque" 35, "three hundred and thirty"
# 330, "zweihundertfünfzig" 250, "ciento cuatro" 104, "cento e cinquenta" 150, "onze mille" 11000, "duemilacinquecento"
# 2500; and tens alone ("thirty", "trente"), and hundreds said in one word ("quinientos"). A number's words are read
# as its parts ("morphemes"): each language's parts join only its own, in the orders numbers allow, so "dos y tres"
# stays two numbers. A part alone below thirty stays a word (English "twenty" too), and so do "cent", "cento",
# "mille" and "mil" alone ("per cento", "por ciento" are percent). Each language's pattern runs only where one of its
# tens, hundreds or thousands is in the text.
_PARTS = {  # language: (class, value, its forms), classes as in `_FOLLOW`
    "en": (
        ("u", 1, "one two three four five six seven eight nine"),
        ("t", 10, "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"),
        ("d", 20, "twenty thirty forty fifty sixty seventy eighty ninety"),
        ("h", 100, "hundred"),
        ("k", 1000, "thousand"),
    ),
    "de": (
        ("u", 1, "ein|eins|eine zwei drei vier fünf sechs sieben acht neun"),
        ("t", 10, "zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn"),
        ("d", 20, "zwanzig dreißig|dreissig vierzig fünfzig sechzig siebzig achtzig neunzig"),
        ("h", 100, "hundert"),
        ("k", 1000, "tausend"),
    ),
    "fr": (
        ("u", 1, "un|une deux trois quatre cinq six sept huit neuf"),
        ("t", 10, "dix onze douze treize quatorze quinze seize"),
        ("d", 20, "vingt|vingts trente quarante cinquante soixante"),
        ("d", 80, "quatre-vingt|quatre-vingts"),
        ("h", 100, "cent|cents"),
        ("k", 1000, "mille"),
    ),
    "es": (
        ("u", 1, "un|uno|una|ún dos|dós tres|trés cuatro cinco seis|séis siete ocho nueve"),
        ("t", 10, "diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve"),
        ("d", 20, "veinte|veinti treinta cuarenta cincuenta sesenta setenta ochenta noventa"),
        (
            "c",
            100,
            "cien|ciento doscientos|doscientas trescientos|trescientas cuatrocientos|cuatrocientas "
            "quinientos|quinientas seiscientos|seiscientas setecientos|setecientas ochocientos|ochocientas "
            "novecientos|novecientas",
        ),
        ("k", 1000, "mil"),
    ),
    "pt": (
        ("u", 1, "um|uma dois|duas três quatro cinco seis sete oito nove"),
        (
            "t",
            10,
            "dez onze doze treze catorze quinze dezesseis|dezasseis dezessete|dezassete dezoito dezenove|dezanove",
        ),
        ("d", 20, "vinte trinta quarenta cinquenta sessenta setenta oitenta noventa"),
        (
            "c",
            100,
            "cem|cento duzentos|duzentas trezentos|trezentas quatrocentos|quatrocentas quinhentos|quinhentas "
            "seiscentos|seiscentas setecentos|setecentas oitocentos|oitocentas novecentos|novecentas",
        ),
        ("k", 1000, "mil"),
    ),
    "it": (
        ("u", 1, "uno|una|un due tre|tré quattro cinque sei sette otto nove"),
        ("t", 10, "dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove"),
        (  # as written before a unit too: "trent" of "trentotto", "vent" of "ventuno"
            "d",
            20,
            "venti|vent trenta|trent quaranta|quarant cinquanta|cinquant sessanta|sessant settanta|settant "
            "ottanta|ottant novanta|novant",
        ),
        ("h", 100, "cento|cent"),
        ("k", 1000, "mille|mila"),
    ),
}
_JOINS = {"en": "and", "de": "und", "fr": "et", "es": "y", "pt": "e", "it": "e"}
# What may follow each class of part (but for `_follows`' three cases): "u" a unit, "t" ten to nineteen, "d" tens,
# "h" a hundred that multiplies what stands before it ("trois cent"), "c" hundreds in one word ("doscientos"), "k" a
# thousand.
_FOLLOW = {"u": "hk", "t": "k", "d": "uk", "h": "utdk", "c": "utdk", "k": "utdhc"}


def _part_values(lang: str) -> dict[str, tuple[str, int]]:
    values: dict[str, tuple[str, int]] = {}
    for kind, first, forms in _PARTS[lang]:
        for i, form in enumerate(forms.split()):
            step = 100 if kind == "c" else 10 if kind == "d" else 1
            for spelling in form.split("|"):
                values[spelling] = (kind, first + i * step if kind in "utdc" else first)
    return values


_VALUES = {lang: _part_values(lang) for lang in _PARTS}


def _alternation(words: Iterable[str]) -> str:
    """The words as one pattern, their common beginnings said once ("t(?:wenty|hirty|...)"): the regex tries a few
    letters at each word, not every part of a language."""
    words = sorted(set(words))
    if len(words) == 1:
        return re.escape(words[0])
    heads: dict[str, list[str]] = {}
    for word in words:
        heads.setdefault(word[:1], []).append(word[1:])
    branches = []
    for head, tails in sorted(heads.items()):
        rest = [t for t in tails if t]
        optional = len(rest) < len(tails)  # a word ends here, and longer ones go on
        tail = f"(?:{_alternation(rest)})" if len(rest) > 1 else re.escape(rest[0]) if rest else ""
        branches.append(re.escape(head) + (f"(?:{tail})?" if optional and rest else tail))
    return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"


_PART = {lang: _alternation(values) for lang, values in _VALUES.items()}  # any one part of each language
_NUMBER_PARTS = {  # one part, before what may follow it; or what stands between two: a connector, a space, a hyphen
    lang: re.compile(
        rf"(?P<part>{part})(?=$|[\s-]|{_JOINS[lang]}|{part})"
        rf"|(?P<join>[\s-]+{_JOINS[lang]}[\s-]+|{_JOINS[lang]}(?=\w))|[\s-]+",
        re.I,
    )
    for lang, part in _PART.items()
}
_SPELLED_NUMBER = {  # two parts or more, together or apart with spaces, hyphens or connectors; or tens or hundreds
    lang: re.compile(
        rf"\b(?=[{''.join(sorted({w[0] for w in _VALUES[lang]}))}])(?:"
        rf"(?:{part})(?:(?:[\s-]+{_JOINS[lang]}[\s-]+|[\s-]+|{_JOINS[lang]})?(?:{part}))+\b"
        rf"|(?:{_alternation(w for w, v in _VALUES[lang].items() if v[0] in 'dc')})\b)",
        re.I,
    )
    for lang, part in _PART.items()
}
# Where a language's pattern may find a number: one of its tens, hundreds or thousands ("trois cent", not "percent").
_GATES = {
    "en": ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand"),
    "de": ("zwanzig", "dreißig", "dreissig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"),
    "fr": ("vingt", "trente", "quarante", "cinquante", "soixante", " cent", "mille", "dix-"),
    "es": ("veint", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa", "ciento"),
    "pt": ("vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa", "cento e"),
    "it": ("venti", "ventu", "vento", "trent", "quarant", "cinquant", "sessant", "settant", "ottant", "novant"),
}
_GATES["de"] += ("hundert", "tausend")
_GATES["es"] += ("cientas", "quinient", " mil ", " mil.", " mil,")
_GATES["pt"] += ("centos", "centas", "zentos", "zentas", "nhentos", "nhentas", " mil ", " mil.", " mil,")
_GATES["it"] += ("cento", "centot", "centun", "emila", "imila", "omila", "mille")
_ANY_GATE = re.compile("|".join(re.escape(stem) for stems in _GATES.values() for stem in stems))


def _follows(before: tuple[str, int] | None, kind: str, value: int, joined: bool, lang: str) -> bool:
    """Whether a part of class `kind` may follow the part `before` (class, value) in one number: a unit before tens
    only in German, with "und" ("einundzwanzig"); ten before a unit only in French ("dix-sept"); tens before ten to
    nineteen only after sixty and eighty ("soixante-dix", "quatre-vingt-onze")."""
    if before is None:
        return True
    was, said = before
    if was == "u" and kind == "d":
        return joined and lang == "de"
    if was == "t" and kind == "u":
        return said == 10 and value >= 7 and not joined
    if was == "d" and kind == "t":
        return said in (60, 80)
    return kind in _FOLLOW[was]


def _numbers_in(lang: str, match: re.Match[str]) -> str:
    """The words of `match` with each number they make in digits; words that make no number, and connectors
    between two numbers, as written. A match starts with a part."""
    span, values = match.group(), _VALUES[lang]
    out: list[str] = []
    number: list[tuple[int, int, str, int]] = []  # (start, end, class, value) of the current number's parts
    joined = False  # a connector stands between the last part and the next

    def close(upto: int) -> None:
        out.append(_written(lang, span[number[0][0] : number[-1][1]], number))
        out.append(span[number[-1][1] : upto])
        number.clear()

    for piece in _NUMBER_PARTS[lang].finditer(span):
        if piece["part"] is None:
            joined = joined or piece["join"] is not None
            continue
        kind, value = values[piece["part"].casefold()]
        if number and not _follows(number[-1][2:], kind, value, joined, lang):
            close(piece.start())
        number.append((piece.start(), piece.end(), kind, value))
        joined = False
    close(len(span))
    return "".join(out)


def _written(lang: str, said: str, parts: list[tuple[int, int, str, int]]) -> str:
    """A number's parts as digits, or as written where they are one part that stays a word."""
    if len(parts) == 1:
        kind, value = parts[0][2], parts[0][3]
        alone = (kind == "d" and (value >= 30 or lang == "en")) or (kind == "c" and value > 100)
        if not alone:
            return said
    total = current = 0
    for _, _, kind, value in parts:
        if kind == "h":
            current = (current or 1) * 100
        elif kind == "k":
            total, current = total + (current or 1) * 1000, 0
        else:
            current += value
    return str(total + current)


def in_digits(text: str) -> str:
    """`text` with its numbers of several words, its tens alone and its hundreds of one word in digits: "forty-one"
    -> "41", "ciento cuatro" -> "104"."""
    lowered = text.lower()
    if not _ANY_GATE.search(lowered):  # most texts write no number in words: one search spares six
        return text
    for lang, pattern in _SPELLED_NUMBER.items():
        if any(stem in lowered for stem in _GATES[lang]):
            text = pattern.sub(lambda match, lang=lang: _numbers_in(lang, match), text)
    return text
