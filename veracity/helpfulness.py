"""Helpfulness: how well an answer serves its prompt, in [0, 1].

The seeds judge an answer on whether it addresses the core intent, is complete yet concise,
answers directly, stays relevant, and avoids needless detail. Each criterion is measured by a
language-independent signal (multilingual sentence embeddings, word coverage, names and numbers,
length), and a logistic model learned by `veracity train helpfulness` weighs them. The weights
live in `models/helpfulness.json`; no rule below decides a score on its own.
"""

from __future__ import annotations

import json
import math
from importlib import resources

import numpy as np

from veracity.claims import split_sentences
from veracity.embeddings import Embedder
from veracity.lexicon import analyze
from veracity.limits import count_words
from veracity.models.logistic import Logistic

MAX_SENTENCES = 40  # beyond this, later sentences no longer change the signals much

# Ways of not answering, one per kind; the embedder matches them across languages.
NON_ANSWERS = (
    "I don't know.",
    "I'm not sure, sorry.",
    "I cannot answer that question.",
    "That is a good question.",
    "Please search the internet for this information.",
    "It depends.",
    "There is no information about this.",
)

FEATURES = (
    "relevance",  # prompt vs the whole answer: does it address the intent?
    "coverage",  # share of the prompt's content words the answer takes up
    "specifics",  # names and numbers per word: information, not decoration
    "non_answer",  # closeness of the nearest sentence to a way of not answering
    "questions",  # share of sentences that are questions: asking back is not answering
    "log_words",  # complete...
    "log_words_squared",  # ...yet concise: lets the model learn where length stops helping
)


def features(prompt: str, answer: str, embedder: Embedder) -> np.ndarray:
    sentences = [s.text for s in split_sentences(answer)][:MAX_SENTENCES] or [answer]
    vectors = embedder.encode([prompt, answer, *sentences, *NON_ANSWERS])
    p, a = vectors[0], vectors[1]
    s = vectors[2 : 2 + len(sentences)]
    non_answers = vectors[2 + len(sentences) :]
    asked, said = analyze(prompt), analyze(answer)
    words = max(count_words(answer), 1)  # Japanese and Chinese count by two-character pieces
    return np.array(
        [
            float(a @ p),
            len(asked.content & said.content) / max(len(asked.content), 1),
            (len(said.numbers) + len(said.entities)) / words,
            float((s @ non_answers.T).max()),
            sum(t.rstrip().endswith(("?", "？")) for t in sentences) / len(sentences),
            math.log(words),
            math.log(words) ** 2,
        ],
        dtype=np.float64,
    )


class HelpfulnessScorer:
    """Scores (prompt, answer) pairs with the learned weights shipped in the package."""

    def __init__(self, embedder: Embedder, weights: dict | None = None) -> None:
        if weights is None:
            weights = json.loads(resources.files("veracity.models").joinpath("helpfulness.json").read_text())
        if tuple(weights["features"]) != FEATURES:
            raise ValueError("helpfulness weights were trained on other features; retrain them")
        self._embedder = embedder
        self._model = Logistic.from_dict(weights)

    def score(self, prompt: str, answer: str) -> float:
        if not answer.strip():
            return 0.0
        return float(self._model.probability(self._model.standardize(features(prompt, answer, self._embedder))))
