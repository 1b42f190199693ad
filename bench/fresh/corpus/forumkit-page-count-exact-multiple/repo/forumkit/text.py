"""Tags, mentions and excerpts."""
import re

from .errors import InvalidInput

MAX_TAGS = 5
_MENTION = re.compile(r"(?<![\w@])@([a-z0-9_]+)")


def normalise_tag(tag: str) -> str:
    t = tag.strip().lower().replace(" ", "-")
    if not t or not all(c.isalnum() or c == "-" for c in t):
        raise InvalidInput(f"bad tag: {tag!r}")
    return t


def normalise_tags(tags: list[str]) -> list[str]:
    """Tags lower-cased, spaces as dashes, duplicates dropped (first one kept), at most 5."""
    out: list[str] = []
    for tag in tags:
        t = normalise_tag(tag)
        if t not in out:
            out.append(t)
    if len(out) > MAX_TAGS:
        raise InvalidInput(f"at most {MAX_TAGS} tags")
    return out


def mentions(body: str) -> list[str]:
    """User names mentioned as @name, in order of first mention, without duplicates."""
    seen: list[str] = []
    for name in _MENTION.findall(body):
        if name not in seen:
            seen.append(name)
    return seen


def excerpt(body: str, width: int = 40) -> str:
    """The body on one line, cut at a word boundary to at most `width` characters with '…'."""
    flat = " ".join(body.split())
    if len(flat) <= width:
        return flat
    cut = flat[: width - 1]
    if flat[width - 1] != " " and " " in cut:
        cut = cut[: cut.rindex(" ")]
    return cut + "…"


def quote(author: str, body: str) -> str:
    """A reply quote: a header line and every line of the body prefixed with '> '."""
    lines = body.strip().splitlines() or [""]
    return f"{author} wrote:\n" + "\n".join("> " + line if line else ">" for line in lines)
