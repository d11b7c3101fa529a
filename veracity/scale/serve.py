"""`veracity serve --ray-replicas N`: the REST API from N Ray Serve replicas behind Ray's HTTP proxy.

Each replica builds, around its own checker, the very app `veracity serve` runs (`create_app`), so the
routes, the errors in Google's envelope, the key check, the Host and Origin guards and the body limits
are the same. What Ray's proxy replaces is uvicorn's connection handling: the header timeout and the
connection caps of `veracity serve` do not apply; put a reverse proxy in front for those. gRPC is not
replicated: `veracity serve --ray-replicas` answers it from its own process, as `veracity serve` does.

The same application runs under Ray's own tooling:

    serve run veracity.scale.serve:app                        # defaults: one replica, the local data folder
    serve run veracity.scale.serve:build_app replicas=4 max_replicas=8 store=postgresql://db/veracity
"""

from __future__ import annotations

import logging
import signal
import threading
from dataclasses import dataclass
from typing import Any

import ray
from fastapi import FastAPI
from ray import serve
from ray.serve import Application

from veracity.api.auth import configured_keys
from veracity.api.metrics import Metrics
from veracity.api.rest import create_app
from veracity.checker import GroundingChecker
from veracity.server import answer_hosts, configure_logging, start_grpc
from veracity.store import Store, open_store
from veracity.verifiers import DEFAULT_VERIFIER
from veracity.verifiers.judges import JudgeOptions

log = logging.getLogger("veracity")

NAME = "veracity"  # of the Serve application and of its one deployment
MAX_ONGOING = 64


@dataclass(frozen=True)
class Replica:
    """What every replica builds its app from. `store` is a postgresql:// URL, which all replicas share,
    or a data folder, which is per machine: replicas on other machines would each have their own."""

    verifier: str = DEFAULT_VERIFIER
    store: str | None = None  # None: the default data folder of the machine a replica runs on
    api_keys: frozenset[str] = frozenset()
    allowed_hosts: tuple[str, ...] = answer_hosts("127.0.0.1")
    judge: JudgeOptions | None = None  # sets up an external verifier (hf:PATH, openai:MODEL), as `veracity serve`

    def checker(self, store: Store | None) -> GroundingChecker:
        return GroundingChecker(self.verifier, store, judge=self.judge)

    def app(self) -> FastAPI:
        return create_app(self.checker(open_store(self.store)), self.api_keys, Metrics(), self.allowed_hosts)


def application(replica: Replica, replicas: int = 1, max_replicas: int | None = None, cpus: float = 1.0) -> Application:
    """`replicas` of the REST app, or, with `max_replicas`, between the two as Ray Serve's autoscaler
    decides from the requests in flight. `cpus` is the share of a node's CPUs each replica reserves."""

    def build() -> FastAPI:  # a function, not a method: Serve calls it on each replica, where the app is built
        return replica.app()

    scaling: dict[str, Any] = (
        {"num_replicas": replicas}
        if max_replicas is None
        else {"autoscaling_config": {"min_replicas": replicas, "max_replicas": max_replicas}}
    )
    ingress = serve.ingress(build)()
    # Requests a replica takes at once: its own thread pool and lanes order them, as in `veracity serve`;
    # with Ray's default (5) the proxy holds the rest back, and 50 clients got a tenth of the rate of 10.
    return serve.deployment(
        ingress, name=NAME, ray_actor_options={"num_cpus": cpus}, max_ongoing_requests=MAX_ONGOING, **scaling
    ).bind()


def build_app(args: dict[str, str]) -> Application:
    """The application builder `serve run veracity.scale.serve:build_app key=value ...` calls. Keys:
    verifier, store, allowed_hosts (comma-separated), replicas, max_replicas, cpus, and for an openai: judge
    judge_url and judge_prompt. API keys come from VERACITY_API_KEYS (the judge's from VERACITY_JUDGE_API_KEY),
    never from the command line."""
    known = {"verifier", "store", "allowed_hosts", "replicas", "max_replicas", "cpus", "judge_url", "judge_prompt"}
    if unknown := sorted(set(args) - known):
        raise ValueError(f"unknown argument(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}")
    hosts = [h.strip() for h in args.get("allowed_hosts", "").split(",") if h.strip()]
    replica = Replica(
        args.get("verifier", DEFAULT_VERIFIER),
        args.get("store"),
        configured_keys(),
        answer_hosts("127.0.0.1", hosts),
        JudgeOptions(url=args.get("judge_url"), prompt=args.get("judge_prompt", "minicheck")),
    )
    max_replicas = args.get("max_replicas")
    return application(
        replica,
        int(args.get("replicas", 1)),
        None if max_replicas is None else int(max_replicas),
        float(args.get("cpus", 1.0)),
    )


app = build_app({})


def run(
    replica: Replica,
    store: Store,
    *,
    host: str,
    port: int,
    grpc_port: int | None,
    replicas: int,
    max_replicas: int | None,
    cpus: float,
    address: str | None,
    log_level: str = "info",
    log_format: str = "text",
) -> None:
    """Deploy on Ray (a local runtime, or the cluster at `address`) and answer gRPC here, from `store`,
    until SIGINT or SIGTERM; then take the application down again."""
    configure_logging(log_level, log_format)
    ray.init(address=address, logging_level=logging.WARNING)
    stop = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop.set())
    grpc_server = None
    try:
        serve.start(http_options={"host": host, "port": port})
        serve.run(application(replica, replicas, max_replicas, cpus), name=NAME, route_prefix="/")
        scale = f"{replicas} to {max_replicas}" if max_replicas else str(replicas)
        log.info("REST from %s Ray Serve replicas on %s:%d", scale, host, port)
        if grpc_port is not None:
            grpc_server = start_grpc(replica.checker(store), host, grpc_port, replica.api_keys, Metrics())
        while not stop.wait(1):
            pass
    finally:
        if grpc_server is not None:
            grpc_server.stop(grace=2)
        serve.delete(NAME)
        ray.shutdown()
