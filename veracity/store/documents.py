"""Documents to import: read from plain text, Markdown, HTML, PDF and JSON lines files, each
possibly gzip-compressed (`notes.md.gz`).

Every reader either returns whole documents or raises ImportFailed naming the file, so an import
can refuse a bad batch before it touches the store. Files a folder holds that are of no supported
type are reported, with the reason, to the caller's `skipped` list.
"""

from __future__ import annotations

import gzip
import io
import json
import logging
import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm", ".pdf", ".jsonl")


@dataclass(frozen=True)
class Document:
    id: str
    title: str
    link: str
    text: str


class ImportFailed(Exception):
    def __init__(self, path: Path | str, why: str) -> None:
        super().__init__(f"{path}: {why}")
        self.path, self.why = str(path), why


def _inner(path: Path) -> Path:
    """The file's name under any .gz: notes.md for notes.md.gz."""
    return Path(path.name[:-3]) if path.suffix.lower() == ".gz" else Path(path.name)


def _stem(path: Path) -> str:
    """The name without its type: 'guide' for guide.md and guide.md.gz."""
    return _inner(path).stem


def _kind(path: Path) -> str:
    """The file's type as its name gives it: '.md' for notes.md.gz."""
    return _inner(path).suffix.lower()


def _markdown(path: Path, text: str) -> Document:
    heading = re.search(r"^#{1,6}\s+(.+?)\s*#*\s*$", text, re.MULTILINE)  # the first heading of any level
    return Document(path.name, heading.group(1) if heading else _stem(path), path.resolve().as_uri(), text)


def _html(path: Path, raw: bytes) -> Document:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(raw, "html.parser")  # bytes: it finds the page's encoding (meta charset, BOM, guess)
    for hidden in soup(["script", "style", "noscript", "template"]):
        hidden.decompose()
    heading = soup.find("h1")
    title = soup.title.get_text(strip=True) if soup.title else ""
    title = title or (heading.get_text(" ", strip=True) if heading else "") or _stem(path)
    text = re.sub(r"\n\s*\n+", "\n\n", (soup.body or soup).get_text("\n")).strip()
    return Document(path.name, title, path.resolve().as_uri(), text)


def _pdf_title(reader: object) -> str:
    """The document information's title, else XMP's dc:title (where many producers write it)."""
    info = getattr(reader, "metadata", None)
    if info is not None and info.title and str(info.title).strip():
        return str(info.title).strip()
    xmp = getattr(reader, "xmp_metadata", None)
    titles = getattr(xmp, "dc_title", None) or {}
    return next((str(t).strip() for t in titles.values() if str(t).strip()), "")


def _pdf(path: Path, raw: bytes) -> Document:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    logging.getLogger("pypdf").setLevel(logging.ERROR)  # the error below says what is wrong

    try:
        reader = PdfReader(io.BytesIO(raw))
        text = "\n\n".join((page.extract_text() or "").strip() for page in reader.pages)
        title = _pdf_title(reader) or _stem(path)
    except (PdfReadError, ValueError, KeyError, TypeError) as exc:
        raise ImportFailed(path, f"not a readable PDF ({exc})") from None
    return Document(path.name, title, path.resolve().as_uri(), text)


def _jsonl(path: Path, raw: str) -> list[Document]:
    documents = []
    for number, line in enumerate(raw.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ImportFailed(path, f"line {number}: {exc}") from None
        if not isinstance(row, dict) or not isinstance(row.get("text"), str) or not row.get("id"):
            raise ImportFailed(path, f"line {number}: expected an object with 'id' and 'text' (and 'title', 'link')")
        documents.append(
            Document(str(row["id"]), str(row.get("title") or row["id"]), str(row.get("link") or ""), row["text"])
        )
    return documents


def _bytes(path: Path) -> bytes:
    raw = path.read_bytes()
    if path.suffix.lower() != ".gz":
        return raw
    try:
        return gzip.decompress(raw)
    except (OSError, EOFError, zlib.error) as exc:
        raise ImportFailed(path, f"not valid gzip ({exc})") from None


def read_file(path: Path) -> list[Document]:
    suffix = _kind(path)
    if suffix not in SUFFIXES:
        raise ImportFailed(path, f"unsupported file type {suffix or '(none)'}; supported: {', '.join(SUFFIXES)}")
    try:
        raw = _bytes(path)
        if suffix == ".pdf":
            return [_pdf(path, raw)]
        if suffix in (".html", ".htm"):
            return [_html(path, raw)]
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ImportFailed(path, f"cannot read: {exc}") from None
    if suffix == ".jsonl":
        return _jsonl(path, text)
    return [_markdown(path, text)]


def read_paths(paths: Iterable[str | Path], skipped: list[tuple[Path, str]] | None = None) -> Iterator[Document]:
    """Documents from files and folders (searched recursively). A folder's files of other types are
    left out and, when `skipped` is given, listed there with the reason; a file named on its own must
    be readable."""
    for given in paths:
        path = Path(given)
        if path.is_dir():
            for found in sorted(p for p in path.rglob("*") if p.is_file()):
                if _kind(found) in SUFFIXES:
                    yield from read_file(found)
                elif skipped is not None:
                    skipped.append((found, f"unsupported file type {_kind(found) or '(none)'}"))
        elif path.exists():
            yield from read_file(path)
        else:
            raise ImportFailed(path, "no such file or folder")
