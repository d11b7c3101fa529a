"""Turns text into the comparable pieces the model-free checks work on.

Content words are stemmed per language (Snowball), numbers are normalised so that "1,500" and
"1500" match, and texts in scripts without spaces are compared by character bigrams.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import Stemmer

from veracity import centuries, clock, language, numerals
from veracity.casing import opens_with_name
from veracity.numerals import HOUR_WORDS, NUMBER_WORDS, cjk_numbers, number_word

_SNOWBALL = {
    "ar": "arabic",
    "da": "danish",
    "de": "german",
    "el": "greek",
    "en": "english",
    "es": "spanish",
    "fa": "persian",
    "fr": "french",
    "hi": "hindi",
    "id": "indonesian",
    "it": "italian",
    "nl": "dutch",
    "pl": "polish",
    "pt": "portuguese",
    "ro": "romanian",
    "ru": "russian",
    "sv": "swedish",
    "tr": "turkish",
    "cs": "czech",
    "uk": "russian",
}

_TOKEN = re.compile(r"\d+(?:[.,:]\d+)*|[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_NUMBER = re.compile(r"^\d+(?:[.,:]\d+)*$")

# Words that flip a statement. Substrings for the scripts written without spaces.
_NEGATIONS = frozenset(
    [
        "not",
        "never",
        "none",
        "nor",
        "neither",
        "without",
        "n't",
        "cannot",
        "nobody",
        "nothing",
        "nicht",
        "niemand",
        "nichts",
        "kein",
        "keine",
        "keinen",
        "keinem",
        "keiner",
        "nie",
        "niemals",
        "ohne",
        "pas",
        "jamais",
        "aucun",
        "aucune",
        "sans",
        "nunca",
        "jamás",
        "ningún",
        "ninguna",
        "ninguno",
        "nadie",
        "não",
        "nao",
        "nenhum",
        "nenhuma",
        "ninguém",
        "sem",
        "nessun",
        "nessuna",
        "nessuno",
        "niente",
        "senza",
        "niet",
        "geen",
        "nooit",
        "zonder",
        "nie",
        "żaden",
        "bez",
        "не",
        "нет",
        "никогда",
        "ни",
        "без",
        "لا",
        "لم",
        "لن",
        "ليس",
        "ليست",
        "بدون",
    ]
)
# Words that negate in some languages only: Portuguese "no" is "in the", French "non" a prefix ("non officiel"),
# English "sin" a noun. Italian "mai" ("ever", or "never" after "non") and French and German "mai" (May) are none.
_NEGATIONS_IN = {"no": frozenset({"en", "es", "it"}), "non": frozenset({"it"}), "sin": frozenset({"es"})}
_NEGATION_PARTS = ("不", "没", "未", "無", "无", "않", "없", "못")
# Chinese words that hold a negation's character and negate nothing: "不少" (many), "不过" (but), "未来" (future).
_NOT_NEGATED_ZH = re.compile(
    "不少|不过|不過|不断|不斷|不仅|不僅|不管|不错|不錯|不久|差不多|对不起|對不起|未来|未來|无论|無論|无数|無數"
)
# Japanese negates a clause in its verb's ending; inside a clause a negation describes ("シャツを着ていない男性",
# a shirtless man; "不器用に", clumsily; "向こう見ずに", recklessly) and states nothing of the sentence's own.
_JA_CLAUSE = re.compile(r"[、。，,；;！!？?\s]+")
_JA_NEGATED = re.compile(r"(?<!少)(?<!危)(ない|なかった|ません|ませんでした|ず|ぬ|なく|なくて|ないで)$")

# Languages that capitalise every noun, where a capital letter does not mark a name; in German a capitalised
# genitive right after a noun does ("der höchste Berg Europas"): a common noun there takes an article.
NOUNS_CAPITALISED = frozenset({"de", "lb"})

# Verbs of attribution: "Wikipedia says X" is grounded by X from a fact whose author is Wikipedia,
# so the saying itself needs no support; the source's name does, and stays a content word.
_ATTRIBUTION = frozenset(
    [
        "says",
        "said",
        "say",
        "states",
        "stated",
        "cites",
        "cited",
        "reports",
        "reported",
        "according",
        "writes",
        "wrote",
        "notes",
        "noted",
        "mentions",
        "mentioned",
        "claims",
        "claimed",
        "source",
        "sources",
        "laut",
        "zufolge",
        "sagt",
        "sagte",
        "schreibt",
        "schrieb",
        "berichtet",
        "berichtete",
        "selon",
        "dit",
        "affirme",
        "écrit",
        "rapporte",
        "según",
        "dice",
        "afirma",
        "escribe",
        "informa",
        "segundo",
        "diz",
        "escreve",
        "relata",
        "secondo",
        "scrive",
        "riporta",
        "volgens",
        "zegt",
        "schrijft",
    ]
)

# Days of the week, in English whatever the language, so that "weekdays" meets "Monday to Friday",
# "Sundays" meets "weekends" and "sonntags" meets "Sunday".
WEEK = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_NAMES: dict[str, int] = {}
for _names in (
    "monday tuesday wednesday thursday friday saturday sunday",
    "montag dienstag mittwoch donnerstag freitag samstag sonntag",
    "lundi mardi mercredi jeudi vendredi samedi dimanche",
    "lunes martes miércoles jueves viernes sábado domingo",
    "lunedì martedì mercoledì giovedì venerdì sabato domenica",
    "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag",
):
    for _index, _name in enumerate(_names.split()):
        _DAY_NAMES[_name] = _index
        _DAY_NAMES[_name + "s"] = _index
# Portuguese names five days "-feira", and its plural both words: "às sextas-feiras".
for _index, _name in enumerate(("segunda", "terça", "quarta", "quinta", "sexta")):
    _DAY_NAMES[_name + "-feira"] = _DAY_NAMES[_name + "s-feiras"] = _index
_DAY_GROUPS = {
    **dict.fromkeys(("weekdays", "weekday", "werktags", "wochentags", "werktage"), range(5)),
    **dict.fromkeys(("weekends", "weekend", "wochenende", "wochenenden"), range(5, 7)),
}
# Groups of days in words of several: "los fines de semana", "le week-end", "nei giorni feriali", "dias úteis".
_DAY_GROUP_PHRASES = {
    **dict.fromkeys(
        (
            "fin de semana",
            "fines de semana",
            "fim de semana",
            "fins de semana",
            "fine settimana",
            "week-end",
            "week-ends",
        ),
        range(5, 7),
    ),
    **dict.fromkeys(
        ("días laborables", "dias úteis", "giorni feriali", "jours ouvrables", "jours ouvrés", "entre semana"), range(5)
    ),
}
_DAY_PHRASE_WORDS = frozenset(phrase.rsplit(" ", 1)[-1].split("-")[0] for phrase in _DAY_GROUP_PHRASES)
DAY_NAME = "(?:" + "|".join(sorted(map(re.escape, _DAY_NAMES), key=len, reverse=True)) + ")"  # in any language
_DAY = f"({DAY_NAME})"
_DAY_RANGE = re.compile(
    rf"\b{_DAY}\s*(?:-|–|to|through|thru|till|until|bis|au|à|a|al|fino a)\s*{_DAY}\b", re.IGNORECASE
)
_DAY_WORDS = frozenset([*_DAY_NAMES, *_DAY_GROUPS])
_DAY_WORD = re.compile(
    r"\b(" + "|".join(sorted([*_DAY_WORDS, *_DAY_GROUP_PHRASES], key=len, reverse=True)) + r")\b", re.I
)
_WORD_RUN = re.compile(r"\w+(?:-feiras?)?")
# Japanese days, inside longer runs of characters: "土曜日に", "平日は", "土日祝日".
_JA_DAYS = {
    **{f"{day}曜": WEEK[i] for i, day in enumerate("月火水木金土日")},
    "平日": " ".join(WEEK[:5]),
    "土日": " ".join(WEEK[5:]),
    "週末": " ".join(WEEK[5:]),
}
_JA_DAY = re.compile("|".join(_JA_DAYS))


def is_day(word: str) -> bool:
    """A day of the week or a group of days ("Sundays", "weekends"), in any of the languages above."""
    return word.casefold() in _DAY_NAMES or word.casefold() in _DAY_GROUPS


_JA_WEEKDAY = re.compile("[月火水木金土日]曜")


def names_a_day(text: str) -> bool:
    """Whether a text names a day of the week, not a group of days: most texts do not, and what reads one is slow."""
    if "曜" in text and _JA_WEEKDAY.search(text):
        return True
    return not _DAY_NAMES.keys().isdisjoint(w.casefold() for w in _WORD_RUN.findall(text))


def is_day_group(word: str) -> bool:
    """Days named as a group ("weekends", "werktags"): work "during the weekends" is done on Saturdays too."""
    return word.casefold() in _DAY_GROUPS


def _days(text: str) -> str:
    """Ranges and groups of days spelled out as English day names."""

    def span(match: re.Match[str]) -> str:
        first, last = (_DAY_NAMES[g.casefold()] for g in match.groups())
        return " ".join(WEEK[first : last + 1] if first <= last else WEEK[first:] + WEEK[: last + 1])

    def word(match: re.Match[str]) -> str:
        folded = match.group().casefold()
        group = _DAY_GROUPS.get(folded) or _DAY_GROUP_PHRASES.get(folded)
        return " ".join(WEEK[i] for i in group) if group else WEEK[_DAY_NAMES[folded]]

    text = _JA_DAY.sub(lambda match: f" {_JA_DAYS[match.group()]} ", text)
    words = {w.casefold() for w in _WORD_RUN.findall(text)}
    if _DAY_WORDS.isdisjoint(words) and _DAY_PHRASE_WORDS.isdisjoint(words):  # most texts: no regex pass needed
        return text
    return _DAY_WORD.sub(word, _DAY_RANGE.sub(span, text))


# Every day of the week, said of when: "open every day", "täglich geöffnet". Not "daily", mostly an adjective ("a
# daily record", "her daily show" of one that airs on weekdays).
_EVERY_DAY = re.compile(
    r"\b(?:every day|each day|jeden tag|täglich|tous les jours|todos los días|todos os dias|ogni giorno)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=50_000)
def weekdays(text: str) -> frozenset[str]:
    """The days of the week a text names, as English day names: "montags bis samstags" names six, "every day"
    seven."""
    if _EVERY_DAY.search(text):
        return frozenset(WEEK)
    return frozenset(w for w in re.findall(r"[a-z]+", _days(fold(text))) if w in WEEK)


# Languages that write a decimal point, never a thousands point: "42.195 km" is a marathon in English,
# "42.195 Menschen" a crowd in German.
_DECIMAL_POINT = frozenset({"en", "ja", "zh", "ko", "th"})


def normalize_number(raw: str, lang: str = "") -> str:
    """'1,500' -> '1500', '22,50' -> '22.5', '1.234,5' -> '1234.5', '3.12.0' -> '3.12', '9:00' -> '9:00'; '42.195'
    is 42195 but in `_DECIMAL_POINT` languages."""
    if ":" in raw:
        return raw
    parts = re.split(r"[.,]", raw)
    if len(parts) == 1:
        return str(int(raw))
    point = lang in _DECIMAL_POINT and len(parts) == 2 and "." in raw
    if not point and all(len(p) == 3 for p in parts[1:]) and not (len(parts) == 2 and parts[0] == "0"):
        return str(int("".join(parts)))
    if len(parts) > 2 and "," not in raw:  # a version: "3.12.0" is "3.12"
        return re.sub(r"(?:\.0+)+$", "", raw)
    whole, frac = "".join(parts[:-1]), parts[-1]
    value = f"{int(whole)}.{frac}".rstrip("0").rstrip(".")
    return value


@lru_cache(maxsize=64)
def _stemmer(lang: str) -> Stemmer.Stemmer | None:
    name = _SNOWBALL.get(lang)
    return Stemmer.Stemmer(name) if name else None


# Verbs of the events that facts date and count, and words of rules, with their usual synonyms: "abrió sus puertas"
# says what "se inauguró" says, "achevée en 1973" what "terminée en 1973" would. Each word stands for its stem.
_SYNONYMS = {
    "open": {
        "en": "opened inaugurated",
        "de": "eröffnet eröffnete eingeweiht",
        "fr": "ouvert ouverte ouvrit inauguré inaugurée",
        "es": "abrió abierto abierta inauguró inaugurado inaugurada",
        "pt": "abriu aberto aberta inaugurou inaugurado inaugurada",
        "it": "aprì aperto aperta inaugurato inaugurata inaugurò",
    },
    "complete": {
        "en": "completed finished",
        "de": "fertiggestellt vollendet",
        "fr": "terminé terminée achevé achevée",
        "es": "terminado terminada completado completada concluido concluida",
        "pt": "concluído concluída terminado terminada completado completada",
        "it": "completato completata terminato terminata",
    },
    "found": {
        "en": "founded established",
        "de": "gegründet",
        "fr": "fondé fondée",
        "es": "fundado fundada",
        "pt": "fundado fundada",
        "it": "fondato fondata",
    },
    "begin": {
        "en": "began begun started commenced",
        "de": "begann begonnen",
        "fr": "commencé commença débuté débuta",
        "es": "comenzó comenzado empezó empezado",
        "pt": "começou começado início iniciou iniciado",
        "it": "iniziò iniziato inizio cominciò cominciato",
    },
    "build": {
        "en": "built constructed erected",
        "de": "gebaut errichtet erbaut",
        "fr": "construit construite bâti bâtie",
        "es": "construido construida",
        "pt": "construído construída",
        "it": "costruito costruita",
    },
    "mountain": {  # "the highest peak" is "the highest mountain"
        "en": "mountain mountains peak peaks",
        "de": "berg berge gipfel",
        "fr": "montagne montagnes sommet sommets",
        "es": "montaña montañas cumbre cumbres",
        "pt": "montanha montanhas cume cumes",
        "it": "montagna montagne vetta vette",
    },
    "win": {
        "en": "won win wins",
        "de": "gewann gewonnen gewinnt",
        "fr": "gagné gagna remporté remporta",
        "es": "ganó ganado",
        "pt": "ganhou ganho venceu",
        "it": "vinto vinse",
    },
    "require": {  # "Registration is required." says what "Registration is mandatory." says
        "en": "required mandatory compulsory obligatory",
        "de": "erforderlich obligatorisch verpflichtend vorgeschrieben",
        "fr": "obligatoire requis requise exigé exigée",
        "es": "obligatorio obligatoria requerido requerida",
        "pt": "obrigatório obrigatória exigido exigida",
        "it": "obbligatorio obbligatoria richiesto richiesta",
    },
    "increase": {
        "en": "grew increased up",
        "de": "stieg gestiegen wuchs gewachsen",
        "fr": "augmenté augmentée",
        "es": "aumentó creció",
        "pt": "aumentou cresceu",
        "it": "aumentato aumentata cresciuto cresciuta",
    },
}


# English verbs whose past forms no stemmer brings back to them: "flown" says what "fly" says. Forms that are also
# other words ("found", "left", "saw", "bit") are left out, and so are those `_SYNONYMS` names ("won", "began").
_IRREGULAR = {
    form: verb
    for verb, forms in {
        "blow": "blew blown",
        "break": "broke broken",
        "bring": "brought",
        "buy": "bought",
        "catch": "caught",
        "choose": "chose chosen",
        "come": "came",
        "do": "did done",
        "draw": "drew drawn",
        "drink": "drank drunk",
        "drive": "drove driven",
        "eat": "ate eaten",
        "fall": "fell fallen",
        "feel": "felt",
        "fight": "fought",
        "flee": "fled",
        "fly": "flew flown",
        "forget": "forgot forgotten",
        "freeze": "froze frozen",
        "give": "gave given",
        "go": "went gone",
        "hear": "heard",
        "hide": "hid hidden",
        "hold": "held",
        "keep": "kept",
        "know": "knew known",
        "lead": "led",
        "lose": "lost",
        "make": "made",
        "mean": "meant",
        "meet": "met",
        "pay": "paid",
        "ride": "rode ridden",
        "rise": "rose risen",
        "run": "ran",
        "say": "said",
        "see": "seen",
        "sell": "sold",
        "send": "sent",
        "sing": "sang sung",
        "sink": "sank sunk",
        "speak": "spoke spoken",
        "spend": "spent",
        "stand": "stood",
        "steal": "stole stolen",
        "strike": "struck",
        "swim": "swam swum",
        "take": "took taken",
        "teach": "taught",
        "tell": "told",
        "think": "thought",
        "throw": "threw thrown",
        "understand": "understood",
        "wear": "wore worn",
        "write": "wrote written",
    }.items()
    for form in forms.split()
}
# English past forms and participles of those verbs and of common ones that are also present forms ("hit", "put"):
# a claim with one speaks of what happened ("The comet hit Jupiter").
PAST_FORMS = frozenset(_IRREGULAR) | frozenset(
    ["got", "hit", "put", "set", "cut", "let", "became", "began", "won", "found", "left", "saw"]
)


def _raw_stem(word: str, lang: str) -> str:
    if len(word) > 1 and _CJK.match(word[0]):
        return word
    if "\uac00" <= word[:1] <= "\ud7af":
        # Korean particles and endings follow the stem: keep the first two syllables.
        return word[:2]
    if lang == "en":
        word = _IRREGULAR.get(word, word)
    stemmer = _stemmer(lang)
    return stemmer.stemWord(word) if stemmer else word


_SAME = {
    (lang, _raw_stem(word, lang)): f"={concept}"
    for concept, by_lang in _SYNONYMS.items()
    for lang, words in by_lang.items()
    for word in words.split()
}


@lru_cache(maxsize=200_000)
def stem(word: str, lang: str) -> str:
    """The word's stem, or the event it names where it is one of `_SYNONYMS`."""
    stemmed = _raw_stem(word, lang)
    return _SAME.get((lang, stemmed), stemmed)


# NFKC writes "km²" as "km2", whose "2" would read as a number the evidence lacks: a unit after an amount keeps its
# power ("90 m2"; not "BMW M3").
_POWER = re.compile(r"(\d\s?)(km|cm|mm|mi|ft|m)([23])\b")
_SPLIT_THOUSANDS = re.compile(r"\b(\d{1,3}), (?=\d{3}\b)")  # "5, 000" as a tokenizer leaves "5,000"
_SPACED_THOUSANDS = re.compile(r"\b\d{1,3}(?: \d{3})+\b")  # "1 221 037" (French, Polish, SI) is "1,221,037"
# French "ne" negates only with a second word; alone it is the expletive of "avant qu'il ne parte".
_NE_PARTNERS = frozenset({"plus", "rien", "personne", "guère", "point", "ni"})


# "Not only X but also Y" states X, and so do "without doubt" and "sin embargo" (however): a negation before one
# of these flips nothing.
_NOT_FLIPPED = frozenset(
    {"only", "merely", "seulement", "uniquement", "nur", "solo", "sólo", "solamente", "soltanto", "só", "apenas"}
    | {"somente", "alleen", "doubt", "zweifel", "doute", "duda", "dúvida", "dubbio", "embargo", "obstante"}
)


# "Nothing but praise" and "nichts als Arbeit" say only that.
_NOTHING_BUT = frozenset({("nothing", "but"), ("nichts", "als")})


def negates(word: str, lang: str, following: str = "") -> bool:
    """A case-folded word that flips a statement by itself (not the suffixes of Japanese or Korean) in `lang`,
    given the word after it."""
    negation = word in _NEGATIONS or word.endswith("n't") or lang in _NEGATIONS_IN.get(word, ())
    return negation and following not in _NOT_FLIPPED and (word, following) not in _NOTHING_BUT


# "Free of" a thing, in its other words, as the word for "without" that the negation check reads: "gluten-free",
# "free from nuts", "priva di glutine", "libre de gluten", "dépourvu d'alcool", "isento de glúten", "laktosefrei". Else
# "La panna cotta è priva di glutine." reads as the opposite of "La panna cotta è senza glutine." Not "free of
# charge", which the price check reads, nor "hands-free", nor Portuguese "livre de" (French "un livre de").
_PRIVATIVES = (  # (what the text holds wherever the pattern matches, the pattern, what it is written as)
    (("-free",), re.compile(r"\b(?!hands-)([^\W\d_]{2,})-free\b", re.I), r"without \1"),
    (("free of", "free from"), re.compile(r"\bfree (?:of|from)\b(?! charge| cost)", re.I), "without"),
    (
        ("privo d", "priva d", "privi d", "prive d"),
        re.compile(r"\bpriv[oaie] d(?:i|ei|egli|el|ella|ello|elle)\b", re.I),
        "senza",
    ),
    (("libre de", "libres de", "exent"), re.compile(r"\b(?:libres?|exent[oa]s?) de\b", re.I), "sin"),
    (("isent",), re.compile(r"\bisent[oa]s? de\b", re.I), "sem"),
    (("dépourv", "exempt"), re.compile(r"\b(?:dépourvue?s?|exempte?s?) (?:de\b|d')", re.I), "sans "),
    (("frei von",), re.compile(r"\bfrei von\b", re.I), "ohne"),
    (
        ("frei",),
        re.compile(r"\b(gluten|laktose|lactose|zucker|alkohol|koffein|fett|nuss|rauch|latex)frei\b", re.I),
        r"ohne \1",
    ),
)


def _without(text: str) -> str:
    lowered = text.lower()
    for marks, pattern, said in _PRIVATIVES:
        if any(mark in lowered for mark in marks):
            text = pattern.sub(said, text)
    return text


# An amount and a half, as one number: "one and a half hours", "an hour and a half", "anderthalb Stunden", "un an
# et demi", "dos horas y media" are 1.5 and 2.5 of their unit. Else "a half hour" of them reads as 30 minutes.
_ONES = {**HOUR_WORDS, **dict.fromkeys(("a", "an", "one", "ein", "un", "une", "uno", "una", "um", "uma"), 1)}
_ONE_WORDS = "|".join(sorted(_ONES, key=len, reverse=True))
_NOONS = "(?:" + "|".join(clock.NOON_HOURS) + r")\b"  # "a mezzogiorno e mezzo" is a time (`clock`), no amount
_HALVES = re.compile(
    rf"\b(?P<n>\d{{1,3}}|{_ONE_WORDS})\s+and\s+a\s+half\b"
    rf"|\b(?P<one>an?|one)\s+(?P<unit>[^\W\d_]{{3,}})\s+and\s+a\s+half\b"
    rf"|\b(?P<rn>\d{{1,3}}|{_ONE_WORDS})(?:\s+|')(?!{_NOONS})(?P<runit>[^\W\d_]{{2,}})\s+(?:et|y|e)\s+"
    r"(?:demie?|media|medio|meia|meio|mezza|mezzo)\b"
    r"|\b(?P<de>ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)einhalb\b|\banderthalb\b"
    r"|(?P<cjk>\d{1,3})\s*(?P<cjk_unit>時間|年|か月|ヶ月|カ月)半",
    re.I,
)
# One of these is in every such amount: the pattern is slow (0.9 ms on 1,000 characters), and runs only there.
_HALF_WORDS = ("and a half", "einhalb", "anderthalb", "et demi", "y medi", "e meio", "e meia", "e mezz", "半")
# "à deux heures et demie", "a las dos y media": an hour of the day, not an amount of time.
_AT_HOUR = re.compile(r"(?:\b(?:à|a|as|às|alle|ás|vers|hacia|verso|le|las|les|ore)\s+)$", re.I)


def _and_a_half(match: re.Match[str]) -> str:
    if match["rn"] and _AT_HOUR.search(match.string, max(0, match.start() - 8), match.start()):
        return match.group()
    said = match["n"] or match["rn"] or match["de"] or match["one"] or match["cjk"] or "1"
    number = int(said) if said.isdigit() else _ONES[said.casefold()]
    if match["cjk"]:  # "2時間半": 2.5時間, written with no space
        return f"{number}.5{match['cjk_unit']}"
    unit = match["unit"] or match["runit"]
    return f"{number}.5 {unit}" if unit else f"{number}.5"


# Every two weeks in its other words, as the number says it, so that "alle zwei Wochen" meets "14-täglich" and
# "fortnightly" meets "every two weeks" (`quantities` reads each as one period, the fortnight).
_FORTNIGHTS = (
    (
        r"every (?:14|fourteen) days|every other week|(?:once a |every )fortnight|fortnightly|bi-?weekly",
        "every 2 weeks",
    ),
    (r"alle (?:14|vierzehn) tage|(?:14|vierzehn)-?täglich|jede zweite woche|zweiwöchentlich", "alle 2 Wochen"),
    (r"tous les (?:15|quinze) jours|une semaine sur deux", "toutes les 2 semaines"),
    (r"cada (?:15|quince) días|quincenalmente|quincenal(?:es)?", "cada 2 semanas"),
    (
        r"(?:a )?cada (?:15|quinze) dias|de (?:15|quinze) em (?:15|quinze) dias|quinzenalmente|quinzena(?:l|is)",
        "a cada 2 semanas",
    ),
    (r"ogni (?:15|quindici) giorni|quindicinalmente|quindicinal[ei]|a settimane alterne", "ogni 2 settimane"),
)
_FORTNIGHT = re.compile(r"\b(?:" + "|".join(rf"(?P<f{i}>{p})" for i, (p, _) in enumerate(_FORTNIGHTS)) + r")\b", re.I)
_FORTNIGHT_WORDS = (  # one of these is in every such phrase
    *("every 14", "every fourteen", "every other week", "fortnight", "biweekly", "bi-weekly", "alle 14", "14-täglich"),
    *("14täglich", "alle vierzehn", "vierzehntäglich", "zweiwöchentlich"),
    *("zweite woche", "les 15 jours", "les quinze jours", "semaine sur deux", "cada 15", "cada quince", "quincenal"),
    *("cada quinze", "15 em 15", "quinze em quinze", "quinzena", "ogni 15", "ogni quindici", "quindicinal"),
    "settimane alterne",
)


# Quarters and halves of a year said in one word, as the number says them, so that "quarterly" meets "every three
# months", "halbjährlich" "alle 6 Monate"; and Portuguese "de 8 em 8 horas" as "a cada 8 horas".
_QUARTERS = (
    (r"quarterly|(?:every|each) quarter(?![- ]hour| of an hour)", "every 3 months"),
    (r"half-yearly|semi-?annually|semi-?annual|every six months", "every 6 months"),
    (r"vierteljährlich|quartalsweise|jedes quartal|pro quartal", "alle 3 Monate"),
    (r"halbjährlich", "alle 6 Monate"),
    (r"trimestriel(?:le)?s?|trimestriellement|chaque trimestre|tous les trimestres", "tous les 3 mois"),
    (r"semestriel(?:le)?s?|semestriellement|chaque semestre", "tous les 6 mois"),
    (r"trimestral(?:es|mente)?|cada trimestre|a cada trimestre", "cada 3 meses"),
    (r"semestral(?:es|mente)?|cada semestre", "cada 6 meses"),
    (r"trimestral[ei]|trimestralmente|ogni trimestre", "ogni 3 mesi"),
    (r"semestral[ei]|semestralmente|ogni semestre", "ogni 6 mesi"),
)
_QUARTER = re.compile(r"\b(?:" + "|".join(rf"(?P<q{i}>{p})" for i, (p, _) in enumerate(_QUARTERS)) + r")\b", re.I)
_QUARTER_WORDS = ("quarter", "semi-annual", "semiannual", "half-year", "six months", "quartal", "viertel", "halbjähr")
_QUARTER_WORDS += ("trimest", "semest")
_FROM_N_TO_N = re.compile(r"\bde (\d{1,3}|[^\W\d_]+) em \1(?= (?:minutos|horas|dias|semanas|meses|anos)\b)", re.I)


# Phrases that say an amount of time without its number, as the number says it: "every quarter of an hour" is
# "every 15 minutes", "ein halbes Jahr" "6 Monate", and "around the clock" says what "24/7" says (which holds no
# amounts 24 and 7).
_PHRASES = (
    (r"three[- ]quarters of an hour", "45 minutes"),
    (r"dreiviertelstunden?", "45 Minuten"),
    (r"quarter(?:[- ]hours?| of an hour)|quarts? d'heure", "15 minutes"),
    (r"viertelstunden?", "15 Minuten"),
    (r"(?:cuarto|quarto) de hora", "15 minutos"),
    (r"quarto d'ora", "15 minuti"),
    (r"half(?:[- ]hours?| an hour)|demi-heures?", "30 minutes"),
    (r"halbe stunde", "30 Minuten"),
    (r"(?:media|meia) hora", "30 minutos"),
    (r"mezz'ora|mezzora|mezza ora", "30 minuti"),
    (r"half a year", "6 months"),
    (r"halbe[sn]? jahr(?:es)?", "6 Monate"),
    (r"demi-année", "6 mois"),
    (r"medio año", "6 meses"),
    (r"mezzo anno", "6 mesi"),
    (r"meio ano", "6 meses"),
    (
        r"(?<![\d/])24/7(?![\d/])|(?:a)?round the clock|rund um die uhr|24 ?h(?:eures)? sur 24|"
        r"24 horas (?:al|por) d[ií]a|24 ore su 24",
        "nonstop",
    ),
)
# The lookahead on the phrases' first letters makes the regex skip most words at once (27 against 230 us on a
# 1,000-character fact), and it runs only where a word of the phrases is in the text at all (6 us otherwise).
_PHRASE = re.compile(
    r"\b(?=[2acdhmqrtv])(?:" + "|".join(rf"(?P<p{i}>{pattern})" for i, (pattern, _) in enumerate(_PHRASES)) + r")\b",
    re.I,
)
_PHRASE_WORDS = ("hour", "stunde", "heure", "hora", "ora", "24", "clock", "uhr")  # one of these is in every phrase
_PHRASE_WORDS += ("half a year", "halbes jahr", "halben jahr", "demi-année", "medio año", "mezzo anno", "meio ano")


def _phrases(text: str) -> str:
    lowered = text.lower()
    if any(word in lowered for word in _HALF_WORDS):
        text = _HALVES.sub(_and_a_half, text)
    if any(word in lowered for word in _FORTNIGHT_WORDS):
        text = _FORTNIGHT.sub(lambda m: _FORTNIGHTS[int(m.lastgroup[1:])][1], text)
    if any(word in lowered for word in _PHRASE_WORDS):
        text = _PHRASE.sub(lambda m: _PHRASES[int(m.lastgroup[1:])][1], text)
    if any(word in lowered for word in _QUARTER_WORDS):
        text = _QUARTER.sub(lambda m: _QUARTERS[int(m.lastgroup[1:])][1], text)
    if " em " in lowered:
        text = _FROM_N_TO_N.sub(r"a cada \1", text)
    if any(word in lowered for word in _WITHDRAWN_WORDS):
        text = _WITHDRAWN.sub(lambda m: _WITHDRAWALS[int(m.lastgroup[1:])][1], text)
    text = _bounds(text, lowered)
    if "default" in lowered:
        text = _BY_DEFAULT.sub(lambda m: "enabled" if m[1].casefold() == "on" else "disabled", text)
    return text


# A negated comparison before an amount is a bound, not a negation: "Do not take more than 8 tablets" says "take at
# most 8 tablets", and does not deny "take 8 tablets a day at most". Written as the bound, so that neither the
# negation check nor the amounts read "more than 8". Only before a number: "no more" alone is "no longer".
_NUMBER_AHEAD = r"(?=\s*[$€£¥]?\s*\d|\s+(?:" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")\b)"
_NEGATED_BOUNDS = (  # (the comparisons, one of which the text holds where the pattern matches; the negations, one
    # of which it holds too; the pattern; its words for "at most" and "at least")
    (
        ("more than", "less than", "fewer than"),
        ("not", "n't", "no ", "never"),
        r"(?:(?:do|does|did|should|must|may|can|could|will|would|shall)\s*(?:not|n't)\s+(?P<verb>[a-z]+)\s+"
        r"|(?:no|not|never)\s+)(?P<cmp>more|less|fewer)\s+than",
        ("at most", "at least"),
    ),
    (
        ("mehr als", "weniger als"),
        ("nicht", "nie"),
        r"(?:nicht|nie)\s+(?P<cmp>mehr|weniger)\s+als",
        ("höchstens", "mindestens"),
    ),
    (
        ("pas plus d", "pas moins d", "jamais plus d", "jamais moins d"),
        ("pas ", "jamais"),
        r"(?:pas|jamais)\s+(?P<cmp>plus|moins)\s+(?:de|d')",
        ("au maximum", "au minimum"),
    ),
    (
        ("más de", "menos de"),
        ("no ",),
        r"no\s+(?:(?P<verb>\w+)\s+)?(?P<cmp>más|menos)\s+de",
        ("como máximo", "como mínimo"),
    ),
    (("più di", "meno di"), ("non ",), r"non\s+(?:(?P<verb>\w+)\s+)?(?P<cmp>più|meno)\s+di", ("al massimo", "almeno")),
    (
        ("mais d", "menos d"),
        ("não",),
        r"não\s+(?:(?P<verb>\w+)\s+)?(?P<cmp>mais|menos)\s+(?:de|do que)",
        ("no máximo", "no mínimo"),
    ),
)
_NEGATED_BOUND = [
    (said, negations, re.compile(rf"\b{pattern}{_NUMBER_AHEAD}", re.I), words)
    for said, negations, pattern, words in _NEGATED_BOUNDS
]


# French puts the verb between "ne" and "pas": "Ne prenez pas plus de 3" is read "Ne prenez au maximum 3" first.
_NE_VERB_BOUND = re.compile(r"(?:\bne\s+|\bn')(?:en\s+|y\s+)?(\w+)\s+(au (?:maximum|minimum))\b", re.I)


def _bound(match: re.Match[str], words: tuple[str, str]) -> str:
    most = match["cmp"].casefold() in ("more", "mehr", "plus", "más", "più", "mais")
    verb = match.groupdict().get("verb")
    return f"{verb} {words[not most]}" if verb else words[not most]


def _bounds(text: str, lowered: str) -> str:
    """`text` with each negated comparison before an amount written as its bound (`_NEGATED_BOUNDS`)."""
    french = 0
    for said, negations, pattern, words in _NEGATED_BOUND:
        if any(comparison in lowered for comparison in said) and any(word in lowered for word in negations):
            text, found = pattern.subn(lambda m, words=words: _bound(m, words), text)
            french += found if words[0] == "au maximum" else 0
    return _NE_VERB_BOUND.sub(r"\1 \2", text) if french else text


# "Off by default" says "disabled by default": there "on" and "off" are the opposites they are nowhere else.
_BY_DEFAULT = re.compile(r"\b(?:(?:turned|switched|set)\s+)?(on|off)(?=\s+by\s+default\b)", re.I)


# Support a release takes away is support it no longer gives: "drops support for Python 3.7" says what "no longer
# supports Python 3.7" says, and not what "still supports Python 3.7" says. The verb is read as the language's
# negation before what it withdraws, so that the negation check weighs what it is said of.
_WITHDRAWALS = (
    (
        r"(?:drops?|dropped|ends?|ended|removes?|removed|discontinues?|discontinued|withdraws?|withdrew)\s+"
        r"(?:the\s+|its\s+|official\s+)*(?=support\b)|(?:stops?|stopped|ceases?|ceased)\s+(?:to\s+)?(?=support)",
        "not ",
    ),
    (
        r"(?:entfernt|entfernte|streicht|strich|beendet|beendete)\s+(?:die\s+)?(?=unterstützung|kompatibilität)",
        "nicht ",
    ),
    (
        r"(?:abandonne|abandonnent|abandonné|supprime|suppriment|supprimé|retire|retirent|retiré)\s+(?:la\s+|le\s+)?"
        r"(?=prise en charge|compatibilité|support)",
        "pas ",
    ),
    (
        r"(?:elimina|eliminó|retira|retiró|abandona|abandonó)\s+(?:el\s+|la\s+)?(?=soporte|compatibilidad)"
        r"|(?:deja|dejó) de (?=ser compatible|soportar|dar soporte)",
        "no ",
    ),
    (
        r"(?:remove|removeu|elimina|eliminou|abandona|abandonou|descontinua|descontinuou|encerra|encerrou)\s+"
        r"(?:o\s+|a\s+)?(?=suporte|compatibilidade)|(?:deixa|deixou) de (?=suportar|ser compatível)",
        "não ",
    ),
    (
        r"(?:rimuove|rimosso|elimina|eliminato|abbandona|interrompe)\s+(?:il\s+|la\s+)?(?=supporto|compatibilità)",
        "non ",
    ),
)
_WITHDRAWN = re.compile(
    r"\b(?:" + "|".join(rf"(?P<w{i}>{pattern})" for i, (pattern, _) in enumerate(_WITHDRAWALS)) + ")", re.I
)
_WITHDRAWN_WORDS = ("support", "unterstütz", "kompatib", "compatib", "charge", "soport", "suport")


@lru_cache(maxsize=20_000)  # a fact is folded for each claim it is read against, and by several checks
def fold(text: str) -> str:
    """The form every comparison reads: NFKC (but "km²"), one apostrophe, no space inside a number, numbers of two
    words and centuries in digits ("forty-one", "XIXe siècle"), times in 24 hours ("10 am", "10h", "10 Uhr" and
    "10時" are 10:00, "02:00" is 2:00, "24:00" 0:00), amounts of time said in words as numbers (`_PHRASES`), "free
    of" a thing as "without" it (`_PRIVATIVES`)."""
    text = _without(unicodedata.normalize("NFKC", text).replace("’", "'").replace("\u00a0", " "))
    text = _phrases(centuries.in_digits(_POWER.sub(lambda m: m[1] + m[2] + "²³"[int(m[3]) - 2], text)))
    text = _SPACED_THOUSANDS.sub(lambda m: m.group().replace(" ", ","), _SPLIT_THOUSANDS.sub(r"\1,", text))
    text = numerals.in_digits(text)
    return clock.in_24_hours(text)


_BARE_PLACE = frozenset({"in", "nach", "aus"})
# Capitalised, but units: "100 degrees Celsius" is said of "100 °C".
_UNIT_NAMES = frozenset({"celsius", "fahrenheit", "kelvin"})
# Capitalised, but kinds of thing, not one thing: "The API accepts up to 200 facts" against "A request may include
# at most 200 facts" names nothing the evidence must repeat. Titles of an office ("CEO") stay names: one officer
# is no other ("Jane Doe is the CEO" against "chief technology officer").
_KIND_ACRONYMS = frozenset(
    {"api", "apis", "sdk", "cli", "gui", "ui", "ux", "url", "urls", "uri", "http", "https", "json", "xml", "html"}
    | {"css", "csv", "pdf", "pdfs", "sql", "cpu", "cpus", "gpu", "gpus", "ram", "ssd", "usb", "led", "leds", "lcd"}
    | {"oled", "sso", "mfa", "vpn", "dns", "ip", "tcp", "ssh", "ssl", "tls", "faq", "faqs", "id", "ids", "pin"}
    | {"sms", "gps", "tv", "pc", "pcs", "ai", "llm", "llms", "os", "kpi", "kpis", "roi", "gdp", "vat", "atm", "atms"}
    | {"hr", "dna", "rna", "mri", "icu", "bmi"}
)


def _german_name(word: str, previous: str) -> bool:
    """German capitalises every noun, so a capital alone names nothing; two places do: a genitive after a noun
    ("Berg Europas") and after a bare preposition ("in Warschau", where a noun takes its article: "in der Stadt").
    Taking the second of two capitalised words as a name too ("Marie Curie") cost xglue_nli_de 0.011 AUROC."""
    if previous[:1].isupper():
        return german_genitive(word, previous)
    return previous in _BARE_PLACE


# A word and a comma open a sentence with an aside, not with a name: "Unfortunately, ...", "Malheureusement, ...".
# The vocabulary cannot tell these: such words are mostly written at a sentence's start, so capitalised.
_ASIDE = re.compile(r"\W*\w+\s*,")
# Languages whose first words the vocabulary tells apart, checked on the dev sets' claims. Polish is not one: its
# common nouns have no lower-case piece ("Festiwal", "Muzeum", "Produkt"), so each would open with a name.
_NAMES_AT_START = frozenset({"en", "fr", "es", "it", "pt"})


def _is_name(raw: str, position: int, tokens: list[str], text: str, lang: str) -> bool:
    """A capitalised word inside the text; at its start, one the sentence encoder's vocabulary writes capitalised
    ("Einstein was born in 1879", not "Sales rose": `casing`). German capitalises every noun: see `_german_name`."""
    word = raw.casefold()
    if word in _UNIT_NAMES or word in _KIND_ACRONYMS:
        return False
    if position == 0:
        return lang in _NAMES_AT_START and not _ASIDE.match(text) and opens_with_name(raw)
    return raw[0].isupper() and (
        lang not in NOUNS_CAPITALISED or (lang == "de" and _german_name(raw, tokens[position - 1]))
    )


def german_genitive(word: str, previous: str) -> bool:
    """A capitalised word in -s right after a noun: "der höchste Berg Europas"."""
    return word[:1].isupper() and previous[:1].isupper() and len(word) > 3 and word.endswith("s")


# Words an acronym skips: "NASA" is "National Aeronautics and Space Administration", "WHO" "World Health
# Organization", "OMS" "Organisation mondiale de la santé".
_ACRONYM_SKIPS = frozenset(
    {"of", "and", "the", "for", "on", "in", "de", "des", "du", "la", "le", "et", "der", "die", "das", "für", "und"}
    | {"del", "y", "do", "da", "e", "di", "per"}
)
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")


@lru_cache(maxsize=50_000)
def _spelled(text: str) -> dict[str, tuple[str, ...]]:
    """The text's runs of two to six words (function words skipped) by their initials: {"who": ("world", "health",
    "organization")}. Two initials are too easily met by chance: there every word must be capitalised ("EU").
    A chief officer goes without "officer" as often as with it: "the chief executive" is the CEO."""
    words = [w for w in _TOKEN.findall(text) if w.casefold() not in _ACRONYM_SKIPS]
    runs: dict[str, tuple[str, ...]] = {}
    for i in range(len(words)):
        for n in range(2, min(6, len(words) - i) + 1):
            run = words[i : i + n]
            if n > 2 or all(w[0].isupper() for w in run):
                runs.setdefault("".join(w[0] for w in run).casefold(), tuple(w.casefold() for w in run))
        if i + 1 < len(words) and words[i].casefold() == "chief":
            runs.setdefault(f"c{words[i + 1][0].casefold()}o", ("chief", words[i + 1].casefold()))
    return runs


def acronyms(claim: str, evidence: str) -> frozenset[str]:
    """The claim's words (case-folded) that the evidence says as an acronym, or spells out where the claim
    writes one: "CEO" of "chief executive officer", "World Health Organization" of "WHO"."""
    out: set[str] = set()
    if claimed := _ACRONYM.findall(claim):  # runs of initials are costly to list: only where an acronym asks
        evidence_runs = _spelled(evidence)
        out.update(a.casefold() for a in claimed if a.casefold() in evidence_runs)
    if written := _ACRONYM.findall(evidence):
        claim_runs = _spelled(claim)
        for a in written:
            out.update(claim_runs.get(a.casefold(), ()))
    return frozenset(out)


def _cjk_bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


@dataclass(frozen=True)
class Analysis:
    """What a sentence says, reduced to sets that can be compared across texts."""

    lang: str
    content: frozenset[str]  # stems of words that carry meaning, numbers included
    terms: frozenset[tuple[str, str]]  # (stem, word) for the content words that are not numbers
    words: frozenset[str]  # the same words unstemmed, so names match across languages
    numbers: frozenset[str]
    entities: frozenset[str]  # capitalised words that are not the first word, case-folded
    negated: bool

    @property
    def empty(self) -> bool:
        return not self.content


def _negated(text: str, lang: str) -> bool:
    if lang == "ja":
        return any(_JA_NEGATED.search(clause) for clause in _JA_CLAUSE.split(text))
    if lang == "zh":
        text = _NOT_NEGATED_ZH.sub("", text)
    return any(part in text for part in _NEGATION_PARTS)


@lru_cache(maxsize=100_000)
def analyze(text: str, lang: str | None = None) -> Analysis:
    lang = lang or language.detect(text)
    folded = _days(fold(text))
    stops = language.stop_words_with_english(lang)
    content: set[str] = set()
    terms: set[tuple[str, str]] = set()
    words: set[str] = set()
    numbers: set[str] = set()
    entities: set[str] = set()
    negated = _negated(folded, lang)
    ne = partner = False
    tokens = _TOKEN.findall(folded)
    for position, raw in enumerate(tokens):
        word = raw.casefold()
        ne = ne or word == "ne" or word.startswith("n'")
        partner = partner or word in _NE_PARTNERS
        if _NUMBER.match(raw):
            if tokens[position + 1 : position + 2] and tokens[position + 1][0] in "月월":
                continue  # a month ("2024年3月"): a date's part, which `quantities` compares, as "March" is
            number = normalize_number(raw, lang)
            numbers.add(number)
            content.add(number)
            continue
        following = tokens[position + 1].casefold() if position + 1 < len(tokens) else ""
        if negates(word, lang, following):
            negated = True
            continue
        if spelled := number_word(word, lang):
            numbers.add(spelled)
            content.add(spelled)
            continue
        if _CJK.search(word):
            counted = cjk_numbers(word)
            numbers.update(counted)
            content.update(counted)
            for run in re.findall(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u30a0-\u30ff]+", word):
                for bigram in _cjk_bigrams(run):
                    content.add(bigram)
                    terms.add((bigram, bigram))
            continue
        if (
            (word in stops and (not stem(word, lang).startswith("=") or (word, following) == ("up", "to")))
            or word in _ATTRIBUTION
            or len(word) < 2
        ):  # "up 8%" says the revenue grew; "up to 200" names the most, which `quantities` reads
            continue
        stemmed = stem(word, lang)
        content.add(stemmed)
        terms.add((stemmed, word))
        words.add(word)
        if _is_name(raw, position, tokens, folded, lang):
            entities.add(word)
    negated = negated or (ne and partner)
    return Analysis(
        lang, frozenset(content), frozenset(terms), frozenset(words), frozenset(numbers), frozenset(entities), negated
    )
