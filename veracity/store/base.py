"""What every document store does, whatever holds the data.

A store keeps engines (named collections, Google's search apps), their documents, and the
documents cut into chunks; each chunk is kept with its lexical tokens and its multilingual
embedding. Backends supply storage and lexical search; this class supplies the rest: preparing
an import outside any transaction (so a failure leaves nothing half-written), and search that
merges lexical and vector rankings.
"""

from __future__ import annotations

import re
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import astuple, dataclass

import numpy as np

from veracity.embeddings import Embedder
from veracity.errors import InvalidArgument, NotFound
from veracity.evidence import chunk_facts, lexical_tokens
from veracity.limits import require_utf8
from veracity.store.documents import Document
from veracity.types import Fact

ENGINE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,62}")
RANK_CONSTANT = 60  # reciprocal rank fusion's usual constant
COMMON_SHARE = 0.05  # a query term found in more than this share of chunks says little and costs much
MIN_QUERY_TERMS = 3  # ... but the rarest few terms of a query are always searched


@dataclass(frozen=True)
class StoredChunk:
    document_id: str
    title: str
    link: str
    text: str


@dataclass(frozen=True)
class DocumentInfo:
    id: str
    title: str
    link: str
    chunks: int


@dataclass(frozen=True)
class PreparedDocument:
    document: Document
    chunks: list[str]
    tokens: list[list[str]]
    vectors: np.ndarray  # float32, one L2-normalised row per chunk


def vectors_from_rows(rows: Sequence[tuple[int, bytes]]) -> tuple[np.ndarray, np.ndarray]:
    """(chunk id, float32 vector bytes) rows as an id array and a matrix."""
    ids = np.array([row[0] for row in rows], dtype=np.int64)
    if not rows:
        return ids, np.zeros((0, 512), dtype=np.float32)
    return ids, np.frombuffer(b"".join(bytes(row[1]) for row in rows), dtype=np.float32).reshape(len(rows), -1)


def chunks_in_order(rows: Iterable[tuple[int, str, str, str, str]], ids: Sequence[int]) -> list[StoredChunk]:
    """(id, document id, title, link, text) rows as chunks in the order of `ids`."""
    found = {row[0]: StoredChunk(*row[1:]) for row in rows}
    return [found[i] for i in ids if i in found]


def check_engine_name(name: str) -> str:
    if not ENGINE_NAME.fullmatch(name):
        raise InvalidArgument(
            f"engine id {name!r} is not valid: use 1-63 letters, digits, '-' or '_', starting with a letter or digit."
        )
    return name


def engine_not_found(engine: str) -> NotFound:
    return NotFound(f"Engine {engine!r} not found; create it with `veracity store import --engine {engine}`.")


def prepare(
    documents: Iterable[Document], embedder: Embedder, done: Callable[[PreparedDocument], None] | None = None
) -> list[PreparedDocument]:
    """Chunk, tokenise and embed documents; nothing is stored yet. `done` hears of each one prepared."""
    prepared = []
    for i, given in enumerate(documents):
        for field in ("id", "title", "link", "text"):
            require_utf8(f"documents.{i}.{field}", getattr(given, field))
        # NUL characters carry no text and PostgreSQL cannot store them: both stores drop them.
        document = Document(*(value.replace("\x00", "") for value in astuple(given)))
        if not document.id:
            raise InvalidArgument("every document needs an id")
        chunks = [c.text for c in chunk_facts([Fact(document.text)])[0] if c.text.strip()]
        vectors = embedder.encode(chunks) if chunks else np.zeros((0, 512), dtype=np.float32)
        prepared.append(PreparedDocument(document, chunks, [lexical_tokens(c) for c in chunks], vectors))
        if done is not None:
            done(prepared[-1])
    return prepared


class Store(ABC):
    """Engines of documents, searchable by lexical tokens and by meaning."""

    def __init__(self) -> None:
        self._cache: dict[str, tuple[int, np.ndarray, np.ndarray, dict[str, int]]] = {}
        self._cache_lock = threading.Lock()

    # Backends implement these.
    @abstractmethod
    def engines(self) -> list[str]: ...

    @abstractmethod
    def create_engine(self, name: str) -> bool:
        """True when it was created, False when it already existed."""

    @abstractmethod
    def delete_engine(self, name: str) -> bool: ...

    @abstractmethod
    def documents(self, engine: str) -> list[DocumentInfo]: ...

    @abstractmethod
    def document(self, engine: str, document_id: str) -> Document | None: ...

    @abstractmethod
    def delete_document(self, engine: str, document_id: str) -> bool: ...

    @abstractmethod
    def write(self, engine: str, prepared: Sequence[PreparedDocument], create: bool = False) -> None:
        """Replace these documents in one transaction: all of them are written or none.

        The engine is checked in that transaction (NotFound), since it may have been deleted while the
        documents were being prepared; with `create`, a missing engine is created in it instead, so that
        an import that fails or is killed leaves no empty engine behind."""

    @abstractmethod
    def generation(self, engine: str) -> int | None:
        """A random number drawn anew at every write to the engine (and when it is created, so a
        re-created engine never matches a cache of the old one); None if there is no such engine."""

    @abstractmethod
    def lexical(self, engine: str, tokens: Sequence[str], k: int) -> list[int]:
        """Ids of the best-matching chunks, best first."""

    @abstractmethod
    def load_vectors(self, engine: str) -> tuple[np.ndarray, np.ndarray]:
        """All chunk ids of the engine and their vectors."""

    @abstractmethod
    def term_counts(self, engine: str) -> dict[str, int]:
        """For each indexed term of the engine, the number of chunks that contain it."""

    @abstractmethod
    def chunks(self, ids: Sequence[int]) -> list[StoredChunk]:
        """The chunks with these ids, in the same order."""

    def close(self) -> None:  # noqa: B027 - backends without resources need nothing
        pass

    # Shared behaviour.
    def require_engine(self, engine: str) -> None:
        if self.generation(engine) is None:
            raise engine_not_found(engine)

    def add(
        self,
        engine: str,
        documents: Iterable[Document],
        embedder: Embedder,
        create: bool = False,
        done: Callable[[PreparedDocument], None] | None = None,
    ) -> int:
        """Import documents (replacing those with the same id); returns the number of chunks. With `create`,
        a new engine is created by the same transaction as its documents; `done` hears of each document
        prepared (a progress bar)."""
        if create:
            check_engine_name(engine)
        else:
            self.require_engine(engine)  # before the embedding, which can take minutes
        prepared = prepare(documents, embedder, done)
        self.write(engine, prepared, create)
        return sum(len(p.chunks) for p in prepared)

    def _snapshot(self, engine: str, generation: int) -> tuple[np.ndarray, np.ndarray, dict[str, int]]:
        """Chunk ids, their vectors and term counts, loaded once per generation of the engine."""
        with self._cache_lock:
            cached = self._cache.get(engine)
            if cached is None or cached[0] != generation:
                ids, matrix = self.load_vectors(engine)
                cached = (generation, ids, matrix, self.term_counts(engine))
                self._cache[engine] = cached
            return cached[1], cached[2], cached[3]

    def search(self, engine: str, query: str, k: int, embedder: Embedder) -> list[StoredChunk]:
        """The k chunks that best match the query, by reciprocal rank fusion of lexical and vector search."""
        generation = self.generation(engine)
        if generation is None:
            raise NotFound(f"Engine {engine!r} not found.")
        ids, matrix, counts = self._snapshot(engine, generation)
        if len(ids) == 0:
            return []
        rankings = []
        known = sorted((t for t in lexical_tokens(query) if counts.get(t)), key=counts.__getitem__)
        common = COMMON_SHARE * len(ids)
        tokens = [t for i, t in enumerate(known) if i < MIN_QUERY_TERMS or counts[t] <= common]
        if tokens:
            rankings.append(self.lexical(engine, tokens, 2 * k))
        similarity = matrix @ embedder.encode([query])[0]
        top = np.argpartition(-similarity, min(2 * k, len(ids) - 1))[: 2 * k]
        rankings.append([int(ids[i]) for i in top[np.argsort(-similarity[top], kind="stable")]])
        fused: dict[int, float] = {}
        for ranking in rankings:
            for rank, chunk_id in enumerate(ranking):
                fused[chunk_id] = fused.get(chunk_id, 0.0) + 1.0 / (RANK_CONSTANT + rank)
        best = sorted(fused, key=lambda c: -fused[c])[:k]
        return self.chunks(best)
