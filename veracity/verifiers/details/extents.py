"""How far, how soon or how lasting a claim says something is ("worldwide", "instantly", "automatically",
"permanently"), or in which language ("in English"), where no evidence says anything of the kind: an answer's own
embellishment."""

from __future__ import annotations

import re
from collections.abc import Sequence

from veracity.verifiers.details.text import as_text

# Each kind: what a claim says, and the stems of what in a text says anything of that kind.
_KINDS = (
    (
        r"worldwide|globally|all over the world|around the world|everywhere|weltweit|überall|dans le monde entier|"
        r"partout|en todo el mundo|mundialmente|em todo o mundo|no mundo inteiro|in tutto il mondo|ovunque",
        "world global international countr everywhere welt land länder monde mondial pays mundo internacional paí "
        "mondo internazional paesi",
    ),
    (
        r"instantly|immediately|in real time|right away|sofort|unmittelbar|instantanément|immédiatement|"
        r"al instante|inmediatamente|instantaneamente|imediatamente|immediatamente|istantaneamente|subito",
        "instant immediat real sofort unmittelbar echtzeit immédiat réel inmediat tiempo imediat tempo istantane",
    ),
    (r"automatically|automatisch|automatiquement|automáticamente|automaticamente", "automat autom"),
    # The language something is offered in: "guided tours in English", "visite guidate in inglese".
    (
        r"in (?:english|german|french|spanish|portuguese|italian)|auf (?:englisch|deutsch|französisch|spanisch)|"
        r"en (?:anglais|allemand|français|espagnol|inglés|alemán|francés|español)|"
        r"em (?:inglês|alemão|francês|espanhol|português)|in (?:inglese|tedesco|francese|spagnolo|portoghese)",
        "engl german deutsch fran spani spanisch espa portug itali ingl alem tedesc langu sprach idiom lingu",
    ),
    (
        r"permanently|forever|dauerhaft|für immer|définitivement|pour toujours|permanentemente|para siempre|"
        r"definitivamente|para sempre|per sempre",
        "perman forever dauerhaft immer endgültig définiti toujours permanent siempre definitiv sempre",
    ),
)
_SAID = [(re.compile(rf"\b(?:{said})\b", re.IGNORECASE), tuple(stems.split())) for said, stems in _KINDS]


def unstated_extent(claim: str, texts: Sequence[str]) -> str:
    """The claim's "worldwide" (or "instantly", ...) where no text says anything of its kind: "sold worldwide" of
    "sold in the United States and Canada". "" if there is none."""
    for said, stems in _SAID:
        if not (match := said.search(claim)):
            continue
        if not any(w.startswith(stems) for t in texts for w in as_text(t).folded):
            return match.group()
    return ""
