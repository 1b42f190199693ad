"""Search and tags. Listeners only ever see episodes they may play."""

from .episodes import Episode
from .feed import Feed
from .listeners import Listener, may_play


def _words(text: str) -> list[str]:
    return [w for w in text.lower().split() if w]


def search(feed: Feed, listener: Listener, text: str) -> list[Episode]:
    """Episodes whose title contains every word of `text` (case-insensitive) or that carry it
    as a tag, in feed order."""
    words = _words(text)
    if not words:
        return []
    hits = []
    for e in feed.episodes():
        title = e.title.lower()
        if all(w in title for w in words) or " ".join(words) in e.tags:
            if may_play(listener, e):
                hits.append(e)
    return hits


def by_tag(feed: Feed, listener: Listener, tag: str) -> list[Episode]:
    return [e for e in feed.episodes() if tag.lower() in e.tags and may_play(listener, e)]


def tag_cloud(feed: Feed) -> dict[str, int]:
    counts: dict[str, int] = {}
    for e in feed.episodes():
        for t in e.tags:
            counts[t] = counts.get(t, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
