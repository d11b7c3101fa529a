"""The embedded store: one SQLite file (WAL mode, FTS5 for lexical search, vectors as blobs).

WAL lets checks read while an import writes; an import is one transaction, so a failed or killed
import leaves the engines as they were.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import numpy as np

from veracity.errors import Aborted, Unavailable, VeracityError
from veracity.store.base import (
    DocumentInfo,
    PreparedDocument,
    Store,
    StoredChunk,
    check_engine_name,
    chunks_in_order,
    engine_not_found,
    vectors_from_rows,
)
from veracity.store.documents import Document

T = TypeVar("T")

SCHEMA = """
CREATE TABLE IF NOT EXISTS engines (name TEXT PRIMARY KEY, generation INTEGER NOT NULL DEFAULT 0, created REAL);
CREATE TABLE IF NOT EXISTS documents (
    engine TEXT NOT NULL REFERENCES engines(name) ON DELETE CASCADE,
    id TEXT NOT NULL, title TEXT NOT NULL, link TEXT NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (engine, id)
);
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY, engine TEXT NOT NULL, document_id TEXT NOT NULL, text TEXT NOT NULL, vector BLOB NOT NULL,
    FOREIGN KEY (engine, document_id) REFERENCES documents(engine, id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS chunks_by_document ON chunks (engine, document_id);
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_terms USING fts5 (tokens);
CREATE TRIGGER IF NOT EXISTS chunk_terms_cleanup AFTER DELETE ON chunks BEGIN
    DELETE FROM chunk_terms WHERE rowid = old.id;
END;
"""


NEW_ENGINE = "INSERT OR IGNORE INTO engines (name, generation, created) VALUES (?, random(), ?)"


def store_error(exc: sqlite3.OperationalError | sqlite3.IntegrityError) -> VeracityError:
    """What the caller can do: retry a write that lost a race, or wait for the file or disk to be mended."""
    if isinstance(exc, sqlite3.IntegrityError) or "locked" in str(exc):
        return Aborted(f"The write conflicted with another one and was not made; retry it ({exc}).")
    return Unavailable(f"The document store (SQLite) is unavailable: {exc}.")


def fts_query(tokens: Sequence[str]) -> str:
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in tokens)


class SQLiteStore(Store):
    def __init__(self, data_dir: str | Path) -> None:
        super().__init__()
        self.path = Path(data_dir) / "veracity.sqlite3"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        with self._connect() as db:
            db.executescript(SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, timeout=60, isolation_level=None, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA foreign_keys=ON")
            db.execute("PRAGMA synchronous=NORMAL")
            self._local.db = db
        return db

    def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """`work` in one write transaction; SQLite's own errors as errors a caller can act on."""
        db = self._connect()
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                result = work(db)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        except (sqlite3.OperationalError, sqlite3.IntegrityError) as exc:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise store_error(exc) from exc
        return result

    def _query(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple]:
        try:
            return self._connect().execute(sql, parameters).fetchall()
        except sqlite3.OperationalError as exc:
            raise store_error(exc) from exc

    def engines(self) -> list[str]:
        return [row[0] for row in self._query("SELECT name FROM engines ORDER BY name")]

    def create_engine(self, name: str) -> bool:
        check_engine_name(name)
        return bool(self._run(lambda db: db.execute(NEW_ENGINE, (name, time.time())).rowcount))

    def delete_engine(self, name: str) -> bool:
        return bool(self._run(lambda db: db.execute("DELETE FROM engines WHERE name = ?", (name,)).rowcount))

    def documents(self, engine: str) -> list[DocumentInfo]:
        self.require_engine(engine)
        rows = self._query(
            "SELECT d.id, d.title, d.link, (SELECT count(*) FROM chunks c WHERE c.engine = d.engine AND "
            "c.document_id = d.id) FROM documents d WHERE d.engine = ? ORDER BY d.id",
            (engine,),
        )
        return [DocumentInfo(*row) for row in rows]

    def document(self, engine: str, document_id: str) -> Document | None:
        rows = self._query(
            "SELECT id, title, link, text FROM documents WHERE engine = ? AND id = ?", (engine, document_id)
        )
        return Document(*rows[0]) if rows else None

    def _bump(self, db: sqlite3.Connection, engine: str) -> None:
        db.execute("UPDATE engines SET generation = random() WHERE name = ?", (engine,))

    def delete_document(self, engine: str, document_id: str) -> bool:
        def work(db: sqlite3.Connection) -> bool:
            deleted = db.execute("DELETE FROM documents WHERE engine = ? AND id = ?", (engine, document_id)).rowcount
            self._bump(db, engine)
            return bool(deleted)

        return bool(self._run(work))

    def write(self, engine: str, prepared: Sequence[PreparedDocument], create: bool = False) -> None:
        def work(db: sqlite3.Connection) -> None:
            if create:
                db.execute(NEW_ENGINE, (check_engine_name(engine), time.time()))
            elif db.execute("SELECT 1 FROM engines WHERE name = ?", (engine,)).fetchone() is None:
                raise engine_not_found(engine)  # deleted while the documents were prepared
            for item in prepared:
                doc = item.document
                db.execute("DELETE FROM documents WHERE engine = ? AND id = ?", (engine, doc.id))
                db.execute(
                    "INSERT INTO documents (engine, id, title, link, text) VALUES (?, ?, ?, ?, ?)",
                    (engine, doc.id, doc.title, doc.link, doc.text),
                )
                for text, tokens, vector in zip(item.chunks, item.tokens, item.vectors, strict=True):
                    cursor = db.execute(
                        "INSERT INTO chunks (engine, document_id, text, vector) VALUES (?, ?, ?, ?)",
                        (engine, doc.id, text, vector.astype(np.float32).tobytes()),
                    )
                    db.execute(
                        "INSERT INTO chunk_terms (rowid, tokens) VALUES (?, ?)", (cursor.lastrowid, " ".join(tokens))
                    )
            self._bump(db, engine)

        self._run(work)

    def generation(self, engine: str) -> int | None:
        rows = self._query("SELECT generation FROM engines WHERE name = ?", (engine,))
        return int(rows[0][0]) if rows else None

    def lexical(self, engine: str, tokens: Sequence[str], k: int) -> list[int]:
        rows = self._query(
            "SELECT c.id FROM chunk_terms JOIN chunks c ON c.id = chunk_terms.rowid "
            "WHERE chunk_terms MATCH ? AND c.engine = ? ORDER BY bm25(chunk_terms) LIMIT ?",
            (fts_query(tokens), engine, k),
        )
        return [row[0] for row in rows]

    def load_vectors(self, engine: str) -> tuple[np.ndarray, np.ndarray]:
        rows = self._query("SELECT id, vector FROM chunks WHERE engine = ? ORDER BY id", (engine,))
        return vectors_from_rows(rows)

    def term_counts(self, engine: str) -> dict[str, int]:
        counts: Counter[str] = Counter()
        rows = self._query(
            "SELECT t.tokens FROM chunk_terms t JOIN chunks c ON c.id = t.rowid WHERE c.engine = ?", (engine,)
        )
        for (tokens,) in rows:
            counts.update(set(tokens.split()))
        return dict(counts)

    def chunks(self, ids: Sequence[int]) -> list[StoredChunk]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = self._query(
            f"SELECT c.id, c.document_id, d.title, d.link, c.text FROM chunks c "
            f"JOIN documents d ON d.engine = c.engine AND d.id = c.document_id WHERE c.id IN ({marks})",
            list(ids),
        )
        return chunks_in_order(rows, ids)

    def close(self) -> None:
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None
