"""`veracity batch` end to end: JSON lines and Parquet, bad rows in place, resume after kill -9, workers."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_cli import veracity

FACT = "Titanic is a 1997 film directed by James Cameron. It stars Kate Winslet and Leonardo DiCaprio."
TOWER = "The Eiffel Tower is 330 metres tall. It was completed in 1889."


def rows(count: int) -> list[dict]:
    made = []
    for i in range(count):
        if i % 3 == 2:
            made.append({"id": f"pair-{i}", "document": TOWER, "claim": f"It is {300 + i} metres tall."})
        else:
            made.append(
                {
                    "id": f"row-{i}",
                    "facts": [FACT],
                    "answer": f"Titanic was directed by James Cameron. It won {i} awards.",
                }
            )
    return made


def write_jsonl(path: Path, items: list[dict], extra_lines: dict[int, str] | None = None) -> Path:
    lines = [json.dumps(item) for item in items]
    for at, text in sorted((extra_lines or {}).items()):
        lines.insert(at, text)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def same_rows(a: object, b: object) -> bool:
    """Equal, scores to 1e-5: a sentence embedded in another batch, or with another thread count, can differ in
    its last bits (1e-7), which can move a score's sixth decimal. Everything else must be identical."""
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, int | float) and isinstance(b, int | float) and abs(a - b) <= 1e-5
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_rows(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_rows(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def test_rows_and_pairs_in_order_with_bad_rows_in_place(tmp_path: Path) -> None:
    source = write_jsonl(
        tmp_path / "in.jsonl",
        [*rows(3), {"id": "x", "answer": 5}, {"id": "p", "premise": TOWER, "claim": "It was completed in 1889."}],
        {2: "{broken"},
    )
    run = veracity("batch", str(source), "--output", str(tmp_path / "out.jsonl"), "--verifier", "fast")
    assert run.returncode == 0, run.stderr
    out = read_jsonl(tmp_path / "out.jsonl")
    assert [row["line"] for row in out] == [1, 2, 3, 4, 5, 6]
    assert out[2]["error"].startswith("line 3: not JSON")
    assert out[4]["id"] == "x" and "needs 'answer' and 'facts'" in out[4]["error"]
    first = out[0]
    assert first["id"] == "row-0" and 0 <= first["supportScore"] <= 1
    assert first["claims"][0]["text"] == "Titanic was directed by James Cameron." and first["claims"][0][
        "citations"
    ] == [0]
    assert first["citedChunks"] == [FACT]
    assert out[3]["id"] == "pair-2" and out[3]["score"] < 0.3  # 302 metres, against 330
    assert out[5]["score"] > 0.6
    assert "2 rows have an error field" in run.stdout


def test_parquet_in_and_out_and_resume_after_a_kill(tmp_path: Path) -> None:
    pyarrow = pytest.importorskip("pyarrow")
    import pyarrow.parquet as parquet

    items = rows(240)
    source = tmp_path / "in.parquet"
    parquet.write_table(pyarrow.Table.from_pylist(items), source)
    whole = tmp_path / "whole.parquet"
    assert veracity("batch", str(source), "--output", str(whole)).returncode == 0
    expected = parquet.read_table(whole).to_pylist()
    assert [row["line"] for row in expected] == list(range(1, 241))
    # Killed midway, then run again with the same output: the same rows as one uninterrupted run.
    resumed = tmp_path / "resumed.parquet"
    journal = tmp_path / "resumed.parquet.partial.jsonl"
    command = [sys.executable, "-m", "veracity.cli", "batch", str(source), "--output", str(resumed)]
    killed = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not journal.exists() or len(journal.read_bytes().splitlines()) < 40):
        time.sleep(0.05)
    killed.kill()
    killed.wait()
    written = len(journal.read_bytes().splitlines())
    assert 40 <= written < 240 and not resumed.exists()  # it was killed midway
    again = veracity("batch", str(source), "--output", str(resumed))
    assert again.returncode == 0 and "already there" in again.stdout, again.stderr
    assert same_rows(parquet.read_table(resumed).to_pylist(), expected) and not journal.exists()


def test_two_workers_write_what_one_writes(tmp_path: Path) -> None:
    source = write_jsonl(tmp_path / "in.jsonl", rows(30))
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert veracity("batch", str(source), "--output", str(one)).returncode == 0
    run = veracity("batch", str(source), "--output", str(two), "--workers", "2")
    assert run.returncode == 0, run.stderr
    assert same_rows(read_jsonl(two), read_jsonl(one))
