"""Times of day in the forms languages write them, as one form: "9 am", "9h", "9 Uhr", "alle 9", "9時" and "nine in
the morning" are all "9:00", "6:30 p.m." is "18:30", "bis 24 Uhr" is "0:00". Amounts of time ("2 h", "alle 20
Minuten") are left as they are."""

from __future__ import annotations

import re

from veracity.numerals import HOUR_WORDS, number_words

# "9 am" and "6:30 p.m." are "9:00" and "18:30"; a bare "am" before a capital is German ("2 am Tag").
_TWELVE_HOUR = re.compile(
    r"\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s?(?:([ap])\.m\.|([ap])m\b(?!\s+(?-i:[A-ZÄÖÜ])))", re.I
)


_HOUR = re.compile(r"\b([01]?\d|2[0-3])h\b")  # "às 10h", "à 9h": an hour in French, Portuguese, Spanish
_CLOCK_MARK = re.compile(r"\d\s?(?:h|[ap]\.?m|uhr)", re.I)  # what every hour below is written with
_UHR = re.compile(r"\b([01]?\d|2[0-4])(?:[:.]([0-5]\d))?\s?Uhr\b")  # "um 15 Uhr", "15.30 Uhr"
_UHR_RANGE = re.compile(  # "von 7 bis 10 Uhr": the start of a range that says "Uhr" once, at its end
    r"\b([01]?\d|2[0-4])(?:[:.]([0-5]\d))?(?=\s*(?:-|–|bis)\s*(?:[01]?\d|2[0-4])(?:[:.][0-5]\d)?\s?Uhr\b)"
)
# "de 10 h à 18 h", "à 9 h 30", "avant 14 h": French writes a space before its "h". After these words it is an hour,
# not hours ("une pause de 2 h"): "de" only where "à" follows, "avant" and "après" not before "de" ("après 2 h de
# cuisson"), and "heures" not before "de" or "avant" ("jusqu'à 20 heures d'autonomie", "jusqu'à 2 heures avant le
# départ").
_SPACED_HOUR = re.compile(
    r"\b(à|dès|vers|jusqu'à|às|das|de(?=\s+\d{1,2}\s?h(?:eures?)?(?:\s?[0-5]\d)?\s*(?:à|-|–))"
    r"|(?:avant|après)(?=\s+\d{1,2}\s?h(?:eures?)?(?:\s?[0-5]\d)?\b(?!\s*d['e])))\s+([01]?\d|2[0-3])"
    r"\s?h(?:eures?(?!\s+(?:d['e]|avant|après|plus|au)))?(?:\s?([0-5]\d))?\b",
    re.I,
)
# An hour with no mark of one, after the words that say "at" or "from" an hour in Italian, Spanish and Portuguese:
# "dalle 9 alle 18", "dopo le 20 del giorno precedente", "a las 20 horas", "a las once", "das 9 às 18", "alle 9 e
# 30" (its quarters and half only: "tra le 9 e 10" is two hours). Only where no noun follows ("alle 20 persone",
# German "alle 20 Minuten") and, for "das", before "às" (German "das 3. Jahr").
_ROMANCE_HOUR_WORDS = {
    word: int(value)
    for lang in ("es", "it", "pt")
    for word, value in {**number_words(lang), "una": "1", "uma": "1"}.items()
    if 1 <= int(value) <= 12
}
_ROMANCE_HOURS = "|".join(sorted(_ROMANCE_HOUR_WORDS, key=len, reverse=True))
_BARE_HOUR = re.compile(
    r"\b((?:(?:a partire|fino|prima|dopo|entro|verso|tra|fra|e)\s+(?:alle|dalle|delle|le)|alle|dalle|le(?=\s+ore))"
    r"(?:\s+ore)?|"
    r"(?:a|desde|hasta|de|antes de|después de|entre|y)\s+(?:las|la(?=\s+una\b))|(?:até\s+)?às|das(?=\s+\d{1,2}\s+às\b))"
    r"\s+([01]?\d|2[0-4]|" + _ROMANCE_HOURS + r")(?:(?:[:.]|\s+[ey]\s+(?=[1-4]5|30))([0-5]\d))?(?:\s+horas)?"
    r"(?=\s*(?:$|[,;!?)]|\.(?!\d)|(?:e|y|a|alle|às|del|della|di|de|do|da|hasta|fino)\b))",
    re.I,
)
# A quick search before the slower pattern.
_BARE_HOUR_MARK = re.compile(
    r"\b(?:(?:dopo|entro|verso|tra|fra|e)\s+le|le\s+ore|alle|dalle|delle|las?|às)\s+(?:\d|" + _ROMANCE_HOURS + r")",
    re.I,
)
# The start of a range of hours that names its half of the day once, at its end: "from 7 to 10 am" is 7:00 to
# 10:00; "9 to 5 pm" starts at 9:00, since 21:00 would come after its end.
_SHARED_HALF = re.compile(
    r"\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?(?=\s*(?:-|–|to|until|till|and)\s*(1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s?"
    r"(?:([ap])\.m\.|([ap])m\b(?!\s+(?-i:[A-ZÄÖÜ]))))",
    re.I,
)
# Times of day in Chinese, Japanese and Korean: "午後3時" and "下午3点" are 15:00, "15時30分" 15:30, "3시 반" 3:30.
# Not a span of hours ("2時間", "3시간"), nor a Japanese 点, which counts points: Chinese 点 is a time where a part
# of the day or "from" comes before it, or minutes or "to" after it ("9点到17点").
_CJK_CLOCK = re.compile(
    r"(?:(?P<half>午前|午後|上午|下午|早上|晚上|凌晨|中午|오전|오후)\s*)?(?P<hour>[0-2]?\d)\s*"
    r"(?:時(?!間)|시(?!간)|(?P<dian>[点點]))"
    r"(?:\s*(?P<minutes>[0-5]?\d)\s*分(?![钟鐘])|\s*(?P<minutes_ko>[0-5]?\d)\s*분|\s*(?P<half_hour>半|반))?"
)
_AFTERNOON = frozenset({"午後", "下午", "晚上", "오후"})
_RANGE_MARKS = frozenset("从從到至~～-–")
_ZERO_HOUR = re.compile(r"(?<![\d:.,])0(\d:[0-5]\d)\b")  # "02:00" is 2:00, as "2 am" is
_END_OF_DAY = re.compile(r"(?<![\d:.,])24:00\b")  # "bis 24 Uhr" is midnight, 0:00


def _bare_hour(match: re.Match[str]) -> str:
    said = match[2].casefold()
    return f"{match[1]} {int(said) if said.isdigit() else _ROMANCE_HOUR_WORDS[said]}:{match[3] or '00'}"


def _twenty_four_hour(match: re.Match[str]) -> str:
    hour, minutes, half = int(match[1]), match[2] or "00", (match[3] or match[4]).casefold()
    return f"{hour % 12 + (12 if half == 'p' else 0)}:{minutes}"


def _clock(match: re.Match[str]) -> str:
    return f"{int(match[1])}:{match[2] or '00'}"


def _range_start(match: re.Match[str]) -> str:
    hour, minutes, end, half = int(match[1]), match[2] or "00", int(match[3]), (match[4] or match[5]).casefold()
    afternoon = half == "p" and hour % 12 <= end % 12
    return f"{hour % 12 + (12 if afternoon else 0)}:{minutes}"


def _cjk_clock(match: re.Match[str]) -> str:
    half, hour = match["half"], int(match["hour"])
    minutes = "30" if match["half_hour"] else match["minutes"] or match["minutes_ko"] or "00"
    text, start, end = match.string, match.start("hour"), match.end()
    in_range = text[start - 1 : start] in _RANGE_MARKS or text[end : end + 1] in _RANGE_MARKS
    if hour > 24 or (match["dian"] and not (half or in_range or match["minutes"] or match["half_hour"])):
        return match.group()
    if half in _AFTERNOON and hour < 12:
        hour += 12
    return f" {hour}:{int(minutes):02d} "


# An hour said with the part of the day it falls in: "a las nueve de la noche" and "at 9 in the evening" are 21:00,
# "às 8 da manhã" 8:00. Only with the words that tie the hour to its part ("for one night" is no hour).
_LATE = (
    "de la noche|de la tarde|da noite|da tarde|du soir|de l'après-midi|di sera|della sera|di notte|della notte|"
    "del pomeriggio|in the evening|at night|in the afternoon|abends|nachts|nachmittags"
)
_EARLY = "de la mañana|da manhã|du matin|di mattina|del mattino|della mattina|in the morning|morgens|vormittags|früh"
_DAY_PARTS = {**dict.fromkeys(_LATE.split("|"), 12), **dict.fromkeys(_EARLY.split("|"), 0)}
_DAY_PART_ENDS = frozenset(part.rsplit(" ", 1)[-1] for part in _DAY_PARTS)  # "noche", "evening"
_SPOKEN_HOUR = re.compile(
    r"(?<![\d:.,])\b(?P<hour>1[0-2]|0?[1-9]|" + "|".join(sorted(HOUR_WORDS, key=len, reverse=True)) + r")"
    r"(?:[:.h](?P<minutes>[0-5]\d))?(?:\s*(?:h|heures?|horas?|ore|uhr|o'clock)\b)?\s+"
    r"(?P<part>" + "|".join(map(re.escape, _DAY_PARTS)) + r")\b",
    re.IGNORECASE,
)


# "las dos de la noche": 2:00
_NIGHT = frozenset({"de la noche", "da noite", "di notte", "della notte", "at night", "nachts"})


def _spoken_hour(match: re.Match[str]) -> str:
    said, part = match["hour"].casefold(), match["part"].casefold()
    hour = int(said) if said.isdigit() else HOUR_WORDS[said]
    minutes = match["minutes"] or "00"
    if hour == 12:
        return f"{0 if part in _NIGHT else 12}:{minutes}"
    late = _DAY_PARTS[part] and not (part in _NIGHT and hour <= 4)
    return f"{hour + 12 if late else hour}:{minutes}"


# A half or a quarter past an hour, said in words: "half past nine", "um Viertel vor zehn", "à neuf heures et demie",
# "a las nueve y media", "alle nove e mezza", "às nove e meia", "mezzogiorno e mezzo". Except in English, only after
# a word that says "at" an hour: "deux heures et demie" alone is an amount of time, "halb so viel" no hour.
_AT = {
    "de": r"(?:um|gegen|ab|bis|von|vor|nach|zwischen|und)\s+",
    "fr": r"(?:à|a|vers|dès|jusqu'à|de|avant|après|entre|et)\s+",
    "es": r"(?:(?:a|desde|hasta|de|antes de|después de|entre|y)\s+)?las?\s+",
    "it": r"(?:(?:a partire|fino|prima|dopo|entro|verso|tra|fra|e)\s+)?(?:alle|dalle|delle|le)\s+|(?:all|dall|dell)'",
    "pt": r"(?:(?:até|desde|depois|antes)\s+)?(?:às|as|das|à|a|da)\s+",
}
_PAST_HOUR = [  # (words the text holds where the pattern matches, pattern, minutes past the hour, hours to take)
    (("half past",), r"\bhalf past {hour}", 30, 0),
    (("quarter past",), r"\b(?:a\s+)?quarter past {hour}", 15, 0),
    (("quarter to",), r"\b(?:a\s+)?quarter to {hour}", 45, 1),
    (("halb ",), r"\b(?P<at>{de})halb {hour}(?:\s+Uhr)?", 30, 1),
    (("viertel nach",), r"\b(?P<at>{de})?viertel nach {hour}(?:\s+Uhr)?", 15, 0),
    (("viertel vor",), r"\b(?P<at>{de})?viertel vor {hour}(?:\s+Uhr)?", 45, 1),
    (("et demi",), r"\b(?P<at>{fr}){hour}\s*h(?:eures?)? et demie?", 30, 0),
    (("et quart",), r"\b(?P<at>{fr}){hour}\s*h(?:eures?)? et quart", 15, 0),
    (("moins le quart", "moins quart"), r"\b(?P<at>{fr}){hour}\s*h(?:eures?)? moins (?:le )?quart", 45, 1),
    (("y media",), r"\b(?P<at>{es}){hour} y media", 30, 0),
    (("y cuarto",), r"\b(?P<at>{es}){hour} y cuarto", 15, 0),
    (("menos cuarto",), r"\b(?P<at>{es}){hour} menos cuarto", 45, 1),
    (("e mezz",), r"\b(?P<at>{it}){hour} e (?:mezza|mezzo)", 30, 0),
    (("e un quarto",), r"\b(?P<at>{it}){hour} e un quarto", 15, 0),
    (("meno un quarto",), r"\b(?P<at>{it}){hour} meno un quarto", 45, 1),
    (("e meia",), r"\b(?P<at>{pt}){hour} e meia", 30, 0),
    (("e um quarto", "e quinze"), r"\b(?P<at>{pt}){hour} e (?:um quarto|quinze)", 15, 0),
    (
        ("et demi", "e mezz", "e meia", "y media", "and a half"),
        r"\b{noon} (?:et|e|y|and a) (?:demie?|mezza|mezzo|meia|media|half)",
        30,
        0,
    ),
]
_HOUR_SAID = {**HOUR_WORDS, **dict.fromkeys(("one", "une", "una", "uma"), 1)}
NOON_HOURS = {"noon": 12, "midday": 12, "midi": 12, "mezzogiorno": 12, "meio-dia": 12, "mediodía": 12}
NOON_HOURS |= {"midnight": 0, "minuit": 0, "mezzanotte": 0, "meia-noite": 0, "medianoche": 0}
_HOUR_IN_WORDS = "|".join(sorted(_HOUR_SAID, key=len, reverse=True))
_PAST_HOURS = [
    (
        said,
        re.compile(
            pattern.format(
                hour=rf"(?P<hour>[01]?\d|2[0-3]|{_HOUR_IN_WORDS})\b",
                noon=f"(?P<hour>{'|'.join(NOON_HOURS)})",
                **_AT,
            ),
            re.I,
        ),
        minutes,
        back,
    )
    for said, pattern, minutes, back in _PAST_HOUR
]
_PAST_WORD = re.compile("past|quarter|halb|viertel|demi|quart|media|cuarto|mezz|meia|quinze")


def _past_hours(text: str) -> str:
    lowered = text.lower()
    if not _PAST_WORD.search(lowered):
        return text
    for said, pattern, minutes, back in _PAST_HOURS:
        if any(words in lowered for words in said):
            text = pattern.sub(lambda m, minutes=minutes, back=back: _past_hour(m, minutes, back), text)
    return text


def _past_hour(match: re.Match[str], minutes: int, back: int) -> str:
    said = match["hour"].casefold()
    hour = int(said) if said.isdigit() else _HOUR_SAID.get(said, NOON_HOURS.get(said, 0))
    hour = (hour - back) % 24 or (12 if said not in NOON_HOURS else 0)  # "halb eins", "a quarter to one": 12:30, 12:45
    return f"{match.groupdict().get('at') or ''}{hour}:{minutes:02d}"


def in_24_hours(text: str) -> str:
    """`text` with every time of day it says written "H:MM" on the 24-hour clock."""
    text = _past_hours(text)
    lowered = text.lower()
    if any(part in lowered for part in _DAY_PART_ENDS):  # a slow pattern: only where a part of the day is named
        text = _SPOKEN_HOUR.sub(_spoken_hour, text)
    if _CLOCK_MARK.search(text):  # most texts name no hour: one quick search spares the passes below
        text = _SHARED_HALF.sub(_range_start, _SPACED_HOUR.sub(lambda m: f"{m[1]} {m[2]}:{m[3] or '00'}", text))
        text = _UHR.sub(_clock, _UHR_RANGE.sub(_clock, text))
        text = _HOUR.sub(r"\1:00", _TWELVE_HOUR.sub(_twenty_four_hour, text))
    if _BARE_HOUR_MARK.search(text):
        text = _BARE_HOUR.sub(_bare_hour, text)
    if any(mark in text for mark in "時시点點"):
        text = _CJK_CLOCK.sub(_cjk_clock, text)
    return _END_OF_DAY.sub("0:00", _ZERO_HOUR.sub(r"\1", text))
