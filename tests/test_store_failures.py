"""Document stores when things go wrong: races between writes, a database that restarts, a killed import."""

import threading
import time
import uuid
from collections.abc import Iterator

import httpx
import pytest

from tests import test_store
from tests.test_store import FILMS, REVIEW
from veracity import GroundingChecker
from veracity.errors import NotFound
from veracity.store import Document, Store
from veracity.store.base import PreparedDocument, prepare

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
    many = [{"id": f"doc-{i}", "text": text} for i, text in enumerate(unseen_texts(450))]
    with httpx.Client(base_url=store_server.rest, timeout=120) as client:
        assert client.put("/v1/engines/busy").status_code == 200
        answers: list[httpx.Response] = []
        importer = threading.Thread(
            target=lambda: answers.append(client.post("/v1/engines/busy/documents", json={"documents": many}))
        )
        importer.start()
        time.sleep(1)  # the import is embedding its 450 documents (several seconds)
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
