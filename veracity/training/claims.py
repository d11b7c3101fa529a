"""Fits the claim combiner (`verifiers/reading.py`) on grounding data labelled per answer.

A training row says only whether every claim of its answer is supported. The combiner is therefore
fitted as a noisy AND: P(answer supported) = the product of its claims' P(supported), maximised
over the rows (a multiple-instance logistic regression, L2-regularised, classes weighed equally).
A supported answer teaches that each of its claims is supported; an unsupported one, that at least
one of them is not, the weakest most likely.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import islice
from pathlib import Path

import numpy as np
from scipy.optimize import minimize
from tqdm import tqdm

from veracity.checker import GroundingChecker
from veracity.embeddings import Embedder
from veracity.evaluation.datasets import GroundingRow, is_heldout, read_rows
from veracity.evaluation.metrics import balanced_accuracy, steadiest
from veracity.evidence import document_facts
from veracity.limits import MAX_FACTS
from veracity.models.logistic import Logistic, standardization
from veracity.types import DEFAULT_CITATION_THRESHOLD
from veracity.verifiers.base import Verdict
from veracity.verifiers.reading import CLAIM_FEATURES, WORDS_ONLY
from veracity.verifiers.trained import Combiner, TrainedModel, TrainedVerifier

# Grounding files the claim combiner learns from (shared/eval/train). Summaries of news articles, checked by
# people sentence by sentence. HaluEval's and SummEdits' invented answers read differently from their right
# ones, and a combiner learned from them ranked every dev set worse (MODEL_CARD.md).
SOURCES = ("frank", "summac_valcut")


@dataclass(frozen=True)
class Answer:
    """One training answer: its claims' features, which of them its best pair judges, and its label."""

    features: np.ndarray  # claims x CLAIM_FEATURES
    by_pair: np.ndarray  # claims, bool: their word features count as average (`TrainedVerifier.claim_inputs`)
    supported: bool


def fit_noisy_and(answers: Sequence[Answer], words_only: Sequence[int], l2: float) -> Logistic:
    features = np.vstack([a.features for a in answers])
    mean, scale = standardization(features)
    unit = Combiner(Logistic(mean, scale, np.zeros(features.shape[1]), 0.0), words_only=tuple(words_only))
    z = unit.design(features, np.concatenate([a.by_pair for a in answers]))
    owner = np.repeat(np.arange(len(answers)), [len(a.features) for a in answers])
    y = np.array([a.supported for a in answers], dtype=np.float64)
    weight = np.where(y == 1, len(y) / (2 * max(y.sum(), 1)), len(y) / (2 * max((1 - y).sum(), 1)))

    def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
        coef, intercept = theta[:-1], theta[-1]
        log_p = -np.logaddexp(0.0, -(z @ coef + intercept))  # log P(claim supported)
        log_all = np.minimum(np.bincount(owner, weights=log_p, minlength=len(y)), -1e-9)  # log P(all are)
        log_not = np.log(-np.expm1(log_all))
        likelihood = weight * (y * log_all + (1 - y) * log_not)
        d_all = weight * (y - (1 - y) * np.exp(log_all) / -np.expm1(log_all))
        d_claim = d_all[owner] * -np.expm1(log_p)  # d log sigmoid(s) / ds = 1 - sigmoid(s)
        gradient = np.concatenate([-(z.T @ d_claim) + l2 * coef, [-d_claim.sum()]])
        return float(-likelihood.sum() + 0.5 * l2 * coef @ coef), gradient

    theta = minimize(loss, np.zeros(z.shape[1] + 1), jac=True, method="L-BFGS-B").x
    return Logistic(mean, scale, theta[:-1], float(theta[-1]))


class _Recording(TrainedVerifier):
    """The trained verifier, keeping what the claim combiner reads of every claim and the most the claim can be
    supported (`TrainedVerifier.claim_inputs`)."""

    def __init__(self, embedder: Embedder, model: TrainedModel) -> None:
        super().__init__(embedder, model)
        self.seen: list[tuple[np.ndarray, bool, float]] = []

    def claim_inputs(
        self, claim: str, texts: Sequence[str], verdicts: Sequence[Verdict], features: np.ndarray
    ) -> tuple[np.ndarray, bool, float]:
        inputs = super().claim_inputs(claim, texts, verdicts, features)
        self.seen.append(inputs)
        return inputs


def read_labelled(path: Path) -> list[GroundingRow]:
    """The rows of a grounding file, less the held-out slice of a training file."""
    return [r for r in read_rows(path) if isinstance(r, GroundingRow) and not is_heldout(r.facts)]


def claim_rows(
    checker: GroundingChecker, recording: _Recording, row: GroundingRow, by_claim: bool
) -> list[tuple[np.ndarray, bool, float, int | None]]:
    """(inputs, judged by its best pair, ceiling, label) of each claim the checker reads in one row: per claim where
    the row labels claims, else the row's label for every claim of its answer."""
    facts = [piece for document in row.facts for piece in document_facts(document)][:MAX_FACTS]
    recording.seen = []
    if by_claim:
        result = checker.check_claims(row.sentences, facts)
        labels = [label for label, claim in zip(row.claim_labels, result.claims, strict=True) if claim.check_required]
    else:
        result = checker.check(row.answer, facts)
        labels = [row.label] * sum(c.check_required for c in result.claims)
    return [(*seen, label) for seen, label in zip(recording.seen, labels, strict=True)]


def collect(model: TrainedModel, embedder: Embedder, train: Path, sources: Sequence[str]) -> list[Answer]:
    recording = _Recording(embedder, replace(model, claims=None))
    checker = GroundingChecker(recording, embedder=embedder)
    answers = []
    for source in sources:
        for row in tqdm(read_labelled(train / f"{source}.jsonl.gz"), desc=source):
            if claims := claim_rows(checker, recording, row, by_claim=False):
                features = np.array([c[0] for c in claims])
                answers.append(Answer(features, np.array([c[1] for c in claims]), bool(row.label)))
    return answers


def calibrate(model: TrainedModel, embedder: Embedder, dev: Path, limit: int) -> tuple[float, dict]:
    """The shift that puts the threshold with the best mean balanced accuracy over the dev sets' claims
    (responses where a set labels no claims), with its neighbours' (`steadiest`), at the default citation threshold,
    as the server scores them:
    support shifted, then capped (`TrainedVerifier.claim_inputs`)."""
    assert model.claims is not None
    recording = _Recording(embedder, model)
    checker = GroundingChecker(recording, embedder=embedder)
    sets: dict[str, list[tuple[int, list[tuple[np.ndarray, bool, float]]]]] = {}  # per set: (label, its claims)
    for path in sorted(dev.glob("*.jsonl.gz")):
        rows = [r for r in islice(read_rows(path), limit) if isinstance(r, GroundingRow)]
        for row in tqdm(rows, desc=path.name):
            by_claim = bool(row.claim_labels)
            if not (claims := claim_rows(checker, recording, row, by_claim)):
                continue
            graded = sets.setdefault(path.name, [])
            if by_claim:
                graded.extend((c[3], [c[:3]]) for c in claims if c[3] is not None)
            else:  # supportScore: the mean over the claims
                graded.append((row.label, [c[:3] for c in claims]))
    if not sets:
        raise ValueError(f"no labelled grounding rows in {dev}")

    def mean_accuracy(shift: float) -> float:
        accuracies = []
        for graded in sets.values():
            scores = [
                float(np.mean([min(recording.support(x, by_pair, shift), ceiling) for x, by_pair, ceiling in claims]))
                for _, claims in graded
            ]
            accuracies.append(balanced_accuracy([label for label, _ in graded], scores, DEFAULT_CITATION_THRESHOLD))
        return float(np.mean(accuracies))

    shift = float(steadiest(np.linspace(-4.0, 4.0, 161), mean_accuracy))
    return shift, {
        "sets": sorted(sets),
        "rows_per_set": limit,
        "mean_balanced_accuracy": round(mean_accuracy(shift), 4),
    }


def train_claims(
    model: TrainedModel, embedder: Embedder, train: Path, dev: Path | None, limit: int, l2: float
) -> TrainedModel:
    """The model with its claim combiner fitted on `train` and, with `dev`, its shift calibrated."""
    answers = collect(model, embedder, train, SOURCES)
    logistic = fit_noisy_and(answers, WORDS_ONLY, l2)
    about = model.about | {
        "claim_combiner": {
            "sources": list(SOURCES),
            "answers": len(answers),
            "claims": int(sum(len(a.features) for a in answers)),
            "l2": l2,
            "features": list(CLAIM_FEATURES),
        }
    }
    trained = replace(model, claims=Combiner(logistic, 0.0, WORDS_ONLY), about=about)
    if dev is None:
        return trained
    shift, calibration = calibrate(trained, embedder, dev, limit)
    about["claim_combiner"]["calibration"] = calibration
    return replace(trained, claims=Combiner(logistic, shift, WORDS_ONLY), about=about)
