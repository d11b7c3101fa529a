"""The service's published limits, checked before any work is done."""

from __future__ import annotations

import re
from collections.abc import Sequence

from veracity.errors import InvalidArgument
from veracity.types import CheckRequest

MAX_FACTS = 200
MAX_FACT_CHARS = 10_000
MAX_CANDIDATE_TOKENS = 4_096
MAX_LABELS = 64

# The seeds define a token as a word or a sentence-ending period: "They wore ready-to-wear
# clothes in 2024." is seven tokens. Runs of Han or kana count one token per two characters,
# the average length of a Japanese or Chinese word, since those scripts put no spaces between words.
_WORD = re.compile(
    r"[^\W\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+(?:[-'’][^\W\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+)*"
)
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+")
_SENTENCE_END = re.compile(r"[.。．!?！？](?=\s|$)|[。！？]")
_LABEL = re.compile(r"[\w-]{0,63}")


def count_words(text: str) -> int:
    """Words, and two-character pieces of runs of Han or kana."""
    return len(_WORD.findall(text)) + sum((len(run) + 1) // 2 for run in _CJK_RUN.findall(text))


def count_tokens(text: str) -> int:
    return count_words(text) + len(_SENTENCE_END.findall(text))


def _check_label_part(kind: str, value: str, *, may_be_empty: bool) -> None:
    valid = bool(_LABEL.fullmatch(value)) and value == value.lower() and "_" not in value[:1]
    if not may_be_empty:
        valid = valid and bool(value) and value[0].isalpha()
    if not valid:
        raise InvalidArgument(
            f"user_labels: invalid label {kind} {value!r}: {kind}s must be at most 63 characters of "
            "lowercase letters, digits, underscores and dashes"
            + ("" if may_be_empty else ", starting with a lowercase letter")
        )


def require_utf8(field: str, text: str) -> None:
    """Offsets are UTF-8 bytes, so every text needs a UTF-8 form; a JSON-escaped lone surrogate has none."""
    try:
        text.encode()
    except UnicodeEncodeError as exc:
        raise InvalidArgument(
            f"Invalid value at '{field}': not valid Unicode (unpaired surrogate U+{ord(text[exc.start]):04X} "
            f"at character {exc.start})."
        ) from None


def check_fact_sizes(lengths: Sequence[int]) -> None:
    """The facts' count and lengths (in characters) against the limits."""
    if len(lengths) > MAX_FACTS:
        raise InvalidArgument(f"facts has {len(lengths)} entries; the limit is {MAX_FACTS} facts.")
    for i, length in enumerate(lengths):
        if length > MAX_FACT_CHARS:
            raise InvalidArgument(
                f"facts[{i}].fact_text has {length} characters; the limit is {MAX_FACT_CHARS:,} "
                "characters per fact. Split long documents into several facts."
            )


def validate(request: CheckRequest) -> None:
    """Raise InvalidArgument naming the limit that the request breaks."""
    require_utf8("answer_candidate", request.answer_candidate)
    require_utf8("prompt", request.prompt or "")
    for i, fact in enumerate(request.facts):
        require_utf8(f"facts[{i}].fact_text", fact.text)
        for key, value in fact.attributes.items():
            require_utf8(f"facts[{i}].attributes", key + value)
    if not request.answer_candidate.strip():
        raise InvalidArgument("answer_candidate is required and must not be empty.")
    tokens = count_tokens(request.answer_candidate)
    if tokens > MAX_CANDIDATE_TOKENS:
        raise InvalidArgument(
            f"answer_candidate has {tokens} tokens; the limit is {MAX_CANDIDATE_TOKENS} tokens "
            "(a token is a word or a sentence-ending period)."
        )
    check_fact_sizes([len(fact.text) for fact in request.facts])
    spec = request.spec
    for name, value in (
        ("citation_threshold", spec.citation_threshold),
        ("anti_citation_threshold", spec.anti_citation_threshold),
    ):
        if not 0.0 <= value <= 1.0:
            raise InvalidArgument(f"grounding_spec.{name} must be between 0 and 1, got {value}.")
    if spec.enable_helpfulness_score and not (request.prompt or "").strip():
        raise InvalidArgument("prompt is required when grounding_spec.enable_helpfulness_score is true.")
    if len(request.user_labels) > MAX_LABELS:
        raise InvalidArgument(f"user_labels has {len(request.user_labels)} labels; the limit is {MAX_LABELS}.")
    for key, value in request.user_labels.items():
        _check_label_part("key", key, may_be_empty=False)
        _check_label_part("value", value, may_be_empty=True)
