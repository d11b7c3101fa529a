"""The REST face: Google's `...groundingConfigs/*:check` route, a web page to try it, health, metrics, OpenAPI."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from importlib import resources
from typing import Annotated, Any

from fastapi import FastAPI, Path, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from fastapi_offline import FastAPIOffline
from starlette.exceptions import HTTPException as StarletteHTTPException

from veracity import __version__
from veracity.api import schema, store_routes, wire
from veracity.api.access_log import AccessLog
from veracity.api.guard import BrowserGuard
from veracity.api.http import authorize, error_body, read_body
from veracity.api.lanes import Lanes
from veracity.api.metrics import Metrics
from veracity.checker import GroundingChecker
from veracity.errors import NotFound, VeracityError

# Google's status name for each HTTP code, as Veracity's own errors carry them.
_STATUS_NAMES = {error.http_status: error.status for error in VeracityError.__subclasses__()}

_Version = Annotated[
    str, Path(description="Google's API version; v1alpha omits citedFacts.", json_schema_extra={"enum": wire.VERSIONS})
]
_Free = Annotated[str, Path(description="Any value: Veracity has one grounding config, and it ignores the name.")]


_ICON = (
    b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#1a7f37"/>'
    b'<path d="M4 8.5l2.5 2.5L12 5" stroke="white" stroke-width="2" fill="none"/></svg>'
)


def _check(checker: GroundingChecker, body: bytes, version: str) -> tuple[bytes, int]:
    """Parsing, checking and rendering, off the event loop, so that no request waits on another's work."""
    parsed = wire.parse_request(wire.loads(body))
    result = checker.run(parsed)
    rendered = json.dumps(wire.render(result, parsed.spec, version), ensure_ascii=False, separators=(",", ":"))
    return rendered.encode(), sum(c.check_required for c in result.claims)


def create_app(
    checker: GroundingChecker,
    api_keys: frozenset[str] = frozenset(),
    metrics: Metrics | None = None,
    allowed_hosts: Iterable[str] = ("*",),
) -> FastAPI:
    """The REST app; `allowed_hosts` are the Host names it answers to ("*" any, "*.example.com" a domain)."""
    metrics = metrics or Metrics()
    lanes = Lanes()
    # /docs and /redoc from files that fastapi-offline ships: FastAPI's own pages load them from a CDN.
    app = FastAPIOffline(
        title="Veracity",
        version=__version__,
        description="Self-hosted grounding checks, compatible with Google's Check Grounding API.",
        generate_unique_id_function=lambda route: route.name,  # operation ids: check, list_engines, ...
        static_url="/docs/assets",
        redoc_url=None,  # ReDoc's page still fetches its logo from a CDN
        favicon_url="/favicon.ico",
    )
    app.add_middleware(BrowserGuard, allowed_hosts=tuple(allowed_hosts))
    generate_openapi = app.openapi
    bodies = {"CheckGroundingRequest": wire._Request}
    if checker.store is not None:
        bodies["ImportDocumentsRequest"] = store_routes._Import

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = schema.finish(generate_openapi(), bodies, secured=bool(api_keys))
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    app.add_middleware(AccessLog)
    page = resources.files("veracity.api").joinpath("page.html").read_text(encoding="utf-8")
    keyed = (401,) if api_keys else ()
    stored = (409,) if checker.store is not None else ()

    @app.exception_handler(VeracityError)
    async def _veracity_error(_: Request, exc: VeracityError) -> JSONResponse:
        return JSONResponse(error_body(exc.http_status, exc.status, exc.message), status_code=exc.http_status)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = 404 if exc.status_code in (404, 405) else exc.status_code
        message = f"Method {request.method} {request.url.path} not found." if code == 404 else str(exc.detail)
        return JSONResponse(error_body(code, _STATUS_NAMES.get(code, "UNKNOWN"), message), status_code=code)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        # Every route takes its parameters as strings and reads its body itself, so this is not expected;
        # if it happens, it is a 400 like every other bad input, not FastAPI's 422.
        return JSONResponse(error_body(400, "INVALID_ARGUMENT", f"Invalid request: {exc.errors()[:1]}"), 400)

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        return JSONResponse(error_body(500, "INTERNAL", f"Internal error: {type(exc).__name__}"), status_code=500)

    @app.post(
        "/{version}/projects/{project}/locations/{location}/groundingConfigs/{config}:check",
        summary="Check grounding",
        description="Google's CheckGroundingRequest in, CheckGroundingResponse out (JSON, camelCase). "
        "Lenient as Google's front end is: trailing commas, numbers and booleans as strings, snake_case names, "
        "null for not set.",
        response_model=schema.CheckGroundingResponse,
        responses=schema.errors(400, *keyed, 403, 404, 408, *stored, 413, 415, 503),
        openapi_extra=schema.json_body("CheckGroundingRequest"),
    )
    async def check(request: Request, version: _Version, project: _Free, location: _Free, config: _Free) -> Response:
        if version not in wire.VERSIONS:
            raise NotFound(f"Method POST {request.url.path} not found: unknown API version {version!r}.")
        started = time.perf_counter()
        code = "500"
        try:
            authorize(api_keys, request)
            body = await read_body(request)
            rendered, claims = await lanes.run(len(body), _check, checker, body, version)
            metrics.claims.inc(claims)
            request.state.claims = claims
            code = "200"
            return Response(rendered, media_type="application/json")
        except VeracityError as exc:
            code = str(exc.http_status)
            raise
        finally:
            metrics.requests.labels("rest", code).inc()
            metrics.latency.labels("rest").observe(time.perf_counter() - started)

    if checker.store is not None:
        app.include_router(store_routes.store_router(checker.store, checker.embedder, api_keys, lanes))

    @app.get("/", include_in_schema=False)
    async def home() -> HTMLResponse:
        return HTMLResponse(page)

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> Response:
        return Response(_ICON, media_type="image/svg+xml", headers={"cache-control": "max-age=86400"})

    @app.get("/healthz", summary="Liveness", response_model=schema.Health, responses=schema.errors(403, 503))
    async def healthz() -> dict[str, str]:
        return {"status": "ok", "version": __version__, "verifier": checker.verifier.name}

    @app.get(
        "/metrics",
        summary="Prometheus metrics",
        description="Prometheus' text exposition format, version 0.0.4.",
        response_class=PlainTextResponse,
        responses=schema.errors(403, 503),
    )
    async def prometheus() -> Response:
        return Response(metrics.export(), media_type="text/plain; version=0.0.4")

    return app
