"""The `veracity` command: serve the API, or check an answer from the shell."""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from pathlib import Path
from types import ModuleType

from veracity import __version__
from veracity.checker import as_fact
from veracity.errors import VeracityError
from veracity.store import Document, Store
from veracity.store.base import PreparedDocument
from veracity.types import (
    DEFAULT_ANTI_CITATION_THRESHOLD,
    DEFAULT_CITATION_THRESHOLD,
    CheckRequest,
    Fact,
    GroundingSpec,
)
from veracity.verifiers import DEFAULT_VERIFIER, VERIFIERS


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _port(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"must be a port number from 0 to 65535, got {value}")
    return value


def _grpc_port(text: str) -> int:
    return -1 if text.strip() == "-1" else _port(text)


def _read_facts(source: str) -> list[Fact]:
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


def _serve(args: argparse.Namespace) -> int:
    from veracity.api.auth import configured_keys
    from veracity.server import serve

    grpc_port = None if args.grpc_port < 0 else args.grpc_port
    store = _open_store(args)
    try:
        serve(
            args.host,
            args.port,
            grpc_port,
            configured_keys(args.api_key or ()),
            args.verifier,
            store,
            allowed_hosts=[h.strip() for item in args.allowed_hosts or () for h in item.split(",") if h.strip()],
            log_level=args.log_level,
            log_format=args.log_format,
        )
    except OSError as exc:
        print(f"veracity serve: {exc}", file=sys.stderr)
        return 2
    return 0


def _open_store(args: argparse.Namespace) -> Store:
    from veracity.store import StoreUnavailable, open_store

    try:
        return open_store(args.store or args.data_dir)
    except StoreUnavailable as exc:
        print(f"veracity {args.command}: {exc}", file=sys.stderr)
        raise SystemExit(2) from None


class _Progress:
    """A bar on stderr while documents are embedded (documents, chunks/s, time left), where stderr is a terminal."""

    def __init__(self, documents: list[Document]) -> None:
        from tqdm import tqdm

        self.bar = tqdm(total=len(documents), unit="doc", desc="embedding", disable=None, leave=False)
        self.chunks, self.started = 0, time.perf_counter()

    def __call__(self, prepared: PreparedDocument) -> None:
        self.chunks += len(prepared.chunks)
        rate = self.chunks / max(time.perf_counter() - self.started, 1e-9)
        self.bar.set_postfix_str(f"{self.chunks} chunks, {rate:.0f} chunks/s", refresh=False)
        self.bar.update()

    def close(self) -> None:
        self.bar.close()


def _store(args: argparse.Namespace) -> int:
    from veracity.errors import VeracityError
    from veracity.store import ImportFailed, read_paths
    from veracity.store.base import prepare

    store = _open_store(args)
    try:
        if args.action == "import":
            from veracity.embeddings import Embedder

            skipped: list[tuple[Path, str]] = []
            documents = list(read_paths(args.paths, skipped))  # every file is read before anything is written
            print(f"veracity store: embedding {len(documents)} documents for engine {args.engine!r}", file=sys.stderr)
            started = time.perf_counter()
            progress = _Progress(documents)
            try:
                prepared = prepare(documents, Embedder(), progress)
                # One transaction, a new engine's creation included: a failed or killed import leaves nothing.
                store.write(args.engine, prepared, create=True)
            except (ImportFailed, VeracityError):
                raise
            except Exception as exc:  # a database error the store has no better name for
                print(f"veracity store: nothing imported: {type(exc).__name__}: {exc}", file=sys.stderr)
                return 2
            finally:
                progress.close()
            chunks = sum(len(p.chunks) for p in prepared)
            seconds = time.perf_counter() - started
            print(
                f"imported {len(documents)} documents ({chunks} chunks) into engine {args.engine!r} in {seconds:.1f} s"
                + (f"; skipped {len(skipped)} files:" if skipped else "")
            )
            for path, why in skipped:
                print(f"  skipped {path}: {why}")
        elif args.action == "list":
            if args.engine is None:
                print("\n".join(store.engines()))
            else:
                for info in store.documents(args.engine):
                    print(f"{info.id}\t{info.chunks} chunks\t{info.title}\t{info.link}")
        elif args.document_ids:
            for document_id in args.document_ids:
                if not store.delete_document(args.engine, document_id):
                    print(f"veracity store: no document {document_id!r} in engine {args.engine!r}", file=sys.stderr)
                    return 1
        elif not store.delete_engine(args.engine):
            print(f"veracity store: no engine {args.engine!r}", file=sys.stderr)
            return 1
    except ImportFailed as exc:
        print(f"veracity store: nothing imported: {exc}", file=sys.stderr)
        return 2
    except VeracityError as exc:
        print(f"veracity store: {exc.message}", file=sys.stderr)
        return 2
    finally:
        store.close()
    return 0


def _check(args: argparse.Namespace) -> int:
    from veracity.api.wire import render as render_json
    from veracity.checker import GroundingChecker
    from veracity.report import render

    if args.facts == "-" and args.candidate is None:
        print("veracity check: with --facts -, give the answer with --candidate", file=sys.stderr)
        return 2
    candidate = args.candidate if args.candidate is not None else sys.stdin.read()
    try:
        facts = _read_facts(args.facts) if args.facts is not None else []
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
        store = _open_store(args)
    checker = GroundingChecker(args.verifier, store)
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


def _eval(args: argparse.Namespace) -> int:
    from veracity.checker import GroundingChecker
    from veracity.evaluation.runner import Report, evaluate
    from veracity.evaluation.tables import accuracy_table, reliability_table

    checker = GroundingChecker(args.verifier)
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


def _bench(args: argparse.Namespace) -> int:
    from veracity.evaluation.speed import bench

    if args.store:
        from veracity.evaluation.speed import store_bench

        table = store_bench(args.store, args.store_sizes)
    else:
        table = bench(args.verifier, args.requests, args.heavy_requests, args.clients)
    print(table)
    if args.output:
        Path(args.output).write_text(table + "\n", encoding="utf-8")
    return 0


def _store_options(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--data-dir", help="folder of the embedded document store (default: ~/.local/share/veracity)")
    where.add_argument("--store", metavar="URL", help="a postgresql:// URL: keep the document store in PostgreSQL")


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
        Path(args.nli), Path(args.out), dev, args.dev_limit, epochs=args.epochs, seed=args.seed, sources=sources
    )
    print(json.dumps(training.train(config), indent=2))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="veracity", description="Self-hosted grounding checks.")
    parser.add_argument("--version", action="version", version=f"veracity {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="run the REST and gRPC API")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    serve.add_argument("--port", type=_port, default=8080, help="REST port (default: 8080)")
    serve.add_argument(
        "--grpc-port", type=_grpc_port, default=8081, help="gRPC port; -1 turns gRPC off (default: 8081)"
    )
    serve.add_argument(
        "--api-key", action="append", help="require this key (repeatable; also VERACITY_API_KEYS, comma-separated)"
    )
    serve.add_argument(
        "--allowed-hosts",
        action="append",
        metavar="NAMES",
        help="Host names REST answers to, comma-separated ('*.example.com' for a domain); "
        "default: the loopback names, or any name when --host is 0.0.0.0",
    )
    serve.add_argument("--log-level", choices=("debug", "info", "warning", "error"), default="info")
    serve.add_argument("--log-format", choices=("text", "json"), default="text")
    serve.add_argument("--verifier", choices=VERIFIERS, default=DEFAULT_VERIFIER)
    _store_options(serve)
    serve.set_defaults(run=_serve)

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
    check.add_argument("--verifier", choices=VERIFIERS, default=DEFAULT_VERIFIER)
    _store_options(check)
    check.set_defaults(run=_check)

    store = commands.add_parser("store", help="manage document store engines and their documents")
    actions = store.add_subparsers(dest="action", required=True)
    importing = actions.add_parser("import", help="import files or folders into an engine (created if new)")
    importing.add_argument("--engine", required=True, help="engine (search app) id")
    importing.add_argument("paths", nargs="+", metavar="PATH", help=".txt .md .html .pdf or .jsonl files, or folders")
    listing = actions.add_parser("list", help="list engines, or the documents of one engine")
    listing.add_argument("--engine", help="list this engine's documents")
    deleting = actions.add_parser("delete", help="delete an engine, or some of its documents")
    deleting.add_argument("--engine", required=True)
    deleting.add_argument("document_ids", nargs="*", metavar="DOCUMENT_ID", help="delete only these documents")
    for action in (importing, listing, deleting):
        _store_options(action)
    store.set_defaults(run=_store)

    evaluation = commands.add_parser(
        "eval", help="measure accuracy on labelled JSONL files", description="Measure accuracy on labelled files."
    )
    evaluation.add_argument("paths", nargs="+", metavar="PATH", help=".jsonl or .jsonl.gz files (shared/eval format)")
    evaluation.add_argument("--limit", type=_positive, help="score only the first N rows of each file")
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
    evaluation.add_argument("--verifier", choices=VERIFIERS, default=DEFAULT_VERIFIER)
    evaluation.add_argument("--json", metavar="OUT", help="also write the figures to this JSON file")
    evaluation.add_argument(
        "--report",
        metavar="HTML",
        help="also write one self-contained HTML page: ROC, reliability, confusion, confident errors "
        "(needs the [report] extra)",
    )
    evaluation.set_defaults(run=_eval)

    speed = commands.add_parser(
        "bench", help="measure latency and throughput on this machine", description="Measure speed on this machine."
    )
    speed.add_argument("--requests", type=_positive, default=200, help="seed requests per run (default: 200)")
    speed.add_argument("--heavy-requests", type=_positive, default=10, help="heavy requests per run (default: 10)")
    speed.add_argument(
        "--clients", type=_positive, nargs="+", default=[1, 4], help="concurrent clients, one run each (default: 1 4)"
    )
    speed.add_argument("--verifier", choices=VERIFIERS, default=DEFAULT_VERIFIER)
    speed.add_argument("--output", metavar="OUT", help="also write the markdown table to this file")
    speed.add_argument(
        "--store",
        action="append",
        metavar="LOCATION",
        help="instead: benchmark document stores (a data folder or postgresql:// URL; repeatable)",
    )
    speed.add_argument(
        "--store-sizes", type=_positive, nargs="+", default=[1_000, 100_000], help="engine sizes in chunks"
    )
    speed.set_defaults(run=_bench)

    training = commands.add_parser(
        "train",
        help="rebuild a model that Veracity ships (needs the [train] extra)",
        description="Rebuild a model that Veracity ships, from the training folders only.",
    )
    models = training.add_subparsers(dest="model", required=True)
    helpful = models.add_parser("helpfulness", help="the helpfulness score's weights")
    helpful.add_argument("--data", required=True, help="folder with halueval_qa and halueval_dialogue .jsonl.gz")
    helpful.add_argument("--out", default="veracity/models/helpfulness.json", help="where to write the weights")
    helpful.add_argument("--questions", type=_positive, default=3000, help="questions to build pairs from")
    helpful.add_argument("--dialogues", type=_positive, default=1500, help="dialogues to build pairs from")
    helpful.add_argument("--seed", type=int, default=0)
    helpful.add_argument("--c", type=float, default=1.0, help="inverse regularisation strength")
    helpful.set_defaults(run=_train_helpfulness)
    verifier = models.add_parser("verifier", help="the trained verifier: entailment head, combiner (~5 min on CPU)")
    verifier.add_argument("--nli", required=True, help="folder of NLI .jsonl.gz files (shared/eval/nli/train)")
    verifier.add_argument("--dev", help="grounding dev folder: only to put the best threshold at 0.6")
    verifier.add_argument("--dev-limit", type=_positive, default=400, help="rows of each dev file to read")
    verifier.add_argument("--out", default="veracity/models/verifier.npz", help="where to write the model")
    verifier.add_argument("--epochs", type=_positive, default=8)
    verifier.add_argument("--seed", type=int, default=0)
    verifier.add_argument(
        "--sources", nargs="*", metavar="NAME", help="NLI files to read (default: the shipped seven; alone: all files)"
    )
    verifier.set_defaults(run=_train_verifier)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except BrokenPipeError:  # the reader stopped early (`veracity check ... | head`): not our error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so exit does not flush into it again
        return 1


if __name__ == "__main__":
    sys.exit(main())
