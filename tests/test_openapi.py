"""/openapi.json describes the API the server really serves, and schemathesis, fuzzing every route from it,
finds no 5xx and no answer that breaks it.

Against a real server on loopback with a document store, as `veracity serve --data-dir DIR` runs it:
`test_every_route_fuzzed_from_the_live_schema` sends each route 200 valid and 200 invalid requests
(schemathesis' Python API: `operation.as_strategy(generation_mode=...)`, hypothesis seed 14), and
`test_coverage_and_stateful_phases` runs the CLI's other phases:

    st run http://127.0.0.1:PORT/openapi.json --checks all \
        --exclude-checks unsupported_method,allow_header_conformance \
        --phases coverage,stateful --max-examples 200 --seed 14 --workers 2 --generation-database none

For the CLI's own fuzzing as well, run the same with `--phases examples,coverage,fuzzing,stateful`.

Every check runs but two: `unsupported_method` and `allow_header_conformance` want 405 with an Allow
header for a method a path does not have, where the server answers 404 NOT_FOUND ("Method GET ... not
found."), as Google's front end does (tests/test_rest.py holds it to that).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterator

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, seed, settings
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import allow_header_conformance, unsupported_method

from tests.conftest import API_KEY, Servers, _start
from veracity import GroundingChecker
from veracity.store import open_store

CHECK = "/{version}/projects/{project}/locations/{location}/groundingConfigs/{config}:check"
EXAMPLES = 200
EXCLUDED = [unsupported_method, allow_header_conformance]
CLI_EXCLUDED = "unsupported_method,allow_header_conformance"


@pytest.fixture(scope="module")
def stored_servers(checker: GroundingChecker, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Servers]:
    store = open_store(tmp_path_factory.mktemp("openapi-store"))
    yield from _start(GroundingChecker(checker.verifier, store, checker.embedder), frozenset())
    store.close()


def openapi(servers: Servers) -> dict:
    response = httpx.get(servers.rest + "/openapi.json", timeout=10)
    assert response.status_code == 200
    return response.json()


def operations(schema: dict) -> Iterator[tuple[str, str, dict]]:
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            yield path, method, operation


def resolve(schema: dict, ref: str) -> dict:
    return schema["components"]["schemas"][ref.rsplit("/", 1)[-1]]


def not_null(field: dict) -> dict:
    """A field that may be null ("not set"), without its null."""
    (given,) = [choice for choice in field.get("anyOf", [field]) if choice != {"type": "null"}]
    return given


def test_check_declares_its_path_parameters_and_body(servers: Servers) -> None:
    schema = openapi(servers)
    check = schema["paths"][CHECK]["post"]
    parameters = {p["name"]: p for p in check["parameters"]}
    assert set(parameters) == {"version", "project", "location", "config"}
    assert all(p["in"] == "path" and p["required"] for p in parameters.values())
    assert parameters["version"]["schema"]["enum"] == ["v1", "v1beta", "v1alpha"]
    body = check["requestBody"]
    assert body["required"] and list(body["content"]) == ["application/json"]
    request = resolve(schema, body["content"]["application/json"]["schema"]["$ref"])
    assert request["required"] == ["answerCandidate"]
    assert {"answerCandidate", "facts", "groundingSpec", "groundingSource", "prompt", "userLabels"} <= set(
        request["properties"]
    )
    fact = resolve(schema, not_null(request["properties"]["facts"])["items"]["$ref"])
    assert not_null(fact["properties"]["factText"])["maxLength"] == 10_000
    spec = resolve(schema, not_null(request["properties"]["groundingSpec"])["$ref"])
    assert {"citationThreshold", "enableClaimLevelScore", "enableAntiCitations", "enableHelpfulnessScore"} <= set(
        spec["properties"]
    )
    answer = resolve(schema, check["responses"]["200"]["content"]["application/json"]["schema"]["$ref"])
    assert answer["required"] == ["supportScore", "citedChunks", "claims"]
    claim = resolve(schema, answer["properties"]["claims"]["items"]["$ref"])
    assert set(claim["properties"]) == {
        "startPos",
        "endPos",
        "claimText",
        "citationIndices",
        "antiCitationIndices",
        "groundingCheckRequired",
        "score",
        "reason",
        "contradictionScore",
    }
    assert set(check["responses"]) == {"200", "400", "403", "404", "408", "413", "415", "503"}


def test_every_error_is_googles_envelope_and_none_is_422(servers: Servers, keyed_servers: Servers) -> None:
    for schema in (openapi(servers), openapi(keyed_servers)):
        assert '"422"' not in json.dumps(schema) and "HTTPValidationError" not in schema["components"]["schemas"]
        for _, _, operation in operations(schema):
            for code, response in operation["responses"].items():
                if code != "200":
                    assert response["content"]["application/json"]["schema"]["$ref"].endswith("/ErrorResponse")
        envelope = schema["components"]["schemas"]["ErrorResponse"]
        status = resolve(schema, envelope["properties"]["error"]["$ref"])
        assert set(status["required"]) == {"code", "message", "status"}
    keyed = openapi(keyed_servers)
    assert "401" in keyed["paths"][CHECK]["post"]["responses"] and keyed["paths"][CHECK]["post"]["security"]
    assert "401" not in keyed["paths"]["/healthz"]["get"]["responses"]
    assert set(keyed["components"]["securitySchemes"]) == {"apiKey", "apiKeyQuery", "bearer"}


def test_metrics_is_text_health_is_json_and_the_page_is_left_out(servers: Servers) -> None:
    schema = openapi(servers)
    assert list(schema["paths"]["/metrics"]["get"]["responses"]["200"]["content"]) == ["text/plain"]
    health = schema["paths"]["/healthz"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    assert set(resolve(schema, health["$ref"])["properties"]) == {"status", "version", "verifier"}
    assert "/" not in schema["paths"]
    assert not any("/engines" in path for path in schema["paths"])  # no store, no store routes


def test_the_store_routes_declare_their_bodies(stored_servers: Servers) -> None:
    schema = openapi(stored_servers)
    assert {path for path, _, _ in operations(schema)} >= {
        "/v1/engines",
        "/v1/engines/{engine}",
        "/v1/engines/{engine}/documents",
        "/v1/engines/{engine}/documents/{document_id}",
    }
    imported = schema["paths"]["/v1/engines/{engine}/documents"]["post"]
    body = resolve(schema, imported["requestBody"]["content"]["application/json"]["schema"]["$ref"])
    document = resolve(schema, body["properties"]["documents"]["items"]["$ref"])
    assert set(document["required"]) == {"id", "text"}
    assert {"400", "404", "409", "413", "415"} <= set(imported["responses"])


# Every operation of a server with a document store, as schemathesis labels them.
ROUTES = [
    f"POST {CHECK}",
    "GET /v1/engines",
    "PUT /v1/engines/{engine}",
    "DELETE /v1/engines/{engine}",
    "GET /v1/engines/{engine}/documents",
    "POST /v1/engines/{engine}/documents",
    "GET /v1/engines/{engine}/documents/{document_id}",
    "DELETE /v1/engines/{engine}/documents/{document_id}",
    "GET /healthz",
    "GET /metrics",
]


@pytest.fixture(scope="module")
def live_schema(stored_servers: Servers) -> schemathesis.BaseSchema:
    return schemathesis.openapi.from_url(stored_servers.rest + "/openapi.json")


def test_the_fuzzed_routes_are_every_route(live_schema: schemathesis.BaseSchema) -> None:
    assert sorted(op.ok().label for op in live_schema.get_all_operations()) == sorted(ROUTES)


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=str)
@pytest.mark.parametrize("route", ROUTES)
def test_every_route_fuzzed_from_the_live_schema(
    live_schema: schemathesis.BaseSchema, route: str, mode: GenerationMode, tmp_path, monkeypatch
) -> None:
    monkeypatch.chdir(tmp_path)  # schemathesis keeps a cache of crashes in ./.schemathesis
    method, path = route.split(" ", 1)
    operation = live_schema[path][method]
    has_inputs = bool(list(operation.iter_parameters())) or bool(operation.body)
    if mode is GenerationMode.NEGATIVE and not has_inputs:
        pytest.skip("nothing to make invalid")
    sent = []

    @seed(14)
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        phases=[Phase.explicit, Phase.generate, Phase.shrink],
        suppress_health_check=list(HealthCheck),
    )
    @given(operation.as_strategy(generation_mode=mode))
    def fuzz(case: schemathesis.Case) -> None:
        sent.append(case)
        case.call_and_validate(excluded_checks=EXCLUDED, timeout=30)

    fuzz()
    assert len(sent) >= (EXAMPLES if has_inputs else 1)


def test_coverage_and_stateful_phases(stored_servers: Servers, tmp_path) -> None:
    command = [sys.executable, "-m", "schemathesis.cli", "run", stored_servers.rest + "/openapi.json"]
    command += ["--checks", "all", "--exclude-checks", CLI_EXCLUDED, "--phases", "coverage,stateful"]
    command += ["--max-examples", str(EXAMPLES), "--seed", "14", "--workers", "2", "--generation-database", "none"]
    run = subprocess.run([*command, "--no-color"], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and " failed" not in run.stdout


def test_the_keyed_server_wants_its_key_where_the_schema_says(keyed_servers: Servers) -> None:
    schema = openapi(keyed_servers)
    for path, method, operation in operations(schema):
        url = keyed_servers.rest + path.format_map(defaultdict(lambda: "x", version="v1"))
        response = httpx.request(method, url, headers={"content-type": "application/json"}, content="{}")
        assert (response.status_code == 401) == ("security" in operation), (method, path, response.text)
        if "security" in operation:
            fine = httpx.request(method, url, headers={"content-type": "application/json", "x-goog-api-key": API_KEY})
            assert fine.status_code != 401
