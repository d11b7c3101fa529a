"""Google's JSON on the wire <-> Veracity's types.

Lenient where Google's front end is: trailing commas, numbers and booleans given as strings,
camelCase or snake_case names, null for "not set". Strict where it is: unknown fields and wrong
types are errors that name the field.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Annotated, Any, get_origin

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, Strict, ValidationError, model_validator
from pydantic.alias_generators import to_camel

from veracity import limits
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
# proto3 JSON's numbers in strings: JSON's own, and NaN and Infinity (which gRPC's MessageToDict writes).
_JSON_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|NaN|-?Infinity")
_STRING_OR_TRAILING_COMMA = re.compile(r'"(?:[^"\\]+|\\.)*"?|,(\s*[}\]])', re.DOTALL)
_SERVING_CONFIG = re.compile(
    r"(?P<collection>projects/[^/]+/locations/[^/]+/collections/[^/]+)/(?:engines|dataStores)/(?P<engine>[^/]+)"
    r"/servingConfigs/[^/]+"
)


def _published(extra: dict[str, Any] | None = None) -> Callable[[dict[str, Any]], None]:
    """How a model shows in /openapi.json: with `extra`, and null allowed for every field that may be left
    out, since a null is "not set" (as in proto3 JSON)."""

    def nullable(field: dict[str, Any]) -> dict[str, Any]:
        if field.get("type") == "null" or {"type": "null"} in field.get("anyOf", []):
            return field
        outer = {key: field.pop(key) for key in ("title", "description", "default") if key in field}
        if isinstance(field.get("additionalProperties"), dict):  # a map: its values may be null too
            field["additionalProperties"] = nullable(field["additionalProperties"])
        return {**outer, "anyOf": [field, {"type": "null"}]}

    def update(schema: dict[str, Any]) -> None:
        schema.update(extra or {})
        properties = schema.get("properties", {})
        for name in set(properties) - set(schema.get("required", [])):
            properties[name] = nullable(properties[name])

    return update


class _Wire(BaseModel):
    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, extra="forbid", json_schema_extra=_published()
    )

    @model_validator(mode="before")
    @classmethod
    def _null_is_not_set(cls, data: Any) -> Any:
        """A known field given null is left at its default, as are a map's null values; an unknown name stays,
        null or not, so that it is refused like any other."""
        if not isinstance(data, dict):
            return data
        fields = dict(cls.model_fields)
        fields.update({field.alias: field for field in cls.model_fields.values() if field.alias})
        kept = {}
        for key, value in data.items():
            field = fields.get(key)
            if field is None:
                kept[key] = value
            elif value is not None:
                is_map = get_origin(field.annotation) is dict and isinstance(value, dict)
                kept[key] = {k: v for k, v in value.items() if v is not None} if is_map else value
        return kept


# The limits that `limits.validate` enforces, published in /openapi.json (json_schema_extra: the schema only,
# so that a broken limit keeps its own message).
_UNIT = {"minimum": 0.0, "maximum": 1.0}
_SERVING_CONFIG_PATTERN = (
    "^projects/[^/]+/locations/[^/]+/collections/[^/]+/(engines|dataStores)/[^/]+/servingConfigs/[^/]+$"
)


class _Fact(_Wire):
    fact_text: str = Field("", json_schema_extra={"maxLength": limits.MAX_FACT_CHARS})
    attributes: dict[str, str] = Field({}, description="Returned as the cited chunk's sourceMetadata.")


def _number_from_string(value: Any) -> Any:
    return float(value) if isinstance(value, str) and _JSON_NUMBER.fullmatch(value.strip()) else value


def _bool_from_string(value: Any) -> Any:
    return {"true": True, "false": False}.get(value, value) if isinstance(value, str) else value


# As Google's front end reads them: a number or a number in a string; true, false or either in a string.
# Strict otherwise: pydantic alone would take true as 1.0, and 0, "yes" or "off" as booleans.
_Number = Annotated[float, BeforeValidator(_number_from_string), Strict()]
_Bool = Annotated[bool, BeforeValidator(_bool_from_string), Strict()]


class _Spec(_Wire):
    citation_threshold: _Number = Field(DEFAULT_CITATION_THRESHOLD, json_schema_extra=_UNIT)
    enable_claim_level_score: _Bool = False
    enable_anti_citations: _Bool = False
    anti_citation_threshold: _Number = Field(DEFAULT_ANTI_CITATION_THRESHOLD, json_schema_extra=_UNIT)
    enable_helpfulness_score: _Bool = Field(False, description="Needs a prompt.")
    enable_claim_reasons: _Bool = False


class _SearchSource(_Wire):
    model_config = ConfigDict(json_schema_extra=_published({"required": ["servingConfig"]}))
    serving_config: str = Field(
        "",
        description="The engine to search instead of inline facts (`veracity store`); its other parts are free.",
        json_schema_extra={"pattern": _SERVING_CONFIG_PATTERN},
    )


class _GroundingSource(_Wire):
    search_source: _SearchSource | str | None = Field(
        None,
        description="A SearchSource, or its servingConfig alone.",
        json_schema_extra={"pattern": _SERVING_CONFIG_PATTERN},
    )


class _Request(_Wire):
    model_config = ConfigDict(
        json_schema_extra=_published(
            {
                "required": ["answerCandidate"],
                # A helpfulness score needs the prompt the candidate answers.
                "if": {
                    "required": ["groundingSpec"],
                    "properties": {
                        "groundingSpec": {
                            "required": ["enableHelpfulnessScore"],
                            "properties": {"enableHelpfulnessScore": {"const": True}},
                        }
                    },
                },
                "then": {"required": ["prompt"], "properties": {"prompt": {"type": "string", "pattern": r"\S"}}},
            }
        )
    )
    grounding_config: str = ""
    answer_candidate: str = Field(
        "",
        description=f"The text to check: not blank, at most {limits.MAX_CANDIDATE_TOKENS:,} tokens "
        "(a token is a word or a sentence-ending period).",
        json_schema_extra={"pattern": r"\S"},
    )
    facts: list[_Fact] = Field([], json_schema_extra={"maxItems": limits.MAX_FACTS})
    grounding_spec: _Spec = _Spec()
    prompt: str | None = Field(None, description="The question the answer candidate answers; needed for helpfulness.")
    grounding_source: _GroundingSource | None = None
    user_labels: dict[str, str] = Field(
        {},
        json_schema_extra={
            "maxProperties": limits.MAX_LABELS,
            "propertyNames": {"pattern": "^[a-z][a-z0-9_-]{0,62}$"},
            "additionalProperties": {"type": "string", "pattern": "^([a-z0-9-][a-z0-9_-]{0,62})?$"},
        },
    )


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
        wire = _Request.model_validate(payload)
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
        if spec.enable_claim_reasons and claim.check_required and claim.contradiction is not None:
            item["contradictionScore"] = claim.contradiction  # Veracity's own, like the reason
        if spec.enable_claim_reasons and claim.reason:
            item["reason"] = claim.reason
        claims.append(item)
    body["claims"] = claims
    return body
