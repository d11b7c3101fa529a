"""`veracity serve`: the REST and gRPC API."""

from __future__ import annotations

import argparse
import sys

from veracity.cli.options import grpc_port_or_off, judge_options, open_store, port, store_options, verifier_options
from veracity.verifiers import VerifierLoadError


def run(args: argparse.Namespace) -> int:
    from veracity.api.auth import configured_keys
    from veracity.server import serve

    grpc_port = None if args.grpc_port < 0 else args.grpc_port
    store = open_store(args)
    try:
        serve(
            args.host,
            args.port,
            grpc_port,
            configured_keys(args.api_key or ()),
            args.verifier,
            store,
            allowed_hosts=[h.strip() for item in args.allowed_hosts or () for h in item.split(",") if h.strip()],
            log_level=args.log_level,
            log_format=args.log_format,
            judge=judge_options(args),
        )
    except (OSError, VerifierLoadError) as exc:
        print(f"veracity serve: {exc}", file=sys.stderr)
        return 2
    return 0


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
    serve.set_defaults(run=run)
