"""Versions and the bounds a requirement puts on them: "Android 10 or later", "at least Python 3.8", "iOS 15+".

Software documentation states what it supports as a bound, and answers name one version: "The app runs on Android
12" is said by "requires Android 10 or later", and "runs on Android 9" is not. A version is read as its parts
("3.12" is 3 and 12, later than "3.8"), not as a decimal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from veracity.lexicon import normalize_number

_LATER = (
    "later|newer|higher|above|up|greater|neuer|höher|später|ultérieure|ultérieur|supérieure|supérieur"
    "|plus récente|plus récent|posterior|superior|successiva|successivo|superiore|più recente"
)
_EARLIER = "earlier|lower|below|früher|niedriger|antérieure|antérieur|inférieure|inférieur|anterior|inferior|precedente"
# "Older" is left out: "12 or older" is an age, of which it means more.
_AT_LEAST = r"at least|mindestens|ab|au moins|al menos|pelo menos|almeno"
# A name is capitalised ("Android", "iOS"), or is the word "version" itself.
_VERSION_WORDS = frozenset({"version", "versions", "versión", "versão", "versione", "release", "v"})
_VERSION = re.compile(
    rf"(?:\b(?P<least>{_AT_LEAST})\s+)?"
    r"\b(?P<name>[^\W\d_](?:[\w+#-]|\.(?=\w)){0,24})\s+v?(?P<number>\d{1,4}(?:\.\d{1,4}){0,3})(?!\.?\d)"
    r"(?:(?P<plus>\+)|\s*,?\s+(?:or|and|oder|und|ou|o|y|e)\s+(?:(?:a|an|any|une|una|uma)\s+)?"
    r"(?:(?:version|versión|versão|versione)\s+)?"
    rf"(?:(?P<later>{_LATER})|(?P<earlier>{_EARLIER}))\b)?",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Version:
    name: str  # folded: "android"
    parts: tuple[int, ...]  # "3.12" -> (3, 12)
    text: str  # as written, with its bound: "Android 10 or later"
    number: str  # as the lexicon writes it: "3.12"
    bound: int = 0  # 1: this version or a later one; -1: this or an earlier one; 0: this one

    def admits(self, other: Version) -> bool:
        """Whether `other`, of the same name, is this version or within its bound. Parts one of the two leaves out
        are any: "Python 3" may be 3.8."""
        n = min(len(self.parts), len(other.parts))
        mine, theirs = self.parts[:n], other.parts[:n]
        return mine == theirs or (theirs > mine if self.bound > 0 else theirs < mine if self.bound < 0 else False)

    def bounds_among(self, others: tuple[Version, ...]) -> list[Version]:
        """The bounds that `others` put on this version's name."""
        return [v for v in others if v.bound and v.name == self.name]


def versions(text: str, lang: str) -> tuple[Version, ...]:
    """The versions in `text` (folded, case kept) with their bounds."""
    found = []
    for match in _VERSION.finditer(text):
        name = match["name"]
        if name.casefold() not in _VERSION_WORDS and not any(ch.isupper() for ch in name):
            continue
        later = bool(match["least"] or match["plus"] or match["later"])
        bound = 1 if later else -1 if match["earlier"] else 0
        parts = tuple(int(p) for p in match["number"].split("."))
        number = normalize_number(match["number"], lang)
        found.append(Version(name.casefold(), parts, match.group().strip(), number, bound))
    return tuple(found)
