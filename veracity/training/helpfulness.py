"""Learns the helpfulness weights from questions and answers in `shared/eval/train/`.

HaluEval gives questions with their right answers and the passages behind them, and dialogues
with their right next turns. From each we build answers a reader would find helpful (the right
answer, alone or with the sentence that backs it) and answers that fail one of the seeds'
criteria: another question's answer (off topic), a way of not answering, the question said back,
the answer padded with unrelated sentences or wrapped in filler, the answer cut off, a sentence on
the topic that does not answer. A logistic regression over `veracity.helpfulness.FEATURES` learns
to tell them apart, every kind of pair counting the same in total. Rows in the held-out slice of
each file are never used.

    veracity train helpfulness --data shared/eval/train --out veracity/models/helpfulness.json
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression  # the [train] extra; `veracity train` says so if missing

from veracity.claims import split_sentences
from veracity.embeddings import Embedder
from veracity.evaluation.datasets import GroundingRow, is_heldout, read_rows
from veracity.helpfulness import FEATURES, features
from veracity.models.logistic import standardization

EVASIONS = (
    "Sorry, I have no idea about that.",
    "I am unable to help with this request.",
    "Nobody really knows for sure.",
    "You should ask an expert about {topic}.",
    "That's an interesting thing to wonder about {topic}.",
    "I would rather not say.",
    "Hard to tell, there are many opinions on {topic}.",
    "Let me think about {topic}. It is complicated.",
)
FILLERS = (
    "This is a truly fascinating question that has captured the imagination of countless people over the years.",
    "Many have wondered about this, and it continues to inspire lively discussion and heartfelt debate.",
    "In the grand tapestry of history, few stories shine as brightly or linger as long in the memory.",
    "It is worth taking a moment to appreciate the rich and wonderful complexity of this remarkable subject.",
    "Needless to say, the topic is one that evokes strong feelings and a deep sense of wonder in everyone.",
)


@dataclass(frozen=True)
class Pair:
    """Two answers to one prompt; the first serves it better."""

    prompt: str
    better: str
    worse: str
    why: str


def _sentences(passage: str) -> list[str]:
    passage = re.sub(r"([a-z0-9)][.!?])(?=[A-Z])", r"\1 ", passage)  # HaluEval glues sentences together
    return [s.text for s in split_sentences(passage)]


def _backing(sentences: list[str], answer: str) -> str:
    """The passage sentence that shares most words with the answer."""
    words = set(answer.lower().split())
    return max(sentences, key=lambda s: len(words & set(s.lower().split())), default="")


def _qa_rows(path: Path) -> list[GroundingRow]:
    return [r for r in read_rows(path) if isinstance(r, GroundingRow) and r.label == 1 and not is_heldout(r.facts)]


@dataclass(frozen=True)
class _Question:
    prompt: str
    answer: str  # the bare right answer
    complete: str  # the answer and the sentence that backs it
    explained: str  # ... and more of its passage
    passage: list[str]


def _question(row: GroundingRow) -> _Question:
    passage = _sentences(row.facts[0])
    complete = f"{row.answer.rstrip('.')}. {_backing(passage, row.answer)}".strip()
    explained = " ".join([complete, *[t for t in passage if t not in complete][:3]])
    return _Question(row.prompt, row.answer, complete, explained, passage)


def build_pairs(data: Path, questions: int, dialogues: int, seed: int) -> list[Pair]:
    rng = random.Random(seed)
    qa = [_question(r) for r in rng.sample(_qa_rows(data / "halueval_qa.jsonl.gz"), questions)]
    pairs: list[Pair] = []
    for i, q in enumerate(qa):
        other = qa[(i + 1 + rng.randrange(len(qa) - 1)) % len(qa)]
        topic = " ".join(q.prompt.rstrip("?").split()[-3:])
        bad = {
            "off topic": other.complete,
            "non-answer": rng.choice(EVASIONS).format(topic=topic),
            "question said back": rng.choice([q.prompt, f"You are asking: {q.prompt}"]),
            "padded": " ".join([q.complete, *rng.sample(other.passage, min(3, len(other.passage)))]),
            "filler": " ".join([rng.choice(FILLERS), q.complete, rng.choice(FILLERS)]),
        }
        for why, worse in bad.items():
            pairs.append(Pair(q.prompt, rng.choice([q.answer, q.complete]), worse, why))
        # A two-part question wants both parts answered, with what backs them.
        second = qa[(i + 2 + rng.randrange(len(qa) - 2)) % len(qa)]
        prompt = f"{q.prompt} Also, {second.prompt[0].lower()}{second.prompt[1:]}"
        pairs.append(Pair(prompt, f"{q.complete} {second.complete}", q.complete, "half answered"))
        # A question asked with background wants an explanation, not a bare name.
        context = rng.choice(q.passage) if q.passage else ""
        if context and context not in q.complete:
            asked = f"I read that {context[0].lower()}{context[1:]} {q.prompt} Can someone explain?"
            pairs.append(Pair(asked, q.explained, q.answer, "unexplained"))
        # Talking around the question (a sentence on its topic without the answer) is not answering it.
        around = [t for t in q.passage if q.answer.lower() not in t.lower()]
        if around:
            pairs.append(Pair(q.prompt, q.answer, rng.choice(around), "talks around"))
        cut = q.complete.split()
        if len(cut) >= 8:
            pairs.append(Pair(q.prompt, q.complete, " ".join(cut[: len(cut) // 2]), "cut off"))
    talk = rng.sample(_qa_rows(data / "halueval_dialogue.jsonl.gz"), dialogues)
    for i, row in enumerate(talk):
        other = talk[(i + 1 + rng.randrange(len(talk) - 1)) % len(talk)]
        pairs.append(Pair(row.prompt, row.answer, other.answer, "off topic"))
        pairs.append(Pair(row.prompt, row.answer, rng.choice(EVASIONS).format(topic="that"), "non-answer"))
    return pairs


def pair_features(pairs: list[Pair], embedder: Embedder) -> tuple[np.ndarray, np.ndarray]:
    """Features of the better and of the worse answer of each pair. Every text is embedded once,
    in large batches, before the features read them back from the embedder's cache."""
    texts = {t for p in pairs for t in (p.prompt, p.better, p.worse)}
    texts |= {s.text for p in pairs for answer in (p.better, p.worse) for s in split_sentences(answer)}
    embedder.encode(sorted(texts))
    better = np.stack([features(p.prompt, p.better, embedder) for p in pairs])
    worse = np.stack([features(p.prompt, p.worse, embedder) for p in pairs])
    return better, worse


def fit(better: np.ndarray, worse: np.ndarray, kinds: list[str], c: float = 1.0, seed: int = 0) -> dict:
    """Weights learned from preferences alone (a logistic model of which answer is better, on
    feature differences, each kind of pair weighing the same), then scaled so that better answers
    score high and worse ones low."""
    both = np.vstack([better, worse])
    mean, scale = standardization(both)
    difference = (better - worse) / scale
    counts = Counter(kinds)
    weight = np.array([len(kinds) / (len(counts) * counts[k]) for k in kinds])
    ranker = LogisticRegression(C=c, fit_intercept=False, max_iter=3000, random_state=seed)
    ranker.fit(
        np.vstack([difference, -difference]),
        np.r_[np.ones(len(difference)), np.zeros(len(difference))],
        sample_weight=np.r_[weight, weight],
    )
    direction = ranker.coef_[0]
    margin = ((both - mean) / scale) @ direction
    calibration = LogisticRegression(max_iter=1000).fit(
        margin[:, None], np.r_[np.ones(len(better)), np.zeros(len(worse))]
    )
    return {
        "features": list(FEATURES),
        "mean": mean.round(6).tolist(),
        "scale": scale.round(6).tolist(),
        "coef": (direction * calibration.coef_[0, 0]).round(6).tolist(),
        "intercept": round(float(calibration.intercept_[0]), 6),
    }


def train(data: Path, out: Path, questions: int = 3000, dialogues: int = 1500, seed: int = 0, c: float = 1.0) -> dict:
    """Builds the pairs, fits the weights and writes them to `out`; returns what was written."""
    pairs = build_pairs(data, questions, dialogues, seed)
    better, worse = pair_features(pairs, Embedder(cache_size=1_000_000))
    weights = fit(better, worse, [p.why for p in pairs], c, seed)
    reasons = sorted({p.why for p in pairs})
    kinds = np.array([p.why for p in pairs])
    ordered = ((better - worse) / np.asarray(weights["scale"])) @ np.asarray(weights["coef"]) > 0
    weights["training"] = {
        "data": ["halueval_qa (train, held-out slice excluded)", "halueval_dialogue (same)"],
        "pairs": {why: sum(p.why == why for p in pairs) for why in reasons},
        "questions": questions,
        "dialogues": dialogues,
        "seed": seed,
        "C": c,
        "pairs_ordered": {why: round(float(np.mean(ordered[kinds == why])), 3) for why in reasons},
    }
    out.write_text(json.dumps(weights, indent=2) + "\n", encoding="utf-8")
    return weights
