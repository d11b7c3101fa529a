"""What every REST route does with a request before its own work: check the key, read the body."""

from __future__ import annotations

import asyncio
import time
import zlib
from typing import Any

from fastapi import Request
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect

from veracity.api.auth import require_key
from veracity.errors import Cancelled, DeadlineExceeded, InvalidArgument, PayloadTooLarge, UnsupportedMediaType

MAX_BODY_BYTES = 16 * 1024 * 1024  # 200 facts of 10,000 characters, escaped, fit with room to spare
BODY_IDLE_SECONDS = 10.0  # the longest pause between two pieces of a body
BODY_TOTAL_SECONDS = 60.0  # 16 MiB at about 2 Mbit/s


def error_body(code: int, status: str, message: str) -> dict[str, Any]:
    """Google's error envelope."""
    return {"error": {"code": code, "message": message, "status": status}}


def authorize(api_keys: frozenset[str], request: Request) -> None:
    """The key may come as `x-goog-api-key`, `?key=` or `Authorization: Bearer`, as Google accepts."""
    key = request.headers.get("x-goog-api-key") or request.query_params.get("key")
    require_key(api_keys, request.headers.get("authorization"), key)


def _require_json(request: Request) -> None:
    # A browser sends text/plain across origins without asking first; application/json it must ask for (CORS).
    media_type = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    if media_type != "application/json" and not media_type.endswith("+json"):
        raise UnsupportedMediaType(
            f"Content-Type must be application/json, got {media_type or 'none'!r}. "
            "Send the body with 'Content-Type: application/json'."
        )


def _too_large(size: str) -> PayloadTooLarge:
    return PayloadTooLarge(f"Request body {size}exceeds the limit of {MAX_BODY_BYTES:,} bytes.")


async def _pieces(request: Request) -> list[bytes]:
    """The raw body, refused when it trickles in slower than the timeouts allow."""
    pieces: list[bytes] = []
    size = 0
    deadline = time.monotonic() + BODY_TOTAL_SECONDS
    stream = request.stream().__aiter__()
    while True:
        wait = min(BODY_IDLE_SECONDS, deadline - time.monotonic())
        try:
            piece = await asyncio.wait_for(stream.__anext__(), timeout=max(wait, 0.0))
        except StopAsyncIteration:
            return pieces
        except TimeoutError:
            raise DeadlineExceeded(
                f"The request body did not arrive in time (at most {BODY_IDLE_SECONDS:.0f} s between pieces "
                f"and {BODY_TOTAL_SECONDS:.0f} s in all)."
            ) from None
        except ClientDisconnect:
            raise Cancelled("The client closed the connection before its request body arrived.") from None
        size += len(piece)
        if size > MAX_BODY_BYTES:
            raise _too_large("")
        pieces.append(piece)


def _gunzip(body: bytes) -> bytes:
    inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        plain = inflater.decompress(body, MAX_BODY_BYTES + 1)
    except zlib.error as exc:
        raise InvalidArgument(f"The body is not valid gzip: {exc}.") from None
    if len(plain) > MAX_BODY_BYTES:
        raise _too_large("uncompressed ")
    return plain


async def read_body(request: Request) -> bytes:
    """The request's JSON body, bounded in size and time, gzip undone."""
    _require_json(request)
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        raise _too_large(f"of {int(declared):,} bytes ")
    body = b"".join(await _pieces(request))
    encoding = request.headers.get("content-encoding", "identity").strip().lower()
    if encoding == "gzip":
        return await run_in_threadpool(_gunzip, body)
    if encoding != "identity":
        raise UnsupportedMediaType(f"Content-Encoding {encoding!r} is not supported; send gzip or nothing.")
    return body
