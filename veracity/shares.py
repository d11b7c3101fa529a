"""Shares said in words: "half of", "a third of", "drei Viertel der", "un tiers des", "one in five", "uno de cada
cinco". Each is a percentage, so that "half of the employees" meets "50% of employees" and "a third of" does not,
and "one in five adults" states the "20%" of its source rather than inventing the numbers 1 and 5."""

from __future__ import annotations

import re

# The fraction's words in each language, and its share.
_FRACTIONS = {
    0.5: "half|a half|one half|die hälfte|hälfte|la moitié|moitié|la mitad|mitad|a metade|metade|la metà|metà",
    1 / 3: "a third|one third|ein drittel|un tiers|un tercio|la tercera parte|um terço|un terzo",
    2 / 3: "two thirds|two-thirds|zwei drittel|deux tiers|dos tercios|las dos terceras partes|dois terços|due terzi",
    # Not "un cuarto" or "um quarto": a room ("un cuarto de baño").
    0.25: "a quarter|one quarter|ein viertel|un quart|la cuarta parte|a quarta parte|un quarto",
    0.75: "three quarters|three-quarters|drei viertel|trois quarts|tres cuartos|três quartos|tre quarti",
    0.2: "a fifth|one fifth|ein fünftel|un cinquième|un quinto|la quinta parte|um quinto",
    0.1: "a tenth|one tenth|ein zehntel|un dixième|un décimo|la décima parte|um décimo|un decimo",
}
FRACTION_OF = {form: share for share, forms in _FRACTIONS.items() for form in forms.split("|")}
FRACTION = "|".join(sorted(map(re.escape, FRACTION_OF), key=len, reverse=True))
# A fraction is a share of what follows it ("a quarter of the staff"); alone it is often something else: "the
# first quarter of 2024" (a period), "un cuarto" (a room).
_OF = r"(?:of|the|der|des|aller|von|de|du|d'|del|dos|das|do|da|di|degli|delle|dei|della|dello)"
_SHARE = re.compile(rf"(?<![\w-])(?<!first )(?<!second )(?<!third )(?<!last )({FRACTION})\s+{_OF}\b", re.IGNORECASE)

_SMALL = (
    "one|two|three|four|five|six|seven|eight|nine|ten|ein|einer|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|"
    "zehn|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|"
    "nueve|diez|um|uma|duas|três|quatro|sete|oito|nove|dez|due|tre|cinque|sei|sette|otto|nove|dieci|\\d{1,2}"
)
_NUMBER_OF = {
    word: value
    for value, words in enumerate(
        [
            "",
            "one ein einer eine un une uno una um uma",
            "two zwei deux dos duas due",
            "three drei trois tres três tre",
            "four vier quatre cuatro quatro",
            "five fünf cinq cinco cinque",
            "six sechs seis sei",
            "seven sieben sept siete sete sette",
            "eight acht huit ocho oito otto",
            "nine neun neuf nueve nove",
            "ten zehn dix diez dez dieci",
        ]
    )
    for word in words.split()
}
# "one in five", "three out of four", "einer von fünf", "un sur cinq", "uno de cada cinco", "um em cada cinco",
# "uno su cinque".
_RATIO = re.compile(
    rf"\b({_SMALL})\s+(?:in|out of|out of every|von|sur|de cada|em cada|su|ogni)\s+({_SMALL})\b", re.IGNORECASE
)


def _value(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_OF[word.casefold()]


def shares(folded: str) -> list[tuple[float, int, int]]:
    """Each share a text says in words, as a fraction of one, with where it is said."""
    found = [(FRACTION_OF[m.group(1).casefold()], m.start(1), m.end(1)) for m in _SHARE.finditer(folded)]
    for match in _RATIO.finditer(folded):
        part, whole = _value(match.group(1)), _value(match.group(2))
        if 0 < part < whole:
            found.append((part / whole, match.start(), match.end()))
    return found
