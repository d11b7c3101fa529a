"""Hostile and broken clients against a real server on loopback: each answer is a clear 4xx, at once,
and no client holds up another (issue 14's reproductions)."""

from __future__ import annotations

import asyncio
import gzip
import json
import logging
import socket
import threading
import time
from collections.abc import Sequence

import grpc
import httpx
import pytest

from tests.conftest import Servers, _start
from veracity import GroundingChecker
from veracity.api import grpc_service, http, protocol
from veracity.api import lanes as lanes_module
from veracity.api.lanes import Lanes
from veracity.embeddings import Embedder
from veracity.verifiers import Evidence, Verdict

PATH = "/v1/projects/p/locations/global/groundingConfigs/c:check"
JSON = {"content-type": "application/json"}
GOOD = {
    "answerCandidate": "Titanic was directed by James Cameron.",
    "facts": [{"factText": "Titanic was directed by James Cameron."}],
}


def post(servers: Servers, content: bytes | str, headers: dict | None = None, path: str = PATH) -> httpx.Response:
    return httpx.post(servers.rest + path, content=content, headers={**JSON, **(headers or {})}, timeout=20)


def error(response: httpx.Response, code: int) -> str:
    assert response.status_code == code, response.text
    body = response.json()["error"]
    assert body["code"] == code
    return body["message"]


def test_unclosed_string_of_escaped_quotes_is_refused_in_linear_time(servers: Servers) -> None:
    # The old trailing-comma repair took 18 s for 48 KB and grew with the square of the size; 2 MB would take hours.
    body = '{"answerCandidate": "' + '\\"' * 1_000_000
    assert "Unterminated string" in error(post(servers, body), 400)
    assert "at at" not in error(post(servers, '{"answerCandidate": "x'), 400)


def test_trailing_commas_are_still_accepted(servers: Servers) -> None:
    body = '{"answerCandidate": "Titanic was directed by James Cameron.", "facts": [{"factText": "Titanic was directed by James Cameron.",},],}'
    assert post(servers, body).status_code == 200


@pytest.mark.parametrize("path", [PATH, "/v1/engines/hardening/documents"])
def test_a_number_of_5000_digits_is_a_400(servers: Servers, path: str) -> None:
    body = '{"groundingSpec": {"citationThreshold": 1' + "0" * 5000 + "}}"
    if "documents" in path:
        body = '{"documents": [{"id": 1' + "0" * 5000 + ', "text": "x"}]}'
    response = post(servers, body, path=path)
    assert response.status_code in (400, 404), response.text


@pytest.mark.parametrize("depth", [150, 700, 990, 5000])
def test_deep_nesting_is_a_400_naming_the_limit(servers: Servers, depth: int) -> None:
    body = '{"userLabels": ' + "[" * depth + "]" * depth + "}"
    assert "100 levels" in error(post(servers, body), 400)


def test_gzip_bodies_are_read_and_bare_gzip_is_named(servers: Servers) -> None:
    packed = gzip.compress(json.dumps(GOOD).encode())
    assert post(servers, packed, {"content-encoding": "gzip"}).status_code == 200
    assert "gzip" in error(post(servers, packed), 400)
    bomb = gzip.compress(b" " * (http.MAX_BODY_BYTES + 10))
    assert "uncompressed" in error(post(servers, bomb, {"content-encoding": "gzip"}), 413)


def test_bodies_must_be_json(servers: Servers) -> None:
    for media_type in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
        message = error(post(servers, json.dumps(GOOD), {"content-type": media_type}), 415)
        assert "application/json" in message
    assert post(servers, json.dumps(GOOD), {"content-type": "application/json; charset=utf-8"}).status_code == 200


def test_cross_origin_writes_and_foreign_hosts_are_refused(servers: Servers) -> None:
    planted = json.dumps({"documents": [{"id": "planted", "text": "The moon is made of cheese."}]})
    engine = servers.rest + "/v1/engines/csrf/documents"
    refused = httpx.post(engine, content=planted, headers={**JSON, "origin": "http://evil.example"})
    assert "Cross-origin" in error(refused, 403)
    assert "cross-site" in error(
        httpx.post(engine, content=planted, headers={**JSON, "sec-fetch-site": "cross-site"}), 403
    )
    assert "evil.example" in error(httpx.get(servers.rest + "/healthz", headers={"host": "evil.example"}), 403)
    assert httpx.get(servers.rest + "/v1/engines/csrf/documents").status_code == 404  # nothing was stored
    # The server's own page is same-origin, and so is a client that sends no Origin.
    own = servers.rest.removeprefix("http://")
    same = post(servers, json.dumps(GOOD), {"origin": servers.rest, "sec-fetch-site": "same-origin", "host": own})
    assert same.status_code == 200
    assert (
        httpx.get(servers.rest + "/healthz", headers={"host": own.replace("127.0.0.1", "localhost")}).status_code == 200
    )


def test_the_access_log_redacts_keys(servers: Servers, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="veracity.access"):
        post(servers, json.dumps(GOOD), path=PATH + "?key=sekrit-123&alt=json")
        deadline = time.monotonic() + 5
        while not any(PATH in r.getMessage() for r in caplog.records) and time.monotonic() < deadline:
            time.sleep(0.05)
    lines = [r.getMessage() for r in caplog.records if r.name == "veracity.access"]
    line = next(m for m in lines if PATH in m)
    assert "sekrit" not in line and "key=REDACTED" in line and "alt=json" in line
    assert line.startswith("POST ") and " 200 " in line and "claims=1" in line


def test_a_client_leaving_mid_body_logs_no_traceback(servers: Servers, caplog: pytest.LogCaptureFixture) -> None:
    host, port = servers.rest.removeprefix("http://").split(":")
    with caplog.at_level(logging.INFO):
        with socket.create_connection((host, int(port))) as sock:
            sock.sendall(f"POST {PATH} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n".encode())
            sock.sendall(b'Content-Length: 1000\r\n\r\n{"answer')
        time.sleep(0.5)
        assert httpx.get(servers.rest + "/healthz").status_code == 200
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


def _connect(servers: Servers) -> socket.socket:
    host, port = servers.rest.removeprefix("http://").split(":")
    return socket.create_connection((host, int(port)), timeout=10)


def _closed(sock: socket.socket) -> bool:
    try:
        return sock.recv(1024) == b""
    except (ConnectionResetError, TimeoutError):
        return True


def test_slow_headers_are_cut_off_and_cannot_crowd_out_others(
    servers: Servers, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(protocol, "HEADER_SECONDS", 1.0)
    monkeypatch.setattr(protocol, "MAX_WAITING_FOR_HEADERS", 20)
    trickling = [_connect(servers) for _ in range(60)]
    for sock in trickling:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nX-Slow: ")
    # A newcomer still gets its answer: the connections waiting longest made room for it.
    assert httpx.get(servers.rest + "/healthz", timeout=5).status_code == 200
    assert all(_closed(sock) for sock in trickling[:40])
    time.sleep(1.5)
    assert all(_closed(sock) for sock in trickling)  # the header deadline passed for the rest
    for sock in trickling:
        sock.close()


def test_a_trickling_body_gets_a_408(servers: Servers, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(http, "BODY_IDLE_SECONDS", 0.5)
    with _connect(servers) as sock:
        sock.sendall(f"POST {PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n".encode())
        sock.sendall(b'Content-Length: 1000\r\n\r\n{"answer')
        reply = b""
        while b"}}" not in reply and (piece := sock.recv(4096)):
            reply += piece
    assert reply.decode().startswith("HTTP/1.1 408") and b"DEADLINE_EXCEEDED" in reply


def test_a_big_embedding_batch_does_not_hold_up_a_small_one() -> None:
    embedder = Embedder()
    big = [f"Sentence number {i} about the history of bridges in Europe." for i in range(4000)]
    worker = threading.Thread(target=embedder.encode, args=(big,))
    worker.start()
    time.sleep(0.2)
    embedder.encode(["A small uncached check."])
    assert worker.is_alive()  # the small one finished while the big batch still ran
    worker.join()


class _BrokenVerifier:
    """A verifier with a bug, to see what a bug looks like from outside."""

    name = "broken"

    def verify(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> list[Verdict]:
        raise RuntimeError("a bug")


def test_metrics_count_failures_as_failures(checker: GroundingChecker) -> None:
    broken = GroundingChecker(_BrokenVerifier(), embedder=checker.embedder)
    for servers in _start(broken, frozenset()):
        assert post(servers, json.dumps(GOOD)).status_code == 500
        request = grpc_service._MODULES["v1"].CheckGroundingRequest(
            grounding_config="projects/p/locations/global/groundingConfigs/c",
            answer_candidate="Titanic was directed by James Cameron.",
            facts=[grpc_service._MODULES["v1"].GroundingFact(fact_text="Titanic was directed by James Cameron.")],
        )
        with grpc.insecure_channel(servers.grpc) as channel:
            call = channel.unary_unary(
                "/google.cloud.discoveryengine.v1.GroundedGenerationService/CheckGrounding",
                request_serializer=type(request).serialize,
                response_deserializer=lambda b: b,
            )
            with pytest.raises(grpc.RpcError) as failure:
                call(request, timeout=10)
        assert failure.value.code() == grpc.StatusCode.INTERNAL
        metrics = httpx.get(servers.rest + "/metrics").text
        assert 'veracity_requests_total{code="500",protocol="rest"} 1.0' in metrics
        assert 'veracity_requests_total{code="INTERNAL",protocol="grpc"} 1.0' in metrics
        assert 'code="200"' not in metrics and 'code="OK"' not in metrics


def test_a_grpc_port_in_use_fails_clearly(servers: Servers, checker: GroundingChecker) -> None:
    with pytest.raises(OSError, match="in use"):
        grpc_service.create_server(checker, servers.grpc)


def test_heavy_work_takes_one_lane_and_small_work_passes_it() -> None:
    """On 2 cores: one heavy job at a time, and a small check never waits behind them."""
    started: list[str] = []
    release = threading.Event()

    def heavy(name: str) -> str:
        started.append(name)
        release.wait(10)
        return name

    async def scenario() -> None:
        lanes = Lanes(heavy_lanes=1)
        big = lanes_module.HEAVY_BYTES
        first = asyncio.create_task(lanes.run(big, heavy, "heavy-1"))
        second = asyncio.create_task(lanes.run(big, heavy, "heavy-2"))
        await asyncio.sleep(0.2)
        assert await lanes.run(100, lambda: "small") == "small"  # while heavy-1 runs and heavy-2 waits
        assert started == ["heavy-1"]
        release.set()
        assert await asyncio.gather(first, second) == ["heavy-1", "heavy-2"]

    asyncio.run(scenario())


def test_grpc_calls_are_in_the_access_log(servers: Servers, caplog: pytest.LogCaptureFixture) -> None:
    module = grpc_service._MODULES["v1"]
    request = module.CheckGroundingRequest(
        grounding_config="projects/p/locations/global/groundingConfigs/c",
        answer_candidate="Titanic was directed by James Cameron.",
        facts=[module.GroundingFact(fact_text="Titanic was directed by James Cameron.")],
    )
    with caplog.at_level(logging.INFO, logger="veracity.access"), grpc.insecure_channel(servers.grpc) as channel:
        call = channel.unary_unary(
            "/google.cloud.discoveryengine.v1.GroundedGenerationService/CheckGrounding",
            request_serializer=type(request).serialize,
            response_deserializer=lambda b: b,
        )
        call(request, timeout=10)
        with pytest.raises(grpc.RpcError):
            call(module.CheckGroundingRequest(grounding_config="bad"), timeout=10)
    lines = [
        r.getMessage() for r in caplog.records if r.name == "veracity.access" and r.getMessage().startswith("gRPC")
    ]
    assert lines[0].startswith("gRPC v1.CheckGrounding OK ") and lines[0].endswith("claims=1")
    assert lines[1].startswith("gRPC v1.CheckGrounding INVALID_ARGUMENT ")
