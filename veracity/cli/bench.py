"""`veracity bench`: speed on this machine."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from veracity.cli.options import judge_flags, judge_options, positive, verifier_options
from veracity.verifiers import VerifierLoadError


def run(args: argparse.Namespace) -> int:
    from veracity.evaluation.speed import bench

    if args.store:
        from veracity.evaluation.speed import store_bench

        table = store_bench(args.store, args.store_sizes)
    else:
        if args.judge_key:  # the child server reads it from there: a command line is public to `ps`
            os.environ["VERACITY_JUDGE_API_KEY"] = args.judge_key
        options, flags = judge_options(args), judge_flags(args)
        try:
            table = bench(args.verifier, args.requests, args.heavy_requests, args.clients, options, flags)
        except VerifierLoadError as exc:
            print(f"veracity bench: {exc}", file=sys.stderr)
            return 2
    print(table)
    if args.output:
        Path(args.output).write_text(table + "\n", encoding="utf-8")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    speed = commands.add_parser(
        "bench", help="measure latency and throughput on this machine", description="Measure speed on this machine."
    )
    speed.add_argument("--requests", type=positive, default=200, help="seed requests per run (default: 200)")
    speed.add_argument("--heavy-requests", type=positive, default=10, help="heavy requests per run (default: 10)")
    speed.add_argument(
        "--clients", type=positive, nargs="+", default=[1, 4], help="concurrent clients, one run each (default: 1 4)"
    )
    verifier_options(speed)
    speed.add_argument("--output", metavar="OUT", help="also write the markdown table to this file")
    speed.add_argument(
        "--store",
        action="append",
        metavar="LOCATION",
        help="instead: benchmark document stores (a data folder or postgresql:// URL; repeatable)",
    )
    speed.add_argument(
        "--store-sizes", type=positive, nargs="+", default=[1_000, 100_000], help="engine sizes in chunks"
    )
    speed.set_defaults(run=run)
