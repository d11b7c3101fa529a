"""Past one machine, on Ray: `veracity batch --ray` (Ray Data) and `veracity serve --ray-replicas` (Ray Serve).

Ray is the optional `[ray]` extra. Nothing outside this package imports Ray, and the modules here are
imported only once a command asks for Ray, after `require_ray` has said, in one line, how to install it.
"""

from __future__ import annotations

import importlib

INSTALL = "pip install 'veracity[ray]'"


class RayMissing(Exception):
    """Ray, or the part of it a command needs, is not installed."""


def require_ray(part: str) -> None:
    """Fail with the install command where `ray.<part>` (data, serve) cannot be imported."""
    try:
        importlib.import_module(f"ray.{part}")
    except ImportError as exc:
        raise RayMissing(f"Ray is not installed (no module {exc.name or 'ray'!r}): {INSTALL}") from None
