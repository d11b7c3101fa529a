"""API keys: none configured means an open server; otherwise every check needs one."""

from __future__ import annotations

import hmac
import os
from collections.abc import Iterable

from veracity.errors import Unauthenticated

ENV_VAR = "VERACITY_API_KEYS"


def configured_keys(cli_keys: Iterable[str] = ()) -> frozenset[str]:
    from_env = [k.strip() for k in os.environ.get(ENV_VAR, "").split(",")]
    return frozenset(k for k in (*cli_keys, *from_env) if k)


def require_key(keys: frozenset[str], authorization: str | None, api_key: str | None) -> None:
    if not keys:
        return
    offered = api_key
    if not offered and authorization and authorization.lower().startswith("bearer "):
        offered = authorization[7:].strip()
    # Bytes, since compare_digest refuses non-ASCII strings, and a header may carry any byte.
    if not offered or not any(hmac.compare_digest(offered.encode(), key.encode()) for key in keys):
        raise Unauthenticated(
            "Request is missing a valid API key. Send it as 'x-goog-api-key: KEY' or 'Authorization: Bearer KEY'."
        )
