"""`veracity store`: import, list and delete engines and their documents."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from veracity.cli.options import open_store, store_options
from veracity.store import Document
from veracity.store.base import PreparedDocument


class _Progress:
    """A bar on stderr while documents are embedded (documents, chunks/s, time left), where stderr is a terminal."""

    def __init__(self, documents: list[Document]) -> None:
        from tqdm import tqdm

        self.bar = tqdm(total=len(documents), unit="doc", desc="embedding", disable=None)
        self.chunks, self.started = 0, time.perf_counter()

    def __call__(self, prepared: PreparedDocument) -> None:
        self.chunks += len(prepared.chunks)
        rate = self.chunks / max(time.perf_counter() - self.started, 1e-9)
        self.bar.set_postfix_str(f"{self.chunks} chunks, {rate:.0f} chunks/s", refresh=False)
        self.bar.update()

    def close(self) -> None:
        self.bar.close()


def run(args: argparse.Namespace) -> int:
    from veracity.errors import VeracityError
    from veracity.store import ImportFailed, read_paths

    store = open_store(args)
    try:
        if args.action == "import":
            from veracity.embeddings import Embedder

            skipped: list[tuple[Path, str]] = []
            documents = list(read_paths(args.paths, skipped))  # every file is read before anything is written
            print(f"veracity store: embedding {len(documents)} documents for engine {args.engine!r}", file=sys.stderr)
            started = time.perf_counter()
            progress = _Progress(documents)
            try:
                # One transaction, a new engine's creation included: a failed or killed import leaves nothing.
                chunks = store.add(args.engine, documents, Embedder(), create=True, done=progress)
            except (ImportFailed, VeracityError):
                raise
            except Exception as exc:  # a database error the store has no better name for
                print(f"veracity store: nothing imported: {type(exc).__name__}: {exc}", file=sys.stderr)
                return 2
            finally:
                progress.close()
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


def register(commands: argparse._SubParsersAction) -> None:
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
        store_options(action)
    store.set_defaults(run=run)
