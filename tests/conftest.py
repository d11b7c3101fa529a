"""Shared fixtures: one loaded checker, and real REST and gRPC servers on loopback."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import uvicorn

from veracity import GroundingChecker
from veracity.api import grpc_service
from veracity.api.guard import default_allowed_hosts
from veracity.api.metrics import Metrics
from veracity.api.rest import create_app
from veracity.server import rest_config

DATA = Path(__file__).parent / "data"
API_KEY = "test-key-123"

# The seeds' example facts, and the candidates their tables check against them.
SEED_CANDIDATES = [
    "Here is what I found. Titanic was directed by James Cameron.",
    "Titanic was directed by James Cameron. It was released in 1997.",
    "Titanic was directed by James Cameron. It was based on the sinking of the RMS Titanic that led to the death "
    "of 1500 people.",
    "Titanic was directed by James Cameron. It starred Brad Pitt and Kate Winslet",
    "Here is what I found. Titanic was directed by James Cameron. It starred Kate Winslet and Leonardo DiCaprio.",
]


def seed_bodies() -> list[dict[str, str]]:
    return json.loads((DATA / "seed_requests.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def checker() -> GroundingChecker:
    return GroundingChecker()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Servers:
    rest: str  # base URL
    grpc: str  # host:port


def _start(checker: GroundingChecker, keys: frozenset[str]) -> Iterator[Servers]:
    metrics = Metrics()
    port = _free_port()
    app = create_app(checker, keys, metrics, default_allowed_hosts("127.0.0.1"))
    server = uvicorn.Server(rest_config(app, "127.0.0.1", port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    grpc_server, grpc_port = grpc_service.create_server(checker, "127.0.0.1:0", keys, metrics)
    grpc_server.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline:
            raise RuntimeError("REST server did not start")
        time.sleep(0.05)
    try:
        yield Servers(f"http://127.0.0.1:{port}", f"127.0.0.1:{grpc_port}")
    finally:
        server.should_exit = True
        grpc_server.stop(grace=None)
        thread.join(timeout=10)


@pytest.fixture(scope="session")
def servers(checker: GroundingChecker) -> Iterator[Servers]:
    yield from _start(checker, frozenset())


@pytest.fixture(scope="session")
def keyed_servers(checker: GroundingChecker) -> Iterator[Servers]:
    yield from _start(checker, frozenset({API_KEY}))
