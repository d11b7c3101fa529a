"""The REST API on a real server: the seeds' requests verbatim, and every bad input."""

import json
import re

import httpx
import pytest

from tests.conftest import API_KEY, SEED_CANDIDATES, Servers, seed_bodies

PATH = "/v1/projects/p/locations/global/groundingConfigs/default_grounding_config:check"
GOOD = {
    "answerCandidate": "Titanic was directed by James Cameron.",
    "facts": [{"factText": "Titanic was directed by James Cameron."}],
}


def post(servers: Servers, body: bytes | str | dict, path: str = PATH, headers: dict | None = None) -> httpx.Response:
    content = json.dumps(body) if isinstance(body, dict) else body
    headers = {"content-type": "application/json", **(headers or {})}
    return httpx.post(servers.rest + path, content=content, headers=headers, timeout=30)


def assert_shape(response: httpx.Response, version: str, candidate: str) -> dict:
    assert response.status_code == 200, response.text
    body = response.json()
    assert 0.0 <= body["supportScore"] <= 1.0
    assert ("citedFacts" in body) == (version != "v1alpha")
    encoded = candidate.encode()
    for claim in body["claims"]:
        assert encoded[claim["startPos"] : claim["endPos"]].decode() == claim["claimText"]
        assert isinstance(claim["groundingCheckRequired"], bool)
        for index in claim.get("citationIndices", []):
            chunk = body["citedChunks"][index]
            assert chunk["source"] in ("0", "1") and chunk["sourceMetadata"] == {"author": "Simple Wikipedia"}
    return body


@pytest.mark.parametrize("seed", [s for s in seed_bodies() if "CANDIDATE" in s["body"]], ids=lambda s: s["seed"])
@pytest.mark.parametrize("candidate", SEED_CANDIDATES)
def test_seed_requests_verbatim(servers: Servers, seed: dict, candidate: str) -> None:
    raw = seed["body"].replace("CANDIDATE", candidate)
    version = "v1alpha" if ("enableAntiCitations" in raw or "enableClaimLevelScore" in raw) else "v1"
    if "enableHelpfulnessScore" in raw:
        version = "v1alpha"
    body = assert_shape(post(servers, raw, PATH.replace("/v1/", f"/{version}/")), version, candidate)
    required = [c["groundingCheckRequired"] for c in body["claims"]]
    assert required[0] == (not candidate.startswith("Here is what I found."))
    if "enableClaimLevelScore" in raw:
        assert all(("score" in c) == c["groundingCheckRequired"] for c in body["claims"])
    if "enableAntiCitations" in raw:
        assert "contradictionScore" in body
        assert all("antiCitationIndices" in c for c in body["claims"] if c["groundingCheckRequired"])
    assert ("helpfulnessScore" in body) == ("enableHelpfulnessScore" in raw)
    if "Brad Pitt" in candidate:
        assert body["claims"][1]["citationIndices"] == []
        assert body["supportScore"] < 0.7
    else:
        assert body["supportScore"] > 0.7


def test_search_source_seed_names_the_engine(servers: Servers) -> None:
    (seed,) = [s for s in seed_bodies() if "my-project-123" in s["body"]]
    response = post(
        servers,
        seed["body"],
        "/v1alpha/projects/my-project-123/locations/global/groundingConfigs/default_grounding_config:check",
    )
    assert response.status_code == 404
    assert "my-app" in response.json()["error"]["message"]


def test_search_source_as_plain_string(servers: Servers) -> None:
    body = {
        "answerCandidate": "Titanic was directed by James Cameron.",
        "groundingSource": {"searchSource": "projects/p/locations/global/collections/c/engines/films/servingConfigs/s"},
    }
    response = post(servers, body)
    assert response.status_code == 404 and "films" in response.json()["error"]["message"]


def test_lenient_names_and_scalars(servers: Servers) -> None:
    body = {
        "answer_candidate": "Titanic was directed by James Cameron.",
        "facts": [{"fact_text": "Titanic was directed by James Cameron.", "attributes": {"author": "x"}}],
        "grounding_spec": {"citation_threshold": "0.5", "enableClaimLevelScore": "true"},
    }
    response = post(servers, body)
    assert response.status_code == 200
    assert response.json()["claims"][0]["score"] > 0.9


def assert_error(response: httpx.Response, code: int, *words: str) -> None:
    assert response.status_code == code, response.text
    error = response.json()["error"]
    assert error["code"] == code
    assert (
        error["status"]
        == {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 404: "NOT_FOUND", 413: "INVALID_ARGUMENT"}[code]
    )
    for word in words:
        assert word in error["message"]


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("{not json", ["Invalid JSON"]),
        ("[1, 2]", ["JSON object"]),
        (b"\xff\xfe", ["UTF-8"]),
        ("[" * 100_000, ["Invalid JSON"]),
        ({"answerCandidate": 5}, ["answer_candidate"]),
        ({"answerCandidate": "a b.", "facts": "none"}, ["facts"]),
        ({"answerCandidate": "a b.", "facts": [{"factText": 3}]}, ["facts[0].fact_text"]),
        (
            {"answerCandidate": "a b.", "groundingSpec": {"citationThreshold": "high"}},
            ["grounding_spec.citation_threshold"],
        ),
        (
            {"answerCandidate": "a b.", "groundingSpec": {"citationThreshold": 1.5}},
            ["citation_threshold", "between 0 and 1"],
        ),
        ({"answerCandidate": "a b.", "groundingSpec": {"antiCitationThreshold": -1}}, ["anti_citation_threshold"]),
        ({"answerCandidate": "a b.", "surprise": 1}, ["surprise"]),
        ({"answerCandidate": ""}, ["answer_candidate"]),
        ({"answerCandidate": "a \ud800 b."}, ["answer_candidate", "unpaired surrogate U+D800"]),
        (
            {"answerCandidate": "a b.", "facts": [{"factText": "x", "attributes": {"author": "\udc00"}}]},
            ["facts[0].attributes", "surrogate"],
        ),
        ({"answerCandidate": "a b.", "facts": [{"factText": "x"}] * 201}, ["200 facts"]),
        (
            {"answerCandidate": "a b.", "facts": [{"factText": "x" * 10_001}]},
            ["facts[0].fact_text", "10,000 characters"],
        ),
        ({"answerCandidate": "word " * 4_097}, ["4096 tokens"]),
        ({"answerCandidate": "a b.", "userLabels": {"Bad Key": "v"}}, ["user_labels"]),
        ({"answerCandidate": "a b.", "userLabels": {"team": "Has Spaces"}}, ["user_labels"]),
        ({"answerCandidate": "a b.", "groundingSpec": {"enableHelpfulnessScore": True}}, ["prompt"]),
        (
            {"answerCandidate": "a b.", "groundingSource": {"searchSource": {"servingConfig": "nonsense"}}},
            ["serving_config"],
        ),
    ],
)
def test_bad_input_gets_400_naming_the_problem(servers: Servers, body: object, words: list[str]) -> None:
    assert_error(post(servers, body), 400, *words)
    assert post(servers, GOOD).status_code == 200  # and the server carries on


def test_unknown_paths_methods_and_versions(servers: Servers) -> None:
    assert_error(post(servers, GOOD, "/v2/projects/p/locations/l/groundingConfigs/c:check"), 404, "v2")
    assert_error(post(servers, GOOD, "/v1/projects/p/locations/l/groundingConfigs/c:generate"), 404)
    assert_error(httpx.get(servers.rest + PATH), 404)
    assert_error(httpx.get(servers.rest + "/nowhere"), 404)


def test_oversized_body_gets_413(servers: Servers) -> None:
    assert_error(post(servers, b"{" + b" " * (17 * 1024 * 1024) + b"}"), 413, "limit")
    assert post(servers, GOOD).status_code == 200


def test_api_keys(keyed_servers: Servers) -> None:
    assert_error(post(keyed_servers, GOOD), 401, "API key")
    assert_error(post(keyed_servers, GOOD, headers={"x-goog-api-key": "wrong"}), 401)
    assert_error(post(keyed_servers, GOOD, headers={"x-goog-api-key": "schlüssel".encode()}), 401)
    assert post(keyed_servers, GOOD, headers={"x-goog-api-key": API_KEY}).status_code == 200
    assert post(keyed_servers, GOOD, headers={"authorization": f"Bearer {API_KEY}"}).status_code == 200
    assert httpx.get(keyed_servers.rest + "/healthz").status_code == 200


def test_web_page_works_offline_and_its_example_checks(servers: Servers) -> None:
    page = httpx.get(servers.rest + "/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert not re.search(r"(src|href)=[\"']?(https?:)?//", page.text)  # nothing fetched from elsewhere
    endpoint = re.search(r'const ENDPOINT = "([^"]+)"', page.text).group(1)
    example = json.loads(re.search(r'<script type="application/json" id="example">(.*?)</script>', page.text, re.S)[1])
    body = {
        "answerCandidate": example["answer"],
        "facts": example["facts"],
        "groundingSpec": {"enableAntiCitations": True},
    }
    answer = httpx.post(servers.rest + endpoint, json=body).json()
    meta, supported, contradicted = answer["claims"]
    assert not meta["groundingCheckRequired"] and supported["citationIndices"] == [0]
    assert contradicted["antiCitationIndices"] == [0]
    docs = httpx.get(servers.rest + "/docs")  # served from files fastapi-offline ships, not from a CDN
    assert docs.status_code == 200 and not re.search(r"(src|href)=[\"']?(https?:)?//", docs.text)
    assert httpx.get(servers.rest + re.search(r'src="([^"]+\.js)"', docs.text)[1]).status_code == 200


def test_health_metrics_and_docs(servers: Servers) -> None:
    post(servers, GOOD)
    assert httpx.get(servers.rest + "/healthz").json()["status"] == "ok"
    metrics = httpx.get(servers.rest + "/metrics").text
    assert 'veracity_requests_total{code="200",protocol="rest"}' in metrics
    assert "veracity_claims_checked_total" in metrics
    assert "veracity_request_seconds_bucket" in metrics
    assert ":check" in json.dumps(httpx.get(servers.rest + "/openapi.json").json()["paths"])
