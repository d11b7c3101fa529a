"""`veracity serve`: the REST and gRPC API, in this process or from Ray Serve replicas."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from veracity.cli.options import (
    grpc_port_or_off,
    judge_options,
    open_store,
    port,
    positive,
    store_options,
    verifier_options,
)
from veracity.store import Store
from veracity.verifiers import VerifierLoadError


def _share(text: str) -> float:
    value = float(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be above 0, got {value}")
    return value


def _on_ray(args: argparse.Namespace, keys: frozenset[str], hosts: list[str], store: Store) -> None:
    from veracity.scale import require_ray

    require_ray("serve")
    from veracity.scale import serve as on_ray
    from veracity.server import answer_hosts
    from veracity.store import default_data_dir

    # Every replica opens the store itself: the URL, or the folder as an absolute path on its machine.
    location = args.store or str(Path(args.data_dir or default_data_dir()).resolve())
    replica = on_ray.Replica(args.verifier, location, keys, answer_hosts(args.host, hosts), judge_options(args))
    on_ray.run(
        replica,
        store,
        host=args.host,
        port=args.port,
        grpc_port=None if args.grpc_port < 0 else args.grpc_port,
        replicas=args.ray_replicas,
        max_replicas=args.ray_max_replicas,
        cpus=args.ray_cpus_per_replica,
        address=args.ray_address,
        log_level=args.log_level,
        log_format=args.log_format,
    )


def run(args: argparse.Namespace) -> int:
    from veracity.api.auth import configured_keys
    from veracity.scale import RayMissing
    from veracity.server import serve

    if problem := _ray_options_problem(args):
        print(f"veracity serve: {problem}", file=sys.stderr)
        return 2
    keys = configured_keys(args.api_key or ())
    hosts = [h.strip() for item in args.allowed_hosts or () for h in item.split(",") if h.strip()]
    store = open_store(args)
    try:
        if args.ray_replicas is not None:
            _on_ray(args, keys, hosts, store)
            return 0
        grpc_port = None if args.grpc_port < 0 else args.grpc_port
        serve(
            args.host,
            args.port,
            grpc_port,
            keys,
            args.verifier,
            store,
            allowed_hosts=hosts,
            log_level=args.log_level,
            log_format=args.log_format,
            judge=judge_options(args),
        )
    except (OSError, VerifierLoadError, RayMissing) as exc:
        print(f"veracity serve: {exc}", file=sys.stderr)
        return 2
    return 0


def _ray_options_problem(args: argparse.Namespace) -> str | None:
    if args.ray_replicas is None:
        given = [
            f"--ray-{name}" for name in ("max-replicas", "address") if getattr(args, f"ray_{name.replace('-', '_')}")
        ]
        return f"{given[0]} needs --ray-replicas" if given else None
    if args.ray_max_replicas is not None and args.ray_max_replicas < args.ray_replicas:
        return f"--ray-max-replicas ({args.ray_max_replicas}) is below --ray-replicas ({args.ray_replicas})"
    return None


def register(commands: argparse._SubParsersAction) -> None:
    serve = commands.add_parser("serve", help="run the REST and gRPC API")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    serve.add_argument("--port", type=port, default=8080, help="REST port (default: 8080)")
    serve.add_argument(
        "--grpc-port", type=grpc_port_or_off, default=8081, help="gRPC port; -1 turns gRPC off (default: 8081)"
    )
    serve.add_argument(
        "--api-key", action="append", help="require this key (repeatable; also VERACITY_API_KEYS, comma-separated)"
    )
    serve.add_argument(
        "--allowed-hosts",
        action="append",
        metavar="NAMES",
        help="Host names REST answers to, comma-separated ('*.example.com' for a domain); "
        "default: the loopback names, or any name when --host is 0.0.0.0",
    )
    serve.add_argument("--log-level", choices=("debug", "info", "warning", "error"), default="info")
    serve.add_argument("--log-format", choices=("text", "json"), default="text")
    verifier_options(serve)
    store_options(serve)
    ray = serve.add_argument_group("Ray Serve (pip install 'veracity[ray]'; gRPC stays in this process)")
    ray.add_argument("--ray-replicas", type=positive, metavar="N", help="serve REST from N Ray Serve replicas")
    ray.add_argument(
        "--ray-max-replicas", type=positive, metavar="M", help="autoscale between N and M replicas on load"
    )
    ray.add_argument(
        "--ray-cpus-per-replica", type=_share, metavar="CPUS", default=1.0, help="CPUs each replica reserves (1)"
    )
    ray.add_argument(
        "--ray-address", metavar="ADDRESS", help="the Ray cluster to deploy on (default: start a local Ray runtime)"
    )
    serve.set_defaults(run=run)
