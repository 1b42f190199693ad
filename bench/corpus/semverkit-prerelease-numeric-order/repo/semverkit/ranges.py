"""npm-style version ranges.

A range is one or more comparator sets joined by ``||``; a version satisfies the
range when it satisfies every comparator of at least one set.  Besides the plain
operators (``<``, ``<=``, ``>``, ``>=``, ``=``) the following shorthands are
expanded into comparators when the range is parsed:

* ``^1.2.3`` - changes that do not modify the left-most non-zero part;
* ``~1.2.3`` - patch-level changes (``~1`` allows minor-level changes);
* ``1.2.x`` / ``1.2`` / ``*`` - wildcards;
* ``1.2.3 - 2.3.4`` - inclusive hyphen ranges.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import InvalidRange, InvalidVersion
from .version import Version

_OPERATORS = ("<=", ">=", "<", ">", "=")
_WILDCARDS = {"x", "X", "*"}
_PARTIAL_RE = re.compile(
    r"^v?(?P<major>\d+|[xX*])"
    r"(?:\.(?P<minor>\d+|[xX*])"
    r"(?:\.(?P<patch>\d+|[xX*])"
    r"(?:-(?P<pre>[0-9A-Za-z.-]+))?"
    r"(?:\+[0-9A-Za-z.-]+)?)?)?$",
    re.ASCII,
)
_HYPHEN_RE = re.compile(r"^\s*(\S+)\s+-\s+(\S+)\s*$")

Partial = tuple["int | None", "int | None", "int | None", "tuple[str, ...]"]


@dataclass(frozen=True)
class Comparator:
    """A single ``<op><version>`` test."""

    op: str
    version: Version

    def test(self, version: Version) -> bool:
        result = version.compare(self.version)
        if self.op == "<":
            return result < 0
        if self.op == "<=":
            return result <= 0
        if self.op == ">":
            return result > 0
        if self.op == ">=":
            return result >= 0
        return result == 0

    def __str__(self) -> str:
        return f"{self.op}{self.version}"


def _parse_partial(text: str) -> Partial:
    """Parse ``1``, ``1.2``, ``1.2.x`` or ``1.2.3-pre`` into (major, minor, patch, pre).

    Missing or wildcard parts are returned as ``None``.
    """
    match = _PARTIAL_RE.match(text)
    if match is None:
        raise InvalidRange(f"invalid version in range: {text!r}")
    parts: list[int | None] = []
    for name in ("major", "minor", "patch"):
        value = match.group(name)
        if value is None or value in _WILDCARDS or (parts and parts[-1] is None):
            parts.append(None)
        else:
            parts.append(int(value))
    pre = match.group("pre")
    if pre and parts[2] is None:
        raise InvalidRange(f"pre-release on a partial version: {text!r}")
    return parts[0], parts[1], parts[2], tuple(pre.split(".")) if pre else ()


def _lower_bound(partial: Partial) -> Version:
    major, minor, patch, pre = partial
    return Version(major or 0, minor or 0, patch or 0, pre)


def _expand_caret(partial: Partial) -> list[Comparator]:
    """``^`` allows changes that do not modify the left-most non-zero part."""
    major, minor, patch, pre = partial
    if major is None:
        return []
    lower = Version(major, minor or 0, patch or 0, pre)
    if major > 0 or minor is None:
        upper = Version(major + 1, 0, 0)
    elif minor > 0 or patch is None:
        upper = Version(0, minor + 1, 0)
    else:
        upper = Version(0, 0, patch + 1)
    return [Comparator(">=", lower), Comparator("<", upper)]


def _expand_tilde(partial: Partial) -> list[Comparator]:
    """``~`` allows patch-level changes, or minor-level changes if only a major is given."""
    major, minor, patch, pre = partial
    if major is None:
        return []
    lower = Version(major, minor or 0, patch or 0, pre)
    if minor is None:
        upper = Version(major + 1, 0, 0)
    else:
        upper = Version(major, minor + 1, 0)
    return [Comparator(">=", lower), Comparator("<", upper)]


def _expand_wildcard(partial: Partial) -> list[Comparator]:
    """A bare partial version: ``1.2`` means ``>=1.2.0 <1.3.0``."""
    major, minor, patch, pre = partial
    if major is None:
        return []
    if minor is None:
        return [Comparator(">=", Version(major, 0, 0)), Comparator("<", Version(major + 1, 0, 0))]
    if patch is None:
        return [Comparator(">=", Version(major, minor, 0)), Comparator("<", Version(major, minor + 1, 0))]
    return [Comparator("=", Version(major, minor, patch, pre))]


def _expand_operator(op: str, partial: Partial) -> list[Comparator]:
    """Expand ``<op><partial>`` where the partial version may contain wildcards."""
    major, minor, patch, pre = partial
    if major is None:
        return [] if op in (">=", "<=", "=") else [Comparator("<", Version(0, 0, 0, ("0",)))]
    if patch is not None:
        return [Comparator(op, Version(major, minor, patch, pre))]
    if op == "=":
        return _expand_wildcard(partial)
    if op in (">=", "<"):
        return [Comparator(op, _lower_bound(partial))]
    # ">1.2" means ">=1.3.0" and "<=1.2" means "<1.3.0"
    bumped = Version(major + 1, 0, 0) if minor is None else Version(major, minor + 1, 0)
    return [Comparator(">=" if op == ">" else "<", bumped)]


def _parse_hyphen(low: str, high: str) -> list[Comparator]:
    comparators = _expand_operator(">=", _parse_partial(low))
    major, minor, patch, pre = _parse_partial(high)
    if major is None:
        return comparators
    if patch is not None:
        return comparators + [Comparator("<=", Version(major, minor, patch, pre))]
    return comparators + _expand_operator("<=", (major, minor, patch, pre))


def _parse_comparator_set(text: str) -> list[Comparator]:
    hyphen = _HYPHEN_RE.match(text)
    if hyphen:
        return _parse_hyphen(hyphen.group(1), hyphen.group(2))
    # allow a space between an operator and its version: ">= 1.2.3"
    text = re.sub(r"(<=|>=|<|>|=|\^|~)\s+", r"\1", text.strip())
    comparators: list[Comparator] = []
    for token in text.split():
        if token.startswith("^"):
            comparators += _expand_caret(_parse_partial(token[1:]))
        elif token.startswith("~"):
            comparators += _expand_tilde(_parse_partial(token.lstrip("~>")))
        else:
            op = next((o for o in _OPERATORS if token.startswith(o)), "=")
            body = token[len(op):] if token.startswith(op) else token
            comparators += _expand_operator(op, _parse_partial(body))
    return comparators


def _set_allows_prerelease(comparators: list[Comparator], version: Version) -> bool:
    """npm rule: a pre-release only matches if a comparator in the same set is a
    pre-release of the same ``major.minor.patch``."""
    return any(c.version.prerelease and c.version.core == version.core for c in comparators)


class Range:
    """A parsed range such as ``">=1.2.3 <2.0.0 || ^3.1"``."""

    def __init__(self, text: str):
        if not isinstance(text, str):
            raise InvalidRange(f"expected a string, got {type(text).__name__}")
        self.text = text
        self.sets: list[list[Comparator]] = [
            _parse_comparator_set(part) for part in text.split("||")
        ]

    def test(self, version: "Version | str", *, include_prerelease: bool = False) -> bool:
        """Return True if ``version`` satisfies this range."""
        version = Version.coerce(version)
        for comparators in self.sets:
            if not all(c.test(version) for c in comparators):
                continue
            if (version.prerelease and not include_prerelease
                    and not _set_allows_prerelease(comparators, version)):
                continue
            return True
        return False

    __contains__ = test

    def __str__(self) -> str:
        return " || ".join(" ".join(str(c) for c in cs) or "*" for cs in self.sets)

    def __repr__(self) -> str:
        return f"Range({self.text!r})"


def satisfies(version: "Version | str", range_text: str, *, include_prerelease: bool = False) -> bool:
    """Return True if ``version`` satisfies ``range_text``; invalid versions never do."""
    try:
        version = Version.coerce(version)
    except InvalidVersion:
        return False
    return Range(range_text).test(version, include_prerelease=include_prerelease)
