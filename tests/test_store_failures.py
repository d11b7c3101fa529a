"""Document stores when things go wrong: races between writes, a database that restarts, a killed import."""

import json
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

import httpx
import psycopg
import pytest

from tests import test_store
from tests.conftest import _start
from tests.postgres import PostgresServer, missing, postgres
from tests.test_store import FILMS, PATH, REVIEW, SERVING_CONFIG
from veracity import GroundingChecker
from veracity.errors import NotFound, Unavailable
from veracity.store import Document, Store, open_store
from veracity.store.base import PreparedDocument, prepare
from veracity.store.sqlite import SQLiteStore

postgres_url = test_store.postgres_url  # the same fixtures
store = test_store.store
store_server = test_store.store_server


def unseen_texts(count: int) -> list[str]:
    """Texts the shared embedder has not cached, so that embedding them takes its real time."""
    batch = uuid.uuid4().hex[:8]
    return [f"Report {i} of batch {batch} says bridge {i} opened in {1000 + i}." for i in range(count)]


def test_an_engine_deleted_during_an_import_is_not_found(store: Store, checker: GroundingChecker) -> None:
    store.create_engine("app")
    store.add("app", [REVIEW], checker.embedder)

    def deleted_midway() -> Iterator[Document]:
        yield FILMS
        store.delete_engine("app")  # while the import is still embedding its documents
        yield Document("late", "late", "", "A document read after the engine went away.")

    with pytest.raises(NotFound, match="'app'"):
        store.add("app", deleted_midway(), checker.embedder)
    assert store.engines() == []
    store.create_engine("app")
    assert store.documents("app") == []  # nothing of the refused import came back with the name


def test_deleting_an_engine_during_an_import_over_rest(store_server) -> None:
    many = [{"id": f"doc-{i}", "text": text} for i, text in enumerate(unseen_texts(4000))]
    with httpx.Client(base_url=store_server.rest, timeout=120) as client:
        assert client.put("/v1/engines/busy").status_code == 200
        answers: list[httpx.Response] = []
        importer = threading.Thread(
            target=lambda: answers.append(client.post("/v1/engines/busy/documents", json={"documents": many}))
        )
        importer.start()
        time.sleep(0.5)  # the import is embedding its 4,000 documents (seconds, even on a quiet machine)
        assert importer.is_alive(), "the import ended before the engine was deleted: give it more documents"
        assert client.delete("/v1/engines/busy").status_code == 200
        importer.join()
        assert answers[0].status_code == 404, answers[0].text
        assert answers[0].json()["error"]["status"] == "NOT_FOUND" and "'busy'" in answers[0].json()["error"]["message"]
        assert client.get("/v1/engines").json() == {"engines": []}


def test_concurrent_imports_of_the_same_documents_in_opposite_orders(store: Store, checker: GroundingChecker) -> None:
    store.create_engine("app")
    prepared = prepare(
        [Document(f"doc-{i}", "", "", text) for i, text in enumerate(unseen_texts(200))], checker.embedder
    )
    failures: list[BaseException] = []

    def write(batch: list[PreparedDocument], start: threading.Barrier) -> None:
        start.wait()  # both writes begin together, each with the ids in the other's order
        try:
            store.write("app", batch)
        except BaseException as exc:
            failures.append(exc)

    for _ in range(4):
        start = threading.Barrier(2)
        writers = [threading.Thread(target=write, args=(b, start)) for b in (prepared, prepared[::-1])]
        for writer in writers:
            writer.start()
        for writer in writers:
            writer.join()
        assert failures == []
        assert [(d.id, d.chunks) for d in store.documents("app")] == sorted((f"doc-{i}", 1) for i in range(200))


@pytest.fixture()
def own_postgres() -> Iterator[PostgresServer]:
    """A server of the test's own, to stop and restart."""
    with postgres() as server:
        if server is None:
            missing()
        yield server


def test_checks_outlive_a_restart_of_postgresql(own_postgres: PostgresServer, checker: GroundingChecker) -> None:
    store = open_store(own_postgres.url)
    store.create_engine("my-app")
    store.add("my-app", [REVIEW, FILMS], checker.embedder)
    grounded = GroundingChecker(checker.verifier, store, checker.embedder)
    body = {
        "answerCandidate": "Titanic was directed by James Cameron. It was released in 1997.",
        "groundingSource": {"searchSource": {"servingConfig": SERVING_CONFIG.format("my-app")}},
    }
    fresh = httpx.Limits(max_keepalive_connections=0)  # the pauses below outlast the server's keep-alive
    with (
        contextmanager(_start)(grounded, frozenset()) as servers,
        httpx.Client(base_url=servers.rest, timeout=60, limits=fresh) as client,
    ):

        def checks(count: int) -> list[httpx.Response]:
            with ThreadPoolExecutor(4) as pool:  # several server threads, each with its own use of the store
                return list(pool.map(lambda _: client.post(PATH, json=body), range(count)))

        assert {r.status_code for r in checks(16)} == {200}
        own_postgres.restart()  # every connection the server had is gone
        answers = checks(60)
        assert [r.status_code for r in answers] == [200] * 60, next(r.text for r in answers if r.status_code != 200)
        assert all(r.json()["supportScore"] > 0.6 for r in answers)

        own_postgres.stop()
        started = time.monotonic()
        down = client.post(PATH, json=body)
        assert down.status_code == 503 and down.json()["error"]["status"] == "UNAVAILABLE", down.text
        assert "The document store (PostgreSQL) is unavailable" in down.json()["error"]["message"]
        assert time.monotonic() - started < 15  # a bounded wait, not a hang
        with pytest.raises(Unavailable, match=r"document store \(PostgreSQL\)"):
            store.documents("my-app")

        own_postgres.start()  # back, and Veracity was not restarted
        assert [r.status_code for r in checks(20)] == [200] * 20
        assert [d.id for d in store.documents("my-app")] == ["movie_reviews.pdf", "popular_films"]
    store.close()


def test_a_write_that_loses_a_deadlock_is_made_again(postgres_url: str, checker: GroundingChecker) -> None:
    store = open_store(postgres_url)
    for engine in store.engines():
        store.delete_engine(engine)
    store.create_engine("app")
    store.add("app", [FILMS], checker.embedder)
    prepared = prepare([FILMS, REVIEW], checker.embedder)
    with psycopg.connect(postgres_url) as other:
        other.execute("SET deadlock_timeout = '10s'")  # PostgreSQL ends the import's transaction, not this one
        other.execute("SELECT 1 FROM veracity_documents WHERE engine = 'app' FOR UPDATE")
        failures: list[BaseException] = []

        def write() -> None:
            try:
                store.write("app", prepared)  # takes the engine's row, then waits for the documents
            except BaseException as exc:
                failures.append(exc)

        writer = threading.Thread(target=write)
        writer.start()
        time.sleep(0.3)
        other.execute("SELECT 1 FROM veracity_engines WHERE name = 'app' FOR UPDATE")  # the cycle: a deadlock
        other.commit()
        writer.join()
    assert failures == []
    assert [d.id for d in store.documents("app")] == ["movie_reviews.pdf", "popular_films"]
    store.close()


def killed_import(store: Store, engine: str, path: os.PathLike) -> None:
    """Runs `veracity store import` on the store and kills it (SIGKILL) while it embeds the documents."""
    where = ["--data-dir", str(store.path.parent)] if isinstance(store, SQLiteStore) else ["--store", store.url]
    command = [sys.executable, "-m", "veracity.cli", "store", "import", "--engine", engine, str(path), *where]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(120, process.kill)  # should it hang before it says anything
    watchdog.start()
    try:
        said = next((line for line in iter(process.stderr.readline, "") if "embedding" in line), None)
        assert said, f"the import ended before it embedded anything (exit status {process.wait()})"
        time.sleep(1)  # into the embedding of 20,000 documents, which takes minutes
        assert process.poll() is None, "the import finished before it was killed: give it more documents"
        process.send_signal(signal.SIGKILL)
        assert process.wait() == -signal.SIGKILL
    finally:
        watchdog.cancel()
        process.kill()
        process.wait()
        process.stderr.close()


def test_a_killed_import_leaves_every_engine_as_it_was(store: Store, checker: GroundingChecker, tmp_path) -> None:
    store.create_engine("kept")
    store.add("kept", [REVIEW], checker.embedder)
    rows = [{"id": REVIEW.id, "text": "A replacement that must never land."}]
    rows += [{"id": f"doc-{i}", "text": f"Report {i} says bridge {i} opened in {1000 + i}."} for i in range(20_000)]
    many = tmp_path / "many.jsonl"
    many.write_text("".join(json.dumps(row) + "\n" for row in rows))
    for engine in ("new", "kept"):
        killed_import(store, engine, many)
        assert store.engines() == ["kept"]  # no empty engine "new" left behind
        assert [d.id for d in store.documents("kept")] == [REVIEW.id]
        assert store.document("kept", REVIEW.id) == REVIEW
    assert store.add("kept", [FILMS], checker.embedder) == 1  # and the store takes the next import


def test_an_import_creates_its_engine_in_its_own_transaction(store: Store, checker: GroundingChecker) -> None:
    good, broken = prepare([FILMS, Document("d", "d", "", "Some text here.")], checker.embedder)
    broken = PreparedDocument(broken.document, broken.chunks, broken.tokens, broken.vectors[:0])
    with pytest.raises(ValueError):
        store.write("fresh", [good, broken], create=True)  # fails after the engine and a document were written
    assert store.engines() == []
    assert store.add("fresh", [FILMS], checker.embedder, create=True) == 1
    assert store.add("fresh", [REVIEW], checker.embedder, create=True) == 1  # an existing engine is kept
    assert [d.id for d in store.documents("fresh")] == ["movie_reviews.pdf", "popular_films"]
