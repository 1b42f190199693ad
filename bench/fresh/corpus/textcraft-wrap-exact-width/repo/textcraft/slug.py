"""URL slugs.

``slugify("Crème Brûlée: A Recipe!")`` is ``"creme-brulee-a-recipe"``. Any separator may be
used (``"_"``, ``"."``, ``"--"``); runs of other characters collapse into one separator, and
the slug never starts or ends with one.
"""

from __future__ import annotations

import re

from .normalize import strip_accents

_NON_ALNUM = re.compile(r"[^A-Za-z0-9]+")


def _truncate_slug(slug: str, max_length: int, separator: str) -> str:
    """Cut *slug* to at most *max_length* characters, keeping whole words when possible."""
    if len(slug) <= max_length:
        return slug
    kept: list[str] = []
    for word in slug.split(separator):
        if len(separator.join(kept + [word])) > max_length:
            break
        kept.append(word)
    return separator.join(kept) if kept else slug[:max_length]


def slugify(text: str, separator: str = "-", max_length: int | None = None, lowercase: bool = True, stopwords=()) -> str:
    """A URL-safe slug of *text*; see the module docstring."""
    if not separator:
        raise ValueError("separator must not be empty")
    if max_length is not None and max_length < 1:
        raise ValueError("max_length must be at least 1")
    text = strip_accents(text)
    if lowercase:
        text = text.lower()
    if stopwords:
        stop = {w.lower() for w in stopwords}
        text = " ".join(w for w in _NON_ALNUM.split(text) if w and w.lower() not in stop)
    slug = _NON_ALNUM.sub(separator, text).strip(separator)
    if max_length is not None:
        slug = _truncate_slug(slug, max_length, separator)
    return slug


def unique_slug(text: str, existing, separator: str = "-", max_length: int | None = None) -> str:
    """A slug of *text* not in *existing*: ``title``, then ``title-2``, ``title-3``, ..."""
    base = slugify(text, separator=separator, max_length=max_length)
    if base not in existing:
        return base
    n = 2
    while f"{base}{separator}{n}" in existing:
        n += 1
    return f"{base}{separator}{n}"
