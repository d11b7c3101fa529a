"""One log line per request: method, path, status, latency and the claims checked, with `?key=` redacted
(uvicorn's own access log would write the key in clear text)."""

from __future__ import annotations

import logging
import re
import time

from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("veracity.access")
_KEY = re.compile(r"(?i)(^|&)(key|api_key|access_token)=[^&]*")


def redact(query: str) -> str:
    return _KEY.sub(r"\1\2=REDACTED", query)


class AccessLog:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500  # what the client sees if the app fails before it answers

        async def send_and_note(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_and_note)
        finally:
            query = scope.get("query_string", b"").decode("latin-1")
            path = scope["path"] + ("?" + redact(query) if query else "")
            claims = scope.get("state", {}).get("claims")
            log.info(
                "%s %s %d %.1f ms%s",
                scope["method"],
                path,
                status,
                (time.perf_counter() - started) * 1000,
                "" if claims is None else f" claims={claims}",
            )
