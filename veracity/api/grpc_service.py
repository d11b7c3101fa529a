"""The gRPC face: google.cloud.discoveryengine.{v1,v1beta,v1alpha}.GroundedGenerationService.

Messages are Google's own protobuf classes from `google-cloud-discoveryengine`; a request is
turned into Google's JSON and goes through the same parser as REST, so both faces agree. Fields
that Google's public protos lack (anti-citations, helpfulness) are REST-only.
"""

from __future__ import annotations

import logging
import re
import time
from concurrent import futures
from typing import Any

import grpc
from google.cloud import discoveryengine_v1, discoveryengine_v1alpha, discoveryengine_v1beta
from google.protobuf import json_format

from veracity import limits
from veracity.api import wire
from veracity.api.auth import require_key
from veracity.api.http import MAX_BODY_BYTES
from veracity.api.metrics import Metrics
from veracity.checker import GroundingChecker
from veracity.errors import InvalidArgument, VeracityError

_MODULES = {"v1": discoveryengine_v1, "v1beta": discoveryengine_v1beta, "v1alpha": discoveryengine_v1alpha}
# REST carries the name in its path, which the route matches; gRPC carries it in the message.
_GROUNDING_CONFIG = re.compile(r"projects/[^/]+/locations/[^/]+/groundingConfigs/[^/]+")
log = logging.getLogger("veracity")
access = logging.getLogger("veracity.access")  # one line per call, as REST writes one per request


def _handler(version: str, checker: GroundingChecker, api_keys: frozenset[str], metrics: Metrics) -> Any:
    response_type = _MODULES[version].CheckGroundingResponse.pb()

    def check_grounding(request: Any, context: grpc.ServicerContext) -> Any:
        started = time.perf_counter()
        code, claims = "OK", None
        try:
            headers = {k.lower(): v for k, v in context.invocation_metadata() if isinstance(v, str)}
            require_key(api_keys, headers.get("authorization"), headers.get("x-goog-api-key"))
            if not _GROUNDING_CONFIG.fullmatch(request.grounding_config):
                raise InvalidArgument(
                    "grounding_config must look like projects/*/locations/*/groundingConfigs/*, "
                    f"got {request.grounding_config!r}."
                )
            # Refuse oversized facts before the costly conversion to JSON.
            limits.check_fact_sizes([len(f.fact_text) for f in request.facts])
            parsed = wire.parse_request(json_format.MessageToDict(request))
            result = checker.run(parsed)
            claims = sum(c.check_required for c in result.claims)
            metrics.claims.inc(claims)
            return json_format.ParseDict(
                wire.render(result, parsed.spec, version), response_type(), ignore_unknown_fields=True
            )
        except VeracityError as exc:
            code = exc.status
            # gRPC's status codes bear the names Google's errors carry.
            context.abort(grpc.StatusCode.__members__.get(exc.status, grpc.StatusCode.INTERNAL), exc.message)
        except Exception as exc:
            code = "INTERNAL"
            log.exception("gRPC CheckGrounding failed")
            context.abort(grpc.StatusCode.INTERNAL, f"Internal error: {type(exc).__name__}")
        finally:
            seconds = time.perf_counter() - started
            metrics.requests.labels("grpc", code).inc()
            metrics.latency.labels("grpc").observe(seconds)
            access.info(
                "gRPC %s.CheckGrounding %s %.1f ms%s",
                version,
                code,
                seconds * 1000,
                "" if claims is None else f" claims={claims}",
            )

    return grpc.unary_unary_rpc_method_handler(
        check_grounding,
        request_deserializer=_MODULES[version].CheckGroundingRequest.pb().FromString,
        response_serializer=response_type.SerializeToString,
    )


def create_server(
    checker: GroundingChecker,
    address: str,
    api_keys: frozenset[str] = frozenset(),
    metrics: Metrics | None = None,
    workers: int = 8,
) -> tuple[grpc.Server, int]:
    """An unstarted server bound to `address` ("host:port", port 0 picks one) and its port."""
    metrics = metrics or Metrics()
    server = grpc.server(
        futures.ThreadPoolExecutor(max_workers=workers),
        # One size limit for both faces; and no SO_REUSEPORT, so a port in use fails instead of being shared.
        options=[("grpc.max_receive_message_length", MAX_BODY_BYTES), ("grpc.so_reuseport", 0)],
    )
    for version in _MODULES:
        service = f"google.cloud.discoveryengine.{version}.GroundedGenerationService"
        handlers = {"CheckGrounding": _handler(version, checker, api_keys, metrics)}
        server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(service, handlers),))
    try:
        port = server.add_insecure_port(address)
    except RuntimeError:  # grpc says only "Failed to bind"
        raise OSError(f"cannot listen for gRPC on {address}: the port is in use or the address is not here") from None
    return server, port
