"""Does a nonlinear claim combiner rank or threshold the dev claims better than the shipped noisy-AND logistic?

    python probes/claim_combiner/nonlinear.py collect TRAIN.pkl        # claim inputs of FRANK + SummaC (1.5 min)
    python probes/caps/dump.py DEV.pkl 400                             # what the default reads of each dev claim
    python probes/claim_combiner/nonlinear.py fit TRAIN.pkl DEV.pkl    # every variant, shifted and capped as shipped

Each variant replaces only the combiner: claims judged by their best pair (`by_pair`) and the contradiction cap
stay as the server applies them, and one shift per variant is chosen for the best mean balanced accuracy at 0.6.
"""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier

from veracity.evaluation.metrics import auroc, balanced_accuracy
from veracity.training.claims import SOURCES, Answer, collect, fit_noisy_and
from veracity.verifiers.reading import WORDS_ONLY
from veracity.verifiers.trained import BEST, MISSING_NAMES, NUMBERS, UNSOURCED, Combiner, TrainedModel

SETS = ("wice_claim_dev", "qags_cnndm", "mfava_silver")


def linear(combiner: Combiner, x: np.ndarray) -> np.ndarray:
    return combiner.design(x.copy(), np.zeros(len(x), dtype=bool)) @ combiner.model.coef + combiner.model.intercept


def hinges(train: np.ndarray, knots: int):
    """Each feature and its hinges max(0, x - k) at `knots` inner quantiles of the training claims: a GAM."""
    at = [np.unique(np.quantile(column, np.linspace(0, 1, knots + 2)[1:-1])) for column in train.T]
    expand = lambda x: np.hstack([x, *(np.maximum(x[:, [j]] - k, 0) for j, ks in enumerate(at) for k in ks)])
    offsets = np.cumsum([train.shape[1], *(len(k) for k in at)])
    words_only = [*WORDS_ONLY, *(offsets[j] + i for j in WORDS_ONLY for i in range(len(at[j])))]
    return expand, words_only


def main() -> None:
    if sys.argv[1] == "collect":
        from veracity.embeddings import Embedder

        answers = collect(TrainedModel.load(), Embedder(), Path("../shared/eval/train"), SOURCES)
        Path(sys.argv[2]).write_bytes(pickle.dumps(answers))
        return
    answers: list[Answer] = pickle.loads(Path(sys.argv[2]).read_bytes())
    claims = [c for c in pickle.loads(Path(sys.argv[3]).read_bytes()) if c["required"] and c.get("inputs") is not None]
    x = np.array([c["inputs"] for c in claims])
    by_pair, ceiling = np.array([c["by_pair"] for c in claims]), np.array([c["ceiling"] for c in claims])
    labels, sets = np.array([c["label"] for c in claims]), np.array([c["set"] for c in claims])
    unnamed = np.where(x[:, MISSING_NAMES] >= 1, UNSOURCED, 1.0)
    pair = np.minimum.reduce([1 / (1 + np.exp(-x[:, BEST])), x[:, NUMBERS], unnamed])

    def report(name: str, logits: np.ndarray) -> None:
        def scores(shift: float) -> np.ndarray:
            return np.minimum(np.where(by_pair, pair, 1 / (1 + np.exp(-(logits + shift)))), ceiling)

        def mean_bacc(shift: float) -> float:
            p = scores(shift)
            return float(np.mean([balanced_accuracy(labels[sets == s], p[sets == s], 0.6) for s in SETS]))

        shift = max(np.linspace(-4, 4, 161), key=mean_bacc)
        p = scores(shift)
        cells = [
            f"{auroc(labels[sets == s], p[sets == s]):.3f} / {balanced_accuracy(labels[sets == s], p[sets == s], 0.6):.3f}"
            for s in SETS
        ]
        print(f"| {name} | {shift:+.2f} | " + " | ".join(cells) + " |", flush=True)

    print("| combiner | shift | WiCE | QAGS claims | mFAVA claims |\n|---|---|---|---|---|")
    report("shipped (noisy-AND logistic, L2 10)", linear(TrainedModel.load().claims, x))
    train = np.vstack([a.features for a in answers])
    for knots in (2, 3):
        expand, words_only = hinges(train, knots)
        expanded = [Answer(expand(a.features), a.by_pair, a.supported) for a in answers]
        for l2 in (10.0, 30.0, 100.0):
            combiner = Combiner(fit_noisy_and(expanded, words_only, l2), 0.0, tuple(words_only))
            report(f"hinges at {knots} quantiles, L2 {l2:g}", linear(combiner, expand(x)))
    supported = np.concatenate([[a.supported] * len(a.features) for a in answers]).astype(int)
    weight = np.where(supported == 1, 0.5 / supported.mean(), 0.5 / (1 - supported.mean()))
    for depth, rounds in ((2, 100), (3, 100), (2, 300)):
        trees = HistGradientBoostingClassifier(
            max_depth=depth, max_iter=rounds, learning_rate=0.05, l2_regularization=1.0, random_state=0
        ).fit(train, supported, sample_weight=weight)
        p = np.clip(trees.predict_proba(x)[:, 1], 1e-6, 1 - 1e-6)
        report(f"gradient-boosted trees, depth {depth}, {rounds} rounds", np.log(p / (1 - p)))


if __name__ == "__main__":
    main()
