"""The `veracity` command; each command is one module of this package."""

from __future__ import annotations

import argparse
import os
import sys

from veracity import __version__
from veracity.cli import batch, bench, check, evaluate, models, serve, store, train

COMMANDS = (serve, check, batch, store, evaluate, bench, train, models)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="veracity", description="Self-hosted grounding checks.")
    parser.add_argument("--version", action="version", version=f"veracity {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.register(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except BrokenPipeError:  # the reader stopped early (`veracity check ... | head`): not our error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so exit does not flush into it again
        return 1
