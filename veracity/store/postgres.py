"""The shared store: PostgreSQL, so several Veracity servers can serve one set of engines.

Lexical search uses PostgreSQL's own full-text search over the same tokens the embedded store
indexes; vectors are kept beside each chunk (no extension needed) and searched in memory, reloaded
when the engine's generation changes.

Connections come from a pool that checks each one before handing it out, so a restart of the
database costs the requests made while it is down (503 UNAVAILABLE after a bounded wait) and
nothing after: no stale connection is ever used.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

import numpy as np
import psycopg
import psycopg.sql
from psycopg_pool import ConnectionPool, PoolTimeout

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
NEW_ENGINE = (
    "INSERT INTO veracity_engines (name, generation) VALUES (%s, " + NEW_GENERATION + ") ON CONFLICT DO NOTHING"
)

CONNECT_SECONDS = 5  # to open one connection
WAIT_SECONDS = 5.0  # for a connection from the pool; while the database is down, a request fails after this
RECONNECT_SECONDS = 10.0  # the pool retries a lost connection this long, then opens new ones as requests come
MAX_CONNECTIONS = 16
WRITE_ATTEMPTS = 3
# Errors of a transaction that lost a race with another one: made again, it may well succeed.
RACES = (psycopg.errors.DeadlockDetected, psycopg.errors.SerializationFailure, psycopg.errors.LockNotAvailable)


def store_error(exc: psycopg.OperationalError | psycopg.InterfaceError | psycopg.IntegrityError) -> VeracityError:
    """What the caller can do: retry a write that lost a race, or wait for the database to be back."""
    reason = " ".join((exc.diag.message_primary or str(exc)).split())  # the server's own words, on one line
    if isinstance(exc, (*RACES, psycopg.IntegrityError)):
        return Aborted(f"The write conflicted with another one and was not made; retry it ({reason}).")
    if isinstance(exc, PoolTimeout):
        reason = f"no connection within {WAIT_SECONDS:g} s"
    return Unavailable(f"The document store (PostgreSQL) is unavailable: {reason}")


def ts_query(tokens: Sequence[str]) -> str:
    """Tokens as a tsquery of raw lexemes joined by OR (no further normalisation)."""
    return " | ".join("'" + t.replace("\\", "\\\\").replace("'", "''") + "'" for t in tokens)


class PostgresStore(Store):
    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        # One connection of its own first: an unreachable server is said at once, with PostgreSQL's reason.
        with psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_SECONDS) as db, db.transaction():
            db.execute("SELECT pg_advisory_xact_lock(7242)")  # servers starting together
            db.execute(SCHEMA)
        self._pool = ConnectionPool(
            url,
            kwargs={"autocommit": True, "connect_timeout": CONNECT_SECONDS},
            min_size=1,
            max_size=MAX_CONNECTIONS,
            check=self._check,
            timeout=WAIT_SECONDS,
            reconnect_timeout=RECONNECT_SECONDS,
            name="veracity-store",
            open=True,
        )

    def _check(self, db: psycopg.Connection) -> None:
        """ConnectionPool.check_connection: a connection the server dropped is replaced, never used. Where one
        was dropped, all probably were (a restart): the pool checks them all at once, so the request waits for
        one fresh connection instead of a backoff step per stale one."""
        try:
            ConnectionPool.check_connection(db)
        except psycopg.Error:
            self._pool.check()
            raise

    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection]:
        try:
            with self._pool.connection() as db:
                yield db
        except (psycopg.OperationalError, psycopg.InterfaceError, psycopg.IntegrityError) as exc:
            raise store_error(exc) from exc

    def _query(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple]:
        with self._connection() as db:
            return db.execute(sql, parameters).fetchall()

    def _once(self, work: Callable[[psycopg.Connection], T]) -> T:
        with self._connection() as db, db.transaction():
            return work(db)

    def _run(self, work: Callable[[psycopg.Connection], T]) -> T:
        """`work` in one transaction, made again (a few times) when it lost a race with another write."""
        for attempt in range(1, WRITE_ATTEMPTS):
            try:
                return self._once(work)
            except Aborted as exc:
                if not isinstance(exc.__cause__, RACES):
                    raise
            time.sleep(random.uniform(0.05, 0.2) * attempt)
        return self._once(work)

    def engines(self) -> list[str]:
        return [row[0] for row in self._query("SELECT name FROM veracity_engines ORDER BY name")]

    def create_engine(self, name: str) -> bool:
        check_engine_name(name)
        return self._run(lambda db: db.execute(NEW_ENGINE, (name,)).rowcount == 1)

    def delete_engine(self, name: str) -> bool:
        return self._run(lambda db: db.execute("DELETE FROM veracity_engines WHERE name = %s", (name,)).rowcount == 1)

    def documents(self, engine: str) -> list[DocumentInfo]:
        self.require_engine(engine)
        rows = self._query(
            "SELECT d.id, d.title, d.link, count(c.id) FROM veracity_documents d LEFT JOIN veracity_chunks c "
            "ON c.engine = d.engine AND c.document_id = d.id WHERE d.engine = %s GROUP BY d.id, d.title, d.link "
            "ORDER BY d.id",
            (engine,),
        )
        return [DocumentInfo(*row) for row in rows]

    def document(self, engine: str, document_id: str) -> Document | None:
        rows = self._query(
            "SELECT id, title, link, text FROM veracity_documents WHERE engine = %s AND id = %s", (engine, document_id)
        )
        return Document(*rows[0]) if rows else None

    def delete_document(self, engine: str, document_id: str) -> bool:
        def work(db: psycopg.Connection) -> bool:
            db.execute(LOCK_ENGINE, (engine,))  # in the same order as write
            deleted = db.execute(
                "DELETE FROM veracity_documents WHERE engine = %s AND id = %s", (engine, document_id)
            ).rowcount
            db.execute("UPDATE veracity_engines SET generation = " + NEW_GENERATION + " WHERE name = %s", (engine,))
            return deleted == 1

        return self._run(work)

    def write(self, engine: str, prepared: Sequence[PreparedDocument], create: bool = False) -> None:
        def work(db: psycopg.Connection) -> None:
            if create:
                db.execute(NEW_ENGINE, (check_engine_name(engine),))
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

        self._run(work)

    def generation(self, engine: str) -> int | None:
        rows = self._query("SELECT generation FROM veracity_engines WHERE name = %s", (engine,))
        return int(rows[0][0]) if rows else None

    def lexical(self, engine: str, tokens: Sequence[str], k: int) -> list[int]:
        rows = self._query(
            "SELECT id FROM veracity_chunks, CAST(%s AS tsquery) q WHERE engine = %s AND terms @@ q "
            "ORDER BY ts_rank(terms, q) DESC, id LIMIT %s",
            (ts_query(tokens), engine, k),
        )
        return [row[0] for row in rows]

    def load_vectors(self, engine: str) -> tuple[np.ndarray, np.ndarray]:
        rows = self._query("SELECT id, vector FROM veracity_chunks WHERE engine = %s ORDER BY id", (engine,))
        return vectors_from_rows(rows)

    def term_counts(self, engine: str) -> dict[str, int]:
        query = psycopg.sql.SQL("SELECT terms FROM veracity_chunks WHERE engine = {}").format(
            psycopg.sql.Literal(engine)
        )
        with self._connection() as db:
            rows = db.execute("SELECT word, ndoc FROM ts_stat(%s)", (query.as_string(db),)).fetchall()
        return {word: ndoc for word, ndoc in rows}

    def chunks(self, ids: Sequence[int]) -> list[StoredChunk]:
        if not ids:
            return []
        rows = self._query(
            "SELECT c.id, c.document_id, d.title, d.link, c.text FROM veracity_chunks c JOIN veracity_documents d "
            "ON d.engine = c.engine AND d.id = c.document_id WHERE c.id = ANY(%s)",
            (list(ids),),
        )
        return chunks_in_order(rows, ids)

    def close(self) -> None:
        self._pool.close()
