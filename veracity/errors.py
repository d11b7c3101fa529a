"""Errors a caller can act on; each maps to one of Google's canonical status codes."""

from __future__ import annotations


class VeracityError(Exception):
    http_status = 500
    status = "INTERNAL"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidArgument(VeracityError):
    http_status = 400
    status = "INVALID_ARGUMENT"


class Unauthenticated(VeracityError):
    http_status = 401
    status = "UNAUTHENTICATED"


class NotFound(VeracityError):
    http_status = 404
    status = "NOT_FOUND"


class PayloadTooLarge(VeracityError):
    # Google's front end answers oversized bodies with 413 and no canonical status of its own.
    http_status = 413
    status = "INVALID_ARGUMENT"


class Aborted(VeracityError):
    """A write that lost a race with another one (the engine went away, a lock conflict); retrying may succeed."""

    http_status = 409
    status = "ABORTED"


class Unavailable(VeracityError):
    """A dependency (the document store, a judge) is down; the same request may succeed later."""

    http_status = 503
    status = "UNAVAILABLE"


class PermissionDenied(VeracityError):
    http_status = 403
    status = "PERMISSION_DENIED"


class UnsupportedMediaType(VeracityError):
    http_status = 415
    status = "INVALID_ARGUMENT"


class DeadlineExceeded(VeracityError):
    """The client sent its request too slowly; a connection may not be held open by trickling bytes."""

    http_status = 408
    status = "DEADLINE_EXCEEDED"


class Cancelled(VeracityError):
    """The client went away before its request arrived; nobody reads the answer."""

    http_status = 499
    status = "CANCELLED"
