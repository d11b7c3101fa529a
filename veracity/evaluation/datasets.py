"""Labelled evaluation files (the JSONL format of `shared/eval/README.md`), read row by row.

Three kinds of row:
- grounding: `facts`, `answer`, `label` and, for claim-level sets, `claim_labels` aligned with
  `meta.sentences`;
- pairwise helpfulness: `prompt`, `answer_a`, `answer_b`, `preferred`;
- NLI pairs: `premise`, `hypothesis`, `label` ("entailment" and "paraphrase" count as supported).
"""

from __future__ import annotations

import gzip
import hashlib
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

HELDOUT_BUCKETS = 10  # one document in ten of a training file is held out for evaluation
ENTAILED_LABELS = frozenset({"entailment", "paraphrase"})


class DatasetError(ValueError):
    """A file that could not be read (line 0) or a line that is not a valid row."""

    def __init__(self, path: Path, line: int, why: str) -> None:
        super().__init__(f"{path}:{line}: {why}" if line else f"{path}: {why}")
        self.path, self.line, self.why = path, line, why


@dataclass(frozen=True)
class GroundingRow:
    id: str
    lang: str
    facts: tuple[str, ...]
    answer: str
    label: int
    sentences: tuple[str, ...] = ()
    claim_labels: tuple[int | None, ...] = ()
    prompt: str = ""  # the question a QA or dialogue answer replies to, where the set has one
    nli_label: str = ""  # NLI rows: "entailment", "neutral", "contradiction", "not_entailment", ...


@dataclass(frozen=True)
class PairRow:
    id: str
    lang: str
    prompt: str
    answer_a: str
    answer_b: str
    preferred: str  # "a", "b" or "tie"


Row = GroundingRow | PairRow


def dataset_name(path: str | Path) -> str:
    name = Path(path).name
    for suffix in (".gz", ".jsonl"):
        name = name.removesuffix(suffix)
    return name


def is_heldout(facts: tuple[str, ...]) -> bool:
    """Whether a row belongs to the held-out slice of a training file. Decided by its evidence, so
    rows about one document (HaluEval's right and wrong answer to one question) stay together;
    training code must skip these rows."""
    digest = hashlib.sha256("\n".join(facts).encode()).digest()
    return int.from_bytes(digest[:8], "big") % HELDOUT_BUCKETS == 0


def _text(row: dict, key: str) -> str:
    value = row.get(key)
    if not isinstance(value, str):
        raise ValueError(f"'{key}' must be a string, got {type(value).__name__}")
    return value


def _parse(row: object) -> Row:
    if not isinstance(row, dict):
        raise ValueError(f"expected a JSON object, got {type(row).__name__}")
    ident, lang = str(row.get("id", "")), str(row.get("lang", ""))
    if "answer_a" in row:
        preferred = _text(row, "preferred")
        if preferred not in ("a", "b", "tie"):
            raise ValueError(f"'preferred' must be 'a', 'b' or 'tie', got {preferred!r}")
        return PairRow(ident, lang, _text(row, "prompt"), _text(row, "answer_a"), _text(row, "answer_b"), preferred)
    if "premise" in row:
        nli_label = _text(row, "label")
        label = 1 if nli_label in ENTAILED_LABELS else 0
        return GroundingRow(ident, lang, (_text(row, "premise"),), _text(row, "hypothesis"), label, nli_label=nli_label)
    facts = row.get("facts")
    if not isinstance(facts, list) or not all(isinstance(f, str) for f in facts):
        raise ValueError("'facts' must be a list of strings")
    label = row.get("label")
    if label not in (0, 1):
        raise ValueError(f"'label' must be 0 or 1, got {label!r}")
    claim_labels = row.get("claim_labels") or []
    sentences = (row.get("meta") or {}).get("sentences") or []
    if claim_labels and len(claim_labels) != len(sentences):
        raise ValueError(f"{len(claim_labels)} claim_labels for {len(sentences)} meta.sentences")
    if any(c not in (0, 1, None) for c in claim_labels):
        raise ValueError("'claim_labels' must hold 0, 1 or null")
    if not all(isinstance(s, str) for s in sentences):
        raise ValueError("'meta.sentences' must be strings")
    prompt = row.get("prompt") or ""
    if not isinstance(prompt, str):
        raise ValueError("'prompt' must be a string")
    answer = _text(row, "answer")
    return GroundingRow(ident, lang, tuple(facts), answer, label, tuple(sentences), tuple(claim_labels), prompt)


def cross_lingual(rows: Iterable[Row], path: Path) -> Iterator[GroundingRow]:
    """A parallel NLI file recombined across languages: the premise in one, the hypothesis in the other.

    Parallel means JSICK's layout: the same pair in two languages on lines 1-2, 3-4, and so on.
    Each couple gives both directions, with `lang` naming them ("en>ja"); a couple whose labels
    differ (JSICK relabelled some of SICK's pairs) or whose languages agree is skipped.
    """
    lines = iter(rows)
    for a, b in zip(lines, lines, strict=False):  # lines 1-2, 3-4, ...; an odd last line has no partner
        if not (isinstance(a, GroundingRow) and isinstance(b, GroundingRow) and a.nli_label and b.nli_label):
            raise DatasetError(path, 0, "a cross-lingual reading needs NLI rows (premise, hypothesis, label)")
        if a.nli_label == b.nli_label and a.lang != b.lang:
            for premise, hypothesis in ((a, b), (b, a)):
                yield replace(hypothesis, facts=premise.facts, lang=f"{premise.lang}>{hypothesis.lang}")


def read_rows(path: str | Path) -> Iterator[Row]:
    """Rows in file order; a line that is not a valid row raises DatasetError naming it."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    try:
        with opener(path, "rt", encoding="utf-8") as lines:
            for number, line in enumerate(lines, start=1):
                if not line.strip():
                    continue
                try:
                    yield _parse(json.loads(line))
                except ValueError as exc:  # JSONDecodeError is one
                    raise DatasetError(path, number, str(exc)) from None
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise DatasetError(path, 0, f"cannot read the file: {exc}") from None
