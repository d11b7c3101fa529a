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
from dataclasses import dataclass
from pathlib import Path

# The server inherits pg_ctl's output: send it to a file, not to a pipe someone waits on.
_QUIET = {"check": True, "stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}


def _binaries() -> Path | None:
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(versions[-1]).parent if versions else None


@dataclass(frozen=True)
class PostgresServer:
    url: str
    pg_ctl: list[str]  # pg_ctl -D data -l log, run as the server's user
    options: str

    def start(self) -> None:
        subprocess.run([*self.pg_ctl, "-o", self.options, "-w", "start"], **_QUIET)

    def stop(self, mode: str = "fast") -> None:
        """'fast' ends every session (clients see AdminShutdown), as a restart by an operator does."""
        subprocess.run([*self.pg_ctl, "-m", mode, "-w", "stop"], **_QUIET)

    def restart(self) -> None:
        """The same data folder and port, so clients keep their URL but lose their connections."""
        self.stop()
        self.start()


@contextmanager
def postgres() -> Iterator[PostgresServer | None]:
    """A running server, or None when PostgreSQL is not installed."""
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
    subprocess.run([*as_user, str(binaries / "initdb"), "-D", str(data), "-U", "veracity", "--auth=trust"], **_QUIET)
    server = PostgresServer(
        f"postgresql://veracity@127.0.0.1:{port}/postgres",
        [*as_user, str(binaries / "pg_ctl"), "-D", str(data), "-l", str(folder / "log")],
        f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off",
    )
    server.start()
    try:
        yield server
    finally:
        subprocess.run(
            [*server.pg_ctl, "-m", "immediate", "stop"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def postgres_server() -> Iterator[str | None]:
    """Yields a postgresql:// URL, or None when PostgreSQL is not installed."""
    with postgres() as server:
        yield None if server is None else server.url


def missing() -> None:
    """Where PostgreSQL is not installed: skip the test, or fail it where CI requires PostgreSQL."""
    import pytest

    if os.environ.get("VERACITY_TEST_POSTGRES") == "required":
        pytest.fail("PostgreSQL is required (VERACITY_TEST_POSTGRES=required) but initdb was not found")
    pytest.skip("PostgreSQL is not installed here; .ci/run installs it")
