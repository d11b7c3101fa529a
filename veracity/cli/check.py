"""`veracity check`: check an answer against facts or an engine, from the shell."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from veracity.checker import as_fact
from veracity.cli.options import build_checker, open_store, store_options, verifier_options
from veracity.errors import VeracityError
from veracity.types import (
    DEFAULT_ANTI_CITATION_THRESHOLD,
    DEFAULT_CITATION_THRESHOLD,
    CheckRequest,
    Fact,
    GroundingSpec,
)


def read_facts(source: str) -> list[Fact]:
    """A JSON list (of strings or {"factText"|"text", "attributes"}), JSON lines, or plain text
    with one fact per paragraph."""
    text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    stripped = text.strip()
    items: list[object]
    if stripped.startswith("["):
        items = json.loads(stripped)
    elif stripped.startswith("{"):
        items = [json.loads(line) for line in stripped.splitlines() if line.strip()]
    else:
        items = [p.strip() for p in stripped.split("\n\n") if p.strip()]
    return [as_fact(item) for item in items]


def run(args: argparse.Namespace) -> int:
    from veracity.api.wire import render as render_json
    from veracity.report import render

    if args.facts == "-" and args.candidate is None:
        print("veracity check: with --facts -, give the answer with --candidate", file=sys.stderr)
        return 2
    candidate = args.candidate if args.candidate is not None else sys.stdin.read()
    try:
        facts = read_facts(args.facts) if args.facts is not None else []
    except (OSError, ValueError, VeracityError) as exc:
        print(f"veracity check: cannot read facts from {args.facts}: {exc}", file=sys.stderr)
        return 2
    spec = GroundingSpec(
        citation_threshold=args.citation_threshold,
        enable_claim_level_score=args.claim_scores,
        enable_anti_citations=args.anti_citations,
        anti_citation_threshold=args.anti_citation_threshold,
        enable_helpfulness_score=args.prompt is not None,
        enable_claim_reasons=True,
    )
    store = None
    if args.engine is not None:
        store = open_store(args)
    checker = build_checker(args, store)
    try:
        request = CheckRequest(candidate, tuple(facts), spec, prompt=args.prompt, search_engine=args.engine)
        result = checker.run(request)
    except VeracityError as exc:
        print(f"veracity check: {exc.message}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(render_json(result, spec, "v1"), indent=2, ensure_ascii=False))
    else:
        colour = sys.stdout.isatty()
        print(render(result, args.citation_threshold, args.anti_citation_threshold, colour))
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    check = commands.add_parser("check", help="check an answer against facts")
    sources = check.add_mutually_exclusive_group(required=True)
    sources.add_argument("--facts", help="file of facts (JSON list, JSON lines or paragraphs), or -")
    sources.add_argument("--engine", help="check against this document store engine instead of facts")
    check.add_argument("--candidate", help="the answer to check (default: read from stdin)")
    check.add_argument("--citation-threshold", type=float, default=DEFAULT_CITATION_THRESHOLD)
    check.add_argument("--claim-scores", action="store_true", help="show a score for each claim")
    check.add_argument("--anti-citations", action="store_true", help="also look for contradictions")
    check.add_argument("--anti-citation-threshold", type=float, default=DEFAULT_ANTI_CITATION_THRESHOLD)
    check.add_argument("--prompt", help="the request the answer replies to: adds a helpfulness score")
    check.add_argument("--json", action="store_true", help="print the API's JSON response")
    verifier_options(check)
    store_options(check)
    check.set_defaults(run=run)
