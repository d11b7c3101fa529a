"""`veracity eval` and `veracity bench` end to end, with the real checker."""

import gzip
import json
import re
from pathlib import Path

import pytest

from tests.test_cli import veracity
from veracity.evaluation.datasets import (
    DatasetError,
    cross_lingual,
    dataset_name,
    is_heldout,
    read_rows,
)
from veracity.evaluation.runner import evaluate
from veracity.evidence import document_facts

FACT = "Titanic is a 1997 film directed by James Cameron. It stars Kate Winslet and Leonardo DiCaprio."
ROWS = [
    {"id": "1", "lang": "en", "facts": [FACT], "answer": "Titanic was directed by James Cameron.", "label": 1},
    {"id": "2", "lang": "en", "facts": [FACT], "answer": "Titanic was directed by Steven Spielberg.", "label": 0},
    {
        "id": "3",
        "lang": "de",
        "facts": [FACT],
        "answer": "Titanic stars Kate Winslet. It was filmed on the Moon in 1850.",
        "label": 0,
        "claim_labels": [1, 0],
        "meta": {"sentences": ["Titanic stars Kate Winslet.", "It was filmed on the Moon in 1850."]},
    },
    {
        "id": "4",
        "lang": "en",
        "facts": [FACT],
        "answer": "Here is a summary. Titanic is a 1997 film.",
        "label": 1,
        "claim_labels": [None, 1],
        "meta": {"sentences": ["Here is a summary.", "Titanic is a 1997 film."]},
    },
]


def write_jsonl(path: Path, rows: list[object], broken_line: str | None = None) -> Path:
    lines = [json.dumps(row) for row in rows]
    if broken_line is not None:
        lines.insert(2, broken_line)
    with gzip.open(path, "wt", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    return path


def test_long_documents_become_facts_within_the_limit() -> None:
    paragraph = " ".join(f"Sentence number {i} says something about item {i}." for i in range(400))
    document = "\n".join([paragraph, "A short paragraph.", paragraph])
    facts = document_facts(document, limit=10_000)
    assert all(len(f) <= 10_000 for f in facts) and len(facts) >= 3
    assert "".join(facts).replace("\n", "").replace(" ", "") == document.replace("\n", "").replace(" ", "")


def test_heldout_slice_is_stable_and_about_a_tenth() -> None:
    documents = [(f"document {i}",) for i in range(2_000)]
    chosen = [d for d in documents if is_heldout(d)]
    assert 150 < len(chosen) < 250
    assert chosen == [d for d in documents if is_heldout(d)]


def test_malformed_lines_are_named(tmp_path) -> None:
    path = write_jsonl(
        tmp_path / "bad.jsonl.gz", ROWS, broken_line='{"facts": "not a list", "answer": "x", "label": 1}'
    )
    with pytest.raises(DatasetError) as caught:
        list(read_rows(path))
    assert caught.value.line == 3 and "'facts' must be a list of strings" in str(caught.value)
    assert dataset_name(path) == "bad"
    with pytest.raises(DatasetError, match=r"missing\.jsonl: cannot read the file"):
        list(read_rows(tmp_path / "missing.jsonl"))


def nli(premise: str, hypothesis: str, label: str, lang: str) -> dict:
    return {"premise": premise, "hypothesis": hypothesis, "label": label, "lang": lang}


PARALLEL = [
    nli("子供たちが庭で遊んでいる", "子供たちが遊んでいる", "entailment", "ja"),
    nli("Kids are playing in a yard", "Kids are playing", "entailment", "en"),
    nli("男性がギターを弾いている", "男性は楽器を弾いていない", "contradiction", "ja"),
    nli("A man is playing a guitar", "A man is not playing an instrument", "neutral", "en"),  # relabelled: skipped
    nli("犬が走っている", "猫が寝ている", "neutral", "ja"),
    nli("A dog is running", "A cat is sleeping", "neutral", "en"),
]


def test_a_parallel_file_is_read_across_languages(tmp_path) -> None:
    path = write_jsonl(tmp_path / "parallel.jsonl.gz", PARALLEL)
    rows = list(cross_lingual(read_rows(path), path))
    assert [(r.lang, r.facts[0], r.answer, r.label) for r in rows] == [
        ("ja>en", "子供たちが庭で遊んでいる", "Kids are playing", 1),
        ("en>ja", "Kids are playing in a yard", "子供たちが遊んでいる", 1),
        ("ja>en", "犬が走っている", "A cat is sleeping", 0),
        ("en>ja", "A dog is running", "猫が寝ている", 0),
    ]
    with pytest.raises(DatasetError, match="needs NLI rows"):
        list(cross_lingual(read_rows(write_jsonl(tmp_path / "grounding.jsonl.gz", ROWS)), path))
    run = veracity("eval", str(path), "--cross-lingual", "--verifier", "overlap")
    assert run.returncode == 0, run.stderr
    assert "| parallel.cross-lingual | response | 4 |" in run.stdout
    assert "|   en>ja |  | 2 |" in run.stdout and "|   ja>en |  | 2 |" in run.stdout


def test_evaluate_scores_responses_and_claims(checker, tmp_path) -> None:
    reports, error = evaluate(checker, write_jsonl(tmp_path / "toy.jsonl.gz", ROWS))
    assert error is None
    responses, claims = reports
    assert (responses.level, responses.labels) == ("response", [1, 0, 0, 1])
    assert responses.scores[0] > responses.scores[1]
    assert (claims.level, claims.labels, claims.langs) == ("claim", [1, 0, 1], ["de", "de", "en"])
    assert claims.scores[0] > 0.6 > claims.scores[1]
    summary = claims.summary(0.6, tune=True)
    assert summary["n"] == 3 and summary["rows"] == 2 and summary["auroc"] == 1.0
    assert set(summary["by_lang"]) == {"de", "en"}


def test_evaluate_keeps_rows_before_a_broken_line(checker, tmp_path) -> None:
    reports, error = evaluate(checker, write_jsonl(tmp_path / "broken.jsonl.gz", ROWS, broken_line="{not json"))
    assert isinstance(error, DatasetError) and error.line == 3
    assert reports[0].labels == [1, 0]


def test_eval_command_writes_json(tmp_path) -> None:
    good = write_jsonl(tmp_path / "toy.jsonl.gz", ROWS)
    broken = write_jsonl(tmp_path / "broken.jsonl.gz", ROWS, broken_line="[1, 2]")
    out = tmp_path / "figures.json"
    run = veracity(
        "eval", str(good), str(broken), "--tune", "--reliability", "--json", str(out), "--verifier", "overlap"
    )
    assert run.returncode == 2
    assert "broken.jsonl.gz:3: expected a JSON object, got list" in run.stderr
    figures = json.loads(out.read_text())
    assert figures["verifier"] == "overlap" and figures["version"]
    assert set(figures["datasets"]) == {"toy", "toy.claims", "broken"}
    toy = figures["datasets"]["toy"]
    assert toy["n"] == 4 and toy["threshold"] == 0.6 and 0 <= toy["bacc"] <= 1 and 0 <= toy["auroc"] <= 1
    assert sum(b["n"] for b in toy["reliability"]) == 4
    assert "| toy.claims | claim | 3 |" in run.stdout
    # The band table: one line per binary set, each band as "share (count)", counts adding up to n.
    band_line = next(line for line in run.stdout.splitlines() if line.startswith("| toy.claims | ") and "(" in line)
    counts = [int(cell.split("(")[1].rstrip(")")) for cell in band_line.strip("| ").split(" | ")[1:]]
    assert sum(counts) == 3 and len(counts) == len(toy["reliability"])


def test_eval_command_writes_a_self_contained_html_report(tmp_path) -> None:
    toy = write_jsonl(tmp_path / "toy.jsonl.gz", ROWS)
    out = tmp_path / "report.html"
    run = veracity("eval", str(toy), "--report", str(out), "--verifier", "overlap")
    assert run.returncode == 0, run.stderr
    page = out.read_text(encoding="utf-8")
    sections = page.split("<h2>")[1:]
    assert [s.split("</h2>")[0] for s in sections] == ["toy", "toy.claims"]
    answers = {row["answer"] for row in ROWS} | {s for row in ROWS for s in row.get("meta", {}).get("sentences", [])}
    for section, n in zip(sections, (4, 3), strict=True):
        assert section.count("<svg") == 2  # ROC and reliability, inline
        hits, misses, false_alarms, rejections = (int(c) for c in re.findall(r"<td class=num>(\d+)</td>", section)[:4])
        assert hits + misses + false_alarms + rejections == n
        errors = section.split("most confident errors")[1].split("<tr>")[2:]  # after the header row
        assert len(errors) == misses + false_alarms
        assert all(any(answer in row for answer in answers) for row in errors)
    assert "Per language" in sections[1]  # the claims are in German and English
    assert not re.search(r"<(script|link|img)[^>]+(src|href)=", page)  # nothing to load from elsewhere


def test_pairwise_files_report_the_share_ordered_as_preferred(tmp_path) -> None:
    def pair(i: int, good: str, bad: str, preferred: str) -> dict:
        a, b = (good, bad) if preferred == "a" else (bad, good)
        return {
            "id": f"p{i}",
            "lang": "en",
            "prompt": "Who directed Titanic?",
            "answer_a": a,
            "answer_b": b,
            "preferred": preferred,
        }

    rows = [
        pair(0, "James Cameron directed Titanic.", "I like ships.", "a"),
        pair(1, "James Cameron directed Titanic.", "I don't know, sorry.", "b"),
        pair(2, "It was James Cameron.", "Who directed Titanic?", "a"),
        {"id": "t", "lang": "en", "prompt": "Who?", "answer_a": "x", "answer_b": "y", "preferred": "tie"},
    ]
    path = write_jsonl(tmp_path / "pairs.jsonl.gz", rows)
    out = tmp_path / "figures.json"
    run = veracity("eval", str(path), "--json", str(out))
    assert run.returncode == 0, run.stderr
    figures = json.loads(out.read_text())["datasets"]["pairs"]
    assert figures["n"] == 3 and figures["rows"] == 4  # the tie is read but not scored
    assert figures["accuracy"] == 1.0


def test_bench_command_prints_a_table() -> None:
    run = veracity("bench", "--requests", "3", "--heavy-requests", "1", "--clients", "1", "--verifier", "overlap")
    assert run.returncode == 0, run.stderr
    rows = [line for line in run.stdout.splitlines() if line.startswith("| seed |") or line.startswith("| heavy |")]
    assert len(rows) == 2 and all(float(cell) > 0 for cell in rows[0].strip("|").split("|")[3:])
    assert "claims per second" in run.stdout


def test_nli_files_report_three_way_accuracy_with_the_trained_verifier(tmp_path) -> None:
    premise = "A man is playing a guitar on the stage."
    rows = [
        {"premise": premise, "hypothesis": "A man is playing music.", "label": "entailment", "lang": "en"},
        {"premise": premise, "hypothesis": "The man is not playing a guitar.", "label": "contradiction", "lang": "en"},
        {"premise": premise, "hypothesis": "A man is playing music.", "label": "not_entailment", "lang": "en"},
        {"premise": premise, "hypothesis": "The man is famous.", "label": "neutral", "lang": "en"},
    ]
    out = tmp_path / "figures.json"
    run = veracity(
        "eval", str(write_jsonl(tmp_path / "nli.jsonl.gz", rows)), "--json", str(out), "--verifier", "trained"
    )
    assert run.returncode == 0, run.stderr
    figures = json.loads(out.read_text())["datasets"]
    assert figures["nli"]["n"] == 4  # entailed or not, as for any grounding row
    assert figures["nli.3-way"]["n"] == 3  # a two-way label has no 3-way answer
    assert 0.0 <= figures["nli.3-way"]["accuracy"] <= 1.0
    assert "3-way accuracy" in run.stdout
    two_way = [row for row in rows if row["label"] != "neutral"]  # no neutral label: not a 3-way set
    run = veracity("eval", str(write_jsonl(tmp_path / "rte.jsonl.gz", two_way)), "--verifier", "trained")
    assert run.returncode == 0 and "3-way" not in run.stdout
