"""`veracity batch`: score a file of rows offline (JSON lines or Parquet), resumably, here or on Ray."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from veracity.cli.options import positive
from veracity.verifiers import DEFAULT_VERIFIER, VERIFIERS


def _score(args: argparse.Namespace, output: Path, bar: object) -> tuple[int, int, int]:
    from veracity import batch

    if args.ray is None:
        return batch.run(Path(args.input), output, args.verifier, args.workers, bar)
    from veracity.scale import require_ray

    require_ray("data")
    from veracity.scale import batch as on_ray

    local = Path(args.input)  # else a URL Ray reads (s3://, gs://, ...)
    source = str(local.resolve()) if local.exists() else args.input
    return on_ray.run(source, output, args.verifier, args.workers, args.ray, bar)


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from veracity import batch
    from veracity.scale import RayMissing

    source, output = Path(args.input), Path(args.output)
    try:
        total = batch.count_rows(source) if args.ray is None or source.exists() else None
        done = len(batch.done_lines(output))
        with tqdm(total=total, initial=done, unit="row", desc="checking", disable=None) as bar:
            written, skipped, errors = _score(args, output, bar)
    except (batch.BatchError, RayMissing) as exc:
        print(f"veracity batch: {exc}", file=sys.stderr)
        return 2
    print(
        f"wrote {written} rows to {output}"
        + (f" ({skipped} already there)" if skipped else "")
        + (f"; {errors} rows have an error field" if errors else "")
    )
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    command = commands.add_parser(
        "batch",
        help="score a file of rows offline: JSON lines or Parquet in and out, resumable",
        description="Score every row of a file: grounding rows (answer, facts, optional prompt) or pairs "
        "(document or premise, and claim). Rerun with the same output to resume.",
    )
    command.add_argument("input", metavar="INPUT", help=".jsonl, .jsonl.gz or .parquet (with --ray, also a URL)")
    command.add_argument("--output", required=True, metavar="OUT", help=".jsonl or .parquet (by its extension)")
    command.add_argument(
        "--workers", type=positive, default=1, help="local processes, or Ray actors, each loading the model once"
    )
    command.add_argument(
        "--ray",
        nargs="?",
        const="local",
        metavar="ADDRESS",
        help="score on Ray (pip install 'veracity[ray]'): a local Ray runtime, or the cluster at ADDRESS",
    )
    command.add_argument("--verifier", choices=VERIFIERS, default=DEFAULT_VERIFIER)
    command.set_defaults(run=run)
