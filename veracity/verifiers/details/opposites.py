"""Opposite words and directions of change, in six languages: "open" against "closed", "rose" against "fell"."""

from __future__ import annotations

from veracity.lexicon import negates, weekdays
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text
from veracity.verifiers.details.words import CLAUSE_ENDS, EXCEPT, conjunctions_of, in_english

# Word pairs in English (and one German pair of names); other languages' pairs come from `_IN_ENGLISH`.
_OPPOSITES = [
    ("open", "closed"),
    ("open", "close"),
    ("opens", "closes"),
    ("north", "south"),
    ("east", "west"),
    ("northern", "southern"),
    ("eastern", "western"),
    ("won", "lost"),
    ("win", "lose"),
    ("before", "after"),
    ("alive", "dead"),
    ("true", "false"),
    ("larger", "smaller"),
    ("bigger", "smaller"),
    ("higher", "lower"),
    ("taller", "shorter"),
    ("longer", "shorter"),
    ("heavier", "lighter"),
    ("faster", "slower"),
    ("earlier", "later"),
    ("cheaper", "dearer"),
    ("older", "younger"),
    ("warmer", "colder"),
    ("part-time", "full-time"),
    ("female", "male"),
    ("females", "males"),
    ("older", "newer"),
    ("more", "less"),
    ("more", "fewer"),
    ("above", "below"),
    ("first", "last"),
    ("oldest", "youngest"),
    ("oldest", "newest"),
    ("largest", "smallest"),
    ("highest", "lowest"),
    ("longest", "shortest"),
    ("maximum", "minimum"),
    ("legal", "illegal"),
    ("public", "private"),
    ("optional", "required"),
    ("optional", "mandatory"),
    ("optional", "compulsory"),
    ("optional", "obligatory"),
    ("optional", "must"),  # "Receipts are optional" against "must be submitted with receipts"
    ("recommended", "mandatory"),
    ("recommended", "required"),
    ("recommended", "compulsory"),
    ("recommended", "obligatory"),
    ("voluntary", "mandatory"),
    ("voluntary", "compulsory"),
    ("allowed", "forbidden"),
    ("allowed", "prohibited"),
    ("permitted", "prohibited"),
    ("permitted", "forbidden"),
    ("included", "excluded"),
    # What a release takes out: "Version 4.0 removes the legacy API" against "still includes the legacy API".
    ("include", "remove"),
    ("includes", "removes"),
    ("included", "removed"),
    ("adds", "removes"),
    ("added", "removed"),
    ("enabled", "disabled"),
    ("available", "unavailable"),
    ("supported", "unsupported"),
    ("free", "paid"),
    # Outcomes: "The proposal was approved" against "The council rejected the proposal".
    ("succeeded", "failed"),
    ("succeed", "fail"),
    ("succeeds", "fails"),
    ("success", "failure"),
    ("success", "failed"),
    ("successful", "unsuccessful"),
    ("successful", "failed"),
    ("passed", "failed"),
    ("passes", "fails"),
    ("accepted", "rejected"),
    ("approved", "rejected"),
    ("approved", "denied"),
    ("granted", "denied"),
    ("granted", "refused"),
    ("acquitted", "convicted"),
    ("guilty", "innocent"),
    ("victory", "defeat"),
    # A value's course: "The stock lost 20% of its value" against "gained 20%"; "slowed" against "accelerated".
    ("gained", "lost"),
    ("gains", "loses"),
    ("gain", "loss"),
    ("gains", "losses"),
    ("slowed", "accelerated"),
    ("slows", "accelerates"),
    ("slowing", "accelerating"),
    ("online", "offline"),
    ("undo", "redo"),  # "Cmd+Z undoes the last action" against "Cmd+Shift+Z redoes it"
    ("undoes", "redoes"),
    ("nordsee", "ostsee"),
]
# Words for one direction of a change, each group the other's opposite: "Revenue fell" against "revenue
# increased". "Fall" and "drop" are mostly a season and a noun, and "up" and "down" end many verbs ("sign up"): each
# says a direction only after the words in `_AFTER` ("expected to fall", "went up").
_UP = (
    "rose rise risen rising increased increase increases increasing grew grow grows grown growing climbed soared "
    "raised raises doubled tripled up"
)
_DOWN = (
    "fell fallen falling decreased decrease decreases decreasing declined decline declines shrank dropped plunged "
    "lowered lowers reduced reduces halved fall drop down"
)
_TO = frozenset(["to", "will", "would", "could", "may", "might", "can", "should"])
_GO = frozenset(["go", "goes", "went", "gone", "going"])
_AFTER = {"fall": _TO, "drop": _TO, "up": _GO, "down": _GO}
_DIRECTIONS = (frozenset((*_UP.split(), "gained")), frozenset(_DOWN.split()))
_OPPOSITES += [(up, down) for up in _DIRECTIONS[0] for down in _DIRECTIONS[1]]
# The opposite words of other languages in English: their pairs within a language follow from the English pairs,
# and a pair across languages is read in English ("La livraison est payante." against "Delivery is free.").
# Words that are mostly other words are left out: French "est" is "is" far more often than "east".


def _declined(comparatives: str) -> str:
    """German comparatives with the endings an adjective takes before its noun: "höher", "einer höheren"."""
    return " ".join(word + ending for word in comparatives.split() for ending in ("", "e", "en", "er", "es", "em"))


_IN_ENGLISH = in_english(
    {
        "de": {
            "rose": "stieg stiegen gestiegen wuchs gewachsen",
            "fell": "sank sanken gesunken fiel fielen gefallen",
            "open": "geöffnet offen",
            "closed": "geschlossen",
            "opens": "öffnet",
            "closes": "schließt",
            "north": "nord",
            "south": "süd",
            "east": "ost",
            "west": "west",
            "northern": "nördlich",
            "southern": "südlich",
            "optional": "optional freiwillig",
            "mandatory": "obligatorisch verpflichtend",
            "recommended": "empfohlen empfiehlt empfehlen",
            "must": "muss müssen",
            "allowed": "erlaubt",
            "forbidden": "verboten",
            "free": "kostenlos gratis",
            "paid": "kostenpflichtig",
            "enabled": "aktiviert eingeschaltet",
            "disabled": "deaktiviert ausgeschaltet",
            "succeeded": "gelang gelungen glückte geglückt",
            "failed": "scheiterte scheiterten gescheitert misslang misslungen durchgefallen",
            "successful": "erfolgreich",
            "unsuccessful": "erfolglos",
            "passed": "bestanden",
            "accepted": "akzeptiert",
            "rejected": "abgelehnt zurückgewiesen",
            "approved": "genehmigt bewilligt gebilligt",
            "higher": _declined("höher"),
            "lower": _declined("niedriger"),
            "larger": _declined("grösser"),
            "smaller": _declined("kleiner"),
            "longer": _declined("länger"),
            "shorter": _declined("kürzer"),
            "faster": _declined("schneller"),
            "slower": _declined("langsamer"),
            "heavier": _declined("schwerer"),
            "lighter": _declined("leichter"),
            "cheaper": _declined("billiger günstiger"),
            "dearer": _declined("teurer"),
            "older": _declined("älter"),
            "younger": _declined("jünger"),
            "warmer": _declined("wärmer"),
            "colder": _declined("kälter"),
            "part-time": "teilzeit",
            "full-time": "vollzeit",
            "female": "weibchen weiblich weibliche weiblichen",
            "male": "männchen männlich männliche männlichen",
        },
        "fr": {
            "rose": "augmenté augmente hausse progressé",
            "fell": "baissé baisse diminué diminue recul reculé chuté",
            "open": "ouvert ouverte ouverts ouvertes ouvrent",
            "closed": "fermé fermée fermés fermées",
            "close": "ferment",
            "opens": "ouvre",
            "closes": "ferme",
            "north": "nord",
            "south": "sud",
            "west": "ouest",
            "optional": "facultatif facultative optionnel optionnelle",
            "mandatory": "obligatoire",
            "recommended": "recommandé recommandée recommandés recommande conseillé conseillée",
            "must": "doit doivent",
            "allowed": "autorisé autorisée",
            "forbidden": "interdit interdite",
            "free": "gratuit gratuite gratuits gratuites",
            "paid": "payant payante payants payantes",
            "enabled": "activé activée activés activées",
            "disabled": "désactivé désactivée désactivés désactivées",
            "succeeded": "réussi réussie réussit",
            "failed": "échoué échoue échoua",
            "accepted": "accepté acceptée acceptés acceptées",
            "rejected": "rejeté rejetée rejetés rejetées refusé refusée",
            "approved": "approuvé approuvée approuvés approuvées",
            "higher": "supérieur supérieure supérieurs supérieures",
            "lower": "inférieur inférieure inférieurs inférieures",
        },
        "es": {
            "rose": "aumentó subió creció",
            "fell": "bajó disminuyó cayó descendió",
            "open": "abierto abierta abren",
            "closed": "cerrado cerrada",
            "close": "cierran",
            "opens": "abre",
            "closes": "cierra",
            "north": "norte",
            "south": "sur",
            "optional": "opcional",
            "mandatory": "obligatorio obligatoria",
            "recommended": "recomienda recomiendan recomendado recomendada recomendable",
            "must": "debe deben",
            "allowed": "permitido permitida",
            "prohibited": "prohibido prohibida",
            "free": "gratis gratuito gratuita",
            "enabled": "activado activada",
            "disabled": "desactivado desactivada",
            "succeeded": "triunfó",
            "failed": "fracasó falló fallido fallida",
            "successful": "exitoso exitosa",
            "accepted": "aceptado aceptada aceptó",
            "rejected": "rechazado rechazada rechazó",
            "approved": "aprobado aprobada aprobó",
            "higher": "superior superiores",
            "lower": "inferior inferiores",
            "larger": "mayor mayores",
            "smaller": "menor menores",
            "undo": "deshacer",
            "undoes": "deshace",
            "redo": "rehacer",
            "redoes": "rehace",
        },
        "pt": {
            "rose": "aumentou subiu cresceu",
            "fell": "caiu diminuiu baixou",
            "open": "aberto aberta",
            "closed": "fechado fechada",
            "north": "norte",
            "south": "sul",
            "optional": "opcional",
            "mandatory": "obrigatório obrigatória",
            "recommended": "recomenda recomendam recomendado recomendada",
            "must": "deve devem",
            "allowed": "permitido permitida",
            "prohibited": "proibido proibida",
            "free": "grátis gratuito gratuita",
            "enabled": "ativado ativada",
            "disabled": "desativado desativada",
            "failed": "fracassou falhou",
            "accepted": "aceito aceita aceitou",
            "rejected": "rejeitado rejeitada rejeitou recusado recusada",
            "approved": "aprovado aprovada aprovou",
            "higher": "superior superiores",
            "lower": "inferior inferiores",
            "larger": "maior maiores",
            "smaller": "menor menores",
            "undo": "desfazer",
            "undoes": "desfaz",
            "redo": "refazer",
            "redoes": "refaz",
        },
        "it": {
            "rose": "aumentato aumentata salito salita cresciuto cresciuta",
            "fell": "diminuito diminuita sceso scesa calato calata",
            "open": "aperto aperta aprono",
            "closed": "chiuso chiusa",
            "close": "chiudono",
            "opens": "apre",
            "closes": "chiude",
            "optional": "facoltativo facoltativa opzionale",
            "mandatory": "obbligatorio obbligatoria",
            "recommended": "consiglia consigliato consigliata raccomanda raccomandato raccomandata",
            "must": "deve devono",
            "allowed": "consentito consentita",
            "forbidden": "vietato vietata",
            "free": "gratuito gratuita gratis",
            "enabled": "attivato attivata abilitato abilitata",
            "disabled": "disattivato disattivata disabilitato disabilitata",
            "succeeded": "riuscito riuscita",
            "failed": "fallito fallita fallì",
            "accepted": "accettato accettata",
            "rejected": "respinto respinta rifiutato rifiutata",
            "approved": "approvato approvata",
            "higher": "superiore superiori",
            "lower": "inferiore inferiori",
            "larger": "maggiore maggiori",
            "smaller": "minore minori",
        },
    }
)
OPPOSITE: dict[str, frozenset[str]] = {}
_PAIRS = frozenset(_OPPOSITES)
for _a, _b in _OPPOSITES + [
    (a, b)
    for table in _IN_ENGLISH.values()
    for a, english_a in table.items()
    for b, english_b in table.items()
    if (english_a, english_b) in _PAIRS
]:
    OPPOSITE[_a] = OPPOSITE.get(_a, frozenset()) | {_b}
    OPPOSITE[_b] = OPPOSITE.get(_b, frozenset()) | {_a}
# Words the tokens split at their hyphen: "part-time" is "part" and "time".
_COMPOUNDS = frozenset(["part-time", "full-time"])
_NEGATED = 3  # how many words before an opposite a negation may stand: "is not always mandatory"
# The words of a direction in every language: where the evidence says the claim's direction in other words
# ("grew" for "increased") anywhere, its opposite word elsewhere is about something else.
_ALIKE: dict[str, frozenset[str]] = {}
for _group in _DIRECTIONS:
    _words = _group | {w for table in _IN_ENGLISH.values() for w, english in table.items() if english in _group}
    _ALIKE.update(dict.fromkeys(_words, _words))


def opposite_words(c: Text, e: Text) -> Conflict | None:
    """A word of the claim whose opposite the evidence says instead. Across languages both are read in English
    (`_in_english`), and no day decides between a word and its opposite there."""
    if bool(EXCEPT.intersection(c.folded)) != bool(EXCEPT.intersection(e.folded)):
        return None  # one side's exception turns it round: "closed on Tuesdays", "open every day except Tuesday"
    same = c.lang == e.lang
    claim, evidence = (_as_written(c), _as_written(e)) if same else (_in_english(c), _in_english(e))
    meant = _in_english(e).keys() if same else evidence.keys()  # "recommandé" says what "conseillé" says
    table = _IN_ENGLISH.get(c.lang, {}) if same else {}
    for word, written in claim.items():
        opposites = {w for w in OPPOSITE.get(word, frozenset()) & evidence.keys() if not _negated(e, w)}
        if not opposites:
            continue
        also = word in evidence or table.get(word) in meant
        if not also and _ALIKE.get(word, frozenset()).isdisjoint(evidence) and not _converse(c, e, word, opposites):
            return Conflict("opposite", written, evidence[min(opposites)], slotted=False)
        if same and (said := _said_of_the_days(word, opposites, c, e)):
            return Conflict("opposite", word, said, slotted=False)
    return None


# Opposites that say one event from its two sides: "England lost to Spain" is "Spain won against England".
_CONVERSE = frozenset(["won", "lost", "win", "lose", "wins", "loses"])


def _converse(c: Text, e: Text, word: str, opposites: set[str]) -> bool:
    """Whether the evidence says the claim's win or loss from the other side: the name before its word is one the
    claim gives after its own, and the claim's is one the evidence gives after its word."""
    if word not in _CONVERSE or not opposites & _CONVERSE or c.lang != e.lang:
        return False
    i, k = c.folded.index(word), next(k for k, w in enumerate(e.folded) if w in opposites)
    ours, theirs = _name_before(c, i), _name_before(e, k)
    return bool(ours and theirs and ours != theirs and theirs in c.folded[i:] and ours in e.folded[k:])


def _name_before(text: Text, i: int) -> str | None:
    """The nearest capitalised word before token `i`, folded: who won or lost."""
    return next((text.folded[k] for k in range(i - 1, -1, -1) if text.tokens[k][0].isupper()), None)


def _negated(text: Text, word: str) -> bool:
    """Whether each mention of the folded `word` in the text follows a negation: "il n'est pas obligatoire"."""
    at = [k for k, w in enumerate(text.folded) if w == word or _IN_ENGLISH.get(text.lang, {}).get(w) == word]
    return bool(at) and all(any(negates(w, text.lang) for w in text.folded[max(0, k - _NEGATED) : k]) for k in at)


def _as_written(text: Text) -> dict[str, str]:
    """The text's folded words, each with the word as written but in lower case ("schließt", not "schliesst"); a
    word of `_AFTER` only where it says a direction."""
    folded = text.folded
    written = {
        w: t.lower()
        for k, (t, w) in enumerate(zip(text.tokens, folded, strict=True))
        if w not in _AFTER or (k and folded[k - 1] in _AFTER[w])
    }
    for k in range(len(folded) - 1):
        if (compound := f"{folded[k]}-{folded[k + 1]}") in _COMPOUNDS:
            written[compound] = f"{text.tokens[k]}-{text.tokens[k + 1]}".lower()
    return written


def _in_english(text: Text) -> dict[str, str]:
    """The text's opposite words in English, each with the word as written."""
    written = _as_written(text)
    if text.lang == "en":
        return {w: t for w, t in written.items() if w in OPPOSITE}
    table = _IN_ENGLISH.get(text.lang, {})
    return {table[w]: written[w] for w in text.folded if w in table}


def _said_of_the_days(word: str, opposites: frozenset[str], c: Text, e: Text) -> str | None:
    """Where the evidence says a word and its opposite ("open on weekdays and closed on Sundays"), what it says of
    the claim's days is the one of the two in the clause of each mention of them, the nearest before it first:
    the opposite, if it is that every time."""
    days = frozenset().union(*(weekdays(token) for token in c.tokens))
    if not days:
        return None
    conjunctions, clause, clauses = conjunctions_of(e.lang), 0, []
    for token in e.folded:
        clause += token in CLAUSE_ENDS or token in conjunctions
        clauses.append(clause)
    marks = [m for m, w in enumerate(e.folded) if w == word or w in opposites]
    said = set()
    for k, token in enumerate(e.tokens):
        if weekdays(token) & days and (here := [m for m in marks if clauses[m] == clauses[k]]):
            before = [m for m in here if m < k]
            said.add(e.folded[max(before) if before else min(here)])
    return next(iter(said)) if len(said) == 1 and word not in said else None
