"""The shared store: PostgreSQL, so several Veracity servers can serve one set of engines.

Lexical search uses PostgreSQL's own full-text search over the same tokens the embedded store
indexes; vectors are kept beside each chunk (no extension needed) and searched in memory, reloaded
when the engine's generation changes.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np
import psycopg
import psycopg.sql

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

SCHEMA = """
CREATE TABLE IF NOT EXISTS veracity_engines (
    name TEXT PRIMARY KEY, generation BIGINT NOT NULL DEFAULT 0, created TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS veracity_documents (
    engine TEXT NOT NULL REFERENCES veracity_engines(name) ON DELETE CASCADE,
    id TEXT NOT NULL, title TEXT NOT NULL, link TEXT NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (engine, id)
);
CREATE TABLE IF NOT EXISTS veracity_chunks (
    id BIGSERIAL PRIMARY KEY, engine TEXT NOT NULL, document_id TEXT NOT NULL, text TEXT NOT NULL,
    terms TSVECTOR NOT NULL, vector BYTEA NOT NULL,
    FOREIGN KEY (engine, document_id) REFERENCES veracity_documents(engine, id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS veracity_chunks_by_document ON veracity_chunks (engine, document_id);
CREATE INDEX IF NOT EXISTS veracity_chunks_terms ON veracity_chunks USING GIN (terms);
"""


NEW_GENERATION = "(random() * 9e18)::bigint"
LOCK_ENGINE = "SELECT 1 FROM veracity_engines WHERE name = %s FOR UPDATE"


def ts_query(tokens: Sequence[str]) -> str:
    """Tokens as a tsquery of raw lexemes joined by OR (no further normalisation)."""
    return " | ".join("'" + t.replace("\\", "\\\\").replace("'", "''") + "'" for t in tokens)


class PostgresStore(Store):
    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self._local = threading.local()
        with self._connect().transaction() as tx:
            tx.connection.execute("SELECT pg_advisory_xact_lock(7242)")  # servers starting together
            tx.connection.execute(SCHEMA)

    def _connect(self) -> psycopg.Connection:
        db = getattr(self._local, "db", None)
        if db is None or db.closed:
            db = psycopg.connect(self.url, autocommit=True)
            self._local.db = db
        return db

    def engines(self) -> list[str]:
        return [row[0] for row in self._connect().execute("SELECT name FROM veracity_engines ORDER BY name")]

    def create_engine(self, name: str) -> bool:
        check_engine_name(name)
        cursor = self._connect().execute(
            "INSERT INTO veracity_engines (name, generation) VALUES (%s, "
            + NEW_GENERATION
            + ") ON CONFLICT DO NOTHING",
            (name,),
        )
        return cursor.rowcount == 1

    def delete_engine(self, name: str) -> bool:
        return self._connect().execute("DELETE FROM veracity_engines WHERE name = %s", (name,)).rowcount == 1

    def documents(self, engine: str) -> list[DocumentInfo]:
        self.require_engine(engine)
        rows = self._connect().execute(
            "SELECT d.id, d.title, d.link, count(c.id) FROM veracity_documents d LEFT JOIN veracity_chunks c "
            "ON c.engine = d.engine AND c.document_id = d.id WHERE d.engine = %s GROUP BY d.id, d.title, d.link "
            "ORDER BY d.id",
            (engine,),
        )
        return [DocumentInfo(*row) for row in rows]

    def document(self, engine: str, document_id: str) -> Document | None:
        row = (
            self._connect()
            .execute(
                "SELECT id, title, link, text FROM veracity_documents WHERE engine = %s AND id = %s",
                (engine, document_id),
            )
            .fetchone()
        )
        return Document(*row) if row else None

    def delete_document(self, engine: str, document_id: str) -> bool:
        db = self._connect()
        with db.transaction():
            db.execute(LOCK_ENGINE, (engine,))  # in the same order as write
            deleted = db.execute(
                "DELETE FROM veracity_documents WHERE engine = %s AND id = %s", (engine, document_id)
            ).rowcount
            db.execute("UPDATE veracity_engines SET generation = " + NEW_GENERATION + " WHERE name = %s", (engine,))
        return deleted == 1

    def write(self, engine: str, prepared: Sequence[PreparedDocument]) -> None:
        db = self._connect()
        with db.transaction():
            # The engine's row first: a deleted engine is found here, and writes to one engine take their
            # locks one after the other instead of crossing (a deadlock) on documents of the same ids.
            if db.execute(LOCK_ENGINE, (engine,)).fetchone() is None:
                raise engine_not_found(engine)
            for item in prepared:
                doc = item.document
                db.execute("DELETE FROM veracity_documents WHERE engine = %s AND id = %s", (engine, doc.id))
                db.execute(
                    "INSERT INTO veracity_documents (engine, id, title, link, text) VALUES (%s, %s, %s, %s, %s)",
                    (engine, doc.id, doc.title, doc.link, doc.text),
                )
                with db.cursor() as cursor:
                    cursor.executemany(
                        "INSERT INTO veracity_chunks (engine, document_id, text, terms, vector) "
                        "VALUES (%s, %s, %s, array_to_tsvector(%s::text[]), %s)",
                        [
                            (engine, doc.id, text, tokens, vector.astype(np.float32).tobytes())
                            for text, tokens, vector in zip(item.chunks, item.tokens, item.vectors, strict=True)
                        ],
                    )
            db.execute("UPDATE veracity_engines SET generation = " + NEW_GENERATION + " WHERE name = %s", (engine,))

    def generation(self, engine: str) -> int | None:
        row = self._connect().execute("SELECT generation FROM veracity_engines WHERE name = %s", (engine,)).fetchone()
        return None if row is None else int(row[0])

    def lexical(self, engine: str, tokens: Sequence[str], k: int) -> list[int]:
        rows = self._connect().execute(
            "SELECT id FROM veracity_chunks, CAST(%s AS tsquery) q WHERE engine = %s AND terms @@ q "
            "ORDER BY ts_rank(terms, q) DESC, id LIMIT %s",
            (ts_query(tokens), engine, k),
        )
        return [row[0] for row in rows]

    def load_vectors(self, engine: str) -> tuple[np.ndarray, np.ndarray]:
        rows = (
            self._connect()
            .execute("SELECT id, vector FROM veracity_chunks WHERE engine = %s ORDER BY id", (engine,))
            .fetchall()
        )
        return vectors_from_rows(rows)

    def term_counts(self, engine: str) -> dict[str, int]:
        query = psycopg.sql.SQL("SELECT terms FROM veracity_chunks WHERE engine = {}").format(
            psycopg.sql.Literal(engine)
        )
        rows = self._connect().execute("SELECT word, ndoc FROM ts_stat(%s)", (query.as_string(self._connect()),))
        return {word: ndoc for word, ndoc in rows}

    def chunks(self, ids: Sequence[int]) -> list[StoredChunk]:
        if not ids:
            return []
        rows = self._connect().execute(
            "SELECT c.id, c.document_id, d.title, d.link, c.text FROM veracity_chunks c JOIN veracity_documents d "
            "ON d.engine = c.engine AND d.id = c.document_id WHERE c.id = ANY(%s)",
            (list(ids),),
        )
        return chunks_in_order(rows, ids)

    def close(self) -> None:
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
