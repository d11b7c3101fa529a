"""`veracity batch`: score a file of rows offline (JSON lines or Parquet), resumably."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from veracity.cli.options import positive
from veracity.verifiers import DEFAULT_VERIFIER, VERIFIERS


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from veracity import batch

    source, output = Path(args.input), Path(args.output)
    try:
        total = batch.count_rows(source)
        done = len(batch.done_lines(output))
        with tqdm(total=total, initial=done, unit="row", desc="checking", disable=None) as bar:
            written, skipped, errors = batch.run(source, output, args.verifier, args.workers, bar)
    except batch.BatchError as exc:
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
    command.add_argument("input", metavar="INPUT", help=".jsonl, .jsonl.gz or .parquet")
    command.add_argument("--output", required=True, metavar="OUT", help=".jsonl or .parquet (by its extension)")
    command.add_argument("--workers", type=positive, default=1, help="local processes, each loading the model once")
    command.add_argument("--verifier", choices=VERIFIERS, default=DEFAULT_VERIFIER)
    command.set_defaults(run=run)
