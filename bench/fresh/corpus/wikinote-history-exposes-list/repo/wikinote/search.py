"""Word search over pages: title words count three times, body words once."""
from __future__ import annotations

import re

from .page import Page

_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def score(page: Page, terms: list[str]) -> int:
    title, body = words(page.title), words(page.text)
    return sum(3 * title.count(t) + body.count(t) for t in terms)


def search(pages, query: str, limit: int = 10) -> list[tuple[str, int]]:
    """(slug, score) of matching pages, best first; equal scores by slug."""
    terms = words(query)
    if not terms:
        return []
    hits = [(p.slug, score(p, terms)) for p in pages]
    hits = [h for h in hits if h[1] > 0]
    hits.sort(key=lambda h: (-h[1], h[0]))
    return hits[:limit]
