"""`veracity eval`: accuracy on labelled files."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from veracity import __version__
from veracity.cli.options import build_checker, positive, verifier_options
from veracity.types import DEFAULT_CITATION_THRESHOLD


def run(args: argparse.Namespace) -> int:
    from veracity.evaluation.runner import Report, evaluate
    from veracity.evaluation.tables import accuracy_table, reliability_table

    checker = build_checker(args)
    summaries: dict[str, dict[str, object]] = {}
    scored: list[tuple[str, Report]] = []
    status = 0
    for path in args.paths:
        reports, error = evaluate(
            checker, path, limit=args.limit, heldout=args.heldout, cross_lingual=args.cross_lingual
        )
        for report in reports:
            key = {"claim": f"{report.name}.claims", "3-way": f"{report.name}.3-way"}.get(report.level, report.name)
            summaries[key] = report.summary(args.threshold, args.tune)
            scored.append((key, report))
            for why in report.skipped:
                print(f"veracity eval: skipped {why}", file=sys.stderr)
        if error is not None:
            print(f"veracity eval: {error}", file=sys.stderr)
            status = 2
    print(accuracy_table(summaries, args.tune))
    if args.reliability and (table := reliability_table(summaries)):
        print("\nShare labelled supported (count) per score band:\n" + table)
    if args.json:
        document = {"datasets": summaries, "verifier": args.verifier, "version": __version__}
        if args.heldout:
            document["slice"] = "heldout"
        Path(args.json).write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.report:
        from veracity.evaluation.html_report import write_report

        try:
            write_report(scored, args.threshold, args.report, f"veracity eval, verifier {args.verifier}")
        except RuntimeError as exc:
            print(f"veracity eval: {exc}", file=sys.stderr)
            return 2
    return status


def register(commands: argparse._SubParsersAction) -> None:
    evaluation = commands.add_parser(
        "eval", help="measure accuracy on labelled JSONL files", description="Measure accuracy on labelled files."
    )
    evaluation.add_argument("paths", nargs="+", metavar="PATH", help=".jsonl or .jsonl.gz files (shared/eval format)")
    evaluation.add_argument("--limit", type=positive, help="score only the first N rows of each file")
    evaluation.add_argument(
        "--threshold",
        type=float,
        default=DEFAULT_CITATION_THRESHOLD,
        help=f"score at which an answer or claim counts as supported (default: {DEFAULT_CITATION_THRESHOLD})",
    )
    evaluation.add_argument("--tune", action="store_true", help="also report the threshold with the best accuracy")
    evaluation.add_argument(
        "--reliability", action="store_true", help="also show how often each score band is labelled supported"
    )
    evaluation.add_argument(
        "--heldout", action="store_true", help="only the held-out tenth of a training file (never trained on)"
    )
    evaluation.add_argument(
        "--cross-lingual",
        action="store_true",
        help="read a parallel NLI file (the same pair in two languages on lines 1-2, 3-4, ...; JSICK) across "
        "languages: premise in one, hypothesis in the other",
    )
    verifier_options(evaluation)
    evaluation.add_argument("--json", metavar="OUT", help="also write the figures to this JSON file")
    evaluation.add_argument(
        "--report",
        metavar="HTML",
        help="also write one self-contained HTML page: ROC, reliability, confusion, confident errors "
        "(needs the [report] extra)",
    )
    evaluation.set_defaults(run=run)
