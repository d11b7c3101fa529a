"""What every REST route does with a request before its own work: check the key, read the body."""

from __future__ import annotations

from fastapi import Request

from veracity.api.auth import require_key
from veracity.errors import PayloadTooLarge

MAX_BODY_BYTES = 16 * 1024 * 1024  # 200 facts of 10,000 characters, escaped, fit with room to spare


def authorize(api_keys: frozenset[str], request: Request) -> None:
    """The key may come as `x-goog-api-key`, `?key=` or `Authorization: Bearer`, as Google accepts."""
    key = request.headers.get("x-goog-api-key") or request.query_params.get("key")
    require_key(api_keys, request.headers.get("authorization"), key)


async def read_body(request: Request) -> bytes:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        raise PayloadTooLarge(f"Request body of {int(declared):,} bytes exceeds the limit of {MAX_BODY_BYTES:,} bytes.")
    body = bytearray()
    async for piece in request.stream():
        body.extend(piece)
        if len(body) > MAX_BODY_BYTES:
            raise PayloadTooLarge(f"Request body exceeds the limit of {MAX_BODY_BYTES:,} bytes.")
    return bytes(body)
