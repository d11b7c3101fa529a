"""Refuse what a hostile web page can make a browser send: a foreign Host (DNS rebinding) and
cross-origin writes (CSRF). The server's own page is same-origin, so it passes."""

from __future__ import annotations

import json
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Receive, Scope, Send

from veracity.api.http import error_body
from veracity.errors import PermissionDenied

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
_SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}


def default_allowed_hosts(bind_host: str) -> tuple[str, ...]:
    """The names a server bound to `bind_host` can be reached by without a proxy telling it more."""
    if bind_host in ("0.0.0.0", "::", ""):
        return ("*",)
    if bind_host in LOOPBACK_NAMES:
        return LOOPBACK_NAMES
    return (bind_host,)


def _name(host: str) -> str:
    """'example.com:8080' -> 'example.com', '[::1]:8080' -> '::1'."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:].split("]", 1)[0]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


class BrowserGuard:
    def __init__(self, app: ASGIApp, allowed_hosts: Iterable[str] = ("*",)) -> None:
        self.app = app
        self.allowed = {h.lower() for h in allowed_hosts}

    def _host_allowed(self, name: str) -> bool:
        if "*" in self.allowed or name in self.allowed:
            return True
        return any(a.startswith("*.") and name.endswith(a[1:]) for a in self.allowed)

    def _refusal(self, scope: Scope) -> str | None:
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host", "")
        if not self._host_allowed(_name(host)):
            return (
                f"Host {host!r} is not a name this server answers to. Start it with --allowed-hosts NAME to allow it."
            )
        if scope["method"] in _SAFE_METHODS:
            return None
        origin = headers.get("origin")
        if origin is not None and (origin == "null" or urlsplit(origin).netloc.lower() != host.lower()):
            return f"Cross-origin requests are refused: Origin {origin!r} is not this server ({host!r})."
        if headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
            return "Cross-site requests are refused (Sec-Fetch-Site: cross-site)."
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        refusal = self._refusal(scope) if scope["type"] == "http" else None
        if refusal is None:
            await self.app(scope, receive, send)
            return
        denied = PermissionDenied(refusal)
        body = json.dumps(error_body(denied.http_status, denied.status, refusal)).encode()
        await send(
            {
                "type": "http.response.start",
                "status": denied.http_status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
            }
        )
        await send({"type": "http.response.body", "body": body})
