"""Evidence: facts cut into citable chunks, chunks into sentences, and the search for the
sentences that bear on a claim.

A chunk is what a response cites; a sentence (with its fact's attributes) is what a verifier
reads. Search is lexical (BM25 over stems) and, where the sentences are few enough to embed,
semantic too, so that a German claim still finds its English evidence.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

import bm25s
import numpy as np

from veracity import language
from veracity.claims import split_sentences
from veracity.embeddings import Embedder
from veracity.lexicon import analyze
from veracity.limits import MAX_FACT_CHARS
from veracity.reference import starts_with_pronoun, subject
from veracity.types import Chunk, Fact
from veracity.verifiers.base import Evidence

CHUNK_CHARS = 600  # the seeds cite their ~400-character facts whole
EMBED_ALL_LIMIT = 2_000  # sentences; above this only lexical search runs over all of them

# bm25s sets its own logger to DEBUG, so every check printed "Building index from tokens"; the application decides.
logging.getLogger("bm25s").setLevel(logging.NOTSET)


@dataclass(frozen=True)
class Unit:
    """One evidence sentence of a chunk."""

    chunk: int
    evidence: Evidence


def _context(sentence: str, topic: str, attributes: dict[str, str]) -> str:
    parts = [topic] if topic and starts_with_pronoun(sentence) else []
    parts.extend(f"{key}: {value}" for key, value in attributes.items())
    return "; ".join(parts)


def _hard_wrap(sentence: str, limit: int) -> list[str]:
    """Cut an over-long run without sentence ends at white space near the limit."""
    pieces = []
    while len(sentence) > limit:
        cut = sentence.rfind(" ", limit // 2, limit)
        cut = cut if cut > 0 else limit
        pieces.append(sentence[:cut].strip())
        sentence = sentence[cut:].strip()
    return pieces + ([sentence] if sentence else [])


def _groups(sentences: list[str]) -> list[list[str]]:
    """Consecutive sentences packed into chunks of at most CHUNK_CHARS characters."""
    groups: list[list[str]] = []
    size = 0
    for sentence in sentences:
        if groups and size + 1 + len(sentence) <= CHUNK_CHARS:
            groups[-1].append(sentence)
            size += 1 + len(sentence)
        else:
            groups.append([sentence])
            size = len(sentence)
    return groups


def chunk_facts(facts: Sequence[Fact]) -> tuple[list[Chunk], list[Unit]]:
    chunks: list[Chunk] = []
    units: list[Unit] = []
    topic = ""
    for fact_index, fact in enumerate(facts):
        lang = language.detect(fact.text)
        sentences = [piece for s in split_sentences(fact.text, lang) for piece in _hard_wrap(s.text, CHUNK_CHARS)]
        if not sentences and fact.attributes:
            sentences = [""]  # a fact of attributes alone still says something
        # A fact that opens with a pronoun continues the one before it ("Version 3.2 was released in March.", "It
        # drops support for Python 3.7."): its name is the topic still. Any other fact names its own.
        if sentences and not starts_with_pronoun(sentences[0]):
            topic = subject(sentences[0])
        for group in _groups(sentences):
            chunks.append(Chunk(fact_index, " ".join(group), dict(fact.attributes), fact.document))
            units.extend(Unit(len(chunks) - 1, Evidence(s, _context(s, topic, fact.attributes))) for s in group)
    return chunks, units


def lexical_tokens(text: str) -> list[str]:
    """Stems and words, the terms both evidence search and the document stores index."""
    analysis = analyze(text)
    return sorted(analysis.content | analysis.words)


class EvidenceIndex:
    """Finds, per claim, the evidence sentences worth verifying."""

    def __init__(self, units: Sequence[Unit], embedder: Embedder | None) -> None:
        self.units = list(units)
        self._embedder = embedder
        self._bm25: bm25s.BM25 | None = None
        self._vectors: np.ndarray | None = None
        if not self.units:
            return
        corpus = [lexical_tokens(f"{u.evidence.text} {u.evidence.context}") or ["\u2205"] for u in self.units]
        self._bm25 = bm25s.BM25()
        self._bm25.index(corpus, show_progress=False)
        if embedder is not None and len(self.units) <= EMBED_ALL_LIMIT:
            self._vectors = embedder.encode([u.evidence.text for u in self.units])

    def search(self, query: str, k: int) -> list[int]:
        """Indices of up to k units: the best lexical and the best semantic matches, interleaved."""
        n = len(self.units)
        if n <= k:
            return list(range(n))
        ranked: list[list[int]] = []
        tokens = lexical_tokens(query)
        if self._bm25 is not None and tokens:
            ids, scores = self._bm25.retrieve([tokens], k=min(k, n), show_progress=False)
            ranked.append([int(i) for i, s in zip(ids[0], scores[0], strict=True) if s > 0])
        if self._vectors is not None and self._embedder is not None:
            similarity = self._vectors @ self._embedder.encode([query])[0]
            ranked.append([int(i) for i in np.argsort(-similarity, kind="stable")[:k]])
        chosen: list[int] = []
        for position in range(k):
            for ranking in ranked:
                if position < len(ranking) and ranking[position] not in chosen:
                    chosen.append(ranking[position])
        return chosen[:k]


def document_facts(document: str, limit: int = MAX_FACT_CHARS) -> list[str]:
    """A document cut at paragraph, then sentence boundaries into facts the API accepts; no text
    is dropped (a sentence longer than the limit is cut at white space)."""
    pieces: list[str] = []
    for paragraph in document.split("\n"):
        if len(paragraph) <= limit:
            pieces.append(paragraph)
            continue
        for sentence in split_sentences(paragraph):
            pieces.extend(_hard_wrap(sentence.text, limit))
    facts: list[str] = []
    for piece in pieces:
        if facts and len(facts[-1]) + 1 + len(piece) <= limit:
            facts[-1] = f"{facts[-1]}\n{piece}"
        elif piece.strip():
            facts.append(piece)
    return facts
