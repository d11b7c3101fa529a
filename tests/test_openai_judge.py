"""`--verifier openai:MODEL`: every path over real sockets, against a fake OpenAI-compatible judge on loopback."""

import logging
import subprocess
import sys
import time

import grpc
import httpx
import numpy as np
import pytest
from google.api_core import exceptions
from google.cloud import discoveryengine_v1
from google.cloud.discoveryengine_v1.services.grounded_generation_service.transports import (
    GroundedGenerationServiceGrpcTransport,
)

from tests.conftest import Servers, _free_port
from tests.fake_judge import CONFIDENCE, FakeJudge
from tests.test_google_client import assert_response, request, rest_client
from veracity import GroundingChecker
from veracity.errors import Unavailable
from veracity.verifiers import JudgeOptions, VerifierLoadError, load_verifier
from veracity.verifiers.openai import OpenAIJudge

DOCUMENT = "Titanic is a 1997 film directed by James Cameron."


@pytest.fixture
def fake():
    judge = FakeJudge()
    yield judge
    judge.close()


def judge_for(fake: FakeJudge, **options) -> OpenAIJudge:
    return OpenAIJudge("bespoke-minicheck", JudgeOptions(url=fake.url, **{"timeout": 2.0, **options}))


def test_p_yes_comes_from_logprobs_where_the_server_gives_them(fake: FakeJudge) -> None:
    scores = judge_for(fake).score(
        [DOCUMENT, DOCUMENT], ["Titanic was directed by James Cameron.", "It starred Brad Pitt."]
    )
    np.testing.assert_allclose(scores, [[CONFIDENCE, 1 - CONFIDENCE, 0], [1 - CONFIDENCE, CONFIDENCE, 0]])
    # Sent concurrently, in either order; the document names Cameron too, so pick the request by its claim.
    body = next(
        b for b in fake.bodies if b["messages"][1]["content"].endswith("Claim: Titanic was directed by James Cameron.")
    )
    assert body["model"] == "bespoke-minicheck" and body["logprobs"] is True and body["temperature"] == 0
    assert body["messages"][1]["content"] == f"Document: {DOCUMENT}\nClaim: Titanic was directed by James Cameron."


def test_p_yes_comes_from_the_text_without_logprobs(fake: FakeJudge) -> None:
    fake.mode = "text"
    scores = judge_for(fake).score(
        [DOCUMENT, DOCUMENT], ["Titanic was directed by James Cameron.", "It starred Brad Pitt."]
    )
    assert scores.tolist() == [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]


def test_the_nli_prompt_gives_three_way_probabilities(fake: FakeJudge) -> None:
    judge = judge_for(fake, prompt="nli")
    assert judge.three_way
    claims = ["Titanic was directed by James Cameron.", "Titanic was released in 1998.", "It starred Brad Pitt."]
    scores = judge.score([DOCUMENT] * 3, claims)
    rest = (1 - CONFIDENCE) / 2
    expected = [[CONFIDENCE, rest, rest], [rest, rest, CONFIDENCE], [rest, CONFIDENCE, rest]]
    np.testing.assert_allclose(scores, expected)
    assert fake.bodies[0]["messages"][1]["content"].startswith(f"Premise: {DOCUMENT}\nHypothesis: ")


def test_a_busy_judge_is_retried(fake: FakeJudge) -> None:
    fake.mode, fake.busy_answers = "busy", 2
    assert judge_for(fake).score([DOCUMENT], ["Titanic was directed by James Cameron."])[0, 0] == 1.0
    assert len(fake.bodies) == 3  # two 429s, then the answer


@pytest.mark.parametrize(
    ("mode", "message"),
    [
        ("unavailable", "answered HTTP 503"),
        ("slow", "did not answer within 0.5 s"),
        ("malformed", "malformed chat-completions JSON"),
        ("nonsense", "answered neither yes nor no"),
    ],
)
def test_a_failing_judge_is_unavailable_and_named(fake: FakeJudge, mode: str, message: str) -> None:
    fake.mode = mode
    started = time.monotonic()
    with pytest.raises(Unavailable, match=message) as raised:
        judge_for(fake, timeout=0.5).score([DOCUMENT], ["Titanic was directed by James Cameron."])
    assert fake.url in raised.value.message and raised.value.http_status == 503
    assert time.monotonic() - started < 8  # 503 is retried with backoff (0.5 + 1 + 2 s), then given up


def test_a_judge_that_is_down_is_unavailable() -> None:
    url = f"http://127.0.0.1:{_free_port()}/v1"
    with pytest.raises(Unavailable, match=f"The judge at {url} cannot be reached"):
        OpenAIJudge("m", JudgeOptions(url=url)).score([DOCUMENT], ["Titanic was directed by James Cameron."])


def test_requests_are_bounded_and_identical_pairs_cached(fake: FakeJudge, monkeypatch) -> None:
    monkeypatch.setenv("VERACITY_JUDGE_API_KEY", "secret-key")
    fake.delay = 0.1
    judge = judge_for(fake, concurrency=2)
    claims = [f"Titanic was directed by James Cameron in {year}." for year in range(1990, 1996)]
    first = judge.score([DOCUMENT] * 6, claims)
    assert (judge.score([DOCUMENT] * 6, claims) == first).all()
    assert len(fake.bodies) == 6 and fake.most_in_flight <= 2
    assert {h["authorization"] for h in fake.headers} == {"Bearer secret-key"}


def test_a_judge_needs_its_url() -> None:
    with pytest.raises(VerifierLoadError, match="--judge-url"):
        load_verifier("openai:bespoke-minicheck")


def test_the_judge_is_weighed_with_the_detail_checks(fake: FakeJudge, checker: GroundingChecker) -> None:
    verifier = load_verifier("openai:bespoke-minicheck", checker.embedder, JudgeOptions(url=fake.url))
    judged = GroundingChecker(verifier, embedder=checker.embedder)
    result = judged.check(
        "Titanic was directed by James Cameron. The Eiffel Tower is 300 metres tall.",
        facts=[DOCUMENT, "The Eiffel Tower is 330 metres tall."],
        claim_scores=True,
        anti_citations=True,
    )
    directed, height = result.claims
    assert directed.citations == (0,) and directed.score == pytest.approx(CONFIDENCE, abs=0.025)
    # The judge only says "no"; the number check finds 300 against 330 metres, so fact 1 is an anti-citation.
    assert height.citations == () and height.anti_citations == (1,) and "330 metres" in height.reason


def test_serve_logs_whether_the_judge_answers(fake: FakeJudge, caplog, checker: GroundingChecker) -> None:
    from veracity.server import _probe

    verifier = load_verifier("openai:bespoke-minicheck", checker.embedder, JudgeOptions(url=fake.url))
    with caplog.at_level(logging.INFO, logger="veracity"):
        _probe(verifier)
        fake.close()
        _probe(verifier)
    answered, down = caplog.messages[-2:]
    assert "answered" in answered and fake.url in answered
    assert "cannot be reached" in down and "503 UNAVAILABLE" in down


def _serve(fake: FakeJudge) -> tuple[subprocess.Popen, int, int]:
    """Starts `veracity serve` against the fake judge and waits until it answers. A port picked free may be taken
    before the server binds it (an outgoing connection's port comes from the same range): then it picks again."""
    for _ in range(3):
        rest, grpc_port = _free_port(), _free_port()
        command = [sys.executable, "-m", "veracity.cli", "serve", "--port", str(rest), "--grpc-port", str(grpc_port)]
        command += ["--verifier", "openai:bespoke-minicheck", "--judge-url", fake.url, "--judge-timeout", "1"]
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 120
        while process.poll() is None:
            try:
                if httpx.get(f"http://127.0.0.1:{rest}/healthz", timeout=2).status_code == 200:
                    return process, rest, grpc_port
            except httpx.HTTPError:
                assert time.monotonic() < deadline, "veracity serve did not start"
                time.sleep(0.2)
        said = process.stderr.read()
        process.stderr.close()
        assert "address already in use" in said or "cannot listen" in said, said
    raise AssertionError("veracity serve found no free port in three tries")


@pytest.fixture(scope="module")
def served():
    """`veracity serve --verifier openai:...` as a user starts it, against a fake judge."""
    fake = FakeJudge()
    process, rest, grpc_port = _serve(fake)
    try:
        yield fake, Servers(f"http://127.0.0.1:{rest}", f"127.0.0.1:{grpc_port}"), process
    finally:
        process.terminate()
        process.wait(timeout=30)
        process.stderr.close()
        fake.close()


def test_serve_with_a_judge_answers_in_googles_shape(served) -> None:
    fake, servers, _ = served
    assert httpx.get(f"{servers.rest}/healthz").json()["verifier"] == "openai:bespoke-minicheck"
    assert_response(rest_client(servers).check_grounding(request=request()))
    with grpc.insecure_channel(servers.grpc) as channel:
        client = discoveryengine_v1.GroundedGenerationServiceClient(
            transport=GroundedGenerationServiceGrpcTransport(channel=channel)
        )
        assert_response(client.check_grounding(request=request()))
    assert any("Claim: Titanic was directed by James Cameron." in b["messages"][1]["content"] for b in fake.bodies)


def test_serve_answers_503_while_the_judge_is_slow_or_down(served) -> None:
    fake, servers, process = served
    fake.mode = "slow"
    slow = request()
    slow.answer_candidate = "Titanic was directed by James Cameron in Canada."  # not in the server's cache
    started = time.monotonic()
    with pytest.raises(exceptions.ServiceUnavailable, match=f"The judge at {fake.url} did not answer within 1 s"):
        rest_client(servers).check_grounding(request=slow)
    assert time.monotonic() - started < 10
    fake.close()
    down = request()
    down.answer_candidate = "Titanic was directed by James Cameron in France."
    body = {"answerCandidate": down.answer_candidate, "facts": [{"factText": "Titanic is a film."}]}
    answer = httpx.post(f"{servers.rest}/v1/projects/p/locations/global/groundingConfigs/default:check", json=body)
    assert answer.status_code == 503
    error = answer.json()["error"]
    assert error["status"] == "UNAVAILABLE" and fake.url in error["message"] and "cannot be reached" in error["message"]
    with grpc.insecure_channel(servers.grpc) as channel:
        client = discoveryengine_v1.GroundedGenerationServiceClient(
            transport=GroundedGenerationServiceGrpcTransport(channel=channel)
        )
        with pytest.raises(exceptions.ServiceUnavailable, match="cannot be reached"):
            client.check_grounding(request=down)
    assert process.poll() is None
