"""What several commands share: argument types, the store options, and opening the store."""

from __future__ import annotations

import argparse
import sys

from veracity.store import Store


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def port(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"must be a port number from 0 to 65535, got {value}")
    return value


def grpc_port_or_off(text: str) -> int:
    return -1 if text.strip() == "-1" else port(text)


def store_options(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--data-dir", help="folder of the embedded document store (default: ~/.local/share/veracity)")
    where.add_argument("--store", metavar="URL", help="a postgresql:// URL: keep the document store in PostgreSQL")


def open_store(args: argparse.Namespace) -> Store:
    from veracity.store import StoreUnavailable, open_store

    try:
        return open_store(args.store or args.data_dir)
    except StoreUnavailable as exc:
        print(f"veracity {args.command}: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
