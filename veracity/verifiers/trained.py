"""The trained verifier (opt-in; `fast` is the default): an entailment model weighed with lexical signals.

The entailment model (`EntailmentHead`) reads meaning: paraphrase, translation, a claim the
evidence does not carry. The fast verifier's signals see what an embedding blurs: exact names,
numbers and negation. A logistic combiner learned on human-labelled NLI pairs weighs both, and one
shift, chosen on the dev sets, puts the best citation threshold at the API's default 0.6.
Contradiction stays the fast verifier's: it says which names, numbers or polarity conflict, and
the entailment model's contradiction class carries little signal on grounding data. Where the
evidence contradicts part of a claim, the claim is not entailed by it, however close the rest is.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from veracity.embeddings import Embedder
from veracity.models.entailment_head import EntailmentHead
from veracity.models.logistic import Logistic
from veracity.reference import resolve
from veracity.verifiers.base import Evidence, Verdict, as_evidence
from veracity.verifiers.fast import FastVerifier, Signals, judge

FEATURES = (
    "entailment_logit",
    "contradiction_logit",
    "coverage",
    "predicate",
    "similarity",
    "missing_numbers",
    "missing_names",
    "negation_flip",
    "conflict",
    "agreement",
    "detail_contradiction",
    "fast_entailment",
)
# Mean nothing across languages.
WORDS_ONLY = tuple(FEATURES.index(f) for f in ("coverage", "predicate", "agreement"))


def logit(p: np.ndarray | float) -> np.ndarray:
    p = np.clip(p, 1e-4, 1 - 1e-4)
    return np.log(p / (1 - p))


def pair_features(signals: Sequence[Signals], readings: Sequence[Verdict], probabilities: np.ndarray) -> np.ndarray:
    """The combiner's inputs, one row per (claim, evidence) pair; `readings` are `judge` of the signals,
    the fast verifier's own verdicts with the detail checks."""
    lexical = []
    for s, detail in zip(signals, readings, strict=True):
        lexical.append(
            (
                s.coverage,
                s.predicate,
                s.similarity,
                min(s.missing_numbers, 2.0),
                min(s.missing_names, 3.0),
                float(s.negation_flip),
                float(bool(s.conflicts)),
                s.agreement,
                float(logit(detail.contradicted)),
                float(logit(detail.entailed)),
            )
        )
    rows = np.array(lexical, dtype=np.float64).reshape(len(signals), len(FEATURES) - 2)
    return np.column_stack([logit(probabilities[:, 0]), logit(probabilities[:, 2]), rows])


@dataclass(frozen=True)
class Combiner:
    """The logistic model over `FEATURES`, moved by `shift` on the logit scale."""

    model: Logistic
    shift: float = 0.0

    def entailed(self, features: np.ndarray, cross_lingual: np.ndarray) -> np.ndarray:
        z = self.model.standardize(features)
        # Words cannot match across languages, so word coverage says nothing there: count it as average.
        z[np.ix_(cross_lingual, WORDS_ONLY)] = 0.0
        return self.model.probability(z, self.shift)


@dataclass(frozen=True)
class TrainedModel:
    """Everything the trained verifier learned, in one file of about 1 MB."""

    head: EntailmentHead
    combiner: Combiner
    about: dict[str, Any]  # how it was trained and what it scored

    @classmethod
    def load(cls, path: Path | None = None) -> TrainedModel:
        source = path or Path(str(resources.files("veracity.models").joinpath("verifier.npz")))
        with np.load(source, allow_pickle=False) as w:
            about = json.loads(str(w["about"]))
            if tuple(about["features"]) != FEATURES:
                raise ValueError(f"{source} was trained on other features; rebuild it with `veracity train verifier`")
            head = EntailmentHead(*(w[k].astype(np.float32) for k in ("w1", "b1", "w2", "b2")))
            logistic = Logistic(w["mean"], w["scale"], w["coef"], float(w["intercept"]))
            combiner = Combiner(logistic, float(w["shift"]))
        return cls(head, combiner, about)

    def save(self, path: Path) -> None:
        head, logistic = self.head, self.combiner.model
        np.savez_compressed(
            path,
            w1=head.hidden_weight.astype(np.float16),
            b1=head.hidden_bias.astype(np.float32),
            w2=head.output_weight.astype(np.float32),
            b2=head.output_bias.astype(np.float32),
            mean=logistic.mean,
            scale=logistic.scale,
            coef=logistic.coef,
            intercept=np.float64(logistic.intercept),
            shift=np.float64(self.combiner.shift),
            about=np.str_(json.dumps(self.about | {"features": list(FEATURES)}, indent=1)),
        )

    def with_shift(self, shift: float) -> TrainedModel:
        return TrainedModel(self.head, Combiner(self.combiner.model, shift), self.about)


class TrainedVerifier:
    name = "trained"

    def __init__(self, embedder: Embedder | None = None, model: TrainedModel | None = None) -> None:
        self.fast = FastVerifier(embedder)
        self.model = model or TrainedModel.load()

    def verify(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> list[Verdict]:
        items = [as_evidence(e) for e in evidence]
        if not items:
            return []
        claim = resolve(claim, context)
        vectors = self.fast.embedder.encode([claim, *(e.text for e in items)])
        signals = self.fast.signals(claim, items, vectors)
        readings = [judge(s) for s in signals]
        entailed = self.model.combiner.entailed(
            pair_features(signals, readings, self._predict(vectors)), np.array([s.cross_lingual for s in signals])
        )
        verdicts = []
        for detail, p in zip(readings, entailed, strict=True):
            # A partly wrong claim is unsupported: what the evidence contradicts, it cannot also entail.
            supported = min(float(p), 1.0 - detail.contradicted)
            verdicts.append(Verdict(supported, min(detail.contradicted, 1.0 - supported), detail.reason))
        return verdicts

    def three_way(self, claim: str, premises: Sequence[str]) -> np.ndarray:
        """The entailment model's P(entailment, neutral, contradiction) of the claim, per premise."""
        return self._predict(self.fast.embedder.encode([claim, *premises]))

    def _predict(self, vectors: np.ndarray) -> np.ndarray:
        """The head's probabilities for the claim (row 0) against each premise (the rows after it)."""
        return self.model.head.predict(vectors[1:], np.repeat(vectors[:1], len(vectors) - 1, axis=0))
