"""Veracity: a self-hosted grounding checker compatible with Google's Check Grounding API."""

from veracity.checker import GroundingChecker
from veracity.errors import InvalidArgument, NotFound, VeracityError
from veracity.types import CheckRequest, CheckResult, Chunk, Claim, Fact, GroundingSpec

__version__ = "0.1.0"

__all__ = [
    "CheckRequest",
    "CheckResult",
    "Chunk",
    "Claim",
    "Fact",
    "GroundingChecker",
    "GroundingSpec",
    "InvalidArgument",
    "NotFound",
    "VeracityError",
    "__version__",
]
