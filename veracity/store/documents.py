"""Documents to import: read from plain text, Markdown, HTML, PDF and JSON lines files.

Every reader either returns whole documents or raises ImportFailed naming the file, so an import
can refuse a bad batch before it touches the store.
"""

from __future__ import annotations

import json
import logging
import re
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


def _markdown(path: Path, text: str) -> Document:
    heading = re.search(r"^#\s+(.+)$", text, re.MULTILINE)
    return Document(path.name, heading.group(1).strip() if heading else path.stem, path.resolve().as_uri(), text)


def _html(path: Path, raw: bytes) -> Document:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(raw, "html.parser")  # bytes: it finds the page's encoding (meta charset, BOM, guess)
    for hidden in soup(["script", "style", "noscript", "template"]):
        hidden.decompose()
    title = soup.title.get_text(strip=True) if soup.title else path.stem
    text = re.sub(r"\n\s*\n+", "\n\n", (soup.body or soup).get_text("\n")).strip()
    return Document(path.name, title or path.stem, path.resolve().as_uri(), text)


def _pdf(path: Path) -> Document:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    logging.getLogger("pypdf").setLevel(logging.ERROR)  # the error below says what is wrong

    try:
        reader = PdfReader(path)
        text = "\n\n".join((page.extract_text() or "").strip() for page in reader.pages)
        title = (reader.metadata.title if reader.metadata else None) or path.stem
    except (PdfReadError, ValueError, KeyError, TypeError) as exc:
        raise ImportFailed(path, f"not a readable PDF ({exc})") from None
    return Document(path.name, str(title), path.resolve().as_uri(), text)


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


def read_file(path: Path) -> list[Document]:
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise ImportFailed(path, f"unsupported file type {suffix or '(none)'}; supported: {', '.join(SUFFIXES)}")
    try:
        if suffix == ".pdf":
            return [_pdf(path)]
        if suffix in (".html", ".htm"):
            return [_html(path, path.read_bytes())]
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ImportFailed(path, f"cannot read: {exc}") from None
    if suffix == ".jsonl":
        return _jsonl(path, raw)
    return [_markdown(path, raw)]


def read_paths(paths: Iterable[str | Path]) -> Iterator[Document]:
    """Documents from files and folders (searched recursively for the supported types)."""
    for given in paths:
        path = Path(given)
        if path.is_dir():
            for found in sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES):
                yield from read_file(found)
        elif path.exists():
            yield from read_file(path)
        else:
            raise ImportFailed(path, "no such file or folder")
