"""Materials and colours: a frame "made of steel" against one "made of aluminium", "una mesa de madera" against "de
vidrio", a phone "available in blue" against one that "comes in black and silver", read in English across six
languages."""

from __future__ import annotations

from typing import NamedTuple

from veracity.lexicon import stem
from veracity.reference import ARTICLES
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text
from veracity.verifiers.details.words import PREPOSITIONS, conjunctions_of, in_english, wordset

# Each language's words for the English ones, folded as tokens are. Words that are mostly something else are left
# out: "paper" (an article), "carbon" (dioxide), "stone" (a weight), French "or" (a conjunction) and "fer" ("chemin
# de fer"), Italian "pelle" (skin).
_MATERIALS = {
    "en": {
        "aluminium": "aluminium aluminum",
        "steel": "steel",
        "iron": "iron",
        "titanium": "titanium",
        "wood": "wood",
        "glass": "glass",
        "plastic": "plastic",
        "leather": "leather",
        "cotton": "cotton",
        "wool": "wool",
        "silk": "silk",
        "linen": "linen",
        "polyester": "polyester",
        "nylon": "nylon",
        "copper": "copper",
        "brass": "brass",
        "bronze": "bronze",
        "marble": "marble",
        "granite": "granite",
        "ceramic": "ceramic",
        "porcelain": "porcelain",
        "rubber": "rubber",
    },
    "de": {
        "aluminium": "aluminium",
        "steel": "stahl edelstahl",
        "iron": "eisen",
        "titanium": "titan",
        "wood": "holz",
        "glass": "glas",
        "plastic": "kunststoff plastik",
        "leather": "leder",
        "cotton": "baumwolle",
        "wool": "wolle",
        "silk": "seide",
        "linen": "leinen",
        "copper": "kupfer",
        "brass": "messing",
        "bronze": "bronze",
        "marble": "marmor",
        "granite": "granit",
        "ceramic": "keramik",
        "porcelain": "porzellan",
        "rubber": "gummi",
    },
    "fr": {
        "aluminium": "aluminium",
        "steel": "acier",
        "titanium": "titane",
        "wood": "bois",
        "glass": "verre",
        "plastic": "plastique",
        "leather": "cuir",
        "cotton": "coton",
        "wool": "laine",
        "silk": "soie",
        "copper": "cuivre",
        "brass": "laiton",
        "bronze": "bronze",
        "marble": "marbre",
        "granite": "granit granite",
        "ceramic": "céramique",
        "porcelain": "porcelaine",
        "rubber": "caoutchouc",
    },
    "es": {
        "aluminium": "aluminio",
        "steel": "acero",
        "iron": "hierro",
        "titanium": "titanio",
        "wood": "madera",
        "glass": "vidrio",
        "plastic": "plástico",
        "leather": "cuero",
        "cotton": "algodón",
        "wool": "lana",
        "silk": "seda",
        "copper": "cobre",
        "brass": "latón",
        "bronze": "bronce",
        "marble": "mármol",
        "granite": "granito",
        "ceramic": "cerámica",
        "porcelain": "porcelana",
        "rubber": "caucho",
    },
    "it": {
        "aluminium": "alluminio",
        "steel": "acciaio",
        "iron": "ferro",
        "titanium": "titanio",
        "wood": "legno",
        "glass": "vetro",
        "plastic": "plastica",
        "leather": "cuoio",
        "cotton": "cotone",
        "wool": "lana",
        "silk": "seta",
        "copper": "rame",
        "brass": "ottone",
        "bronze": "bronzo",
        "marble": "marmo",
        "granite": "granito",
        "ceramic": "ceramica",
        "porcelain": "porcellana",
        "rubber": "gomma",
    },
    "pt": {
        "aluminium": "alumínio",
        "steel": "aço",
        "iron": "ferro",
        "titanium": "titânio",
        "wood": "madeira",
        "glass": "vidro",
        "plastic": "plástico",
        "leather": "couro",
        "cotton": "algodão",
        "wool": "lã",
        "silk": "seda",
        "copper": "cobre",
        "brass": "latão",
        "bronze": "bronze",
        "marble": "mármore",
        "granite": "granito",
        "ceramic": "cerâmica",
        "porcelain": "porcelana",
        "rubber": "borracha",
    },
}
# The colours a thing comes in, silver and gold with them.
_COLOURS = {
    "en": {
        c: c
        for c in [
            "red",
            "blue",
            "green",
            "yellow",
            "black",
            "white",
            "grey",
            "gray",
            "purple",
            "pink",
            "brown",
            "silver",
            "gold",
        ]
    },
    "de": {
        "red": "rot rote roten roter rotes",
        "blue": "blau blaue blauen blauer blaues",
        "green": "grün grüne grünen grüner grünes",
        "yellow": "gelb gelbe gelben gelber gelbes",
        "black": "schwarz schwarze schwarzen schwarzer schwarzes",
        "white": "weiss weisse weissen weisser weisses",
        "grey": "grau graue grauen grauer graues",
        "purple": "lila violett",
        "pink": "rosa pink",
        "brown": "braun braune braunen brauner braunes",
        "silver": "silber",
        "gold": "gold",
    },
    "fr": {
        "red": "rouge rouges",
        "blue": "bleu bleue bleus bleues",
        "green": "vert verte verts vertes",
        "yellow": "jaune jaunes",
        "black": "noir noire noirs noires",
        "white": "blanc blanche blancs blanches",
        "grey": "gris grise grises",
        "purple": "violet violette",
        "pink": "rose roses",
        "brown": "marron",
        "silver": "argent argenté argentée",
        "gold": "doré dorée",
    },
    "es": {
        "red": "rojo roja rojos rojas",
        "blue": "azul azules",
        "green": "verde verdes",
        "yellow": "amarillo amarilla amarillos amarillas",
        "black": "negro negra negros negras",
        "white": "blanco blanca blancos blancas",
        "grey": "gris",
        "purple": "morado morada",
        "pink": "rosa",
        "brown": "marrón",
        "silver": "plata plateado plateada",
        "gold": "dorado dorada",
    },
    "it": {
        "red": "rosso rossa rossi rosse",
        "blue": "blu",
        "green": "verde verdi",
        "yellow": "giallo gialla gialli gialle",
        "black": "nero nera neri nere",
        "white": "bianco bianca bianchi bianche",
        "grey": "grigio grigia grigi grigie",
        "purple": "viola",
        "pink": "rosa",
        "brown": "marrone",
        "silver": "argento",
        "gold": "oro",
    },
    "pt": {
        "red": "vermelho vermelha vermelhos vermelhas",
        "blue": "azul azuis",
        "green": "verde verdes",
        "yellow": "amarelo amarela amarelos amarelas",
        "black": "preto preta pretos pretas",
        "white": "branco branca brancos brancas",
        "grey": "cinza",
        "purple": "roxo roxa",
        "pink": "rosa",
        "brown": "marrom",
        "silver": "prata prateado prateada",
        "gold": "dourado dourada",
    },
}


# What a thing is made of: in English a material at most three words after a verb of making ("made of stainless
# steel", "built from wood"), elsewhere at most two after a preposition ("aus massivem Holz", "construit en granit",
# "es de madera"); a material named otherwise ("the price of steel rose") is no slot.
_MAKING = frozenset(
    ["made", "built", "constructed", "crafted", "carved", "cast", "manufactured", "consists", "composed"]
)
_OF = frozenset(["aus", "de", "en", "di", "in", "em"])
# The colours a thing comes in follow a word for offering it, at most three words on: "comes in black", "est
# disponible en bleu". The colours of a scene hold many, so these are read only as offered; a colour beside its noun
# is read by `_coloured`.
_OFFERED = frozenset(
    [
        "available",
        "comes",
        "come",
        "offered",
        "sold",
        "erhältlich",
        "disponible",
        "disponibles",
        "existe",
        "disponibile",
        "disponibili",
        "disponível",
        "disponíveis",
    ]
)


class _Kind(NamedTuple):
    name: str
    english: dict[str, dict[str, str]]  # by language, each word's English
    frames: dict[str, tuple[frozenset[str], int]]  # by language ("*" for the others): the words before, how far back
    capitalised: frozenset[str]  # languages that write the kind's words capitalised, which elsewhere make a name


_KINDS = (
    _Kind("material", in_english(_MATERIALS), {"en": (_MAKING, 3), "*": (_OF, 2)}, frozenset({"de"})),
    _Kind("colour", in_english(_COLOURS), {"*": (_OFFERED, 3)}, frozenset()),
)


def material_conflict(c: Text, e: Text) -> Conflict | None:
    """The material a claim says a thing is made of, or a colour it comes in, where the evidence names others in
    that slot and not the claim's; or the colour of a thing both name ("the yellow bin" against "the blue bin")."""
    for kind in _KINDS:
        claim, evidence = _said(c, kind), _said(e, kind)
        for english, written in claim.items():
            if evidence and english not in evidence:
                return Conflict(kind.name, written, next(iter(evidence.values())))
    mine = _coloured(c)
    theirs = _coloured(e) if mine else {}
    if not mine.keys() & theirs.keys():  # most claims name no colour: the evidence's words need no reading
        return None
    named = {_COLOURS_IN.get(e.lang, {}).get(word) for word in e.folded}
    for thing, (english, written) in mine.items():
        # Not where the evidence names the claim's colour anywhere: "black and white dogs", "un cachorro preto e um
        # branco", "yellow and white flowers" list several.
        if thing in theirs and english not in named:
            return Conflict("colour", written, theirs[thing][1])
    return None


# Where a colour stands beside its noun: before it in English and German ("the yellow bin", "die Gelbe Tonne", which
# German writes capitalised as a name), after it elsewhere ("le conteneur vert", "il bidone giallo"); or after the
# noun and its verb in every language ("The car is red.", "La voiture est rouge.").
_COLOUR_FIRST = frozenset({"en", "de"})
_COLOURS_IN = in_english(_COLOURS)
_VERBS = wordset("is are was were be ist sind war waren est sont es son era é são è sono")


def _coloured(text: Text) -> dict[str, tuple[str, str]]:
    """The things a text gives one colour, by their noun's stem: {"bin": ("yellow", "yellow bin")}. A noun given two
    colours ("the red car and the blue car") is no one thing's."""
    table = _COLOURS_IN.get(text.lang, {})
    if table.keys().isdisjoint(text.folded):
        return {}
    # Not a word of grammar after it ("red and blue", "rot ist"); nouns in the stop list ("line", "side") count.
    grammar, step = (
        ARTICLES | PREPOSITIONS | conjunctions_of(text.lang) | _VERBS,
        1 if text.lang in _COLOUR_FIRST else -1,
    )
    found: dict[str, tuple[str, str]] = {}
    twice: set[str] = set()
    for k, word in enumerate(text.folded):
        english, j = table.get(word), k + step
        if english and k >= 2 and text.folded[k - 1] in _VERBS:  # said after its verb: "The car is red."
            j = k - 2
        if not english or not 0 <= j < len(text.folded) or not (text.tokens[k].islower() or text.lang == "de"):
            continue
        noun = text.folded[j]
        if not noun.isalpha() or noun in grammar or noun in table:
            continue
        thing = stem(noun, text.lang)
        if thing in found and found[thing][0] != english:
            twice.add(thing)
        found.setdefault(thing, (english, " ".join(text.tokens[min(j, k) : max(j, k) + 1])))
    return {thing: said for thing, said in found.items() if thing not in twice}


def _said(text: Text, kind: _Kind) -> dict[str, str]:
    """The text's words of a kind in its frame, in English, each with the word as written; not a name ("Iron Man").
    A word right after one in the frame, but for a comma or a conjunction, is in it: "black, silver and green"."""
    table = kind.english.get(text.lang, {})
    before, reach = kind.frames.get(text.lang, kind.frames["*"])
    said: dict[str, str] = {}
    last = -3  # where the last word in the frame stood
    for k, (token, word) in enumerate(zip(text.tokens, text.folded, strict=True)):
        english = table.get(word)
        if not english or not (token.islower() or text.lang in kind.capitalised):
            continue
        if k - last <= 2 or before.intersection(text.folded[max(0, k - reach) : k]):
            said.setdefault(english, token)
            last = k
    return said
