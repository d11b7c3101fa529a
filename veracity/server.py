"""`veracity serve`: REST (uvicorn) and gRPC in one process, sharing one loaded checker."""

from __future__ import annotations

import logging

import uvicorn

from veracity.api import grpc_service
from veracity.api.metrics import Metrics
from veracity.api.rest import create_app
from veracity.checker import GroundingChecker
from veracity.store import Store
from veracity.verifiers import DEFAULT_VERIFIER

log = logging.getLogger("veracity")


def serve(
    host: str = "127.0.0.1",
    port: int = 8080,
    grpc_port: int | None = 8081,
    api_keys: frozenset[str] = frozenset(),
    verifier: str = DEFAULT_VERIFIER,
    store: Store | None = None,
) -> None:
    """Serve until interrupted, with `store` as the document store."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s: %(message)s")
    checker = GroundingChecker(verifier, store)
    metrics = Metrics()
    grpc_server = None
    if grpc_port is not None:
        grpc_server, bound = grpc_service.create_server(checker, f"{host}:{grpc_port}", api_keys, metrics)
        grpc_server.start()
        log.info("gRPC GroundedGenerationService on %s:%d", host, bound)
    try:
        uvicorn.run(create_app(checker, api_keys, metrics), host=host, port=port, log_level="info")
    finally:
        if grpc_server is not None:
            grpc_server.stop(grace=2)
