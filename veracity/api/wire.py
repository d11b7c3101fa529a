"""Google's JSON on the wire <-> Veracity's types.

Lenient where Google's front end is: trailing commas, numbers and booleans given as strings,
camelCase or snake_case names, null for "not set". Strict where it is: unknown fields and wrong
types are errors that name the field.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic.alias_generators import to_camel

from veracity.errors import InvalidArgument
from veracity.types import (
    DEFAULT_ANTI_CITATION_THRESHOLD,
    DEFAULT_CITATION_THRESHOLD,
    DEFAULT_COLLECTION,
    CheckRequest,
    CheckResult,
    Chunk,
    Fact,
    GroundingSpec,
)

VERSIONS = ("v1", "v1beta", "v1alpha")

MAX_DEPTH = 100  # protobuf's JSON parser refuses deeper messages too
_TOO_DEEP = f"Invalid JSON payload received. The JSON nests deeper than {MAX_DEPTH} levels."
# A string, closed or not (an unclosed one runs to the end, so no quote is tried twice), or a trailing comma.
_STRING_OR_TRAILING_COMMA = re.compile(r'"(?:[^"\\]+|\\.)*"?|,(\s*[}\]])', re.DOTALL)
_SERVING_CONFIG = re.compile(
    r"(?P<collection>projects/[^/]+/locations/[^/]+/collections/[^/]+)/(?:engines|dataStores)/(?P<engine>[^/]+)"
    r"/servingConfigs/[^/]+"
)


class _Wire(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class _Fact(_Wire):
    fact_text: str = ""
    attributes: dict[str, str] = {}


class _Spec(_Wire):
    citation_threshold: float = DEFAULT_CITATION_THRESHOLD
    enable_claim_level_score: bool = False
    enable_anti_citations: bool = False
    anti_citation_threshold: float = DEFAULT_ANTI_CITATION_THRESHOLD
    enable_helpfulness_score: bool = False
    enable_claim_reasons: bool = False


class _SearchSource(_Wire):
    serving_config: str = ""


class _GroundingSource(_Wire):
    search_source: _SearchSource | str | None = None


class _Request(_Wire):
    grounding_config: str = ""
    answer_candidate: str = ""
    facts: list[_Fact] = []
    grounding_spec: _Spec = _Spec()
    prompt: str | None = None
    grounding_source: _GroundingSource | None = None
    user_labels: dict[str, str] = {}


def _parse_int(digits: str) -> int | float:
    # Python refuses to turn more than 4,300 digits into an int; as a double the number is still a number.
    return int(digits) if len(digits) <= 4_000 else float(digits)


def _json(text: str) -> Any:
    return json.loads(text, parse_int=_parse_int)


def _depth(value: Any) -> int:
    """How deeply containers nest, without recursion (the point is to refuse what recursion cannot handle)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def loads(body: bytes) -> Any:
    """Parse JSON as Google's front end does, trailing commas included, in time linear in the body."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        hint = " It looks gzip-compressed: send it with 'Content-Encoding: gzip'." if body[:2] == b"\x1f\x8b" else ""
        raise InvalidArgument(f"Invalid JSON payload received. The body is not UTF-8: {exc.reason}.{hint}") from None
    try:
        try:
            value = _json(text)
        except ValueError:
            value = _json(_STRING_OR_TRAILING_COMMA.sub(lambda m: m.group(1) or m.group(0), text))
    except RecursionError:
        raise InvalidArgument(_TOO_DEEP) from None
    except ValueError as exc:
        where = f": line {exc.lineno} column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else ""
        message = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        raise InvalidArgument(f"Invalid JSON payload received. {message}{where}.") from None
    if _depth(value) > MAX_DEPTH:
        raise InvalidArgument(_TOO_DEEP)
    return value


def _drop_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _drop_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_nulls(v) for v in value]
    return value


def _field_path(loc: tuple[int | str, ...]) -> str:
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif part in ("str", "_SearchSource", "function-after"):
            continue
        else:
            snake = re.sub(r"(?<!^)(?=[A-Z])", "_", str(part)).lower()
            path += ("." if path else "") + snake
    return path or "request"


def _describe(error: ValidationError) -> str:
    first = error.errors()[0]
    path = _field_path(tuple(first["loc"]))
    if first["type"] == "extra_forbidden":
        return (
            f"Invalid JSON payload received. Unknown name \"{path.rsplit('.', 1)[-1]}\" at '{path}': Cannot find field."
        )
    return f"Invalid value at '{path}': {first['msg']}, got {json.dumps(first.get('input'), default=str)[:100]}."


def parse_request(payload: Any) -> CheckRequest:
    if not isinstance(payload, dict):
        raise InvalidArgument("Invalid JSON payload received. The request body must be a JSON object.")
    try:
        wire = _Request.model_validate(_drop_nulls(payload))
    except ValidationError as exc:
        raise InvalidArgument(_describe(exc)) from None
    engine, collection = None, DEFAULT_COLLECTION
    source = wire.grounding_source.search_source if wire.grounding_source else None
    if source is not None:
        serving_config = source if isinstance(source, str) else source.serving_config
        match = _SERVING_CONFIG.fullmatch(serving_config)
        if not match:
            raise InvalidArgument(
                "grounding_source.search_source.serving_config must look like "
                "projects/*/locations/*/collections/*/engines/*/servingConfigs/*, "
                f"got {serving_config!r}."
            )
        engine, collection = match.group("engine"), match.group("collection")
    spec = wire.grounding_spec
    return CheckRequest(
        answer_candidate=wire.answer_candidate,
        facts=tuple(Fact(f.fact_text, f.attributes) for f in wire.facts),
        spec=GroundingSpec(
            citation_threshold=spec.citation_threshold,
            enable_claim_level_score=spec.enable_claim_level_score,
            enable_anti_citations=spec.enable_anti_citations,
            anti_citation_threshold=spec.anti_citation_threshold,
            enable_helpfulness_score=spec.enable_helpfulness_score,
            enable_claim_reasons=spec.enable_claim_reasons,
        ),
        prompt=wire.prompt,
        search_engine=engine,
        search_collection=collection,
        user_labels=wire.user_labels,
    )


def _document_fact(chunk: Chunk) -> dict[str, Any]:
    document = chunk.document
    source = (
        {"documentId": document.id, "documentTitle": document.title, "documentLink": document.link} if document else {}
    )
    return {"chunkText": chunk.text, "sourceInfo": {"searchSource": source}}


def render(result: CheckResult, spec: GroundingSpec, version: str) -> dict[str, Any]:
    """The response body as Google's API version `version` shapes it."""
    body: dict[str, Any] = {"supportScore": result.support_score}
    if result.contradiction_score is not None:
        body["contradictionScore"] = result.contradiction_score
    if result.helpfulness_score is not None:
        body["helpfulnessScore"] = result.helpfulness_score
    if result.searched:
        body["citedFacts"] = [_document_fact(c) for c in result.cited_chunks]
        body["citedChunks"] = [
            {"chunkText": c.text, "source": c.document.id, "title": c.document.title, "uri": c.document.link}
            for c in result.cited_chunks
            if c.document is not None
        ]
    else:
        body["citedChunks"] = [
            {"chunkText": c.text, "source": str(c.fact_index), "sourceMetadata": c.attributes}
            for c in result.cited_chunks
        ]
        if version != "v1alpha":
            body["citedFacts"] = [{"chunkText": c.text} for c in result.cited_chunks]
    claims = []
    for claim in result.claims:
        item: dict[str, Any] = {"startPos": claim.start, "endPos": claim.end, "claimText": claim.text}
        if claim.check_required:
            item["citationIndices"] = list(claim.citations)
            if spec.enable_anti_citations:
                item["antiCitationIndices"] = list(claim.anti_citations)
        item["groundingCheckRequired"] = claim.check_required
        if spec.enable_claim_level_score and claim.check_required:
            item["score"] = claim.score
        if spec.enable_claim_reasons and claim.reason:
            item["reason"] = claim.reason
        claims.append(item)
    body["claims"] = claims
    return body
