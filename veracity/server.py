"""`veracity serve`: REST (uvicorn) and gRPC in one process, sharing one loaded checker."""

from __future__ import annotations

import json
import logging
import resource
from collections.abc import Iterable

import grpc
import uvicorn
from starlette.types import ASGIApp

from veracity.api import grpc_service
from veracity.api.guard import LOOPBACK_NAMES, default_allowed_hosts
from veracity.api.metrics import Metrics
from veracity.api.protocol import GuardedH11Protocol
from veracity.api.rest import create_app
from veracity.checker import GroundingChecker
from veracity.errors import Unavailable
from veracity.store import Store
from veracity.verifiers import DEFAULT_VERIFIER, JudgeOptions, Verifier
from veracity.verifiers.judged import JudgedVerifier

log = logging.getLogger("veracity")

KEEP_ALIVE_SECONDS = 5
MAX_CONCURRENCY = 1024  # connections and requests in flight; past it uvicorn answers 503


class _JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": self.formatTime(record),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def configure_logging(level: str = "info", log_format: str = "text") -> None:
    handler = logging.StreamHandler()
    if log_format == "json":
        handler.setFormatter(_JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=level.upper(), handlers=[handler], force=True)
    if level != "debug":  # while PostgreSQL is down the pool warns at every reconnect; the 503s already say so
        logging.getLogger("psycopg.pool").setLevel(logging.ERROR)


def _raise_file_limit() -> None:
    # Every connection is a file descriptor; the soft limit is often 1,024 where the hard one allows far more.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def rest_config(app: ASGIApp, host: str, port: int, log_level: str = "info") -> uvicorn.Config:
    """uvicorn as Veracity runs it: timeouts for slow clients, a cap on work in flight, its own access log."""
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        http=GuardedH11Protocol,
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
        limit_concurrency=MAX_CONCURRENCY,
        access_log=False,  # veracity.access logs each request, with keys redacted
        log_config=None,
        log_level=log_level,
    )


def _probe(verifier: Verifier) -> None:
    """An external judge is tried once at start, so that the log says whether it answers."""
    if not isinstance(verifier, JudgedVerifier):
        return
    try:
        log.info("verifier %s", verifier.probe())
    except Unavailable as exc:
        log.warning("verifier %s: %s Checks answer 503 UNAVAILABLE until it does.", verifier.name, exc.message)


def answer_hosts(host: str, allowed_hosts: Iterable[str] = ()) -> tuple[str, ...]:
    """The Host names REST answers to: `allowed_hosts` and the loopback names, or, where none are given,
    those the bind address implies (any, for 0.0.0.0)."""
    allowed = tuple(allowed_hosts)
    return (*allowed, *LOOPBACK_NAMES) if allowed else default_allowed_hosts(host)


def start_grpc(
    checker: GroundingChecker, host: str, grpc_port: int, api_keys: frozenset[str], metrics: Metrics
) -> grpc.Server:
    grpc_server, bound = grpc_service.create_server(checker, f"{host}:{grpc_port}", api_keys, metrics)
    grpc_server.start()
    log.info("gRPC GroundedGenerationService on %s:%d", host, bound)
    return grpc_server


def serve(
    host: str = "127.0.0.1",
    port: int = 8080,
    grpc_port: int | None = 8081,
    api_keys: frozenset[str] = frozenset(),
    verifier: str = DEFAULT_VERIFIER,
    store: Store | None = None,
    *,
    allowed_hosts: Iterable[str] = (),
    log_level: str = "info",
    log_format: str = "text",
    judge: JudgeOptions | None = None,
) -> None:
    """Serve until interrupted; REST answers to `answer_hosts(host, allowed_hosts)`. `judge` sets up an
    external `verifier` (hf:PATH, openai:MODEL)."""
    configure_logging(log_level, log_format)
    _raise_file_limit()
    hosts = answer_hosts(host, allowed_hosts)
    checker = GroundingChecker(verifier, store, judge=judge)
    _probe(checker.verifier)
    metrics = Metrics()
    grpc_server = None if grpc_port is None else start_grpc(checker, host, grpc_port, api_keys, metrics)
    log.info("REST answers to Host %s", ", ".join(hosts))
    config = rest_config(create_app(checker, api_keys, metrics, hosts), host, port, log_level)
    try:
        uvicorn.Server(config).run()
    finally:
        if grpc_server is not None:
            grpc_server.stop(grace=2)
