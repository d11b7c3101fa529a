"""What several commands share: argument types, the store and verifier options, opening the store and the checker."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from veracity.store import Store
from veracity.verifiers import DEFAULT_VERIFIER, VERIFIERS, JudgeOptions
from veracity.verifiers.judges import DEVICES, PROMPTS, is_judge

if TYPE_CHECKING:
    from veracity.checker import GroundingChecker


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def share(text: str) -> float:
    value = float(text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"must be a share from 0 to 1, got {text}")
    return value


def port(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"must be a port number from 0 to 65535, got {value}")
    return value


def grpc_port_or_off(text: str) -> int:
    return -1 if text.strip() == "-1" else port(text)


def seconds(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, got {text}")
    return value


def verifier_name(text: str) -> str:
    if text in VERIFIERS or is_judge(text):
        return text
    raise argparse.ArgumentTypeError(f"choose one of: {', '.join(VERIFIERS)}, hf:PATH or openai:MODEL (got {text!r})")


def verifier_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--verifier",
        type=verifier_name,
        default=DEFAULT_VERIFIER,
        metavar="NAME",
        help=f"{', '.join(VERIFIERS)} (default: {DEFAULT_VERIFIER}); hf:PATH, a Hugging Face model folder or "
        "exported ONNX folder; openai:MODEL, an LLM judge at --judge-url",
    )
    judge = parser.add_argument_group("external judges (--verifier hf:PATH or openai:MODEL)")
    judge.add_argument("--device", choices=DEVICES, default="cpu", help="hf: where the model runs (default: cpu)")
    judge.add_argument(
        "--trust-remote-code", action="store_true", help="hf: run the model folder's own code (HHEM-2.1-Open)"
    )
    judge.add_argument("--judge-url", metavar="URL", help="openai: base URL, such as http://127.0.0.1:11434/v1")
    judge.add_argument("--judge-key", metavar="KEY", help="openai: API key (default: env VERACITY_JUDGE_API_KEY)")
    judge.add_argument("--judge-prompt", choices=PROMPTS, default="minicheck", help="openai: yes/no or 3-way NLI")
    judge.add_argument(
        "--judge-concurrency", type=positive, default=8, metavar="N", help="openai: requests in flight (default: 8)"
    )
    judge.add_argument(
        "--judge-timeout", type=seconds, default=30.0, metavar="S", help="openai: seconds a request (default: 30)"
    )


def judge_options(args: argparse.Namespace) -> JudgeOptions:
    key = {"key": args.judge_key} if args.judge_key else {}
    return JudgeOptions(
        device=args.device,
        trust_remote_code=args.trust_remote_code,
        url=args.judge_url,
        prompt=args.judge_prompt,
        concurrency=args.judge_concurrency,
        timeout=args.judge_timeout,
        **key,
    )


def judge_flags(args: argparse.Namespace) -> list[str]:
    """The judge options as flags again, for a child `veracity serve`; the key stays out of its command line."""
    flags = ["--device", args.device, "--judge-prompt", args.judge_prompt]
    flags += ["--judge-concurrency", str(args.judge_concurrency), "--judge-timeout", str(args.judge_timeout)]
    flags += ["--judge-url", args.judge_url] if args.judge_url else []
    return flags + (["--trust-remote-code"] if args.trust_remote_code else [])


def build_checker(args: argparse.Namespace, store: Store | None = None) -> GroundingChecker:
    """The checker with the verifier the options name; a judge that cannot be loaded ends the command (status 2)."""
    from veracity.checker import GroundingChecker
    from veracity.verifiers import VerifierLoadError

    try:
        return GroundingChecker(args.verifier, store, judge=judge_options(args))
    except VerifierLoadError as exc:
        print(f"veracity {args.command}: {exc}", file=sys.stderr)
        raise SystemExit(2) from None


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
