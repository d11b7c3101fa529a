"""`veracity models export`: a Hugging Face judge as int8 ONNX, served afterwards without torch."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from veracity.verifiers.hf import PRECISIONS


def run_export(args: argparse.Namespace) -> int:
    from veracity.verifiers import VerifierLoadError

    try:
        from veracity.verifiers.hf_export import export
    except ImportError:
        print("veracity models export: needs torch, transformers and onnx: pip install 'veracity[hf]'", file=sys.stderr)
        return 2
    try:
        written = export(args.path, Path(args.out), args.precision)
    except VerifierLoadError as exc:
        print(f"veracity models export: {exc}", file=sys.stderr)
        return 2
    size = written.stat().st_size / 2**20
    print(f"wrote {written} ({size:.1f} MiB, {args.precision}); serve it with --verifier hf:{args.out}")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    models = commands.add_parser("models", help="prepare external judges (hf:PATH) for serving")
    actions = models.add_subparsers(dest="action", required=True)
    out = actions.add_parser(
        "export",
        help="a Hugging Face model folder as int8 ONNX, which serves without torch",
        description="Export a Hugging Face judge (a folder, or a hub id in the local cache) to ONNX with its "
        "tokenizer, so that `veracity serve --verifier hf:OUT` runs it with onnxruntime alone.",
    )
    out.add_argument("path", metavar="PATH", help="the model folder (or a hub id already in the local cache)")
    out.add_argument("out", metavar="OUT", help="the folder for model.onnx, tokenizer.json and veracity-judge.json")
    out.add_argument(
        "--precision", choices=PRECISIONS, default="int8", help="int8 (dynamic quantization, default) or fp32"
    )
    out.set_defaults(run=run_export)
