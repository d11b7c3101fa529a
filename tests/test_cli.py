"""The command line as a user runs it."""

import json
import socket
import subprocess
import sys

FACTS = json.dumps(
    [
        {
            "factText": "Titanic is a 1997 movie directed by James Cameron. It stars Kate Winslet.",
            "attributes": {"author": "Wikipedia"},
        }
    ]
)


def veracity(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "veracity.cli", *args], input=stdin, capture_output=True, text=True, timeout=120
    )


def test_check_table(tmp_path) -> None:
    facts = tmp_path / "facts.json"
    facts.write_text(FACTS)
    run = veracity(
        "check",
        "--facts",
        str(facts),
        "--claim-scores",
        "--candidate",
        "Here is what I found. Titanic was directed by James Cameron. It starred Brad Pitt.",
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("support score: ")
    assert any("no check needed" in line and "Here is what I found." in line for line in lines)
    assert any("supported" in line and "James Cameron." in line and "[0]" in line for line in lines)
    assert any("unsupported" in line and "Brad Pitt" in line for line in lines)


def test_check_table_says_why_a_claim_is_contradicted(tmp_path) -> None:
    facts = tmp_path / "facts.json"
    facts.write_text(FACTS)
    run = veracity("check", "--facts", str(facts), "--anti-citations", "--candidate", "Titanic is a 1995 movie.")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    row = next(i for i, line in enumerate(lines) if "Titanic is a 1995 movie." in line)
    assert "contradicted" in lines[row]
    assert lines[row + 1].strip() == "date: the claim says 1995, fact 0 says 1997"


def test_check_json_from_stdin_facts() -> None:
    run = veracity(
        "check",
        "--facts",
        "-",
        "--json",
        "--anti-citations",
        "--candidate",
        "Titanic was directed by James Cameron.",
        stdin=FACTS,
    )
    assert run.returncode == 0, run.stderr
    body = json.loads(run.stdout)
    assert body["supportScore"] > 0.9 and "contradictionScore" in body
    assert body["citedChunks"][0]["sourceMetadata"] == {"author": "Wikipedia"}


def test_check_reports_bad_input(tmp_path) -> None:
    run = veracity("check", "--facts", str(tmp_path / "missing.json"), "--candidate", "x y.")
    assert run.returncode == 2 and "cannot read facts" in run.stderr
    facts = tmp_path / "facts.txt"
    facts.write_text("Titanic is a 1997 movie.\n\nIt was directed by James Cameron.")
    run = veracity("check", "--facts", str(facts), "--citation-threshold", "3", "--candidate", "Titanic is from 1997.")
    assert run.returncode == 2 and "between 0 and 1" in run.stderr


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path) -> None:
    facts = tmp_path / "facts.json"
    facts.write_text(FACTS)
    command = [sys.executable, "-m", "veracity.cli", "check", "--facts", str(facts), "--candidate", "Titanic won."]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    process.stdout.close()  # like `| head` exiting before the table is printed
    _, stderr = process.communicate(timeout=120)
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr
    assert process.returncode == 1


def test_serve_reports_ports_it_cannot_use(tmp_path) -> None:
    run = veracity("serve", "--port", "99999")
    assert run.returncode == 2 and "from 0 to 65535, got 99999" in run.stderr
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = veracity("serve", "--port", "0", "--grpc-port", str(port), "--data-dir", str(tmp_path))
    assert run.returncode == 2 and f"cannot listen for gRPC on 127.0.0.1:{port}" in run.stderr
    assert "Traceback" not in run.stderr


def test_ray_options_without_ray_say_how_to_install_it(tmp_path) -> None:
    # Ray blocked from import, as where the [ray] extra is not installed.
    without_ray = "import sys; sys.modules['ray'] = None; from veracity.cli import main; sys.exit(main(sys.argv[1:]))"
    rows = tmp_path / "rows.jsonl"
    rows.write_text('{"document": "Jaws is a 1975 film.", "claim": "Jaws is a film."}\n')
    for command in (
        ["batch", str(rows), "--output", str(tmp_path / "out.jsonl"), "--ray"],
        ["serve", "--ray-replicas", "2", "--data-dir", str(tmp_path / "data")],
    ):
        run = subprocess.run([sys.executable, "-c", without_ray, *command], capture_output=True, text=True, timeout=120)
        (line,) = run.stderr.splitlines()
        assert run.returncode == 2 and line.startswith(f"veracity {command[0]}: Ray is not installed (no module 'ray")
        assert line.endswith(": pip install 'veracity[ray]'")


def test_serve_ray_options_need_replicas() -> None:
    run = veracity("serve", "--ray-max-replicas", "4")
    assert run.returncode == 2 and "--ray-max-replicas needs --ray-replicas" in run.stderr
    run = veracity("serve", "--ray-replicas", "3", "--ray-max-replicas", "2")
    assert run.returncode == 2 and "--ray-max-replicas (2) is below --ray-replicas (3)" in run.stderr


def test_train_refuses_a_share_outside_0_to_1(tmp_path) -> None:
    run = veracity("train", "verifier", "--nli", str(tmp_path), "--unrelated", "1.5")
    assert run.returncode == 2 and "--unrelated: must be a share from 0 to 1, got 1.5" in run.stderr
