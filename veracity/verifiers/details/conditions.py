"""Conditions: a sentence that says something only under a condition ("Shipping is free on orders over $50.", "On
weekdays, trains run every 10 minutes.", "Für Mitglieder ist der Eintritt frei."), which does not say that it holds
always ("Shipping is free."). Policies, timetables and prices are where RAG answers most often drop them."""

from __future__ import annotations

import re

from veracity.lexicon import PAST_FORMS, negates, stem
from veracity.numerals import NUMBER_WORDS
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.periods import IMPERFECT_ENDINGS
from veracity.verifiers.details.text import Text, as_text
from veracity.verifiers.details.words import CLAUSE_ENDS, EVERY, PREPOSITIONS, WITH, WITHOUT, words_for_all, wordset

# Words that open a condition wherever they stand ("... if the product was registered online"), by language: German
# "falls" is "if", English "falls" is not.
_IF = {
    "en": wordset("if whenever"),
    "de": wordset("wenn falls sofern solange"),
    "fr": wordset("lorsque s'il s'ils"),
}
# Words that open one where they open a clause: "Si se cancela ...", "When it rains, ..."; elsewhere they are
# other words ("si grand", "se reembolsa", "the day when", Italian "il caso").
_IF_OPENING = wordset("when quand cuando quando si")
_IF_OPENING_IN = {"de": wordset("bei"), "pt": wordset("se caso"), "it": wordset("se")}
_IF_PHRASES = tuple(
    tuple(p.split())
    for p in (
        "as long as",
        "provided that",
        "providing that",
        "in case of",
        "in the event of",
        "im fall",
        "en cas de",
        "à condition de",
        "à condition que",
        "tant que",
        "en caso de",
        "a condición de",
        "siempre que",
        "em caso de",
        "no caso de",
        "in caso di",
        "a condizione che",
        "purché",
        "while stocks last",
        "while supplies last",
        "dans la limite des stocks",
        "hasta agotar existencias",
        "até esgotar",
        "fino ad esaurimento",
    )
)
# Not a condition after these: "even if" (what follows holds either way), "as if", "asked if" (a question).
_NOT_IF = wordset("even as asked ask asks wonder wondered know unclear see check auch selbst même incluso mesmo anche")
# A condition about what was, or what was not ("If he were a lawyer", "When she was 20"), limits no rule; "if the
# product was registered" does: only "when" clauses are read for their tense.
_COUNTERFACTUAL = wordset("were had wäre wären hätte hätten")
_PAST = wordset("was were had did war waren hatte hatten wurde wurden était étaient fut avait fue fueron era eran foi")
_ROMANCE = frozenset(["fr", "es", "pt", "it"])  # whose imperfect and subjunctive endings these are; not "Busse"
# The Romance imperfect ("était", "costaba") is past, and so is the imperfect subjunctive of a supposition ("Caso
# estivesse vivo", "si tuviese").
_SUBJUNCTIVE_ENDINGS = ("sse", "ssem", "ssero", "iese", "iera")
_PAST_ENDINGS = IMPERFECT_ENDINGS + _SUBJUNCTIVE_ENDINGS

# Days said of every week: "on Mondays", "sonntags", "on weekends".
_WEEKLY = wordset(
    "mondays tuesdays wednesdays thursdays fridays saturdays sundays weekdays weekends montags dienstags mittwochs "
    "donnerstags freitags samstags sonntags wochentags werktags feiertags"
)
# Weekends and working days in words of several: "los fines de semana", "nei giorni feriali", "le week-end".
_WEEKLY_PHRASES = tuple(
    tuple(p.split())
    for p in (
        "fines de semana",
        "fin de semana",
        "fins de semana",
        "fim de semana",
        "fine settimana",
        "week end",
        "giorni feriali",
        "días laborables",
        "dias úteis",
        "jours ouvrables",
        "jours ouvrés",
    )
)
# A day of the week after one of these is every such day: "le dimanche", "los domingos", "every Sunday".
_DAYS = wordset(
    "monday tuesday wednesday thursday friday saturday sunday lundi mardi mercredi jeudi vendredi samedi dimanche "
    "lunes martes miércoles jueves viernes sábados domingos segundas terças quartas quintas sextas sábados domingos "
    "lunedì martedì mercoledì giovedì venerdì sabato domenica"
)
_EACH_DAY = wordset("le les los aos às nos il la every each first premier chaque cada primer ogni primo")  # not "last"
# Seasons and times of the week after a preposition: "in summer", "im Sommer", "en semaine", "during the holidays";
# not "this summer" nor "after the winter".
_SEASONS = wordset(
    "summer winter spring autumn holidays weekend sommer winter frühling herbst wochenende feiertagen ferien semaine "
    "été hiver printemps automne fériés verano invierno primavera otoño festivos verão inverno outono feriados estate "
    "inverno primavera autunno festivi"
)
# The night opening a sentence with a comma: "At night, the bridge is lit in blue." ("at night" elsewhere is
# mostly what happened, or a picture's: "Several people watch a crane at night.")
_NIGHT = wordset("night nuit noche noite notte nachts")
_AT = wordset("at à di der")
_DURING = wordset("in during every each im am an während en pendant durante em no na nel nella d'")
_THIS = wordset(
    "this last next that early late dieser diesen letzten nächsten ce cet cette este esta neste nesta questa"
)
# "Before noon": what is done by then ("Orders placed before noon ship the same day").
_NOON = wordset("noon midnight mittag mitternacht midi minuit mediodía medianoche meio-dia mezzogiorno mezzanotte")
_BEFORE = wordset("before vor avant antes prima")
_UNITS_OF_TIME = wordset(
    "minutes hours days weeks months minuten stunden tage tagen wochen monate monaten heures jours semaines mois "
    "minutos horas días semanas meses dias ore giorni settimane mesi"
)
_AHEAD = _BEFORE | wordset("prior advance voraus vorher avance l'avance antelación antecedência anticipo")
_TIMES = _WEEKLY | _DAYS | _SEASONS | _NOON
# A claim that something is offered says that it exists, not that it always holds: "The museum offers guided tours."
# is said by "... guided tours on Saturday mornings".
_OFFERS = wordset(
    "offers offer provides provide organises organizes organise organize hosts host bietet bieten veranstaltet "
    "organisiert propose proposent offre offrent organise organisent ofrece ofrecen organiza organizan oferece "
    "oferecem organizam offrono organizza organizzano propone propongono"
)
# A claim of a plan or of what will be speaks of one time: "in the spring" is when, not a condition.
_PLANS = wordset(
    "will going intends intend plans plan planned expected scheduled wird werden plant geplant va vont prévoit "
    "prévu va vamos planea previsto vai planeja prevede previsto"
)

# Whom a rule is for: "for adults", "für Mitglieder", "los menores de 12 años", "on orders over $50".
_GROUPS = wordset(
    "adults children kids minors members students seniors guests customers subscribers residents orders purchases "
    "bookings holders cardholders people persons erwachsene personen kinder mitglieder studenten studierende "
    "senioren gäste kunden abonnenten bestellungen adultes enfants mineurs membres étudiants abonnés commandes "
    "clients titulaires personnes adultos personas niños menores socios miembros estudiantes jubilados clientes "
    "pedidos compras crianças membros sócios assinantes pessoas adulti bambini minori soci studenti abbonati "
    "ordini acquisti clienti persone passengers travellers travelers visitors tenants owners stays fahrgäste "
    "reisende besucher anwohner passagers voyageurs visiteurs résidents pasajeros viajeros visitantes residentes "
    "passageiros viajantes moradores passeggeri viaggiatori visitatori residenti plan plans tier tiers edition "
    "license licence tarif tarifa piano plano"
)
_PEOPLE = wordset("people persons personen personnes personas pessoas persone")
_FOR = wordset("for on to für pour aux para per ai agli alle")
# What one must have: "with their manager's approval", "con la tessera", "mit Ausweis".
_NEEDED = wordset(
    "approval permission consent id card pass prescription subscription membership receipt voucher coupon "
    "genehmigung zustimmung ausweis karte rezept abo mitgliedschaft gutschein accord autorisation carte ordonnance "
    "abonnement justificatif aprobación autorización permiso tarjeta carné receta suscripción abono aprovação "
    "autorização permissão cartão receita assinatura approvazione autorizzazione permesso tessera ricetta"
)
# Words that make what one must have a condition, as "with" does: "subject to their manager's approval", "upon
# approval", "sous réserve de l'accord", "previa autorización"; one word further from it than a group's.
_WITH_NEEDED = WITH | wordset(
    "subject upon vorbehaltlich réserve sujeto sujeta sujetos sujeito sujeita soggetto soggetta previa prévia previo"
)
# Words before a bound on a group: "menores de 12 años", "Kinder unter 6 Jahren", "orders over $50".
_BOUNDS = wordset("de under over above below unter über ab bis moins plus menos más mais meno più sotto sopra")
_AGES = wordset("years year jahre jahren ans años anos anni")
_OF = wordset("of von de du des del di da do")
# A platform a rule holds on: "On Linux, the configuration file is ...".
_PLATFORMS = wordset("linux windows macos ios android")
_ON = _FOR | wordset("in unter sous en no su")
# Opening a rule with a time or an amount: "After five years of service, ...", "Ab 50 Euro ...".
_AFTER = wordset("after nach après después após dopo ab")
_UP_TO = {("up", "to"), ("at", "least"), ("bis", "zu"), ("au", "moins")}
_TENSE = 12  # the words of a condition whose tense tells what was: "When she was barely 20 years old"
_MOST = 8  # conditions read in one sentence: each is weighed against its clause, so a run of them stays linear
_NEAR = 3  # how many words before a group or a need its preposition may stand: "for registered hotel guests"
_NEED_REACH = _NEAR + 1  # the words before a need its preposition may stand: "subject to their manager's"

# Words that say nothing of what a rule is about, in the six languages: articles, prepositions, auxiliaries,
# pronouns. Not the stop-word lists, which hold "free", "orders" and "members".
_SMALL = wordset(
    "the a an of in on at to for with by from and or is are be been was were has have had do does can may must "
    "should will it its they their you your we our this that these those der die das den dem des ein eine einen "
    "einem einer und oder ist sind hat haben wird werden kann in im am an auf für mit von zu zum zur bei es sie wir "
    "le la les l'un une des du de d'un et ou est sont a ont sera peut pour avec par dans en au aux il elle ils on "
    "el los las un una y o es son está están ha han será puede para con por en del al se su sus "
    "o os as um uma e ou é são está tem foi será pode para com por em no na nos nas do da dos das ao seu sua "
    "il lo gli i le un uno una e o è sono ha hanno sarà può per con da in nel nella del della al alla di si"
)
_SUBJECTS = wordset("the you it they we he she your its their our this these")
_ARTICLES = wordset("the a an der die das den le la les los las o os as il lo gli")
# A past form after these is no verb in the past: "is stored", "the recommended dose", "days of paid leave".
_NOT_AFTER = wordset("is are be been being am get gets got the a an its their our your his her this these of by") | (
    PREPOSITIONS | _FOR | WITH
)
# German puts the verb right after a phrase that opens the sentence: "Bei Bestellungen ab 50 Euro ist der Versand
# kostenlos." The verb is its first word in lower case that is no article, preposition or number.
_GERMAN_SMALL = wordset(
    "der die das den dem des ein eine einen einem einer ab bis von zu mit für bei im am um über unter"
)


def condition(claim: str, sentence: str) -> Conflict | None:
    """The condition the sentence puts on what it says of the claim, where the claim drops it: "on orders over $50"
    of "Shipping is free on orders over $50." for "Shipping is free."."""
    c, e = as_text(claim), as_text(sentence)
    if _past(c) or _conditional(c) or "?" in (c.tokens[-1:] + e.tokens[-1:]):
        return None
    wanted = _content(c, e.lang)  # in the sentence's language: a short claim's may be told wrong
    if len(wanted) < 2:
        return None
    kinds = _kinds(c) | ({"time"} if _OFFERS & set(c.folded) else set())
    for kind, start, end in _conditions(e, wanted)[:_MOST]:
        if kind in kinds:
            continue
        said = {stem(w, e.lang) for w in e.folded[start:end] if w not in _SMALL}
        if said & wanted or _dated(e, start, end):
            continue
        if _bears_on(e, start, end, wanted):
            return Conflict("condition", "", _as_written(sentence, e.tokens[start:end]), slotted=False)
    return None


def _bears_on(e: Text, start: int, end: int, wanted: set[str]) -> bool:
    """Whether the condition at [start, end) bears on the claim: the clause it limits holds half the claim's
    content words `wanted`, and two of them."""
    held = {stem(w, e.lang) for w in _limited(e, start, end)} & wanted
    return len(held) * 2 >= len(wanted) and len(held) >= 2


def refused_condition(claim: str, sentence: str) -> Conflict | None:
    """The claim says it holds without what the sentence's condition asks for: "without needing anyone's approval"
    against "with their manager's approval", "ohne Zustimmung der Führungskraft" against "sofern die
    Führungskraft zustimmt". Not where the sentence says "without" too ("with or without a receipt")."""
    c, e = as_text(claim), as_text(sentence)
    without = [
        i
        for i, w in enumerate(c.folded)
        if w in WITHOUT and negates(w, c.lang, c.folded[i + 1] if i + 1 < len(c.folded) else "")
    ]  # not "sans aucun doute", nor Italian "sin dal"
    if not without or WITHOUT & set(e.folded):
        return None
    wanted = _content(c, e.lang)
    conditions = [
        ({stem(w, e.lang) for w in e.folded[start:end] if w not in _SMALL}, start, end)
        for kind, start, end in _conditions(e, wanted)[:_MOST]
        if kind in ("if", "need") and _bears_on(e, start, end, wanted)
    ]
    for i in without:
        for k in range(i + 1, min(i + 2 + _NEAR, len(c.folded))):
            if not c.tokens[k][0].isalnum():
                break
            word = stem(c.folded[k], e.lang)
            if c.folded[k] in _SMALL or (found := next((x for x in conditions if word in x[0]), None)) is None:
                continue
            _, start, end = found
            claim_says, sentence_says = c.tokens[i : k + 1], e.tokens[start:end]
            return Conflict(
                "condition", _as_written(claim, claim_says), _as_written(sentence, sentence_says), slotted=False
            )
    return None


def _conditions(e: Text, wanted: set[str]) -> list[tuple[str, int, int]]:
    """Where the sentence's conditions stand, [start, end) of each: a clause ("if ...", "Si se cancela ..."), or a
    time, group, need or platform with its preposition ("on weekends", "for hotel guests", "with their manager's
    approval", "On Linux"); a group that opens the sentence ("Los menores de 12 años viajan gratis") runs to the
    first word of the claim."""
    found = []
    for i, word in enumerate(e.folded):
        opens = _opens(e, i)
        if _if_at(e, i, opens):
            end = _german_verb(e, i) if word == "bei" else _clause_end(e, i)
            if not _what_was(e, i, end):
                found.append(("if", i, end))
        elif _time_at(e, i):
            found.append(
                (
                    "time",
                    _opener(e, i, _AT | _DURING | _EACH_DAY | _BEFORE | _FOR),
                    i + (_phrase_length(e, i, _WEEKLY_PHRASES) or 1),
                )
            )
        elif word in _GROUPS and (group := _group_at(e, i, wanted)):
            found.append(("group", *group))
        elif word in _BOUNDS and i and e.folded[i - 1] in _ARTICLES | _GROUPS and (age := _age_at(e, i)):
            found.append(("group", _opener(e, i, _FOR), age))
        elif word in _NEEDED and _WITH_NEEDED & set(e.folded[max(0, i - _NEED_REACH) : i]) and _ends_phrase(e, i):
            found.append(("need", _opener(e, i, _WITH_NEEDED, _NEED_REACH), _of_end(e, i)))
        elif word in _PLATFORMS and e.tokens[i][0].isupper() and i and e.folded[i - 1] in _ON:
            found.append(("platform", i - 1, i + 1))
        elif word in _AFTER and opens and i + 1 < len(e.folded) and _number(e.folded[i + 1]):
            found.append(("if", i, _clause_end(e, i)))
        elif _ahead(e, i):
            start = i - 2 if e.folded[max(0, i - 2) : i] in _UP_TO else i
            found.append(("if", start, _clause_end(e, i)))
    return found


def _kinds(c: Text) -> set[str]:
    """The kinds of condition the claim has a value of, so that another value of the sentence is a conflict or a
    list the other checks weigh ("on Thursdays" against "on Mondays and Thursdays"); a claim of a plan ("intends to
    add flights") is of one time."""
    words = set(c.folded)
    kinds = {kind for kind, vocabulary in (("platform", _PLATFORMS), ("time", _TIMES)) if words & vocabulary}
    return kinds | {"time"} if words & _PLANS else kinds


def _if_at(e: Text, i: int, opens: bool) -> bool:
    word = e.folded[i]
    if (i and e.folded[i - 1] in _NOT_IF) or (word == "bei" and e.folded[i + 1 : i + 2] in {("der",), ("dem",)}):
        return False  # "bei der Wahl": at an event
    if word in _IF.get(e.lang, ()) or _phrase_length(e, i, _IF_PHRASES):
        return True
    # Not "once a month", nor "the data provided by"; "provided they submit a note" is "provided that".
    if word in {"once", "provided", "providing"} and e.folded[i + 1 : i + 2] and e.folded[i + 1] in _SUBJECTS:
        return True
    return opens and (word in _IF_OPENING or word in _IF_OPENING_IN.get(e.lang, ()))


def _what_was(e: Text, i: int, end: int) -> bool:
    words = e.folded[i : min(end, i + _TENSE)]
    if e.folded[i] in _IF_OPENING:  # "when", "quand": a time that was, or one that comes again
        return any(_past_word(w, e.lang) for w in words)
    romance = e.lang in _ROMANCE
    return any(w in _COUNTERFACTUAL or (romance and len(w) > 4 and w.endswith(_SUBJUNCTIVE_ENDINGS)) for w in words)


def _phrase_length(text: Text, i: int, phrases: tuple[tuple[str, ...], ...]) -> int:
    """The length of the one of `phrases` that stands at `i`, 0 for none."""
    return next((len(p) for p in phrases if p[0] == text.folded[i] and text.folded[i : i + len(p)] == p), 0)


def _ahead(e: Text, i: int) -> bool:
    """A time ahead of an event at `i`: "24 hours before check-in", "2 Tage vor der Abreise", "48 horas de
    antelación"."""
    return (
        _number(e.folded[i])
        and e.folded[i + 1 : i + 2] != ()
        and e.folded[i + 1] in _UNITS_OF_TIME
        and bool(_AHEAD & set(e.folded[i + 2 : i + 4]))
    )


def _time_at(e: Text, i: int) -> bool:
    word, before = e.folded[i], e.folded[max(0, i - _NEAR) : i]
    if word in _WEEKLY or _phrase_length(e, i, _WEEKLY_PHRASES) > 0:
        return True
    if word in _DAYS:
        return bool(i) and e.folded[i - 1] in _EACH_DAY
    if word in _NOON:
        return bool(_BEFORE & set(before))
    if word in _NIGHT:
        start = i - 1 if i and e.folded[i - 1] in _AT | _ARTICLES | {"de"} else i
        return _opens(e, start) and e.tokens[i + 1 : i + 2] == (",",)
    # A season in lower case (but in German): "Summer Girl" is a name.
    lower = e.lang == "de" or e.tokens[i].islower()
    # Not "the CBS summer mystery series"; German writes that as one word ("Sommerserie").
    if not (word in _SEASONS and lower and (e.lang == "de" or _ends_phrase(e, i))):
        return False
    return bool(_DURING & set(before)) and not _THIS & set(before)


def _group_at(e: Text, i: int, wanted: set[str]) -> tuple[int, int] | None:
    """A group a rule is for: after "for" and at the end of its phrase ("free for hotel guests on weekends", not
    "a role model for kids and ..."), or opening the sentence with a bound ("Los menores de 12 años") or after
    "for" ("For adults, ...", "Für Mitglieder ..."). A group of all restricts nothing but by its bound: "to all
    members" is no condition, "for all orders over $50" is."""
    start = _opener(e, i, _FOR)
    every = bool(words_for_all(EVERY, e.lang) & set(e.folded[start:i]))
    if _opens(e, start):
        end = _german_verb(e, i) if e.lang == "de" else _until(e, i, wanted)
        numbered = any(_number(w) and e.folded[k - 1] in _BOUNDS for k, w in enumerate(e.folded[i:end], i))
        return (start, end) if numbered or (e.folded[start] in _FOR and not every) else None
    bound = e.folded[i + 1 : i + 3]
    bounded = len(bound) == 2 and bound[0] in _BOUNDS and _number(bound[1])
    if (e.folded[i] in _PEOPLE or every) and not bounded:  # "for people over 65", not "impacts on people"
        return None
    # "available to members.", not "provides the drug to low-income residents with AIDS"
    ends = _ends_phrase(e, i) if e.folded[start] != "to" else i + 1 == _clause_end(e, i)
    if e.folded[start] in _FOR and ends:
        return start, i + 3 if bounded else i + 1
    return None


def _age_at(e: Text, i: int) -> int:
    """The end of an age bound at `i` of a group or after an article ("les moins de 26 ans", "Kinder unter 6
    Jahren"; not "over two years", a time), 0 for none."""
    for k in range(i + 1, min(i + 3, len(e.folded))):
        if _number(e.folded[k]):
            return k + 2 if e.folded[k + 1 : k + 2] and e.folded[k + 1] in _AGES else 0
    return 0


def _ends_phrase(e: Text, i: int) -> bool:
    """Whether the word at `i` ends its noun phrase: the clause ends, or a preposition or a number follows."""
    if i + 1 >= len(e.tokens) or e.tokens[i + 1] in CLAUSE_ENDS:
        return True
    after = e.folded[i + 1]
    return after in PREPOSITIONS or after in _FOR | WITH | _OF | _BOUNDS or _number(after)


def _of_end(e: Text, i: int) -> int:
    """The end of a need with whose it is: "with the approval of the SBA"."""
    if i + 1 < len(e.folded) and e.folded[i + 1] in _OF:
        return min(_clause_end(e, i), i + 5)
    return i + 1


def _as_written(sentence: str, tokens: tuple[str, ...]) -> str:
    """The tokens as the sentence writes them, with what lies between: "on orders over $50"."""
    words = [t for t in tokens if t[0].isalnum()]
    found = re.search(r"\W{0,3}".join(map(re.escape, words)), sentence, re.IGNORECASE)
    return found[0] if found else " ".join(words)


def _number(word: str) -> bool:
    return word[:1].isdigit() or word in NUMBER_WORDS


def _opens(e: Text, i: int) -> bool:
    return i == 0 or e.tokens[i - 1] in CLAUSE_ENDS


def _opener(e: Text, i: int, heads: frozenset[str], reach: int = _NEAR) -> int:
    """The start of the phrase of the word at `i`: the nearest of `heads` in its clause ("for registered hotel guests",
    "with their manager's approval") at most `reach` words before it, or else its article ("Los menores")."""
    for k in range(i - 1, max(-1, i - reach - 1), -1):
        if e.tokens[k] in CLAUSE_ENDS:
            break
        if e.folded[k] in heads:
            return k - 1 if k and e.folded[k - 1] in _ARTICLES else k
    return i - 1 if i and e.folded[i - 1] in _ARTICLES else i


def _until(e: Text, i: int, wanted: set[str]) -> int:
    end = _clause_end(e, i)
    return next((k for k in range(i + 1, end) if stem(e.folded[k], e.lang) in wanted), end)


def _german_verb(e: Text, i: int) -> int:
    end = _clause_end(e, i)
    return next((k for k in range(i + 1, end) if e.tokens[k].islower() and e.folded[k] not in _GERMAN_SMALL), end)


def _clause_end(e: Text, i: int) -> int:
    return e.clause_ends[i] if i < len(e.tokens) else len(e.tokens)


def _limited(e: Text, start: int, end: int) -> tuple[str, ...]:
    """The words the condition at [start, end) limits: its clause without it, or the clause after it where it opens
    the sentence with a comma ("In summer, the museum is open until 9 pm."), or the clause before it where it
    closes the sentence after one ("..., provided they submit a doctor's note.")."""
    first = e.clause_starts[start]
    last = _clause_end(e, end - 1) if end > start else end
    opens = all(w in _SMALL for w in e.folded[first:start])  # but for its preposition: "At night, ..."
    if opens and last < len(e.tokens) and e.tokens[last] == ",":
        last = _clause_end(e, last)
    elif opens and last >= len(e.tokens) - 1 and first and e.tokens[first - 1] == ",":
        first = e.clause_starts[first - 1]
    return e.folded[first:start] + e.folded[end:last]


def _dated(e: Text, start: int, end: int) -> bool:
    """A season or a day with a year is one that happened: "in the summer of 1969"."""
    return any(len(w) == 4 and w.isdigit() for w in e.folded[start : end + 3])


def _past(c: Text) -> bool:
    """Whether the claim speaks of what happened ("was", "wurde", an English verb in "-ed" after its subject): what
    a sentence adds to an event is detail ("In summer, the band played in Paris" for "The band played in Paris")."""
    return any(_past_word(w, c.lang) and c.folded[k - 1] not in _NOT_AFTER for k, w in enumerate(c.folded) if k)


def _past_word(word: str, lang: str) -> bool:
    if word in _PAST or (lang in _ROMANCE and len(word) > 4 and word.endswith(_PAST_ENDINGS)):
        return True
    return lang == "en" and (word in PAST_FORMS or (word.endswith("ed") and len(word) > 4))


def _conditional(c: Text) -> bool:
    """A claim with a condition of its own ("S'il pleut, ...") is the verifier's to read: its words need not match."""
    opening = _IF.get(c.lang, frozenset()) | _IF_OPENING
    return any(w in opening or _phrase_length(c, k, _IF_PHRASES) for k, w in enumerate(c.folded))


def _content(c: Text, lang: str) -> set[str]:
    return {stem(w, lang) for w in c.folded if w[0].isalnum() and w not in _SMALL}
