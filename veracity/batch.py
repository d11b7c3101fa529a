"""`veracity batch`: score a whole file of rows offline, one output row per input row, in order.

Rows are grounding rows (`answer`, `facts`, optional `prompt`: the `shared/eval` format) or pairs
(`document` or `premise`, and `claim`). Input is JSON lines (.jsonl, .jsonl.gz) or Parquet; so is
the output, by its extension. Output rows carry the input's `line` (1-based), so a rerun with the
same output skips what is already written; a bad row becomes an output row with an `error`.
Parquet output is written at the end from a JSON lines journal beside it (`OUT.partial.jsonl`),
which is also what a rerun resumes from.
"""

from __future__ import annotations

import gzip
import json
import os
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from io import TextIOWrapper
from pathlib import Path
from typing import Any, BinaryIO

from threadpoolctl import threadpool_limits

from veracity.checker import GroundingChecker
from veracity.embeddings import Embedder
from veracity.errors import InvalidArgument, VeracityError
from veracity.evidence import document_facts
from veracity.limits import MAX_FACTS
from veracity.types import CheckResult
from veracity.verifiers import DEFAULT_VERIFIER

Row = dict[str, Any]


class BatchError(Exception):
    """The run cannot go on (a file that cannot be read or written); a bad row is not one."""


def _parquet() -> Any:
    try:
        import pyarrow.parquet
    except ImportError:
        raise BatchError("Parquet needs pyarrow: pip install 'veracity[batch]'") from None
    return pyarrow.parquet


def is_parquet(path: Path) -> bool:
    return path.suffix.lower() == ".parquet"


def read_rows(path: Path) -> Iterator[tuple[int, Row | str]]:
    """(line, row) pairs; a row that is not a JSON object comes as the reason why."""
    try:
        with path.open("rb") as file:
            yield from rows_of(file, path.name)
    except (OSError, UnicodeDecodeError) as exc:
        raise BatchError(f"cannot read {path}: {exc}") from None


def rows_of(file: BinaryIO, name: str) -> Iterator[tuple[int, Row | str]]:
    """The rows of an open file, its format told by its name: what a local run and a Ray task both read."""
    if is_parquet(Path(name)):
        yield from enumerate(_parquet().read_table(file).to_pylist(), start=1)
        return
    gzipped = name.lower().endswith(".gz")
    with gzip.open(file, "rt", encoding="utf-8") if gzipped else TextIOWrapper(file, "utf-8") as text:
        for line, raw in enumerate(text, start=1):
            if raw.strip():
                yield line, _parse(line, raw)


def _parse(line: int, text: str) -> Row | str:
    try:
        row = json.loads(text)
    except json.JSONDecodeError as exc:
        return f"line {line}: not JSON ({exc.msg} at column {exc.colno})"
    return row if isinstance(row, dict) else f"line {line}: expected a JSON object"


def count_rows(path: Path) -> int:
    if is_parquet(path):
        return _parquet().read_metadata(path).num_rows
    return sum(1 for _ in read_rows(path))


def _facts(row: Row) -> list[str]:
    facts = row.get("facts")
    if isinstance(facts, str):
        facts = [facts]
    if not isinstance(facts, list) or not all(isinstance(f, str) for f in facts):
        raise InvalidArgument("'facts' must be a list of strings")
    return [piece for fact in facts for piece in document_facts(fact)][:MAX_FACTS]


def _claims(result: CheckResult) -> list[Row]:
    return [
        {
            "text": claim.text,
            "score": claim.score,
            "citations": list(claim.citations),
            "antiCitations": list(claim.anti_citations),
            **({"reason": claim.reason} if claim.reason else {}),
        }
        for claim in result.claims
        if claim.check_required
    ]


def score_row(checker: GroundingChecker, line: int, row: Row | str) -> Row:
    """The output row for one input row; never raises for a bad row."""
    out: Row = {"line": line, "id": row.get("id", line) if isinstance(row, dict) else line}
    if isinstance(row, str):
        return out | {"error": row}
    try:
        evidence = row.get("document", row.get("premise"))
        if isinstance(evidence, str) and isinstance(row.get("claim"), str):
            return out | {"score": checker.score_pairs([evidence], [row["claim"]])[0]}
        answer, prompt = row.get("answer"), row.get("prompt")
        if not isinstance(answer, str):
            raise InvalidArgument("a row needs 'answer' and 'facts', or 'document' (or 'premise') and 'claim'")
        prompt = prompt if isinstance(prompt, str) and prompt.strip() else None
        result = checker.check(
            answer, _facts(row), claim_scores=True, anti_citations=True, prompt=prompt, helpfulness=prompt is not None
        )
    except VeracityError as exc:
        return out | {"error": f"line {line}: {exc.message}"}
    out |= {
        "supportScore": result.support_score,
        "claims": _claims(result),
        "citedChunks": [chunk.text for chunk in result.cited_chunks],  # what the claims' indices point at
    }
    if result.contradiction_score is not None:
        out["contradictionScore"] = result.contradiction_score
    if result.helpfulness_score is not None:
        out["helpfulnessScore"] = result.helpfulness_score
    return out


def _journal(output: Path) -> Path:
    return output.with_name(output.name + ".partial.jsonl") if is_parquet(output) else output


def done_lines(output: Path) -> set[int]:
    """Lines a previous run wrote; a last line cut off by a kill is dropped, to be written again."""
    journal = _journal(output)
    if journal != output and output.exists() and not journal.exists():  # a finished Parquet run: go on from it
        with journal.open("w", encoding="utf-8") as rows:
            rows.writelines(json.dumps(row, ensure_ascii=False) + "\n" for _, row in read_rows(output))
    if not journal.exists():
        return set()
    lines, keep = set(), 0
    with journal.open("rb") as rows:
        for raw in rows:
            try:
                lines.add(int(json.loads(raw)["line"]))
            except (ValueError, KeyError, TypeError):
                break
            keep += len(raw)
    with journal.open("r+b") as rows:
        rows.truncate(keep)
    return lines


def worker_checker(verifier: str) -> GroundingChecker:
    """The checker of one of several workers on a machine: one thread for the encoder and one for numpy's BLAS,
    since N workers with a thread per core each would fight over the cores (200 QAGS rows on 2 workers: 22 s
    with BLAS left alone, 9.7 s with one thread). Local worker processes and Ray actors both load this one."""
    threadpool_limits(1)  # for this whole worker process
    return GroundingChecker(verifier, embedder=Embedder(threads=1))


_worker: GroundingChecker | None = None


def _start_worker(verifier: str) -> None:
    global _worker
    _worker = worker_checker(verifier)


def _score_in_worker(item: tuple[int, Row | str]) -> Row:
    assert _worker is not None
    return score_row(_worker, *item)


def run(
    source: Path, output: Path, verifier: str = DEFAULT_VERIFIER, workers: int = 1, progress: Any = None
) -> tuple[int, int, int]:
    """Score `source` into `output`; returns (rows written now, rows skipped as already done, rows with errors)."""
    done = done_lines(output)
    todo = ((line, row) for line, row in read_rows(source) if line not in done)
    if workers == 1:
        checker = GroundingChecker(verifier)
        written, errors = write(output, (score_row(checker, line, row) for line, row in todo), progress)
        return written, len(done), errors
    pool = ProcessPoolExecutor(workers, initializer=_start_worker, initargs=(verifier,))
    try:
        written, errors = write(output, pool.map(_score_in_worker, todo, chunksize=8), progress)
    finally:
        pool.shutdown(cancel_futures=True)
    return written, len(done), errors


def write(output: Path, results: Iterable[Row], progress: Any = None) -> tuple[int, int]:
    """Append scored rows, in the order given, to the output's journal, then finish a Parquet output;
    returns (rows written, rows with errors). Each row is flushed as it comes, so a kill loses none."""
    journal = _journal(output)
    written = errors = 0
    with journal.open("a", encoding="utf-8") as out:
        for row in results:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            out.flush()
            written += 1
            errors += "error" in row
            if progress is not None:
                progress.update()
    if is_parquet(output):
        _finish_parquet(journal, output)
    return written, errors


def _finish_parquet(journal: Path, output: Path) -> None:
    import pyarrow

    with journal.open(encoding="utf-8") as rows:
        table = pyarrow.Table.from_pylist([json.loads(row) for row in rows])
    _parquet().write_table(table, output)
    os.remove(journal)
