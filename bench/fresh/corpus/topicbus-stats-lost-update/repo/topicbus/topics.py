"""Topic names and subscription patterns."""

from __future__ import annotations

import re

from .errors import TopicError

_SEGMENT_RE = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
_PATTERN_SEGMENT_RE = re.compile(r"^(?:\*|#|[a-z0-9][a-z0-9_-]*)$")

MAX_TOPIC_LENGTH = 200


def validate_topic(name: str) -> str:
    """Return ``name`` if it is a publishable topic (no wildcards), else raise TopicError."""
    if not isinstance(name, str) or not name:
        raise TopicError(f"a topic must be a non-empty string, got {name!r}")
    if len(name) > MAX_TOPIC_LENGTH:
        raise TopicError(f"topic longer than {MAX_TOPIC_LENGTH} characters")
    for segment in name.split("."):
        if segment in ("*", "#"):
            raise TopicError(f"{name!r}: wildcards are only allowed in subscription patterns")
        if not _SEGMENT_RE.match(segment):
            raise TopicError(f"{name!r}: bad segment {segment!r}")
    return name


def validate_pattern(pattern: str) -> str:
    """Return ``pattern`` if it is a valid subscription pattern, else raise TopicError."""
    if not isinstance(pattern, str) or not pattern:
        raise TopicError(f"a pattern must be a non-empty string, got {pattern!r}")
    if len(pattern) > MAX_TOPIC_LENGTH:
        raise TopicError(f"pattern longer than {MAX_TOPIC_LENGTH} characters")
    segments = pattern.split(".")
    for i, segment in enumerate(segments):
        if not _PATTERN_SEGMENT_RE.match(segment):
            raise TopicError(f"{pattern!r}: bad segment {segment!r}")
        if segment == "#" and i != len(segments) - 1:
            raise TopicError(f"{pattern!r}: '#' must be the last segment")
    return pattern


def matches(pattern: str, topic: str) -> bool:
    """``*`` matches one segment, a final ``#`` matches zero or more trailing segments."""
    p, t = pattern.split("."), topic.split(".")
    for i, seg in enumerate(p):
        if seg == "#":
            return True
        if i >= len(t):
            return False
        if seg != "*" and seg != t[i]:
            return False
    return len(p) == len(t)


def literal_prefix(pattern: str) -> str:
    """The segments of ``pattern`` before its first wildcard, joined (``""`` if it starts with one)."""
    out = []
    for seg in pattern.split("."):
        if seg in ("*", "#"):
            break
        out.append(seg)
    return ".".join(out)
