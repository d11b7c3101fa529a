"""Endings: a claim that a state still holds, where the evidence says it ended ("Anna Weber is still the CEO." against
"Anna Weber stepped down as chief executive in March 2023.")."""

from __future__ import annotations

from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text

# Words that say a state holds now, folded.
_STILL_WORDS = (
    "still remains remain currently noch weiterhin derzeit toujours encore actuellement todavía aún sigue siguen "
    "actualmente ainda continua continuam atualmente ancora tuttora attualmente"
)
_STILL = frozenset(_STILL_WORDS.split())
# What says it ended, as folded words in a row: one who left a post, or a thing that stopped.
_ENDED = tuple(
    tuple(phrase.split())
    for phrase in (
        "stepped down",
        "steps down",
        "resigned",
        "retired",
        "no longer",
        "ceased",
        "discontinued",
        "was dismissed",
        "was fired",
        "was ousted",
        "trat zurück",
        "zurückgetreten",
        "nicht mehr",
        "eingestellt",
        "a démissionné",
        "démissionné",
        "n'est plus",
        "dimitió",
        "renunció",
        "ya no",
        "si è dimesso",
        "si è dimessa",
        "non è più",
        "renunciou",
        "já não",
    )
)


def _ended(text: Text) -> str | None:
    """What in the text says a state ended, as written."""
    for i in range(len(text.folded)):
        for phrase in _ENDED:
            if text.folded[i : i + len(phrase)] == phrase:
                return " ".join(text.tokens[i : i + len(phrase)])
    return None


def ended_conflict(c: Text, e: Text) -> Conflict | None:
    """The claim says a state still holds, the evidence that it ended; whether both speak of one state is the rest
    of the claim's to show (`slotted=False`)."""
    still = next((t for t, w in zip(c.tokens, c.folded, strict=True) if w in _STILL), None)
    if still is None or _ended(c) is not None or _STILL.intersection(e.folded) or (ended := _ended(e)) is None:
        return None  # the evidence says what still holds too: "She is still the CEO, though the CFO resigned."
    return Conflict("opposite", still, ended, slotted=False)
