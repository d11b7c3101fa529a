"""A throw-away PostgreSQL server for the tests: initdb in a temporary folder, a free loopback port."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def _binaries() -> Path | None:
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(versions[-1]).parent if versions else None


@contextmanager
def postgres_server() -> Iterator[str | None]:
    """Yields a postgresql:// URL, or None when PostgreSQL is not installed."""
    binaries = _binaries()
    if binaries is None:
        yield None
        return
    folder = Path(tempfile.mkdtemp(prefix="veracity-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        shutil.chown(folder, "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    data = folder / "data"
    # The server inherits pg_ctl's output: send it to a file, not to a pipe someone waits on.
    run = {"check": True, "stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    subprocess.run([*as_user, str(binaries / "initdb"), "-D", str(data), "-U", "veracity", "--auth=trust"], **run)
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off"
    pg_ctl = [*as_user, str(binaries / "pg_ctl"), "-D", str(data), "-l", str(folder / "log")]
    subprocess.run([*pg_ctl, "-o", options, "-w", "start"], **run)
    try:
        yield f"postgresql://veracity@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*pg_ctl, "-m", "immediate", "stop"], **run)
        shutil.rmtree(folder, ignore_errors=True)
