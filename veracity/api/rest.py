"""The REST face: Google's `...groundingConfigs/*:check` route, a web page to try it, health, metrics, OpenAPI."""

from __future__ import annotations

import time
from importlib import resources
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from veracity import __version__
from veracity.api import wire
from veracity.api.http import authorize, read_body
from veracity.api.metrics import Metrics
from veracity.api.store_routes import store_router
from veracity.checker import GroundingChecker
from veracity.errors import NotFound, VeracityError

_STATUS_NAMES = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    409: "ABORTED",
    413: "INVALID_ARGUMENT",
    415: "INVALID_ARGUMENT",
    503: "UNAVAILABLE",
}


def error_body(code: int, status: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "status": status}}


def create_app(
    checker: GroundingChecker, api_keys: frozenset[str] = frozenset(), metrics: Metrics | None = None
) -> FastAPI:
    metrics = metrics or Metrics()
    # No /docs or /redoc: FastAPI's pages load their scripts from a CDN, which air-gapped servers cannot reach.
    app = FastAPI(
        title="Veracity",
        version=__version__,
        description="Self-hosted grounding checks, compatible with Google's Check Grounding API.",
        docs_url=None,
        redoc_url=None,
    )
    page = resources.files("veracity.api").joinpath("page.html").read_text(encoding="utf-8")

    @app.exception_handler(VeracityError)
    async def _veracity_error(_: Request, exc: VeracityError) -> JSONResponse:
        return JSONResponse(error_body(exc.http_status, exc.status, exc.message), status_code=exc.http_status)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = 404 if exc.status_code in (404, 405) else exc.status_code
        message = f"Method {request.method} {request.url.path} not found." if code == 404 else str(exc.detail)
        return JSONResponse(error_body(code, _STATUS_NAMES.get(code, "UNKNOWN"), message), status_code=code)

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        return JSONResponse(error_body(500, "INTERNAL", f"Internal error: {type(exc).__name__}"), status_code=500)

    @app.post(
        "/{version}/projects/{project}/locations/{location}/groundingConfigs/{config}:check",
        summary="Check grounding",
        description="Google's CheckGroundingRequest in, CheckGroundingResponse out (JSON, camelCase).",
    )
    async def check(version: str, request: Request) -> JSONResponse:
        if version not in wire.VERSIONS:
            raise NotFound(f"Method POST {request.url.path} not found: unknown API version {version!r}.")
        started = time.perf_counter()
        code = "200"
        try:
            authorize(api_keys, request)
            payload = wire.loads(await read_body(request))
            parsed = wire.parse_request(payload)
            result = await run_in_threadpool(checker.run, parsed)
            metrics.claims.inc(sum(c.check_required for c in result.claims))
            return JSONResponse(wire.render(result, parsed.spec, version))
        except VeracityError as exc:
            code = str(exc.http_status)
            raise
        finally:
            metrics.requests.labels("rest", code).inc()
            metrics.latency.labels("rest").observe(time.perf_counter() - started)

    if checker.store is not None:
        app.include_router(store_router(checker.store, checker.embedder, api_keys))

    @app.get("/", include_in_schema=False)
    async def home() -> HTMLResponse:
        return HTMLResponse(page)

    @app.get("/healthz", summary="Liveness")
    async def healthz() -> dict[str, str]:
        return {"status": "ok", "version": __version__, "verifier": checker.verifier.name}

    @app.get("/metrics", summary="Prometheus metrics")
    async def prometheus() -> Response:
        return Response(metrics.export(), media_type="text/plain; version=0.0.4")

    return app
