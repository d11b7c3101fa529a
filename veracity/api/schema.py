"""What /openapi.json publishes: the bodies the REST API reads and writes, and the errors it answers.

Request bodies are read raw and parsed leniently (`wire.loads`), so FastAPI never sees them; their
schemas are the pydantic models that validate them (`wire._Request`, `store_routes._Import`), under
Google's names and camelCase field names. Response bodies are the models below, which match what
`wire.render` and the store routes write. Every error is Google's envelope `{"error": {...}}`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

REF = "#/components/schemas/"


class _Out(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


# Errors ------------------------------------------------------------------------------------------------------


class Status(_Out):
    """google.rpc.Status, as Google's JSON front end writes it."""

    code: int = Field(description="The HTTP status code.")
    message: str = Field(description="What went wrong, naming the field or limit at fault.")
    status: str = Field(description="The canonical status name, e.g. INVALID_ARGUMENT or NOT_FOUND.")


class ErrorResponse(_Out):
    error: Status


_ERRORS = {
    400: "INVALID_ARGUMENT: the body is not JSON, a field has the wrong type or name, or a limit is broken.",
    401: "UNAUTHENTICATED: no valid API key (x-goog-api-key, ?key= or Authorization: Bearer).",
    403: (
        "PERMISSION_DENIED: the Host header is not a name this server answers to (--allowed-hosts), "
        "or a browser sent a write from another origin."
    ),
    404: "NOT_FOUND: the API version, engine or document does not exist.",
    408: "DEADLINE_EXCEEDED: the body arrived too slowly (10 s between pieces, 60 s in all).",
    409: "ABORTED: the write lost a race with another one (the engine went away, a lock); retry it.",
    413: "INVALID_ARGUMENT: the body, or its gzip-inflated form, exceeds 16 MiB.",
    415: "INVALID_ARGUMENT: the body is not sent as Content-Type application/json, or not in gzip or no encoding.",
    503: (
        "UNAVAILABLE: the document store is down (JSON), or the server has too many requests in flight "
        "(uvicorn's plain-text answer); retry later."
    ),
}


def errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    """FastAPI `responses=` entries for these error codes, each Google's error envelope."""
    # Content spelled out rather than `model`, which FastAPI would file under a text route's media type.
    declared: dict[int | str, dict[str, Any]] = {}
    for code in sorted(codes):
        content: dict[str, Any] = {"application/json": {"schema": {"$ref": REF + "ErrorResponse"}}}
        if code == 503:
            content["text/plain"] = {"schema": {"type": "string"}}
        declared[code] = {"description": _ERRORS[code], "content": content}
    return declared


def links(**targets: dict[str, str]) -> dict[int | str, dict[str, Any]]:
    """A `responses=` entry: OpenAPI links from a route's 200 to the operations (ids) whose parameters it gives."""
    return {200: {"links": {name: {"operationId": name, "parameters": given} for name, given in targets.items()}}}


# Checks ------------------------------------------------------------------------------------------------------


class CitedChunk(_Out):
    """A fact (`source` is its index in the request) or a stored chunk (`source` is its document's id)."""

    chunk_text: str
    source: str
    source_metadata: dict[str, str] = Field(default={}, description="The fact's attributes (inline facts only).")
    title: str = Field(default="", description="The document's title (stored chunks only).")
    uri: str = Field(default="", description="The document's link (stored chunks only).")


class SearchSourceInfo(_Out):
    document_id: str = ""
    document_title: str = ""
    document_link: str = ""


class SourceInfo(_Out):
    search_source: SearchSourceInfo


class CitedFact(_Out):
    chunk_text: str
    source_info: SourceInfo | None = Field(default=None, description="Where a stored chunk came from.")


class Claim(_Out):
    start_pos: int = Field(ge=0, description="The claim's first byte in the UTF-8 answer candidate.")
    end_pos: int = Field(ge=0, description="One past its last byte.")
    claim_text: str
    citation_indices: list[int] = Field(default=[], description="Indices into citedChunks that support the claim.")
    anti_citation_indices: list[int] = Field(default=[], description="Indices into citedChunks that contradict it.")
    grounding_check_required: bool
    score: float = Field(default=0.0, ge=0.0, le=1.0, description="With enableClaimLevelScore.")
    reason: str = Field(default="", description="With enableClaimReasons.")
    contradiction_score: float = Field(
        default=0.0, ge=0.0, le=1.0, description="With enableClaimReasons: how strongly the facts contradict it."
    )


class CheckGroundingResponse(_Out):
    support_score: float = Field(ge=0.0, le=1.0)
    contradiction_score: float = Field(default=0.0, ge=0.0, le=1.0, description="With enableAntiCitations.")
    helpfulness_score: float = Field(default=0.0, ge=0.0, le=1.0, description="With enableHelpfulnessScore.")
    cited_chunks: list[CitedChunk]
    cited_facts: list[CitedFact] = Field(default=[], description="Not in v1alpha unless the facts came from a store.")
    claims: list[Claim]


# The document store, health ----------------------------------------------------------------------------------


class Engine(_Out):
    id: str


class EngineList(_Out):
    engines: list[Engine]


class EngineCreated(_Out):
    id: str
    created: bool = Field(description="False when the engine already existed.")


class Deleted(_Out):
    id: str
    deleted: Literal[True]


class DocumentInfo(_Out):
    id: str
    title: str
    link: str
    chunks: int = Field(ge=0)


class DocumentList(_Out):
    documents: list[DocumentInfo]


class Imported(_Out):
    imported: int = Field(ge=0, description="Documents imported (a known id is replaced).")
    chunks: int = Field(ge=0, description="Chunks they were cut into.")


class StoredDocument(_Out):
    id: str
    title: str
    link: str
    text: str


class Health(_Out):
    status: Literal["ok"]
    version: str
    verifier: str


# Request bodies ----------------------------------------------------------------------------------------------


def _renamed(node: Any, names: dict[str, str]) -> Any:
    if isinstance(node, dict):
        renamed = {}
        for key, value in node.items():
            if key == "$ref":
                value = REF + names[value.rsplit("/", 1)[-1]]
            elif key == "title" and isinstance(value, str):
                value = names.get(value, value)
            renamed[key] = _renamed(value, names)
        return renamed
    if isinstance(node, list):
        return [_renamed(item, names) for item in node]
    return node


def components(models: dict[str, type[BaseModel]]) -> dict[str, dict[str, Any]]:
    """OpenAPI components for models, `{published name: model}`, nested models under Google's names."""
    published: dict[str, dict[str, Any]] = {}
    for name, model in models.items():
        schema = model.model_json_schema(by_alias=True)
        nested = schema.pop("$defs", {})
        names = {model.__name__: name, **{key: _PUBLISHED.get(key, key.lstrip("_")) for key in nested}}
        published[name] = _renamed(schema, names)
        for key, definition in nested.items():
            published[names[key]] = _renamed(definition, names)
    return published


# Google's names for the wire models' nested parts.
_PUBLISHED = {
    "_Fact": "GroundingFact",
    "_Spec": "CheckGroundingSpec",
    "_GroundingSource": "GroundingSource",
    "_SearchSource": "SearchSource",
    "_Document": "Document",
}


def json_body(name: str) -> dict[str, Any]:
    """`openapi_extra` for a route that reads a JSON body published as component `name`."""
    return {
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": {"$ref": REF + name}}},
        }
    }


_SECURITY_SCHEMES = {
    "apiKey": {"type": "apiKey", "in": "header", "name": "x-goog-api-key"},
    "apiKeyQuery": {"type": "apiKey", "in": "query", "name": "key"},
    "bearer": {"type": "http", "scheme": "bearer"},
}


def finish(openapi: dict[str, Any], bodies: dict[str, type[BaseModel]], secured: bool) -> dict[str, Any]:
    """FastAPI's schema, completed: the request bodies it never parses, the error envelope, API keys where
    the server wants them, and no 422 (FastAPI lists one for any route with parameters, but string path
    parameters cannot fail and a RequestValidationError is answered 400, so the server never sends it)."""
    sections = openapi.setdefault("components", {})
    schemas = sections.setdefault("schemas", {})
    schemas.update(components({**bodies, "ErrorResponse": ErrorResponse}))
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    for path in openapi["paths"].values():
        for operation in path.values():
            operation["responses"].pop("422", None)
            if secured and "401" in operation["responses"]:
                operation["security"] = [{name: []} for name in _SECURITY_SCHEMES]
    if secured:
        sections["securitySchemes"] = _SECURITY_SCHEMES
    return openapi
