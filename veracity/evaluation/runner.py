"""Scores labelled files with a GroundingChecker and summarises how often it is right.

- Response level: the answer is the candidate and its `supportScore` is compared with `label`.
- Claim level (rows with `claim_labels`): each labelled sentence of `meta.sentences` is a claim,
  read after the sentences before it; its claim score is compared with its label.
- Pairwise helpfulness: the share of expert preferences the helpfulness score agrees with.
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any

from tqdm import tqdm

from veracity.checker import GroundingChecker
from veracity.errors import VeracityError
from veracity.evaluation import datasets
from veracity.evaluation.datasets import (
    DatasetError,
    GroundingRow,
    PairRow,
    Row,
    dataset_name,
    is_heldout,
    read_rows,
)
from veracity.evaluation.metrics import auroc, balanced_accuracy, best_threshold, reliability
from veracity.evidence import document_facts
from veracity.models.entailment_head import LABELS
from veracity.types import CheckRequest, Chunk, GroundingSpec
from veracity.verifiers.base import ThreeWay

EXCERPT_CHARS = 400


@dataclass(frozen=True)
class Example:
    """What one score was given for, kept so that a report can show the errors."""

    text: str
    evidence: str


@dataclass
class Report:
    """Labels and scores of one file at one level, and what they add up to."""

    name: str
    level: str  # "response", "claim", "pair" or "3-way" (the entailment model's label for NLI pairs)
    labels: list[int] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)
    seconds: float = 0.0
    rows: int = 0
    skipped: list[str] = field(default_factory=list)  # why rows were not scored
    unavailable: str | None = None

    def add(self, label: int, score: float, lang: str, text: str = "", evidence: str = "") -> None:
        self.labels.append(label)
        self.scores.append(score)
        self.langs.append(lang)
        self.examples.append(Example(text[:EXCERPT_CHARS], evidence[:EXCERPT_CHARS]))

    def summary(self, threshold: float, tune: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"level": self.level, "n": len(self.labels), "rows": self.rows}
        if self.unavailable:
            return out | {"unavailable": self.unavailable}
        out |= {"seconds": round(self.seconds, 2), "rows_per_second": round(self.rows / max(self.seconds, 1e-9), 2)}
        if self.skipped:
            out["skipped"] = len(self.skipped)
        if self.level == "pair":
            return out | {"accuracy": _rounded(pair_accuracy(self.labels, self.scores))}
        if self.level == "3-way":
            hits = [label == predicted for label, predicted in zip(self.labels, self.scores, strict=True)]
            return out | {"accuracy": _rounded(sum(hits) / len(hits))}
        out |= _binary(self.labels, self.scores, threshold)
        out["reliability"] = reliability(self.labels, self.scores)
        if tune and (best := best_threshold(self.labels, self.scores)) is not None:
            out |= {"best_threshold": round(best[0], 4), "best_bacc": round(best[1], 4)}
        by_lang: dict[str, tuple[list[int], list[float]]] = defaultdict(lambda: ([], []))
        for label, score, lang in zip(self.labels, self.scores, self.langs, strict=True):
            by_lang[lang][0].append(label)
            by_lang[lang][1].append(score)
        if len(by_lang) > 1:
            out["by_lang"] = {
                lang: {"n": len(ys)} | _binary(ys, ss, threshold) for lang, (ys, ss) in sorted(by_lang.items())
            }
        return out


def pair_accuracy(labels: list[int], differences: list[float]) -> float | None:
    """Share of pairs where the preferred answer scored higher; equal scores count one half."""
    if not labels:
        return None
    return sum(1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in differences) / len(labels)


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _binary(labels: list[int], scores: list[float], threshold: float) -> dict[str, Any]:
    return {
        "positive_share": _rounded(sum(labels) / len(labels)) if labels else None,
        "threshold": threshold,
        "bacc": _rounded(balanced_accuracy(labels, scores, threshold)),
        "auroc": _rounded(auroc(labels, scores)),
    }


def _count_rows(path: Path) -> int | None:
    """For the progress bar; None when the file is broken (scoring reports where)."""
    try:
        return sum(1 for _ in read_rows(path))
    except DatasetError:
        return None


def evaluate(
    checker: GroundingChecker,
    path: str | Path,
    *,
    limit: int | None = None,
    heldout: bool = False,
    cross_lingual: bool = False,
) -> tuple[list[Report], DatasetError | None]:
    """Reports for one file (response level, plus claim level where rows carry claim labels, or
    pair level for helpfulness pairs) and the error that stopped it early, if any: the rows before
    a malformed line still count. `cross_lingual` reads a parallel NLI file across its languages
    (`datasets.cross_lingual`), reported as NAME.cross-lingual with one line per direction."""
    path = Path(path)
    name = dataset_name(path) + (".cross-lingual" if cross_lingual else "")
    rows: Iterator[Row] = read_rows(path)
    if heldout:
        rows = (r for r in rows if isinstance(r, GroundingRow) and is_heldout(r.facts))
    if cross_lingual:
        rows = datasets.cross_lingual(rows, path)
    exact = not (heldout or cross_lingual)
    total = _count_rows(path) if sys.stderr.isatty() and exact else None  # only a bar needs it
    reports = {level: Report(name, level) for level in ("response", "claim", "pair", "3-way")}
    error = None
    try:
        for row in tqdm(
            islice(rows, limit),
            total=min(filter(None, (total, limit)), default=None),
            desc=name,
            leave=False,
            disable=None,
        ):
            if isinstance(row, PairRow):
                _score_pair(checker, row, reports["pair"])
            else:
                _score_grounding(checker, row, reports["response"], reports["claim"])
                if row.nli_label in LABELS and isinstance(checker.verifier, ThreeWay):
                    _score_three_way(checker.verifier, row, reports["3-way"])
    except DatasetError as exc:
        error = exc
    # Three-way accuracy means something only where the file has all three labels (not RTE, ASSIN, PLUE).
    three_way = reports["3-way"]
    if len(set(three_way.labels)) < len(LABELS):
        del reports["3-way"]
    return [r for r in reports.values() if r.rows], error


def _joined(chunks: Sequence[Chunk]) -> str:
    return " ... ".join(chunk.text for chunk in chunks)


def _score_grounding(checker: GroundingChecker, row: GroundingRow, responses: Report, claims: Report) -> None:
    started = time.perf_counter()
    facts = [piece for document in row.facts for piece in document_facts(document)]
    try:
        first = facts[0] if facts else ""  # what an uncited answer or claim is shown beside
        result = checker.check(row.answer, facts)
        responses.add(row.label, result.support_score, row.lang, row.answer, _joined(result.cited_chunks) or first)
        if row.claim_labels:
            result = checker.check_claims(row.sentences, facts)
            for label, claim in zip(row.claim_labels, result.claims, strict=True):
                if label is not None:
                    cited = [result.cited_chunks[i] for i in (*claim.citations, *claim.anti_citations)]
                    claims.add(label, claim.score or 0.0, row.lang, claim.text, _joined(cited) or first)
            claims.rows += 1
    except VeracityError as exc:
        responses.skipped.append(f"{row.id}: {exc.message}")
    responses.rows += 1
    elapsed = time.perf_counter() - started
    responses.seconds += elapsed
    claims.seconds += elapsed


def _score_three_way(verifier: ThreeWay, row: GroundingRow, report: Report) -> None:
    started = time.perf_counter()
    probabilities = verifier.three_way(row.answer, row.facts[:1])[0]
    report.add(LABELS.index(row.nli_label), int(probabilities.argmax()), row.lang)
    report.rows += 1
    report.seconds += time.perf_counter() - started


def _score_pair(checker: GroundingChecker, row: PairRow, pairs: Report) -> None:
    pairs.rows += 1
    if pairs.unavailable or row.preferred == "tie":
        return
    started = time.perf_counter()
    spec = GroundingSpec(enable_helpfulness_score=True)
    try:
        a, b = (
            checker.run(CheckRequest(answer, spec=spec, prompt=row.prompt)).helpfulness_score or 0.0
            for answer in (row.answer_a, row.answer_b)
        )
    except VeracityError as exc:
        pairs.unavailable = exc.message
        return
    pairs.add(1, a - b if row.preferred == "a" else b - a, row.lang)
    pairs.seconds += time.perf_counter() - started
