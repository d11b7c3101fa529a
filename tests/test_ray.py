"""Ray, for real: `veracity batch --ray` writes what a local run writes, and `veracity serve --ray-replicas 2`
answers Google's client as `veracity serve` does. One local Ray runtime (2 CPUs) serves the whole module;
the commands join it by its address, as they would join a cluster."""

from __future__ import annotations

import http.client
import logging
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests import postgres
from tests.conftest import Servers, _free_port, seed_bodies
from tests.fake_judge import CONFIDENCE, FakeJudge
from tests.test_batch import TOWER, read_jsonl, rows, same_rows, write_jsonl
from tests.test_cli import veracity
from tests.test_google_client import assert_response, request, rest_client
from tests.test_rest import assert_shape, post

try:
    import ray
    from ray import serve
except ImportError:
    if os.environ.get("VERACITY_TEST_RAY") == "required":
        pytest.fail("Ray is required (VERACITY_TEST_RAY=required) but not installed", pytrace=False)
    pytest.skip("Ray is not installed here: pip install -e '.[test,ray]' (.ci/run does)", allow_module_level=True)

TITANIC = "Titanic is a 1997 film. It was directed, written, and co-produced by James Cameron."
RAY_SECONDS = 300  # a Ray run on 2 busy cores: joining the runtime and starting the actors take most of it


@pytest.fixture(scope="module")
def ray_address() -> Iterator[str]:
    """A Ray head of its own on loopback, as a user's cluster would be. Started in this process, its raylet
    can hang: the gRPC servers of earlier tests leave threads that a fork() inherits."""
    address = f"127.0.0.1:{_free_port()}"
    ray_cli = Path(sys.executable).with_name("ray")
    command = [str(ray_cli), "start", "--head", "--block", f"--port={address.split(':')[1]}", "--num-cpus=2"]
    command += ["--node-ip-address=127.0.0.1", "--include-dashboard=false", "--disable-usage-stats"]
    environment = os.environ | {"RAY_AUTH_MODE": "disabled"}  # `ray start` would ask its clients for a token
    head = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=environment)
    try:
        deadline = time.monotonic() + RAY_SECONDS
        while True:
            assert head.poll() is None, head.communicate()[1][-3000:]
            try:
                ray.init(address=address, logging_level=logging.WARNING, log_to_driver=False)
                break
            except (ConnectionError, RuntimeError):  # the head is not listening yet
                if time.monotonic() > deadline:
                    raise
                time.sleep(1)
        yield address
    finally:
        ray.shutdown()
        head.terminate()
        head.wait(timeout=60)


def on_ray(address: str, *args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "veracity.cli", *args, "--ray", address]
    return subprocess.run(command, capture_output=True, text=True, timeout=RAY_SECONDS)


def test_batch_on_ray_writes_the_local_rows_and_resumes(tmp_path: Path, ray_address: str) -> None:
    items = [*rows(10), {"id": "x", "answer": 5}, {"id": "p", "premise": TOWER, "claim": "It was completed in 1889."}]
    source = write_jsonl(tmp_path / "in.jsonl", items, {2: "{broken", 5: "", 7: "[1, 2]"})
    local, remote = tmp_path / "local.jsonl", tmp_path / "ray.jsonl"
    assert veracity("batch", str(source), "--output", str(local)).returncode == 0
    # A run that stopped after three rows: the Ray run goes on from there, as a local rerun would.
    remote.write_text("".join(local.read_text(encoding="utf-8").splitlines(keepends=True)[:3]), encoding="utf-8")
    run = on_ray(ray_address, "batch", str(source), "--output", str(remote), "--workers", "2")
    assert run.returncode == 0, run.stderr
    assert "wrote 11 rows" in run.stdout and "(3 already there); 2 rows have an error field" in run.stdout
    assert same_rows(read_jsonl(remote), read_jsonl(local))  # the same rows, in the same order
    assert [row["line"] for row in read_jsonl(remote)] == [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15]


def test_batch_on_ray_parquet(tmp_path: Path, ray_address: str) -> None:
    pyarrow = pytest.importorskip("pyarrow")
    import pyarrow.parquet as parquet

    source = tmp_path / "in.parquet"
    parquet.write_table(pyarrow.Table.from_pylist(rows(12)), source)
    local, remote = tmp_path / "local.parquet", tmp_path / "ray.parquet"
    assert veracity("batch", str(source), "--output", str(local)).returncode == 0
    run = on_ray(ray_address, "batch", str(source), "--output", str(remote), "--workers", "2")
    assert run.returncode == 0, run.stderr
    assert same_rows(parquet.read_table(remote).to_pylist(), parquet.read_table(local).to_pylist())
    assert not (tmp_path / "ray.parquet.partial.jsonl").exists()


def test_batch_on_ray_names_a_missing_input(tmp_path: Path, ray_address: str) -> None:
    run = on_ray(ray_address, "batch", str(tmp_path / "absent.jsonl"), "--output", str(tmp_path / "out.jsonl"))
    assert run.returncode == 2 and "absent.jsonl" in run.stderr and "Traceback" not in run.stderr


def test_a_replica_sets_up_its_judge_as_serve_does(tmp_path: Path) -> None:
    """`--verifier openai:MODEL --judge-url URL --ray-replicas N`: each replica's checker asks the judge at URL."""
    from fastapi.testclient import TestClient

    from veracity.scale.serve import Replica
    from veracity.verifiers.judges import JudgeOptions

    fake = FakeJudge()
    try:
        replica = Replica("openai:bespoke-minicheck", str(tmp_path), judge=JudgeOptions(url=fake.url, timeout=2.0))
        with TestClient(replica.app(), base_url="http://127.0.0.1") as client:
            body = {"answerCandidate": "Titanic was directed by James Cameron.", "facts": [{"factText": TITANIC}]}
            response = client.post("/v1/projects/p/locations/global/groundingConfigs/c:check", json=body)
        assert response.status_code == 200, response.text
        assert response.json()["supportScore"] == pytest.approx(CONFIDENCE, abs=0.025)  # the judge's P(yes)
        assert fake.bodies and all(b["model"] == "bespoke-minicheck" for b in fake.bodies)
    finally:
        fake.close()


def test_the_serve_run_builder_names_its_keys() -> None:
    from veracity.scale.serve import build_app

    with pytest.raises(ValueError, match=r"known: .*judge_prompt, judge_url"):
        build_app({"judge": "http://127.0.0.1:11434/v1"})


def _running_replicas() -> int:
    try:
        deployment = serve.status().applications["veracity"].deployments["veracity"]
    except KeyError:  # not deployed yet
        return 0
    return deployment.replica_states.get("RUNNING", 0)


def _wait_for(port: int, server: subprocess.Popen, timeout: float = RAY_SECONDS) -> None:
    """Until both replicas run and /healthz answers: Ray's proxy says 404 or 503 while they start."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert server.poll() is None, server.communicate()[1][-3000:]
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            connection.request("GET", "/healthz")
            if connection.getresponse().status == 200 and _running_replicas() == 2:
                return
        except OSError:
            pass
        time.sleep(0.5)
    raise RuntimeError(f"the Ray Serve replicas did not answer within {timeout:.0f} s")


@pytest.fixture(scope="module")
def replicas(ray_address: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Servers, str | None]]:
    """`veracity serve --ray-replicas 2` on loopback, on the module's Ray runtime; its store is a throw-away
    PostgreSQL server where one is installed, else a data folder. Yields the servers and the store's URL."""
    with postgres.postgres_server() as url:
        store = ["--store", url] if url else ["--data-dir", str(tmp_path_factory.mktemp("data"))]
        port = _free_port()
        command = [sys.executable, "-m", "veracity.cli", "serve", "--ray-replicas", "2", "--ray-address", ray_address]
        command += ["--port", str(port), "--grpc-port", "-1", "--log-level", "warning", *store]
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        try:
            _wait_for(port, server)
            yield Servers(f"http://127.0.0.1:{port}", ""), url
        finally:
            server.terminate()
            server.wait(timeout=60)


def test_two_replicas_answer_google_client(replicas: tuple[Servers, str | None]) -> None:
    servers, _ = replicas
    assert serve.status().applications["veracity"].deployments["veracity"].replica_states == {"RUNNING": 2}
    for _ in range(4):  # Ray's proxy spreads them over both replicas
        assert_response(rest_client(servers).check_grounding(request=request()))
    seed = seed_bodies()[1]["body"].replace("CANDIDATE", "Titanic was directed by James Cameron.")
    body = assert_shape(
        post(servers, seed, "/v1alpha/projects/p/locations/global/groundingConfigs/c:check"),
        "v1alpha",
        "Titanic was directed by James Cameron.",
    )
    assert body["claims"][0]["score"] > 0.6
    refused = post(servers, "{}", headers={"Host": "attacker.example"})
    assert refused.status_code == 403 and refused.json()["error"]["status"] == "PERMISSION_DENIED"


def test_replicas_share_the_postgres_store(replicas: tuple[Servers, str | None]) -> None:
    servers, url = replicas
    if url is None:
        postgres.missing()
    assert httpx.put(servers.rest + "/v1/engines/films", timeout=30).status_code == 200
    document = {"id": "jaws", "title": "Jaws", "text": "Jaws was directed by Steven Spielberg in 1975."}
    assert post(servers, {"documents": [document]}, "/v1/engines/films/documents").status_code == 200
    serving = "projects/p/locations/global/collections/c/engines/films/servingConfigs/s"
    check = {
        "answerCandidate": "Jaws was directed by Steven Spielberg.",
        "groundingSource": {"searchSource": {"servingConfig": serving}},
    }
    for _ in range(8):  # whichever replica answers, it finds what the other imported
        response = post(servers, check)
        assert response.status_code == 200, response.text
        assert response.json()["claims"][0]["citationIndices"] == [0]
