"""uvicorn's HTTP/1.1 protocol with the defences uvicorn leaves out against slow clients (slowloris):
a deadline for a request's headers, and a cap on connections still sending them, where the one
waiting longest makes room for a newcomer, so a flood of trickling connections cannot lock
out /healthz or a real check."""

from __future__ import annotations

import asyncio

from uvicorn.protocols.http.h11_impl import H11Protocol

HEADER_SECONDS = 10.0
MAX_WAITING_FOR_HEADERS = 512

# Connections that have not yet sent a whole request head, oldest first (dicts keep insertion order).
_waiting: dict[GuardedH11Protocol, None] = {}


class GuardedH11Protocol(H11Protocol):
    _header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        while len(_waiting) >= MAX_WAITING_FOR_HEADERS:
            next(iter(_waiting))._drop()
        self._await_headers()

    def on_response_complete(self) -> None:
        self._await_headers()  # before super(), which may already start a pipelined request
        super().on_response_complete()

    def handle_events(self) -> None:
        super().handle_events()
        if self.cycle is not None and not self.cycle.response_complete:
            self._headers_arrived()

    def connection_lost(self, exc: Exception | None) -> None:
        self._headers_arrived()
        super().connection_lost(exc)

    def _await_headers(self) -> None:
        self._headers_arrived()
        _waiting[self] = None
        self._header_timer = self.loop.call_later(HEADER_SECONDS, self._drop)

    def _headers_arrived(self) -> None:
        _waiting.pop(self, None)
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _drop(self) -> None:
        self._headers_arrived()
        if not self.transport.is_closing():
            self.transport.close()
