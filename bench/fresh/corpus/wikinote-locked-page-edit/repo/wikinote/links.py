"""Wiki links: [[Title]] or [[Title|label]] in page text, backlinks and a markdown export."""
from __future__ import annotations

import re

from .errors import InvalidTitle
from .slug import slugify

_LINK = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")


def links(text: str) -> list[str]:
    """The slugs a text links to, in order of first appearance, without repeats."""
    out: list[str] = []
    for m in _LINK.finditer(text):
        try:
            slug = slugify(m.group(1))
        except InvalidTitle:
            continue
        if slug not in out:
            out.append(slug)
    return out


def backlinks(wiki, slug: str) -> list[str]:
    """The pages whose current text links to slug, sorted."""
    return sorted(s for s in wiki.pages() if s != slug and slug in links(wiki.text(s)))


def broken_links(wiki) -> dict[str, list[str]]:
    """For each page, the linked slugs that have no page."""
    existing = set(wiki.pages())
    out = {}
    for s in wiki.pages():
        missing = [t for t in links(wiki.text(s)) if t not in existing]
        if missing:
            out[s] = missing
    return out


def to_markdown(wiki, slug: str) -> str:
    """The page as markdown: a heading, then the text with wiki links as relative links."""
    page = wiki.get(slug)

    def repl(m: re.Match) -> str:
        label = m.group(2) or m.group(1)
        try:
            return f"[{label.strip()}]({slugify(m.group(1))}.md)"
        except InvalidTitle:
            return m.group(0)

    return f"# {page.title}\n\n" + _LINK.sub(repl, page.text)
