"""Document stores: engines of documents that checks can ground against (`groundingSource.searchSource`)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from veracity.store.base import DocumentInfo, Store, StoredChunk
from veracity.store.documents import Document, ImportFailed, read_paths

__all__ = [
    "Document",
    "DocumentInfo",
    "ImportFailed",
    "Store",
    "StoreUnavailable",
    "StoredChunk",
    "default_data_dir",
    "open_store",
    "read_paths",
]


class StoreUnavailable(Exception):
    """The configured store cannot be opened (missing driver, unreachable server, unwritable folder)."""


def default_data_dir() -> Path:
    """$VERACITY_DATA_DIR, else the user's data folder ($XDG_DATA_HOME or ~/.local/share)/veracity."""
    if configured := os.environ.get("VERACITY_DATA_DIR"):
        return Path(configured)
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "veracity"


def open_store(location: str | Path | None = None) -> Store:
    """A PostgreSQL store for a postgresql:// URL, else the embedded store in that folder."""
    location = location or default_data_dir()
    if str(location).startswith(("postgresql://", "postgres://")):
        try:
            from veracity.store.postgres import PostgresStore
        except ImportError as exc:
            needs = "a PostgreSQL store needs psycopg and psycopg_pool: pip install 'veracity[postgres]'"
            raise StoreUnavailable(needs) from exc
        try:
            return PostgresStore(str(location))
        except Exception as exc:  # psycopg.OperationalError and kin: say what, not a traceback
            raise StoreUnavailable(f"cannot use the PostgreSQL store: {exc}".strip()) from exc
    from veracity.store.sqlite import SQLiteStore

    try:
        return SQLiteStore(location)
    except (OSError, sqlite3.Error) as exc:
        raise StoreUnavailable(f"cannot use the data folder {location}: {exc}") from exc
