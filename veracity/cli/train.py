"""`veracity train`: rebuild a model that Veracity ships (the [train] extra)."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from types import ModuleType

from veracity.cli.options import positive, share


def _training(module: str) -> ModuleType | None:
    """The training module, or None (said on stderr) without the [train] extra."""
    try:
        return importlib.import_module(f"veracity.training.{module}")
    except ImportError as exc:
        print(f"veracity train: {exc}; install the extra: pip install 'veracity[train]'", file=sys.stderr)
        return None


def _train_helpfulness(args: argparse.Namespace) -> int:
    if (training := _training("helpfulness")) is None:
        return 2
    weights = training.train(Path(args.data), Path(args.out), args.questions, args.dialogues, args.seed, args.c)
    print(json.dumps(weights["training"], indent=2))
    return 0


def _train_verifier(args: argparse.Namespace) -> int:
    if (training := _training("verifier")) is None:
        return 2
    dev = Path(args.dev) if args.dev else None
    sources = training.SHIPPED_SOURCES if args.sources is None else tuple(args.sources)
    config = training.Config(
        Path(args.nli),
        Path(args.out),
        dev,
        args.dev_limit,
        epochs=args.epochs,
        seed=args.seed,
        sources=sources,
        unrelated=args.unrelated,
        train=Path(args.train) if args.train else None,
        claims_only=args.claims_only,
    )
    print(json.dumps(training.train(config), indent=2))
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    training = commands.add_parser(
        "train",
        help="rebuild a model that Veracity ships (needs the [train] extra)",
        description="Rebuild a model that Veracity ships, from the training folders only.",
    )
    models = training.add_subparsers(dest="model", required=True)
    helpful = models.add_parser("helpfulness", help="the helpfulness score's weights")
    helpful.add_argument("--data", required=True, help="folder with halueval_qa and halueval_dialogue .jsonl.gz")
    helpful.add_argument("--out", default="veracity/models/helpfulness.json", help="where to write the weights")
    helpful.add_argument("--questions", type=positive, default=3000, help="questions to build pairs from")
    helpful.add_argument("--dialogues", type=positive, default=1500, help="dialogues to build pairs from")
    helpful.add_argument("--seed", type=int, default=0)
    helpful.add_argument("--c", type=float, default=1.0, help="inverse regularisation strength")
    helpful.set_defaults(run=_train_helpfulness)
    verifier = models.add_parser(
        "verifier", help="the trained verifier: entailment head, pair and claim combiners (~15 min on 2 cores)"
    )
    verifier.add_argument("--nli", required=True, help="folder of NLI .jsonl.gz files (shared/eval/nli/train)")
    verifier.add_argument("--train", help="grounding training folder (shared/eval/train): fits the claim combiner")
    verifier.add_argument(
        "--claims-only",
        action="store_true",
        help="keep the entailment head and pair combiner of --out and fit only the claim combiner",
    )
    verifier.add_argument("--dev", help="grounding dev folder: only to put the best threshold at 0.6")
    verifier.add_argument("--dev-limit", type=positive, default=400, help="rows of each dev file to read")
    verifier.add_argument("--out", default="veracity/models/verifier.npz", help="where to write the model")
    verifier.add_argument("--epochs", type=positive, default=8)
    verifier.add_argument("--seed", type=int, default=0)
    verifier.add_argument(
        "--sources", nargs="*", metavar="NAME", help="NLI files to read (default: the shipped seven; alone: all files)"
    )
    verifier.add_argument(
        "--unrelated",
        type=share,
        default=0.0,
        metavar="SHARE",
        help="add neutral pairs of a premise and another premise's hypothesis, this share of each file's pairs",
    )
    verifier.set_defaults(run=_train_verifier)
