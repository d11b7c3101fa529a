"""Document stores, embedded (SQLite) and shared (PostgreSQL), and checks grounded on them."""

import fcntl
import gzip
import io
import json
import os
import pty
import socket
import struct
import subprocess
import sys
import termios
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import numpy as np
import pytest

from tests.conftest import _start
from tests.postgres import missing, postgres_server
from tests.test_cli import veracity
from veracity import GroundingChecker
from veracity.errors import NotFound
from veracity.store import Document, ImportFailed, Store, open_store, read_paths
from veracity.store.base import prepare

PATH = "/v1alpha/projects/p/locations/global/groundingConfigs/default_grounding_config:check"
SERVING_CONFIG = "projects/my-project-123/locations/global/collections/default_collection/engines/{}/servingConfigs/s"
REVIEW = Document(
    "movie_reviews.pdf",
    "movie_reviews",
    "gs://my-bucket-123/pdf/movie_reviews.pdf",
    "James Cameron's Titanic is more than just a movie. Released in 1997, the film intertwines a fictional love story "
    "with the historical tragedy of the RMS Titanic. Leonardo DiCaprio and Kate Winslet deliver captivating performances.",
)
FILMS = Document(
    "popular_films",
    "popular_films",
    "gs://my-bucket-123/pdf/popular_films.pdf",
    "The Godfather is a 1972 film directed by Francis Ford Coppola. Jaws was directed by Steven Spielberg in 1975.",
)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    with postgres_server() as url:
        if url is None:
            missing()
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path) -> Iterator[Store]:
    location = request.getfixturevalue("postgres_url") if request.param == "postgresql" else tmp_path / "data"
    opened = open_store(location)
    for engine in opened.engines():
        opened.delete_engine(engine)
    yield opened
    opened.close()


def _pdf_with_title(title: str, text: str) -> bytes:
    """A one-page PDF with a title in its metadata, written with pypdf (text extraction is not needed)."""
    from pypdf import PdfWriter

    writer = PdfWriter()
    writer.add_blank_page(width=200, height=200)
    writer.add_metadata({"/Title": title})
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def test_reading_files(tmp_path) -> None:
    (tmp_path / "a.md").write_text("# Ships\n\nTitanic sank in 1912.\n")
    (tmp_path / "b.html").write_text(
        "<html><head><title>Films</title><style>p{}</style></head><body><p>Jaws is a 1975 film.</p>"
        "<script>alert(1)</script></body></html>"
    )
    (tmp_path / "c.jsonl").write_text(
        json.dumps({"id": "x1", "title": "X", "link": "https://x", "text": "Hello."}) + "\n"
    )
    (tmp_path / "notes.bin").write_bytes(b"\0")  # skipped inside a folder
    (tmp_path / "d.htm").write_bytes(  # not UTF-8: the page says what it is
        '<html><head><meta charset="iso-8859-1"><title>Café</title></head><body>Crème brûlée.</body></html>'.encode(
            "latin-1"
        )
    )
    (tmp_path / "e.md.gz").write_bytes(gzip.compress(b"Intro line.\n\n## Bridges of Paris\n\nThe Pont Neuf is old.\n"))
    (tmp_path / "f.html").write_text("<html><body><h1>Rivers <em>of</em> Europe</h1><p>The Rhine.</p></body></html>")
    (tmp_path / "figures.json").write_text("{}")
    (tmp_path / "g.pdf").write_bytes(_pdf_with_title("Annual report 2025", "Revenue grew."))
    skipped: list[tuple[Path, str]] = []
    documents = {d.id: d for d in read_paths([tmp_path], skipped)}
    assert sorted((p.name, why) for p, why in skipped) == [
        ("figures.json", "unsupported file type .json"),
        ("notes.bin", "unsupported file type .bin"),
    ]
    assert documents.pop("e.md.gz").title == "Bridges of Paris"  # compressed, and its first heading of any level
    assert documents.pop("f.html").title == "Rivers of Europe"  # no <title>: the first <h1>
    assert documents.pop("g.pdf").title == "Annual report 2025"  # from the PDF's metadata, not its file name
    assert set(documents) == {"a.md", "b.html", "d.htm", "x1"}
    assert documents["d.htm"].title == "Café" and documents["d.htm"].text == "Crème brûlée."
    assert documents["a.md"].title == "Ships" and "1912" in documents["a.md"].text
    assert documents["b.html"].title == "Films" and documents["b.html"].text == "Jaws is a 1975 film."
    assert documents["x1"] == Document("x1", "X", "https://x", "Hello.")


@pytest.mark.parametrize(
    ("name", "content", "why"),
    [
        ("broken.pdf", b"%PDF-1.4 not really", "not a readable PDF"),
        ("rows.jsonl", b'{"id": "1", "text": "ok"}\n{"id": 2}\n', "line 2: expected an object with 'id' and 'text'"),
        ("latin1.txt", "caf\xe9".encode("latin-1"), "cannot read"),
        ("table.xlsx", b"PK", "unsupported file type .xlsx"),
    ],
)
def test_unreadable_files_are_named(tmp_path, name: str, content: bytes, why: str) -> None:
    (tmp_path / name).write_bytes(content)
    with pytest.raises(ImportFailed, match=why) as caught:
        list(read_paths([tmp_path / name]))
    assert caught.value.path.endswith(name)
    with pytest.raises(ImportFailed, match="no such file"):
        list(read_paths([tmp_path / "missing.txt"]))


def test_import_list_replace_delete(store: Store, checker: GroundingChecker) -> None:
    assert store.create_engine("my-app") and not store.create_engine("my-app")
    assert store.add("my-app", [REVIEW, FILMS], checker.embedder) == 2
    assert [(d.id, d.chunks) for d in store.documents("my-app")] == [("movie_reviews.pdf", 1), ("popular_films", 1)]
    longer = Document(FILMS.id, "Films", FILMS.link, " ".join([FILMS.text] * 12))
    store.add("my-app", [longer], checker.embedder)  # same id: replaced, not added
    films = {d.id: d for d in store.documents("my-app")}["popular_films"]
    assert films.title == "Films" and films.chunks > 1
    assert store.document("my-app", "popular_films").text == longer.text
    hits = store.search("my-app", "Who directed Jaws?", 2, checker.embedder)
    assert hits[0].document_id == "popular_films"
    assert store.delete_document("my-app", "popular_films") and not store.delete_document("my-app", "popular_films")
    assert [h.document_id for h in store.search("my-app", "Who directed Jaws?", 5, checker.embedder)] == [
        "movie_reviews.pdf"
    ]
    assert store.engines() == ["my-app"] and store.delete_engine("my-app") and store.engines() == []
    with pytest.raises(NotFound, match="my-app"):
        store.documents("my-app")


def test_nul_characters_are_dropped_in_either_store(store: Store, checker: GroundingChecker) -> None:
    store.create_engine("app")
    store.add("app", [Document("d\x00", "t", "", "Jaws was\x00 released in 1975.")], checker.embedder)
    assert store.document("app", "d").text == "Jaws was released in 1975."


def test_a_failed_write_changes_nothing(store: Store, checker: GroundingChecker) -> None:
    store.create_engine("app")
    store.add("app", [REVIEW], checker.embedder)
    good, broken = prepare([FILMS, Document("d", "d", "", "Some text here.")], checker.embedder)
    broken = type(broken)(broken.document, broken.chunks, broken.tokens, np.zeros((0, 512), dtype=np.float32))
    with pytest.raises(ValueError):
        store.write("app", [good, broken])  # fails after the first document was written
    assert [d.id for d in store.documents("app")] == ["movie_reviews.pdf"]


def test_checks_keep_working_while_an_import_runs(store: Store, checker: GroundingChecker) -> None:
    store.create_engine("busy")
    store.add("busy", [FILMS], checker.embedder)
    many = [
        Document(f"doc-{i}", f"Doc {i}", "", f"Report {i} says the bridge number {i} opened in {1900 + i}.")
        for i in range(300)
    ]
    importer = threading.Thread(target=store.add, args=("busy", many, checker.embedder))
    importer.start()
    seen = []
    while importer.is_alive():
        seen.append(store.search("busy", "Jaws Spielberg", 1, checker.embedder)[0].document_id)
    importer.join()
    assert seen and set(seen) == {"popular_films"}
    assert len(store.documents("busy")) == 301


def test_the_embedded_store_survives_a_restart(tmp_path, checker: GroundingChecker) -> None:
    first = open_store(tmp_path)
    first.create_engine("kept")
    first.add("kept", [REVIEW], checker.embedder)
    first.close()
    again = open_store(tmp_path)
    assert [d.id for d in again.documents("kept")] == ["movie_reviews.pdf"]


@pytest.fixture()
def store_server(store: Store, checker: GroundingChecker):
    grounded = GroundingChecker(checker.verifier, store, checker.embedder)
    yield from _start(grounded, frozenset())


def test_check_against_an_engine_over_rest(store_server) -> None:
    base = store_server.rest
    with httpx.Client(base_url=base, timeout=60) as client:
        assert client.put("/v1/engines/my-app").json() == {"id": "my-app", "created": True}
        documents = [{"id": d.id, "title": d.title, "link": d.link, "text": d.text} for d in (REVIEW, FILMS)]
        assert client.post("/v1/engines/my-app/documents", json={"documents": documents}).json()["imported"] == 2
        listed = client.get("/v1/engines/my-app/documents").json()["documents"]
        assert [d["id"] for d in listed] == ["movie_reviews.pdf", "popular_films"]
        assert client.get("/v1/engines/my-app/documents/popular_films").json()["text"] == FILMS.text

        body = {
            "answerCandidate": "Titanic was directed by James Cameron. It was released in 1997.",
            "groundingSource": {"searchSource": {"servingConfig": SERVING_CONFIG.format("my-app")}},
        }
        answer = client.post(PATH, json=body).json()
        assert answer["supportScore"] > 0.6
        assert all(claim["citationIndices"] == [0] for claim in answer["claims"])
        source = answer["citedFacts"][0]["sourceInfo"]["searchSource"]
        assert source == {
            "documentId": "projects/my-project-123/locations/global/collections/default_collection/dataStores/my-app"
            "/branches/0/documents/movie_reviews.pdf",
            "documentTitle": "movie_reviews",
            "documentLink": "gs://my-bucket-123/pdf/movie_reviews.pdf",
        }
        assert "1997" in answer["citedFacts"][0]["chunkText"]

        body["groundingSource"]["searchSource"]["servingConfig"] = SERVING_CONFIG.format("nope")
        missing = client.post(PATH, json=body)
        assert missing.status_code == 404 and "'nope'" in missing.json()["error"]["message"]

        assert client.put("/v1/engines/empty").status_code == 200
        body["groundingSource"]["searchSource"]["servingConfig"] = SERVING_CONFIG.format("empty")
        empty = client.post(PATH, json=body).json()
        assert empty["supportScore"] == 0 and all(c["citationIndices"] == [] for c in empty["claims"])

        bad = client.post("/v1/engines/my-app/documents", json={"documents": [{"id": "x"}]})
        assert bad.status_code == 400 and "documents.0.text" in bad.json()["error"]["message"]
        broken = {"documents": [documents[0], {"id": "y", "text": "a \udc80 b"}]}  # JSON can escape it, UTF-8 not
        bad = client.post(
            "/v1/engines/my-app/documents", content=json.dumps(broken), headers={"Content-Type": "application/json"}
        )
        assert bad.status_code == 400 and "documents.1.text" in bad.json()["error"]["message"]
        assert client.put("/v1/engines/bad name!").status_code == 400
        assert client.delete("/v1/engines/my-app/documents/popular_films").json()["deleted"]
        assert client.delete("/v1/engines/my-app/documents/popular_films").status_code == 404
        assert client.delete("/v1/engines/my-app").status_code == 200
        assert client.get("/v1/engines/my-app/documents").status_code == 404


def test_store_commands(tmp_path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "films.md").write_text("# Films\n\n" + FILMS.text)
    data = ["--data-dir", str(tmp_path / "data")]
    (folder / "results.json").write_text("{}")
    run = veracity("store", "import", "--engine", "films", str(folder), *data)
    assert run.returncode == 0 and "imported 1 documents (1 chunks) into engine 'films' in " in run.stdout, run.stderr
    assert "skipped 1 files:" in run.stdout and "results.json: unsupported file type .json" in run.stdout
    (folder / "results.json").unlink()
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 broken")
    failed = veracity("store", "import", "--engine", "films", str(folder), *data)
    assert failed.returncode == 2 and "broken.pdf: not a readable PDF" in failed.stderr
    assert veracity("store", "list", *data).stdout.split() == ["films"]
    assert veracity("store", "list", "--engine", "films", *data).stdout.startswith("films.md\t1 chunks\tFilms")
    check = veracity(
        "check", "--engine", "films", "--candidate", "Jaws was directed by Steven Spielberg.", "--json", *data
    )
    assert check.returncode == 0, check.stderr
    assert json.loads(check.stdout)["citedFacts"][0]["sourceInfo"]["searchSource"]["documentTitle"] == "Films"
    assert veracity("store", "delete", "--engine", "films", *data).returncode == 0
    assert veracity("store", "list", *data).stdout.strip() == ""
    gone = veracity("check", "--engine", "films", "--candidate", "Jaws is a film.", *data)
    assert gone.returncode == 2 and "Engine 'films' not found" in gone.stderr


def test_an_import_on_a_terminal_shows_its_progress(tmp_path) -> None:
    """The bar (documents, chunks/s, time left) is drawn where stderr is a terminal: a pseudo-terminal here."""
    folder = tmp_path / "docs"
    folder.mkdir()
    for i in range(30):
        (folder / f"film-{i}.md").write_text(f"# Film {i}\n\n" + FILMS.text)
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 120, 0, 0))  # a terminal 120 columns wide
    command = [sys.executable, "-m", "veracity.cli", "store", "import", "--engine", "films", str(folder)]
    run = subprocess.run(
        [*command, "--data-dir", str(tmp_path / "data")], stderr=follower, stdout=subprocess.PIPE, timeout=300
    )
    os.close(follower)
    drawn = b""
    while True:
        try:
            piece = os.read(leader, 65536)
        except OSError:  # the terminal is closed once everything was read
            break
        if not piece:
            break
        drawn += piece
    os.close(leader)
    assert run.returncode == 0
    bar = drawn.decode(errors="replace")
    assert "embedding" in bar and "30/30" in bar and "chunks/s" in bar and "doc/s" in bar


def test_an_unreachable_store_is_a_clear_error(tmp_path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        closed_port = sock.getsockname()[1]
    run = veracity("store", "list", "--store", f"postgresql://nobody@127.0.0.1:{closed_port}/x")
    assert run.returncode == 2 and "cannot use the PostgreSQL store" in run.stderr and "Traceback" not in run.stderr
    (tmp_path / "file").write_text("")
    run = veracity("store", "list", "--data-dir", str(tmp_path / "file"))
    assert run.returncode == 2 and "cannot use the data folder" in run.stderr
