"""Big work in its own lane. Heavy checks and imports share all cores but one, so a small check
always finds a core free: on 2 cores, one heavy job runs at a time and the others wait their
turn, without holding a worker thread while they wait."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from typing import TypeVar

from starlette.concurrency import run_in_threadpool

HEAVY_BYTES = 64 * 1024  # the seeds' request is 1.5 KB; 200 facts of 1,000 characters are 200 KB

T = TypeVar("T")


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


class Lanes:
    def __init__(self, heavy_lanes: int | None = None) -> None:
        self._heavy = asyncio.Semaphore(heavy_lanes or max(1, _cores() - 1))

    async def run(self, body_bytes: int, work: Callable[..., T], *args: object) -> T:
        """`work(*args)` in a worker thread; in the heavy lane when the request body is large."""
        if body_bytes < HEAVY_BYTES:
            return await run_in_threadpool(work, *args)
        async with self._heavy:
            return await run_in_threadpool(work, *args)
