"""Page slugs: lower case words joined by hyphens, at most MAX_LEN characters."""
from __future__ import annotations

import re
import unicodedata

from .errors import InvalidTitle

MAX_LEN = 40


def slugify(title: str, max_len: int = MAX_LEN) -> str:
    """'Hello, World!' -> 'hello-world'. Long slugs are cut after a whole word where possible."""
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    if not slug:
        raise InvalidTitle(f"title {title!r} has no letters or digits")
    if len(slug) >= max_len:
        cut = slug.rfind("-", 0, max_len + 1)
        slug = slug[:cut] if cut > 0 else slug[:max_len]
    return slug


def unique_slug(slug: str, taken, max_len: int = MAX_LEN) -> str:
    """slug, or slug-2, slug-3, ... (shortened to fit max_len) when it is taken."""
    if slug not in taken:
        return slug
    n = 2
    while True:
        suffix = f"-{n}"
        room = max_len - len(suffix)
        stem = slug
        if len(stem) >= room:
            cut = stem.rfind("-", 0, room + 1)
            stem = stem[:cut] if cut > 0 else stem[:room]
        candidate = stem + suffix
        if candidate not in taken:
            return candidate
        n += 1
