"""Codes: an email address, a web address or an identifier of letters and digits ("4471-B", "6XE", "B12") that the
claim gives in another form than the evidence, where the evidence gives one like it in its place."""

from __future__ import annotations

import re
from functools import lru_cache

from veracity.verifiers.details.conflict import Conflict

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# A host name with a common top-level domain: "docs.acme.com", "https://acme.io/pricing"; not "Node.js".
_TLD = "com|org|net|io|dev|ai|app|co|edu|gov|info|eu|uk|de|fr|es|it|pt|nl|ch|at|be|jp|cn|ca|au|us|br|in"
_WEB = re.compile(rf"(?<![\w@.-])(?:https?://)?(?:[a-z0-9-]+\.)+(?:{_TLD})(?![\w-])(?:/[^\s,;)]*)?", re.IGNORECASE)
# Capital letters and digits both, in one word or joined by hyphens: "B12", "NW1", "4471-B", "XR-700"; not an
# ordinal, a decade or a unit ("28th", "1890s", "6ème", "5km"), which other checks read.
_CODE = re.compile(r"(?<![\w@.-])(?=[A-Z0-9-]*[0-9])(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*(?![\w@-])")
_PARTS = re.compile(r"\d+|[^\W\d_]+")


def code_conflict(claim: str, evidence: str) -> Conflict | None:
    """The claim's code that the evidence lacks where it has one of the same kind and build that differs from it in
    one part: "help@acme.com" against "support@acme.com", "4471-A" against "4471-B", "6XF" against "6XE"."""
    claimed = _codes(claim)
    said = _codes(evidence) if claimed else ()
    if not said:
        return None
    plain = _plain(evidence)
    for kind, code in claimed:
        if _plain(code) in plain:
            continue
        alike = [other for k, other in said if k == kind and _alike(kind, code, other)]
        if alike:
            return Conflict("code", code, alike[0], sure=_sure(kind, code))
    return None


@lru_cache(maxsize=20_000)
def _codes(text: str) -> tuple[tuple[str, str], ...]:
    """The text's codes with their kind, emails and web addresses first and not read again as codes."""
    found = [("email", m[0]) for m in _EMAIL.finditer(text)]
    rest = _EMAIL.sub(" ", text)
    found += [("web", m[0].rstrip(".")) for m in _WEB.finditer(rest)]
    rest = _WEB.sub(" ", rest)
    return tuple(found + [("code", m[0]) for m in _CODE.finditer(rest)])


def _plain(text: str) -> str:
    """Letters and digits only, case-folded: "NW1 6XE" holds "6xe", "COVID-19" is "covid19"."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _alike(kind: str, code: str, other: str) -> bool:
    """Two codes of one build that differ in one part, where neither part is the other's abbreviation: "4471-A" and
    "4471-B", "docs.acme.io" and "docs.acme.com"; not "MP4" and "MPEG-4", "B6" and "VB6"."""
    parts, others = _PARTS.findall(code.casefold()), _PARTS.findall(other.casefold())
    if len(parts) != len(others) or (kind == "code" and _shape(parts) != _shape(others)):
        return False
    differ = [(a, b) for a, b in zip(parts, others, strict=True) if a != b]
    if len(differ) != 1:
        return False
    a, b = differ[0]
    return not (a.startswith(b) or b.startswith(a) or a.endswith(b) or b.endswith(a))


def _sure(kind: str, code: str) -> bool:
    """An address of three parts or more that differs in one is surely the same one said otherwise ("help@acme.com"
    for "support@acme.com", "docs.acme.io" for "docs.acme.com"), however little else of the sentence the claim says;
    "statuspeople.com" and "twitteraudit.com" are two sites."""
    return kind != "code" and len(_PARTS.findall(code)) >= 3


def _shape(parts: list[str]) -> tuple[bool, ...]:
    return tuple(p.isdigit() for p in parts)
