"""`veracity batch --ray`: the local run's rows, scored by a pool of Ray actors through Ray Data.

Ray reads the input (a local path, a path on a shared file system, or an object-store URL such as
s3:// or gs://) as its own read functions do; each input file is read whole by one task and split
into rows by the very function a local run uses, so bad lines become the same error rows and every
row keeps its line. (`ray.data.read_json` would fail the whole job on one bad line, and casts every
row to one schema.) An actor pool, each actor loading the model once, scores the rows with the
local run's per-row function, and the rows come back in line order to this process, which writes
and resumes the output exactly as a local run does.
"""

from __future__ import annotations

import io
import json
import logging
import pickle
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import ray
import ray.data
from ray.exceptions import RayTaskError

from veracity import batch
from veracity.checker import GroundingChecker

ROWS_PER_CALL = 8  # rows an actor scores per call: small, so that the rows of a short file spread over the pool


def _rows(file: dict[str, Any], skip: set[int]) -> Iterator[dict[str, Any]]:
    """One input file, as Ray read it, to rows: its line, and the row (or the reason it is bad) pickled,
    so that any value of a Parquet row reaches the actor as a local run would see it."""
    try:
        for line, row in batch.rows_of(io.BytesIO(file["bytes"]), file["path"]):
            if line not in skip:
                yield {"line": line, "row": pickle.dumps(row)}
    except (OSError, UnicodeDecodeError) as exc:
        raise batch.BatchError(f"cannot read {file['path']}: {exc}") from None


class _Scorer:
    """One actor of the pool: the model loaded once, then batches of rows scored by `batch.score_row`."""

    def __init__(self, verifier: str) -> None:
        self.checker: GroundingChecker = batch.worker_checker(verifier)

    def __call__(self, rows: dict[str, np.ndarray]) -> dict[str, list[str]]:
        scored = (
            batch.score_row(self.checker, int(line), pickle.loads(row))
            for line, row in zip(rows["line"], rows["row"], strict=True)
        )
        return {"scored": [json.dumps(row, ensure_ascii=False) for row in scored]}


def _connect(address: str) -> None:
    """Join the Ray cluster at `address` ("local": start a Ray runtime on this machine, for this run)."""
    try:
        ray.init(address=address, logging_level=logging.WARNING, log_to_driver=False)
        logging.getLogger("ray.data").setLevel(logging.WARNING)  # not its plan and timings: the bar says enough
    except (ConnectionError, ValueError, RuntimeError) as exc:
        raise batch.BatchError(f"cannot connect to Ray at {address}: {exc}") from None


def scored_rows(source: str, done: set[int], verifier: str, workers: int) -> Iterator[batch.Row]:
    """The output rows of every line of `source` not in `done`, in line order."""
    context = ray.data.DataContext.get_current()
    context.execution_options.preserve_order = True  # the output in line order, as a local run writes it
    context.enable_progress_bars = False  # the command's own bar counts rows
    # One row a block: the pool takes blocks, so a file read as one big block would go to a single actor.
    context.target_max_block_size = 1
    # Reading and splitting take no CPU of their own: every core is the pool's, and a task that waited
    # for a core the actors hold would wait forever.
    try:
        files = ray.data.read_binary_files(source, include_paths=True, num_cpus=0)
    except OSError as exc:  # the input is not there: said before anything is written
        reason = "no such file" if isinstance(exc, FileNotFoundError) else exc
        raise batch.BatchError(f"cannot read {source}: {reason}") from None
    rows = files.flat_map(_rows, fn_kwargs={"skip": done}, num_cpus=0)
    scored = rows.map_batches(
        _Scorer,
        fn_constructor_args=(verifier,),
        concurrency=workers,
        batch_size=ROWS_PER_CALL,
        num_cpus=1,
    )
    return _decoded(scored)


def _decoded(scored: ray.data.Dataset) -> Iterator[batch.Row]:
    try:
        for row in scored.iter_rows():
            yield json.loads(row["scored"])
    except RayTaskError as exc:  # a file Ray could list but not read: the reason, not a remote traceback
        if isinstance(exc.cause, batch.BatchError):
            raise exc.cause from None
        raise


def run(
    source: str, output: Path, verifier: str, workers: int, address: str, progress: Any = None
) -> tuple[int, int, int]:
    """What `batch.run` does, on Ray: (rows written now, rows skipped as already done, rows with errors)."""
    done = batch.done_lines(output)
    _connect(address)
    try:
        rows = scored_rows(source, done, verifier, workers)
        written, errors = batch.write(output, rows, progress)
    finally:
        ray.shutdown()
    return written, len(done), errors
