"""UK-style postcodes and delivery zones."""

from __future__ import annotations

import re

from .errors import PostcodeError

_POSTCODE_RE = re.compile(r"^([A-Z]{1,2})(\d[A-Z\d]?) ?(\d[A-Z]{2})$")

REGIONS: dict[str, str] = {
    "E": "london", "EC": "london", "N": "london", "NW": "london", "SE": "london",
    "SW": "london", "W": "london", "WC": "london",
    "B": "midlands", "CV": "midlands", "LE": "midlands", "NG": "midlands",
    "L": "northwest", "M": "northwest", "PR": "northwest", "WA": "northwest",
    "EH": "scotland", "G": "scotland", "AB": "scotland", "IV": "scotland",
    "HS": "scotland", "KW": "scotland", "ZE": "scotland", "PA": "scotland",
}

REMOTE_AREAS = frozenset({"HS", "IV", "KW", "ZE", "PA"})


def normalize_postcode(text: str) -> str:
    """``" sw1a1aa "`` -> ``"SW1A 1AA"``."""
    compact = "".join(str(text).split()).upper()
    m = _POSTCODE_RE.match(compact)
    if not m:
        raise PostcodeError(f"not a postcode: {text!r}")
    return f"{m.group(1)}{m.group(2)} {m.group(3)}"


def postcode_area(postcode: str) -> str:
    """The letters at the start: ``"SW1A 1AA"`` -> ``"SW"``."""
    return _POSTCODE_RE.match(normalize_postcode(postcode).replace(" ", "")).group(1)


def is_remote(postcode: str) -> bool:
    return postcode_area(postcode) in REMOTE_AREAS


def zone_for(origin: str, dest: str) -> int:
    """1 same area, 2 same region, 3 elsewhere, 4 remote destination."""
    a, b = postcode_area(origin), postcode_area(dest)
    if b in REMOTE_AREAS:
        return 4
    if a == b:
        return 1
    ra, rb = REGIONS.get(a), REGIONS.get(b)
    if ra is not None and ra == rb:
        return 2
    return 3
