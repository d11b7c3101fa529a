"""Numbers as a reader compares them: with their unit and scale word ("$4.2 billion", "300 metres",
"約1400万人", "two weeks"), dates at the granularity they are written ("1997", "November 1997", "19 December
1997") and with their bounds ("before 1900"), and periods ("every week", "$10/month").

The detail checks compare these slots between a claim and its evidence; a bare number of the
lexicon cannot tell "$4.2 million" from "$4.2 billion" or "300 metres" from "300 km".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from veracity import centuries, headcount
from veracity.centuries import Century
from veracity.changes import Amount, Change, agrees, changes
from veracity.language import LATIN_LANGUAGES, detect, stop_words
from veracity.lexicon import DAY_NAME, analyze, fold, is_day, names_a_day, normalize_number, weekdays
from veracity.numerals import NUMBER_WORDS, number_word
from veracity.shares import shares
from veracity.versions import Version, versions

_MONTH_NAMES = (
    "january february march april may june july august september october november december",
    "januar februar märz april mai juni juli august september oktober november dezember",
    "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "januari februari maart april mei juni juli augustus september oktober november december",
)
_MONTHS: dict[str, int] = {}
for _names in (*_MONTH_NAMES, "jan feb mar apr may jun jul aug sep oct nov dec"):
    for _number, _name in enumerate(_names.split(), start=1):
        _MONTHS.setdefault(_name, _number)
_MONTHS["sept"] = 9
# A pattern below pins a month down with a day or a year, or names it whole after "in", so "may" the verb is
# never read as May, nor Spanish "en mar" (at sea) as March.
_MONTH = "(?P<{}>" + "|".join(sorted(map(re.escape, _MONTHS), key=len, reverse=True)) + r")\.?"
_WHOLE = dict.fromkeys(name for names in _MONTH_NAMES for name in names.split())  # in order: one pattern every run
# A month named alone in English is an English one, written as a name: "by Julio" names an author, "in march order"
# nothing.
_ENGLISH_MONTHS = frozenset(_MONTH_NAMES[0].title().split())
_WHOLE_MONTH = "(?P<{}>" + "|".join(sorted(_WHOLE, key=len, reverse=True)) + ")"


def names_a_time(word: str) -> bool:
    """A month or a day: capitalised like a name, but a date's slot, not a place's."""
    return word.casefold().rstrip(".") in _MONTHS or is_day(word)


_NUM = r"\d+(?:[.,]\d+)*"
_YEAR = r"(?P<{}>1\d{{3}}|20\d{{2}})"
_DATE_PATTERNS = [
    # 19 December 1997, 19. Dezember 1997, 19 de diciembre de 1997, 19 December
    r"\b(?P<d1>[0-3]?\d)(?:st|nd|rd|th|er|º|\.)?\s+(?:de\s+|of\s+)?"
    + _MONTH.format("m1")
    + r"(?:,?\s+(?:de\s+)?"
    + _YEAR.format("y1")
    + r")?\b",
    # December 19, 1997
    r"\b" + _MONTH.format("m2") + r"\s+(?P<d2>[0-3]?\d)(?:st|nd|rd|th)?,?\s+" + _YEAR.format("y2") + r"\b",
    # November 1997, novembre de 1997
    r"\b" + _MONTH.format("m3") + r",?\s+(?:de\s+|of\s+)?" + _YEAR.format("y3") + r"\b",
    # in May, im Juni, en juin, em maio, nel maggio, by June, Ende Juni: the month of an unnamed year
    r"\b(?:in|im|en|em|nel|bis|by|until|hasta|até|(?P<part>ende|anfang|mitte|end of|beginning of|start of|fin|"
    r"début|finales de|principios de|mediados de|fine|inizio|final de|início de|meados de))\s+"
    + _WHOLE_MONTH.format("m7")
    + r"\b(?!\.?,?\s+(?:de\s+|of\s+)?\d)",
    # 1997-12-19
    r"\b" + _YEAR.format("y4") + r"-(?P<m4>[01]\d)-(?P<d4>[0-3]\d)\b",
    # 19.12.1997 (German, Italian, ...); 19/12/1997 where the day cannot be a month (English may write the month first)
    r"\b(?P<d9>[0-3]?\d)\.(?P<m9>0?[1-9]|1[0-2])\.(?P<y9>1\d{3}|20\d{2})\b"
    r"|\b(?P<d10>1[3-9]|2\d|3[01])/(?P<m10>0?[1-9]|1[0-2])/(?P<y10>1\d{3}|20\d{2})\b",
    # 15/11, 04/08: a day and a month of two digits each, of an unnamed year; in English only where the day cannot
    # be a month. One digit is too often something else ("24/7", "1/2").
    r"(?<![\d/.,])(?P<d11>0[1-9]|[12]\d|3[01])/(?P<m11>0[1-9]|1[0-2])(?![/\d]|[.,]\d)",
    # 1997年12月19日, 1997년 12월 19일 (day and month optional)
    _YEAR.format("y5") + r"\s*[年년](?:\s*(?P<m5>[01]?\d)\s*[月월](?:\s*(?P<d5>[0-3]?\d)\s*[日일])?)?",
    # 3月1日 (Japanese and Chinese, of an unnamed year)
    r"(?<![\d年])(?P<m8>1[0-2]|0?[1-9])\s*月\s*(?P<d8>[0-3]?\d)\s*日",
    # a year alone, not a count ("1500 people") nor an amount ("1500 m", "1500%"), nor four digits of five ("10000")
    r"(?<![\d.,:/$€£¥-])" + _YEAR.format("y6") + r"(?![\d.,:]?\d|\s*(?:%|[$€£¥])|[^\W\d_])",
]
_DATE = re.compile("|".join(f"(?:{p})" for p in _DATE_PATTERNS), re.IGNORECASE)

# Scale words multiply; a unit names what is counted. Both as (written forms, canonical name, factor).
_SCALES = [
    ("thousand|thousands|tausend|mille|mil|k", 1e3),
    ("million|millions|mio|mln|mn|millionen|millones|milhões|milhão|milioni|milione|miljoen|m", 1e6),
    (
        "billion|billions|bn|milliarde|milliarden|mrd|milliards|milliard|mil millones|bilhões|bilhão|miliardi|"
        "miliardo|miljard",
        1e9,
    ),
    ("trillion|trillions|billionen|billones|trilhões|trilioni", 1e12),
    ("百", 1e2),
    ("千", 1e3),
    ("万|萬|만", 1e4),
    ("百万", 1e6),
    ("億|亿|억", 1e8),
]
_UNITS = [
    (
        "kilometres|kilometers|kilometre|kilometer|kilomètres|kilomètre|kilómetros|kilómetro|quilómetros|quilômetros|"
        "quilómetro|quilômetro|chilometri|chilometro|kilometern|km|公里|キロメートル|キロ|킬로미터",
        "m",
        1e3,
    ),
    ("metres|meters|metre|meter|metern|mètres|mètre|metros|metro|metri|m|米|メートル|미터", "m", 1.0),
    (
        "centimetres|centimeters|centimetre|centimeter|centimètres|centimètre|centímetros|centímetro|centimetri|"
        "centimetro|zentimeter|zentimetern|cm|センチメートル|センチ|厘米",
        "m",
        1e-2,
    ),
    (
        "millimetres|millimeters|millimetre|millimeter|millimètres|millimètre|milímetros|milímetro|millimetri|"
        "millimetro|millimetern|mm|ミリメートル|毫米",
        "m",
        1e-3,
    ),
    ("miles|mile|mi|milles|millas|milla|milhas|milha|miglia|meilen|meile", "m", 1609.344),
    ("feet|foot|ft|pieds|pied|fuß|fuss|pies|pés|piedi", "m", 0.3048),
    ("inches|inch|zoll|pouces|pouce|pulgadas|pulgada|polegadas|polegada|pollici|pollice", "m", 0.0254),
    (
        "square kilometres|square kilometers|square kilometre|square kilometer|km²|quadratkilometer|"
        "quadratkilometern|kilomètres carrés|kilomètre carré|km carrés|kilómetros cuadrados|kilómetro cuadrado|"
        "quilómetros quadrados|quilômetros quadrados|chilometri quadrati|chilometro quadrato|km quadrati",
        "m²",
        1e6,
    ),
    (
        "square miles|square mile|sq mi|mi²|milles carrés|miles carrés|mille carré|millas cuadradas|"
        "milhas quadradas|miglia quadrate|quadratmeilen",
        "m²",
        2589988.110336,
    ),
    (
        "square metres|square meters|square metre|square meter|sq m|m²|mètres carrés|mètre carré|"
        "metros cuadrados|metros quadrados|metri quadrati|quadratmeter|quadratmetern",
        "m²",
        1.0,
    ),
    ("square feet|square foot|sq ft|ft²|pieds carrés", "m²", 0.09290304),
    ("hectares|hectare|hektar|ha", "m²", 1e4),
    (
        "kilograms|kilogrammes|kilogramme|kilogram|kilogramm|kilogramos|kilogramo|quilogramas|quilograma|"
        "chilogrammi|chilogrammo|kilos|kilo|quilos|quilo|kg|キログラム|公斤",
        "kg",
        1.0,
    ),
    ("grams|gram|grammes|gramme|gramm|gramos|gramo|gramas|grama|grammi|grammo|g|グラム|克", "kg", 1e-3),
    (
        "milligrams|milligram|milligrammes|milligramme|milligramm|miligramos|miligramo|miligramas|miligrama|"
        "milligrammi|milligrammo|mg|ミリグラム|毫克",
        "kg",
        1e-6,
    ),
    ("pounds|pound|lbs|lb", "kg", 0.45359237),
    ("tonnes|tons|tonne|ton|t|トン", "kg", 1e3),
    ("percent|per cent|prozent|pour cent|por ciento|por cento|per cento|procent|%|パーセント|퍼센트", "%", 1.0),
    ("°c|degrees celsius|grad celsius|degrés celsius|grados celsius|graus celsius|gradi celsius|℃", "°C", 1.0),
    ("°f|degrees fahrenheit|grad fahrenheit|degrés fahrenheit|grados fahrenheit|graus fahrenheit|℉", "°F", 1.0),
    ("litres|liters|litre|liter|litern|litros|litro|litri|l|リットル|升|公升", "l", 1.0),
    (
        "millilitres|milliliters|millilitre|milliliter|millilitern|mililitros|mililitro|millilitri|ml|ミリリットル|毫升",
        "l",
        1e-3,
    ),
    ("centilitres|centiliters|centilitre|centiliter|cl", "l", 1e-2),
    ("terabytes|terabyte|tb", "B", 1e12),
    ("gigabytes|gigabyte|gb", "B", 1e9),
    ("megabytes|megabyte|mb", "B", 1e6),
    ("kilobytes|kilobyte|kb", "B", 1e3),
    ("megapixels|megapixel|mp", "px", 1e6),
    ("人|명", "people", 1.0),
    # Durations: seconds to weeks convert exactly, and months to years; a month is no fixed number of days.
    (
        "seconds|second|secs|sec|sekunden|sekunde|secondes|seconde|segundos|segundo|secondi|secondo|秒|秒钟|秒鐘|초",
        "s",
        1.0,
    ),
    ("minutes|minute|mins|min|minuten|minutos|minuto|minuti|分間|分钟|分鐘|分|분", "s", 60.0),
    (
        "hours|hour|hrs|hr|stunden|stunde|std|heures|heure|horas|hora|ore|ora|時間|小时|小時|个小时|個小時|시간",
        "s",
        3600.0,
    ),
    ("days|day|tage|tagen|tag|jours|jour|días|día|dias|dia|giorni|giorno|dagen|dag|日間|天|일간", "s", 86400.0),
    (
        "weeks|week|wochen|woche|semaines|semaine|semanas|semana|settimane|settimana|weken|週間|周|个星期|個星期|주간|주일",
        "s",
        604800.0,
    ),
    (
        "months|month|monate|monaten|monat|mois|meses|mês|mesi|mese|maanden|maand|か月|ヶ月|カ月|ケ月|个月|個月|개월",
        "month",
        1.0,
    ),
    (
        "years|year|yrs|jahre|jahren|jahr|ans|an|années|année|años|año|anos|ano|anni|anno|jaar|jaren|年間|年|년간|년",
        "month",
        12.0,
    ),
    ("円", "¥", 1.0),
    ("元", "CN¥", 1.0),
    ("원", "₩", 1.0),
    ("dollars|dollar|usd|달러|ドル|美元", "$", 1.0),
    ("euros|euro|eur|€|ユーロ|유로", "€", 1.0),  # "5 €", as most of Europe writes it
]
# Nouns that count people: "1,200 people" is said of "more than 500 employees".
_PEOPLE = frozenset(
    {"people", "persons", "employees", "workers", "staff", "inhabitants", "residents", "personnes", "employés"}
    | {"salariés", "habitants", "menschen", "personen", "mitarbeiter", "mitarbeitende", "beschäftigte", "einwohner"}
    | {"personas", "empleados", "trabajadores", "habitantes", "persone", "dipendenti", "lavoratori", "abitanti"}
    | {"pessoas", "funcionários", "trabalhadores", "mensen", "medewerkers", "inwoners"}
)
_STOPS = frozenset().union(*(stop_words(lang) for lang in LATIN_LANGUAGES))
_CURRENCY = {"$": "$", "us$": "$", "€": "€", "£": "£", "¥": "¥"}
MONEY = frozenset({*_CURRENCY.values(), "CN¥", "₩"})  # the units of an amount of money


def _alternation(forms: list[str]) -> str:
    return "|".join(sorted((re.escape(f) for f in forms), key=len, reverse=True))


_WORD_END = r"(?![a-zß-ÿ])"  # a Latin unit ends its word; "万人" and "公里" need no space
_SCALE_OF = {form: factor for forms, factor in _SCALES for form in forms.split("|")}
_UNIT_OF = {form: (unit, factor) for forms, unit, factor in _UNITS for form in forms.split("|")}
_FRENCH_ONLY = frozenset({"an"})  # "un an"; elsewhere "an" is an article ("in 2019 an earthquake")
_MEASURES = frozenset(
    form
    for form, (unit, _) in _UNIT_OF.items()
    if unit not in ("s", "month") and not any(form in stop_words(lang) for lang in LATIN_LANGUAGES if lang != "en")
)
# An article, or "one", before a span of time is one of it: "um ano", "a week-long", "one year" (where "one"
# alone is too often a pronoun to count). Not a second, which is also an ordinal ("a second album").
_ONE = ("a", "an", "one", "ein", "eine", "einen", "einem", "einer", "un", "une", "um", "uma", "uno", "una")
_SPANS = [
    form
    for forms, unit, factor in _UNITS
    if unit in ("s", "month") and (unit, factor) != ("s", 1.0)
    for form in forms.split("|")
    if form not in ("min", "mins", "hr", "hrs", "std", "yrs")
]
_ONE_SPAN = r"\b(?:" + "|".join(_ONE) + r")\b(?=[\s-](?:" + _alternation(_SPANS) + r")\b)"
# Words before "a" that make it "per": "once a day", "10 euros a month", "twice a week".
_RATE = "euros?|dollars?|once|twice|times|mal|fois|veces|vezes|volte"
# Spans before "a" that make it "per": "two days a week", "8 hours a day", "six weeks a year".
_SPANS_PER = (
    "days|hours|nights|weeks|months|minutes|tage|stunden|wochen|jours|heures|semaines|días|horas|semanas|dias|"
    "giorni|ore|settimane"
)
# "once a day", "$99 a year", "three days a week" say how often, "half a year" and "un an et demi" another amount.
_NOT_ONE_BEFORE = re.compile(r"(?:\d|thrice|half|" + _RATE + "|" + _SPANS_PER + r")\s*$", re.I)
_NOT_ONE_AFTER = re.compile(r"\s*(?:and a half|et demi|y medio|e meio|e mezzo|und ein halb)", re.I)
_QUANTITY = re.compile(
    r"(?P<cur>us\$|[$€£¥])?\s?(?P<num>"
    + _NUM
    + r"|\b(?:"
    + _alternation(sorted(NUMBER_WORDS))
    + r")\b|"
    + _ONE_SPAN
    + ")"
    r"(?:\s?(?P<scale>" + _alternation(list(_SCALE_OF)) + r")" + _WORD_END + "(?!²))?"  # "5 m²" is an area
    r"(?:[\s-]?(?P<unit>" + _alternation(list(_UNIT_OF)) + r")" + _WORD_END + ")?"
    r"(?:\s(?P<noun>[^\W\d_]{3,}))?",
    re.IGNORECASE,
)
# The noun a scale word counts, after "de" or "di": "millions de visiteurs".
_COUNTED_OF = re.compile(r"\s(?:de|di|d['’])\s?([^\W\d_]{3,})", re.IGNORECASE)
_BEFORE = 24  # characters before an amount read for the words that round or bound it
_APPROXIMATE = re.compile(
    r"(about|around|approximately|roughly|nearly|almost|some|circa|ca\.|etwa|rund|"
    r"ungefähr|fast|environ|près de|presque|alrededor de|aproximadamente|cerca de|casi|quase|circa|quasi|"
    r"約|约|约为|大约|およそ|약)\s*[$€£¥]?\s*$",
    re.IGNORECASE,
)
# "More than 800,000" is said of 847,000 too; "under 50" of 12.
_AT_LEAST = re.compile(
    r"((?<!no )(?<!not )more than|over|at least|above|exceeding|mehr als|über|mindestens|plus de|au moins|más de|"
    r"al menos|mais de|pelo menos|oltre|più di|almeno|ponad|older than|mayores de|maiores de|superior a|"
    r"supérieure? à|superiore a|超|以上)\s*[$€£¥]?\s*$",
    re.IGNORECASE,
)
# "Up to 10 hours" and "at most 200 facts" name the most itself: not said of 20 hours, nor of 100 facts.
_AT_MOST = re.compile(
    r"(less than|fewer than|under|below|younger than|up to and including|weniger als|unter|bis einschließlich|"
    r"bis inklusive|moins de|inférieure? à|menos de|menores? de|"
    r"inferior a|meno di|minori di|inferiore a|poniżej)\s*[$€£¥]?\s*$",
    re.IGNORECASE,
)
# The same bounds said after the amount: "65 and over", "10 Jahre oder älter", "65 ans et plus", "30分以上"; not where
# they start a bound of their own ("et plus de 20").
_NOT_ITS_OWN = r"(?![^\W\d_]|\s*(?:than|als|de\b|d'|di\b|que\b|do\b|da\b|\d))"
_AT_LEAST_AFTER = re.compile(
    r"\s*(?:(?:or (?:more|over|above|older|higher|greater|longer)|and (?:over|above|older|up)|oder (?:mehr|älter|"
    r"länger|darüber)|und (?:mehr|älter|darüber)|ou plus|et plus|o más|y más|o mayores|ou mais|e mais|o più|e più|"
    rf"e oltre){_NOT_ITS_OWN}|以上)",
    re.IGNORECASE,
)
_AT_MOST_AFTER = re.compile(
    r"\s*(?:(?:or (?:less|fewer|under|below|younger|shorter)|and (?:under|below|younger)|oder (?:weniger|jünger)|"
    r"und (?:weniger|jünger|darunter)|ou moins|et moins|o menos|y menos|ou menos|e menos|o meno|e meno)"
    rf"{_NOT_ITS_OWN}|以下|未満)",
    re.IGNORECASE,
)
# Words before an age bound that say whom a rule is for: "personnes de plus de 60 ans", "children under 12", "Kinder
# unter 6 Jahren", "aged 11 and under".
_GROUP = re.compile(
    r"\b(?:people|persons|adults|children|kids|seniors|patients|passengers|travell?ers|guests|visitors|students|"
    r"pupils|drivers|customers|residents|aged|personen|menschen|erwachsene|kinder|jugendliche|senioren|patienten|"
    r"fahrgäste|reisende|gäste|besucher|alter|personnes|adultes|enfants|jeunes|passagers|voyageurs|visiteurs|"
    r"âgée?s?|personas|adultos|niños|niñas|jóvenes|pacientes|pasajeros|viajeros|visitantes|edad|pessoas|crianças|"
    r"idosos|jovens|passageiros|idade|persone|adulti|bambini|ragazzi|anziani|pazienti|passeggeri|visitatori|età)\b"
    r"[^.;:!?\d]{0,24}$",
    re.IGNORECASE,
)
_GROUP_REACH = 40  # characters before an amount read for `_GROUP`
# An age from which a rule holds: "Kinder ab 6 Jahren", "à partir de 12 ans" (elsewhere a start: "à partir de 30 heures
# avant le départ").
_FROM_AGE = re.compile(r"\b(?:ab|a partir de|a partire da|à partir de|dès)\s*$", re.IGNORECASE)
# Bounds that hold of the amount itself ("at least 12", "ab 6 Jahren"); "more than" and "under" do not.
_INCLUSIVE = re.compile(
    r"(?:at least|mindestens|ab|au moins|al menos|pelo menos|almeno|a partir de|a partire da|à partir de|dès|"
    r"bis einschließlich|bis inklusive|up to and including)\s*$",
    re.IGNORECASE,
)
_YEARS = ("month", 12.0)  # an age: years, as `_UNITS` reads them
# A rule's limits: a floor and a ceiling of one amount say opposite things ("at least 12 characters", "at most 12").
_FLOOR = re.compile(
    r"(at least|a minimum of|minimum|mindestens|au moins|au minimum|al menos|como mínimo|pelo menos|no mínimo|"
    r"almeno|minimo)\s*[$€£¥]?\s*$",
    re.IGNORECASE,
)
_CEILING = re.compile(
    r"(at most|up to|no more than|not more than|a maximum of|maximum|höchstens|maximal|bis zu|au plus|au maximum|"
    r"jusqu'à|como máximo|hasta(?: los| las)?|no máximo|até(?: aos?| às?| os| as)?|al massimo|fino (?:a|ai|agli)|"
    r"massimo)\s*[$€£¥]?\s*$",
    re.IGNORECASE,
)
# How often, not how long: "every 10 minutes", "alle 20 Minuten", "toutes les 10 minutes", "10分間隔", "10分おき".
_EVERY_BEFORE = re.compile(r"\b(?:every|alle|jede[mnrs]?|toutes les|tous les|cada|ogni)\s*$", re.I)
_EVERY_AFTER = re.compile(r"\s*(?:間?隔|おき|ごと|毎)")
# The ends of a range: "between $200 and $300" says at least $200 and at most $300.
_BETWEEN_AMOUNT = r"\b(?:between|zwischen|entre|tra|fra)\s*[$€£¥]?\s*"
_RANGE_FROM = re.compile(_BETWEEN_AMOUNT + "$", re.I)
_RANGE_TO = re.compile(_BETWEEN_AMOUNT + r"\d[\d.,]*\s*(?:[^\W\d_]+\s+)?(?:and|und|et|y|e)\s*[$€£¥]?\s*$", re.I)
# An age said as one: "at the age of 36", "aged 36", "im Alter von 36", "à l'âge de 36 ans", "a los 36 años".
_AGE = re.compile(
    r"\b(?:(?:at the age of|aged|im alter von|à l'âge de|a la edad de|all'età di)\s+(\d{1,3})(?=\s*(?:$|[.;)]|,(?!\d)))"
    r"|(?:at the age of|aged|age|im alter von|mit|à l'âge de|a la edad de|a los|com|aos|all'età di|a)\s+(\d{1,3})"
    r"\s+(?:years|jahren|ans|años|anos|anni)\b)"
    r"|\b(\d{1,3})-(?:year-old|jährige[nrms]?)\b",  # "a 23-year-old driver", "ein 23-jähriger Fahrer"
    re.IGNORECASE,
)
_TIME = re.compile(r"\b([01]?\d|2[0-4])[:.h]([0-5]\d)\b")
# Midnight and noon, as the hours they are; not "après-midi", nor "le Midi" (the south of France).
_MIDNIGHT = re.compile(r"\b(?:midnight|mitternacht|minuit|medianoche|mezzanotte|meia-noite)\b", re.I)
_NOON = re.compile(r"\b(?:noon|midday|mediodía|mezzogiorno|meio-dia)\b|(?<![-\w])(?-i:midi)\b", re.I)


# How far an amount converted from another unit may be from it: its writer rounded it to as many figures as the
# original has ("8,800 m (29,000 ft)" is 0.45% off), while a wrong figure is far off (200 °F is 7% under 100 °C).
CONVERTED = 0.01


@dataclass(frozen=True)
class Quantity:
    value: float  # in the unit's base: "4.2 billion" -> 4.2e9, "330 km" -> 330000 (metres)
    unit: str  # canonical: "m", "%", "$", "people"; "" for a number with no unit or currency
    text: str  # as written
    step: float  # the last written digit's worth: "4.2 billion" -> 1e8, so 4.23 billion rounds to it
    approximate: bool  # "about 545,000", "約1400万人"
    bound: int = 0  # 1: at least ("more than 800,000"), -1: at most ("under 50"), 0: the amount itself
    number: str = ""  # the number as the lexicon writes it: "2.7" of "2.7 km"; "2 30" of "2 hours 30 minutes"
    per: str = ""  # the period it is said per: "week" of "three days a week", "month" of "$9 per user per month"
    periods: frozenset[str] = frozenset()  # the periods its sentence names: "month" of "The monthly rent is €900"
    factor: float = 1.0  # the written unit's size in the unit's base: 0.3048 of "ft", 1.0 of "m"
    limit: str = ""  # the words that make it a floor ("at least 12 characters") or a ceiling ("höchstens 12")
    floor: int = 0  # 1: a floor, -1: a ceiling, 0: neither
    every: bool = False  # a span of time that says how often, not how long: "every 10 minutes", "10分間隔"
    group: bool = False  # a bound on the age of those a rule is for: "children under 12", "personnes de 65 ans et plus"
    strict: bool = False  # a bound the amount itself is past: "under 12" is 11 at most, "12 and under" 12

    def measures_as(self, other: Quantity) -> bool:
        """Of one kind, so that two amounts can differ: "30 days" of leave is no answer to "three days a week",
        but "€900 a month" is to "the monthly rent is €900"."""
        if self.unit != other.unit:
            return False
        if self.per == other.per:
            return True
        if self.per and other.per:
            return False
        # One is said per a period, the other's sentence must name it.
        return self.per in other.periods if self.per else other.per in self.periods

    @property
    def edge(self) -> float:
        """The last amount a bound holds of, in the written unit's steps: "under 12 years" holds of 11 years."""
        return self.value + self.bound * self.step if self.strict else self.value

    def rivals(self, other: Quantity) -> bool:
        """Two amounts that cannot both be true of one thing: of one kind, and both how long or both how often ("takes
        2.5 hours" says nothing against "runs every 10 minutes")."""
        return self.measures_as(other) and self.every == other.every

    def matches(self, other: Quantity) -> bool:
        """The same amount, to the precision the writer of `self` gave it; a bound holds of any amount past it."""
        if {self.unit, other.unit} == {"°C", "°F"} and not (self.per or other.per):
            return _same_temperature(self, other)
        if not self.measures_as(other):
            return False
        if self.bound and self.bound == other.bound:
            if self.group and other.group:  # those a rule is for: the claim's must be among the evidence's
                return (self.edge - other.edge) * self.bound >= -1e-9
            # "at least 20" is said of "at least 24", not the other way
            return (self.value - other.value) * self.bound <= 1e-9 * max(abs(self.value), 1.0)
        if (self.bound and (other.value - self.value) * self.bound >= 0) or (
            other.bound and (self.value - other.value) * other.bound >= 0
        ):
            return True
        tolerance = 0.5 * self.step if self.step < abs(self.value) else 0.0
        if self.approximate or other.approximate:
            tolerance = max(tolerance, 0.05 * max(abs(self.value), abs(other.value)))
        elif self.factor != other.factor:  # converted from the other unit and rounded: "31,700 sq mi" of 82,100 km²
            tolerance = max(tolerance, CONVERTED * max(abs(self.value), abs(other.value)))
        return abs(self.value - other.value) <= tolerance + 1e-9 * max(abs(self.value), 1.0)


def _same_temperature(one: Quantity, other: Quantity) -> bool:
    """A temperature in °C and °F, or a change of one ("warmed by 1.5 °C (2.7 °F)"), which converts without the
    32 degrees between the scales' zeros. No conflict is read between the two: `measures_as` keeps them apart."""
    celsius, fahrenheit = (one, other) if one.unit == "°C" else (other, one)
    tolerance = max(0.5 * celsius.step, 0.5 * fahrenheit.step * 5 / 9, CONVERTED * abs(celsius.value))
    return any(abs(celsius.value - (fahrenheit.value - zero) * 5 / 9) <= tolerance for zero in (32.0, 0.0))


@dataclass(frozen=True)
class Date:
    year: int | None
    month: int | None
    day: int | None
    text: str

    bound: int = 0  # 1: after ("after 1900"), -1: before ("before 1900"), 0: the date itself
    inclusive: bool = False  # an end of a range ("between 1880 and 1890"), which the range holds
    edge: str = ""  # the words that make it when something starts ("ab dem") or ends ("until"), as written
    starts: int = 0  # 1: a start, -1: an end, 0: neither

    def compatible(self, other: Date) -> bool:
        """No part that both give differs: "1997" fits "19 December 1997", "November 1997" does not. A bound
        holds of the years past it: "before 1900" fits 1889; two bounds may always meet."""
        if self.bound or other.bound:
            bounded, date = (self, other) if self.bound else (other, self)
            if date.bound or bounded.year is None or date.year is None:
                return True
            return (date.year - bounded.year) * bounded.bound > 0 or (bounded.inclusive and date.year == bounded.year)
        return all(a is None or b is None or a == b for a, b in zip(self._parts(), other._parts(), strict=True))

    def shares_a_part(self, other: Date) -> bool:
        """Whether both give a year, a month or a day: "25 April" says nothing of "1974", nor against it."""
        return any(a is not None and b is not None for a, b in zip(self._parts(), other._parts(), strict=True))

    def order(self, other: Date) -> int:
        """-1 if this date comes before `other`, 1 if after, 0 where the parts both give cannot tell (1998 and
        November 1998)."""
        common = [(a, b) for a, b in zip(self._parts(), other._parts(), strict=True) if a is not None and b is not None]
        return next((1 if a > b else -1 for a, b in common if a != b), 0)

    def _parts(self) -> tuple[int | None, int | None, int | None]:
        return self.year, self.month, self.day


@dataclass(frozen=True)
class Details:
    quantities: tuple[Quantity, ...]
    dates: tuple[Date, ...]
    times: frozenset[str]  # times of day, "8:00"
    periods: tuple[tuple[str, str], ...] = ()  # how often, or per what, and as written: ("month", "per month")
    listed: frozenset[int] = frozenset()  # how many names or years each list holds: "in 2012 and 2016" -> 2
    headcounts: frozenset[int] = frozenset()  # how many of a kind each list of groups holds: "a man and a woman" -> 2
    counts: frozenset[str] = frozenset()  # the numbers that count people or things: "Four people", "二匹の犬"
    versions: tuple[Version, ...] = ()  # "Android 10 or later"
    centuries: tuple[Century, ...] = ()  # "the 19th century"
    changes: tuple[Change, ...] = ()  # "doubled", "rose 25%", "from $2 billion to $4 billion"
    ages: frozenset[int] = frozenset()  # "died at the age of 36", "aged 36"


# How often, or per what: "every week", "once a month", "$10/month", "monatlich", "par an".
_PERIOD_NOUNS = {
    "hour": "hour|hours|stunde|heure|hora|uur",
    "day": "day|tag|jour|día|dia|giorno|dag|jours|días|dias|giorni",
    "week": "week|woche|semaine|semana|settimana|semaines|semanas|settimane",
    "month": "month|mo|monat|mois|mes|mês|mese|maand|meses|mesi",
    "year": "year|yr|jahr|an|année|año|ano|anno|jaar|ans|años|anos|anni",
    "quarter": "quarter|quartal|trimestre",
}
_PERIOD_ADJECTIVES = {
    "hour": "hourly|stündlich|ogni ora",
    "day": "daily|täglich|quotidien|quotidienne|quotidiens|quotidiennes|quotidiennement|diaria|diarias|diária|"
    "diárias|diariamente|giornaliero|giornaliera|giornalmente|quotidiano|quotidiana|dagelijks",
    "week": "weekly|wöchentlich|hebdomadaire|hebdomadaires|semanal|semanales|semanais|semanalmente|settimanale|"
    "settimanali|settimanalmente|wekelijks",
    "month": "monthly|monatlich|mensuel|mensuelle|mensuels|mensuelles|mensuellement|mensual|mensuales|"
    "mensualmente|mensal|mensais|mensalmente|mensile|mensili|mensilmente|maandelijks",
    "year": "yearly|annually|annual|jährlich|annuel|annuelle|annuels|annuelles|annuellement|anual|anuales|anuais|"
    "anualmente|annuale|annuali|annualmente|jaarlijks",
    # `lexicon.fold` writes every other form as one of these: "fortnightly", "14-täglich", "quinzenal"; "quarterly",
    # "trimestriel"; "halbjährlich", "semestral".
    "quarter": "every 3 months|every three months|alle 3 monate|alle drei monate|tous les 3 mois|tous les trois mois|"
    "cada 3 meses|cada tres meses|cada três meses|ogni 3 mesi|ogni tre mesi",
    "half-year": "every 6 months|every six months|alle 6 monate|alle sechs monate|tous les 6 mois|tous les six mois|"
    "cada 6 meses|cada seis meses|ogni 6 mesi|ogni sei mesi",
    "fortnight": "every 2 weeks|every two weeks|alle 2 wochen|alle zwei wochen|toutes les 2 semaines|"
    "toutes les deux semaines|cada 2 semanas|cada dos semanas|cada duas semanas|ogni 2 settimane|ogni due settimane",
}
# Japanese writes how often without spaces: "毎週水曜日", "隔週"; "毎日曜日" is every Sunday.
_JA_PERIODS = {"毎日": "day", "毎週": "week", "毎月": "month", "毎年": "year", "隔週": "fortnight"}
_NOUN_OF = {form: period for period, forms in _PERIOD_NOUNS.items() for form in forms.split("|")}
_ADJECTIVE_OF = {form: period for period, forms in _PERIOD_ADJECTIVES.items() for form in forms.split("|")}
_PERIOD_OF = _NOUN_OF | _ADJECTIVE_OF | _JA_PERIODS
_PER = r"(?:a|an|im|la|al|ao|alla|all')"  # "$99 a year", "10 Euro im Monat", "5 euros al mes", "twice a week"
# A day of every week, and a day of every month: "every Sunday", "an jedem Sonntag", "tous les dimanches"; "the first
# Sunday of the month", "am ersten Sonntag im Monat", "第1日曜日".
_WEEKLY = (
    r"(?:every|each|jeden|jedem|jede|chaque|cada|ogni|tous les|todos los|todas las|todos os|todas as|tutti i|"
    rf"tutte le)\s+{DAY_NAME}"
)
_MONTHLY = (
    r"(?:first|second|third|fourth|last|erste[nm]?|zweite[nm]?|dritte[nm]?|vierte[nm]?|letzte[nm]?|premier|"
    r"deuxième|troisième|quatrième|dernier|primer|segundo|tercer|cuarto|último|primeiro|terceiro|quarto|primo|"
    rf"secondo|terzo|ultimo|prima|seconda|terza|ultima)\s+{DAY_NAME}\s+(?:of (?:the|each|every) month|im monat|"
    r"des monats|jedes monats|du mois|de chaque mois|del mes|de cada mes|do mês|de cada mês|del mese|di ogni mese)"
    r"|第[1-5１-５一二三四五][月火水木金土日]曜"
)
_PERIOD_SAID = (
    r"(?:\b(?:every|each|per|jeden|jede|jedes|pro|je|chaque|par|cada|por|ogni|elke|"
    r"(?:tous|toutes|todos|todas|tutti|tutte) (?:les|los|las|os|as|i|le))\s+"
    r"|(?:(?<=\d)|\b(?:" + _RATE + "|" + _SPANS_PER + r"))\s+" + _PER + r"\s*|/\s?)"
    r"(?P<noun>" + _alternation(list(_NOUN_OF)) + r")\b|\b(?P<adjective>" + _alternation(list(_ADJECTIVE_OF)) + r")\b"
    r"|(?P<ja>" + "|".join(_JA_PERIODS) + ")(?!曜)"
)
_PERIOD = re.compile(_PERIOD_SAID, re.IGNORECASE)
# The same with a day of every week or month, for a text that names a day (`lexicon.names_a_day`): the day names
# make the pattern half as slow again.
_PERIOD_OF_DAYS = re.compile(
    _PERIOD_SAID + r"|\b(?P<weekly>" + _WEEKLY + r")\b|(?P<monthly>" + _MONTHLY + ")", re.IGNORECASE
)


# The period right after an amount, past what else it is per: "three days a week", "$9 per user per month",
# "$19/user/month", "$99 annually".
_PER_PERIOD = re.compile(
    r"(?:\s*(?:per|pro|/)\s?[^\W\d_]+)?"
    r"(?:\s*(?:(?:every|each|per|pro|je|par|por|cada|ogni|" + _PER + r")\s+|/\s?)"
    r"(?P<noun>" + _alternation(list(_NOUN_OF)) + r")\b"
    r"|\s+(?P<adjective>" + _alternation(list(_ADJECTIVE_OF)) + r")\b)",
    re.IGNORECASE,
)


def names_a_period(word: str) -> bool:
    """ "year", "Woche", "mois": "every year" against "last year" is no claim about all of something."""
    return word.casefold() in _NOUN_OF


_PRICED = re.compile(r"^(?:euros?|dollars?)\s+", re.IGNORECASE)  # "10 Euro im Monat" says "im Monat"


def _periods(text: str, days: bool) -> tuple[tuple[str, str], ...]:
    """`days`: whether the text names a day of the week (`lexicon.names_a_day`)."""
    found = []
    for match in (_PERIOD_OF_DAYS if days else _PERIOD).finditer(text):
        said = _PRICED.sub("", match.group().strip())
        if said.casefold() != "par mes":  # French "by my", not Spanish "per month"
            named = match["noun"] or match["adjective"] or match["ja"]
            found.append((_PERIOD_OF[named.casefold()] if named else "week" if match["weekly"] else "month", said))
    return tuple(found)


_NEXT_WORD = re.compile(r"\s+([a-zß-ÿ]+)")


_ARTICLE_BEFORE = re.compile(r"\b(a|an|the|der|die|das|den|dem|le|la|les|el|los|las|il|lo|o|os)\s+$", re.IGNORECASE)


_BEFORE_DATE = re.compile(
    r"\b(?:before|prior to|earlier than|vor|avant|antes de|antes del|prima del|prima dello|prima)\s+(?:the\s+)?$", re.I
)
_AFTER_DATE = re.compile(r"\b(?:after|later than|nach|après|después de|después del|depois de|dopo il|dopo)\s+$", re.I)
# When something starts or ends: "valid from 14 December", "gilt bis zum 14. Dezember", "entro il 15 marzo".
_EDGE_ARTICLE = r"(?:the|dem|der|le|la|el|il|lo|o|a)\s+"
_STARTS = re.compile(
    r"\b(?:from|since|starting|starting on|as of|effective|ab|seit|dès|depuis|à partir du|à partir de|desde|"
    rf"a partir de|a partir del|a partire da|a partire dal|a partire dalla|dal|dalla)\s+(?:{_EDGE_ARTICLE})?$",
    re.IGNORECASE,
)
_ENDS = re.compile(
    r"\b(?:until|till|through|by|no later than|bis|bis zum|bis zur|spätestens|jusqu'au|jusqu'à|au plus tard le|"
    rf"hasta|hasta el|até|até ao|fino al|fino a|entro)\s+(?:{_EDGE_ARTICLE})?$",
    re.IGNORECASE,
)
_BEFORE_EDGE = 24  # characters before a date read for the words that make it a start or an end
_BETWEEN_DATES = re.compile(r"\b(?:between|zwischen|entre|tra il|tra)\s+(?:the\s+)?$", re.I)
_AND = re.compile(r"\s+(?:and|und|et|y|e)\s+(?:the\s+)?", re.I)


def _bounded(dates: list[tuple[Date, int, int]], text: str) -> list[Date]:
    """The dates with the bounds the words before them put on them ("before 1900", "between 1880 and 1890"), and
    the starts and ends they say ("from 14 December")."""
    bounded = []
    for k, (date, start, end) in enumerate(dates):
        before = text[max(0, start - 16) : start]
        earlier, later = _BEFORE_DATE.search(before), _AFTER_DATE.search(before)
        if word := earlier or later:
            date = replace(date, bound=-1 if earlier else 1, text=f"{word.group().strip()} {date.text}")
        elif _BETWEEN_DATES.search(before) and k + 1 < len(dates) and _AND.fullmatch(text[end : dates[k + 1][1]]):
            date = replace(date, bound=1, inclusive=True)
        elif k and _AND.fullmatch(text[dates[k - 1][2] : start]) and _BETWEEN_DATES.search(text[: dates[k - 1][1]]):
            date = replace(date, bound=-1, inclusive=True)
        bounded.append(_edged(date, text[max(0, start - _BEFORE_EDGE) : start]))
    return bounded


def _edged(date: Date, before: str) -> Date:
    """The date with the words before it that make it a start or an end, where they do."""
    for words, starts in ((_STARTS, 1), (_ENDS, -1)):
        if found := words.search(before):
            return replace(date, edge=found.group().strip(), starts=starts)
    return date


def _counts(text: str, start: int, end: int) -> bool:
    """A four-digit number followed by a lower-case noun counts something ("1500 people"), unless an
    article makes the year an attribute ("a 1997 film", "the 1912 sinking")."""
    after = _NEXT_WORD.match(text, end)
    counted = bool(after) and after.group(1) not in _STOPS
    return counted and not _ARTICLE_BEFORE.search(text[max(0, start - 8) : start])


_UNIT_AFTER = re.compile(r"\s?([^\W\d_]+)\b(?!['’])")


def _measured(text: str, end: int) -> bool:
    """A four-digit number followed by a unit is an amount: "1500 Meter", "1200 mg". Not a unit that is a word too
    ("en 1741 l'Observatoire", "negli anni 2000 ha"), nor a span of time ("the full 2013 year")."""
    after = _UNIT_AFTER.match(text, end)
    return bool(after) and after.group(1).casefold() in _MEASURES


def _is_unit(form: str, lang: str) -> bool:
    return form in _UNIT_OF and (form not in _FRENCH_ONLY or lang == "fr")


def _date(match: re.Match[str]) -> Date:
    groups = match.groupdict()

    def part(prefix: str) -> str | None:
        return next((groups[k] for k in groups if k.startswith(prefix) and groups[k]), None)

    year, month, day = part("y"), part("m"), part("d")
    month_number = int(month) if month and month.isdigit() else _MONTHS.get((month or "").casefold().rstrip("."))
    # "May", not "in May"; but "Ende Juni", which is a part of it
    text = match.group().strip() if groups["part"] else groups["m7"] or match.group().strip()
    return Date(int(year) if year else None, month_number, int(day) if day else None, text)


@lru_cache(maxsize=50_000)
def extract(text: str) -> Details:
    folded = fold(text)
    lang = detect(text)
    found: list[tuple[Date, int, int]] = []
    taken = [False] * (len(folded) + 1)
    for match in _DATE.finditer(folded):
        date = _date(match)
        # German writes its nouns capitalised: "1889 fertiggestellt" is a year, "1500 Meter" an amount; elsewhere
        # "1500 people" and "1500 mg" count.
        counted = bool(match.group("y6")) and (
            _measured(folded, match.end()) or (lang != "de" and _counts(folded, *match.span()))
        )
        alone = match.group("m7")  # a month alone, after "in" or "by"
        if (
            (date.year is None and date.month is None)
            or counted
            or (lang == "en" and alone is not None and alone not in _ENGLISH_MONTHS)
            or (lang == "en" and match.group("d11") and int(match.group("d11")) <= 12)
        ):
            continue
        found.append((date, *match.span()))
        for i in range(*match.span()):
            taken[i] = True
    dates = _bounded(found, folded)
    times = frozenset(f"{int(h)}:{m}" for h, m in _TIME.findall(folded))
    times |= {"0:00"} if _MIDNIGHT.search(folded) else set()
    times |= {"12:00"} if _NOON.search(folded) else set()
    days = names_a_day(folded)  # read once: the periods and the count of days named both ask
    periods = _periods(folded, days)
    named = frozenset(period for period, _ in periods)
    quantities: list[Quantity] = []
    # Where each amount is said; the last one's end: the "a day" of "5 km a day" is no day of its own.
    spans: list[tuple[int, int]] = []
    said_shares = shares(folded)
    for _, start, end in said_shares:  # "five adults" of "one in five adults" counts no adults
        taken[start:end] = [True] * (end - start)
    for match in _QUANTITY.finditer(folded):
        start = match.start("num")
        before = folded[start - 1] if start else " "
        year_range = start >= 2 and before in "-–" and folded[start - 2].isdigit()  # the "19" of "2018–19"
        glued = before.isascii() and (before.isalnum() or before in "/:")
        if taken[start] or glued or before.isdigit() or year_range or (spans and start < spans[-1][1]):
            continue
        age = bool(match.group("unit")) and folded[match.end("unit") : match.end("unit") + 4].casefold()
        if age == "-old":
            continue  # "the 27-year-old" names someone by age, often another person than the claim's
        # "9 million" of "3 million users in 2022 and 9 million in 2024" counts users too.
        elided = quantities[-1] if spans and _ELLIPSIS.fullmatch(folded, spans[-1][1], start) else None
        quantity = _quantity(match, folded, lang, named, elided)
        if quantity is not None and age == " old":  # "45 years old" is an age, not 45 years of something
            quantity = replace(quantity, unit=f"age in {quantity.unit}")
        if quantity is not None:
            said_at = folded.index(quantity.text, match.start())
            quantity = _with_cents(quantity, folded, said_at, lang)
            between = folded[spans[-1][1] : said_at] if spans else ""
            if spans and _in_two_units(quantities[-1], quantity, between):
                said_at, quantity = spans.pop()[0], _sum(quantities.pop(), quantity, between)
            quantities.append(quantity)
            spans.append((said_at, said_at + len(quantity.text)))
    counts = frozenset(q.number for q in quantities if q.unit == "people" or q.unit.startswith("#"))
    amounts = [Amount(q.value, q.unit, *span) for q, span in zip(quantities, spans, strict=True)]
    for share, start, end in said_shares:
        written = folded[start:end]
        number = " ".join(sorted(analyze(written, lang).numbers))
        bound = bound_before(words_before(folded, start))  # "more than half of"
        quantities.append(Quantity(100 * share, "%", written, 1.0, True, bound, number, periods=named))
    return Details(
        tuple(quantities),
        tuple(dates),
        times,
        periods,
        _listed(folded) | _days_named(folded, days),
        headcount.headcounts(folded, lang),
        counts | headcount.counted(folded),
        versions(folded, lang),
        centuries.named(folded),
        changes(folded, lang, amounts),
        frozenset(int(next(filter(None, said))) for said in _AGE.findall(folded)),
    )


# Between two amounts of a list, the second of which leaves its unit to the first: " in 2022 and ".
_ELLIPSIS = re.compile(r"[^.;:!?]{0,30}?(?:,|\s(?:and|und|et|y|e|but|while|whereas|against|versus|vs))\s*", re.I)
_UNIT_JOIN = re.compile(r"\s*(?:,|and|und|et|y|e|en)?\s*", re.IGNORECASE)


# The cents after whole units of money: "19 euros 50", "4 Euro 99", "12 euros con 40 céntimos", "$3 and 5 cents".
# Two digits alone count only where no word but a stop word follows ("5 euros 10 times" is no €5.10), and after "and"
# only where the clause ends there ("$12 and 15 for adults" are two prices).
_CENTS = re.compile(
    r"\s*(?:(?P<and>and|et|y|e|und)|con|com)?\s*(?:(?P<cents>\d{1,2})\s*(?:cents?|centimes?|céntimos?|centavos?|"
    r"centesimi|centesimo|cêntimos?)\b|(?P<bare>\d{2})\b(?![.,]?\d|\s*[%°$€£¥]))",
    re.IGNORECASE,
)
_FOLLOWING_WORD = re.compile(r"\s*([^\W\d_]+)")


def _with_cents(quantity: Quantity, text: str, at: int, lang: str) -> Quantity:
    """The amount of money said at `at` with the cents said after it, or as it is."""
    if quantity.unit not in MONEY or quantity.step != 1.0 or quantity.per or quantity.bound:
        return quantity
    found = _CENTS.match(text, at + len(quantity.text))
    if found is None:
        return quantity
    following = _FOLLOWING_WORD.match(text, found.end())
    if found["bare"] and following and (found["and"] or following[1].casefold() not in stop_words(lang)):
        return quantity
    cents = found["cents"] or found["bare"]
    return replace(
        quantity,
        value=quantity.value + int(cents) / 100,
        text=text[at : found.end()],
        step=0.01,
        number=f"{quantity.number} {normalize_number(cents, lang)}",
    )


def _in_two_units(first: Quantity, second: Quantity, between: str) -> bool:
    """A span of time said in two units, the larger first: "2 hours and 30 minutes", "2時間30分", "un an et quatre
    mois"."""
    return (
        first.unit == second.unit
        and first.unit in ("s", "month")
        and not (first.bound or second.bound or first.per or second.per)
        and second.value < first.step
        and bool(_UNIT_JOIN.fullmatch(between))
    )


def _sum(first: Quantity, second: Quantity, between: str) -> Quantity:
    """One amount of the two parts, said to the second's precision; its numbers are both parts' ("2 30")."""
    return replace(
        first,
        value=first.value + second.value,
        text=first.text + between + second.text,
        step=second.step,
        number=f"{first.number} {second.number}",
    )


def words_before(text: str, at: int) -> str:
    """The characters before position `at` whose words may round or bound an amount there ("about", "more than")."""
    return text[max(0, at - _BEFORE) : at]


def approximate_before(before: str) -> bool:
    """Whether the words before an amount round it: "about", "nearly", "etwa", "environ"."""
    return bool(_APPROXIMATE.search(before))


def bound_before(before: str) -> int:
    """Which bound the words before an amount make it: 1 at least ("more than"), -1 at most ("under"), or 0."""
    if _AT_MOST.search(before) or _RANGE_TO.search(before):
        return -1
    return 1 if _AT_LEAST.search(before) or _RANGE_FROM.search(before) else 0


def _bound_after(text: str, at: int) -> re.Match[str] | None:
    """The words at `at`, after an amount, that bound it ("and over", "oder weniger", "以上"), if any."""
    return _AT_LEAST_AFTER.match(text, at) or _AT_MOST_AFTER.match(text, at)


def limit_before(before: str) -> tuple[str, int]:
    """The words before an amount that make it a limit, and which: 1 a floor ("at least"), -1 a ceiling ("up to")."""
    for words, side in ((_CEILING, -1), (_FLOOR, 1)):
        if found := words.search(before):
            return found.group(1), side
    return "", 0


def _quantity(
    match: re.Match[str], text: str, lang: str, periods: frozenset[str], elided: Quantity | None = None
) -> Quantity | None:
    """`elided`: the amount before it in a list of amounts, whose unit a bare number takes."""
    raw = match.group("num")
    spelled = number_word(raw.casefold(), lang)
    if raw.casefold() in _ONE:
        start = match.start("num")
        if _NOT_ONE_BEFORE.search(text, max(0, start - 12), start) or _NOT_ONE_AFTER.match(text, match.end()):
            return None
        spelled = "1"
    if raw[0].isalpha() and not spelled:
        return None  # a word that is a number in another language only ("once" in English)
    try:
        written = spelled or normalize_number(raw, lang)
        value = float(written)
    except ValueError:
        return None
    decimals = len(written.split(".")[1]) if "." in written else 0
    scale = (match.group("scale") or "").casefold()
    unit_form = (match.group("unit") or "").casefold()
    currency = _CURRENCY.get((match.group("cur") or "").casefold(), "")
    if scale == "m" and not currency:  # "300 m" is metres unless it is money
        scale, unit_form = "", unit_form or "m"
    if scale == "k" and not currency:  # "k" multiplies money ("$5k"); elsewhere it is a letter
        scale = ""
    unit, factor = _UNIT_OF.get(unit_form, ("", 1.0)) if _is_unit(unit_form, lang) else ("", 1.0)
    unit = currency or unit
    end = max(match.end(g) for g in ("num", "scale", "unit") if match.group(g))
    noun, noun_end = (match.group("noun") or "").casefold(), match.end("noun")
    counted = _COUNTED_OF.match(text, end) if scale and not unit and not noun else None
    if counted:  # "9,8 millions de visiteurs", "2 milioni di abitanti", "3 millions d'euros"
        noun, noun_end = counted.group(1).casefold(), counted.end()
        unit, factor = _UNIT_OF.get(noun, ("", 1.0))
        end = noun_end if unit else end
    if not unit and noun in _PEOPLE:
        unit, end = "people", noun_end
    elif not unit and noun and noun not in _STOPS:  # "9.8 million visitors" too
        unit, end = f"#{noun[:5]}", noun_end  # a count of something: "11 Academy Awards"
    if not unit and elided is not None and not elided.unit.startswith("age") and (not noun or noun in _STOPS):
        unit, factor = elided.unit, elided.factor
    before = words_before(text, match.start())
    bound = bound_before(before)
    group = not scale and bool(_GROUP.search(text, max(0, match.start() - _GROUP_REACH), match.start()))
    bound = bound or (1 if group and _FROM_AGE.search(before) else 0)
    bare_age = not unit or unit.startswith("#")  # "children under 12", "aged 11 and under"
    if group and bare_age and (bound or _bound_after(text, match.end("num"))) and value < 130 and not decimals:
        (unit, factor), end = _YEARS, match.end("num")
    if not unit:
        return None  # a bare number: the lexicon's number match already covers it
    multiplier = _SCALE_OF.get(scale, 1.0) * factor
    approximate = approximate_before(before)
    # A figure is said to the last digit written, in its unit or scale word: "$394 billion" is said of $394.3
    # billion, "42 km" of 42.195 km. Its tens are not rounded: 300 metres is not 330.
    step = 10.0**-decimals * multiplier if decimals else multiplier / factor if scale else multiplier
    per = _PER_PERIOD.match(text, end)
    end = per.end() if per else end
    written_as = text[match.start() : end].strip()
    period = _PERIOD_OF[(per["noun"] or per["adjective"]).casefold()] if per else ""
    every = unit in _IN_SECONDS and bool(_EVERY_BEFORE.search(before) or _EVERY_AFTER.match(text, end))
    limit, floor = limit_before(before)
    strict = bool(bound) and not _INCLUSIVE.search(before)
    if not bound and (after := _bound_after(text, end)):
        bound, strict = 1 if after.re is _AT_LEAST_AFTER else -1, after.group().strip() == "未満"
        limit, floor = (limit, floor) if floor else (after.group().strip(), bound)
    return Quantity(
        value * multiplier,
        unit,
        written_as,
        step,
        approximate or bool(bound),
        bound,
        written,
        period,
        periods,
        factor,
        limit,
        floor,
        every,
        group and bool(bound) and (unit, factor) == _YEARS,
        strict,
    )


# The units of time in seconds, a month as the average year's: how often a thing comes ("every 12 months" is "every
# year"), not a span to add to a date.
_IN_SECONDS = {"s": 1.0, "month": 365.2425 * 86400 / 12}
_PERIOD_MONTHS = {"quarter": 3.0, "half-year": 6.0}


def seconds(period: str) -> float | None:
    """The length of a period in seconds (`_IN_SECONDS`), or None where it has none."""
    unit, factor = _UNIT_OF.get(period) or ("month", _PERIOD_MONTHS.get(period, 0.0))
    return factor * _IN_SECONDS[unit] if unit in _IN_SECONDS and factor else None


def length(quantity: Quantity) -> float | None:
    """An amount of time in seconds (`_IN_SECONDS`); None for any other amount."""
    return quantity.value * _IN_SECONDS[quantity.unit] if quantity.unit in _IN_SECONDS else None


def given(claim: str, evidence: str) -> frozenset[str]:
    """The claim's words, case-folded, that the evidence gives in another form: a month as a date's number ("June"
    of "2024-06-30"), and the words of an amount it gives in other words ("quatro semanas" of "28 dias", "500
    seconds" of "8 minutes and 20 seconds")."""
    named = [w for w in re.findall(r"[^\W\d_]+", claim.casefold()) if w in _MONTHS]
    read = extract(evidence)
    months = {d.month for d in read.dates} if named else set()
    converted = " ".join(
        q.text.casefold() for q in extract(claim).quantities if any(q.matches(o) for o in read.quantities)
    )
    units: set[str] = set()
    if converted:  # this runs for every claim and candidate: the evidence's words only where an amount is said
        units = set(re.findall(r"[^\W\d_]+", converted)) - set(re.findall(r"[^\W\d_]+", evidence.casefold()))
    return frozenset(w for w in named if _MONTHS[w] in months) | units


def stated(claim: Details, evidence: Details) -> frozenset[str]:
    """The claim's numbers (as the lexicon writes them) that the evidence states in another form: "2.7 km" of
    "2,737 metres", "$394 billion" of "$394.3 billion"; and a count that a list of the evidence makes ("five
    times" of "in 1958, 1962, 1970, 1994 and 2002"), where the claim's number measures nothing else; and the people
    its groups add up to ("four people" of "a man, a woman and two girls", "two dogs" of "a black dog and a tan
    dog"); a version within a bound of the evidence ("Android 12" of "Android 10 or later"); a century that a
    year of the evidence falls in ("the 17th century" of "in 1650"); a change by the factor the evidence gives
    ("rose 100%" of "doubled"); an age two of its years span ("died at the age of 36" of "born in 1815 and
    died in 1852", before or after a birthday), or that an age bound holds ("a 23-year-old" of "at least 21 years
    old"); how many years something lasted between two of its years ("for eight years" of "from 2009 to 2017");
    a day of a month written in other words ("31.07.2026" of "31. Juli 2026", "15/11" of "15 novembre"); an hour
    ("0:00" of "midnight"); and how long lies between two of its hours, where it names four at most ("45 minutes"
    of "12:30 to 13:15")."""
    measured = frozenset(n for q in claim.quantities if not q.unit.startswith("#") for n in q.number.split())
    counted = frozenset(str(size) for size in evidence.listed) - measured
    summed = claim.counts & frozenset(str(total) for total in evidence.headcounts)
    admitted = frozenset(
        v.number for v in claim.versions if any(b.admits(v) for b in v.bounds_among(evidence.versions))
    )
    years = [d.year for d in evidence.dates if d.year and not d.bound]
    dated = frozenset(str(c.number) for c in claim.centuries if any(c.holds(year) for year in years))
    changed = frozenset(c.number for c in claim.changes if c.number and any(agrees(c, o) for o in evidence.changes))
    spans = {later - earlier for earlier in years for later in years if later > earlier}
    aged = frozenset(str(age) for age in claim.ages if age in spans or age + 1 in spans)
    allowed = frozenset(  # "a 23-year-old" of "at least 21 years old"
        str(age)
        for age in claim.ages
        for q in evidence.quantities
        if q.unit == "age in month" and (side := q.bound or q.floor) and (12 * age - q.value) * side >= 0
    )
    lasted = frozenset(q.number for q in claim.quantities if _years(q) in spans)
    clock = [int(h) * 3600 + int(m) * 60 for h, m in (t.split(":") for t in evidence.times)]
    between = {later - earlier for earlier in clock for later in clock if later > earlier} if len(clock) <= 4 else set()
    elapsed = frozenset(q.number for q in claim.quantities if q.unit == "s" and not q.bound and q.value in between)
    written = frozenset(  # the date's numbers as the lexicon reads them
        n
        for d in claim.dates
        if d.day
        and d.month
        and any((d.month, d.day) == (o.month, o.day) and d.year in (None, o.year) for o in evidence.dates)
        for n in analyze(d.text).numbers
    )
    return (
        counted
        | written
        | (claim.times & evidence.times)
        | elapsed
        | summed
        | admitted
        | dated
        | changed
        | aged
        | allowed
        | lasted
        | frozenset(
            n
            for q in claim.quantities
            if any(q.matches(other) for other in evidence.quantities)
            for n in q.number.split()
        )
    )


def _years(quantity: Quantity) -> int | None:
    """The whole years a span of time says ("eight years", "632 Jahre"); None for any other amount."""
    if quantity.unit != "month" or quantity.factor != 12.0 or quantity.bound or quantity.per or quantity.value % 12:
        return None
    return int(quantity.value // 12)


# A list of names or years: "Phobos and Deimos", "in 1958, 1962, 1970, 1994 and 2002". Lists of common words
# are left alone: where an item ends there is not told by its case.
# A word of a name is bounded, so that a long run of letters is passed in linear time.
_ITEM = r"(?:\d{1,4}\b|[A-ZÀ-ÖØ-Þ][\w'’.-]{0,40}(?:\s+[A-ZÀ-ÖØ-Þ][\w'’.-]{0,40}){0,3})"
_LAST = r"\s+(?:and|und|et|y|e|ed|en|&)\s+"  # before a list's last item
_LIST = re.compile(_ITEM + r"(?:,\s+" + _ITEM + r"){0,20},?" + _LAST + _ITEM)
_ITEM_SEPARATOR = re.compile(r",\s+|,?" + _LAST)


def _days_named(text: str, days: bool) -> frozenset[int]:
    """How many days of the week a text names, as a list of them: "Monday and Thursday" says "twice a week"."""
    named = len(weekdays(text)) if days else 0
    return frozenset({named}) if named > 1 else frozenset()


def _listed(text: str) -> frozenset[int]:
    return frozenset(len(_ITEM_SEPARATOR.split(m.group())) for m in _LIST.finditer(text))
