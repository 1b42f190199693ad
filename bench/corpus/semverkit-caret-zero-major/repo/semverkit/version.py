"""Parsing and precedence of Semantic Versioning 2.0.0 versions.

Precedence follows section 11 of the specification:

* ``major``, ``minor`` and ``patch`` are compared numerically;
* a pre-release version has lower precedence than the associated normal version;
* pre-release identifiers are compared one by one: identifiers consisting of only
  digits are compared numerically, others lexically in ASCII order, and numeric
  identifiers always have lower precedence than alphanumeric ones;
* a larger set of pre-release fields has higher precedence if all preceding
  identifiers are equal;
* build metadata is ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import total_ordering

from .errors import InvalidVersion

_NUM = r"0|[1-9]\d*"
_PRE_ID = r"(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)"
_BUILD_ID = r"[0-9A-Za-z-]+"

_VERSION_RE = re.compile(
    rf"^v?(?P<major>{_NUM})\.(?P<minor>{_NUM})\.(?P<patch>{_NUM})"
    rf"(?:-(?P<pre>{_PRE_ID}(?:\.{_PRE_ID})*))?"
    rf"(?:\+(?P<build>{_BUILD_ID}(?:\.{_BUILD_ID})*))?$",
    re.ASCII,
)


def _compare_identifier(left: str, right: str) -> int:
    """Compare two pre-release identifiers; return -1, 0 or 1."""
    left_num, right_num = left.isdigit(), right.isdigit()
    if left_num and right_num:
        a, b = int(left), int(right)
        return (a > b) - (a < b)
    if left_num != right_num:
        # numeric identifiers always sort before alphanumeric ones
        return -1 if left_num else 1
    return (left > right) - (left < right)


def compare_prerelease(left: tuple[str, ...], right: tuple[str, ...]) -> int:
    """Compare two pre-release tuples; an empty tuple means "no pre-release"."""
    if left == right:
        return 0
    if not left:
        return 1
    if not right:
        return -1
    for a, b in zip(left, right):
        result = _compare_identifier(a, b)
        if result:
            return result
    return (len(left) > len(right)) - (len(left) < len(right))


@total_ordering
@dataclass(frozen=True, eq=False)
class Version:
    """An immutable semantic version.

    Equality and ordering follow SemVer precedence, so build metadata is ignored:
    ``Version.parse("1.0.0+a") == Version.parse("1.0.0+b")``.
    """

    major: int
    minor: int
    patch: int
    prerelease: tuple[str, ...] = ()
    build: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> "Version":
        """Parse ``text`` (an optional leading ``v`` is accepted)."""
        if not isinstance(text, str):
            raise InvalidVersion(f"expected a string, got {type(text).__name__}")
        match = _VERSION_RE.match(text.strip())
        if match is None:
            raise InvalidVersion(f"invalid semantic version: {text!r}")
        pre = match.group("pre")
        build = match.group("build")
        return cls(
            int(match.group("major")),
            int(match.group("minor")),
            int(match.group("patch")),
            tuple(pre.split(".")) if pre else (),
            tuple(build.split(".")) if build else (),
        )

    @classmethod
    def coerce(cls, value: "Version | str") -> "Version":
        """Return ``value`` unchanged if it already is a :class:`Version`, else parse it."""
        return value if isinstance(value, Version) else cls.parse(value)

    @property
    def core(self) -> tuple[int, int, int]:
        """The ``(major, minor, patch)`` triple."""
        return (self.major, self.minor, self.patch)

    @property
    def is_prerelease(self) -> bool:
        return bool(self.prerelease)

    def finalize(self) -> "Version":
        """Drop pre-release and build metadata: ``1.2.3-rc.1+b5`` -> ``1.2.3``."""
        return Version(self.major, self.minor, self.patch)

    def compare(self, other: "Version | str") -> int:
        """Return -1, 0 or 1 according to SemVer precedence."""
        other = Version.coerce(other)
        if self.core != other.core:
            return -1 if self.core < other.core else 1
        return compare_prerelease(self.prerelease, other.prerelease)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (Version, str)):
            return NotImplemented
        return self.compare(other) == 0

    def __lt__(self, other: "Version | str") -> bool:
        if not isinstance(other, (Version, str)):
            return NotImplemented
        return self.compare(other) < 0

    def __hash__(self) -> int:
        return hash((self.core, self.prerelease))

    def __str__(self) -> str:
        text = f"{self.major}.{self.minor}.{self.patch}"
        if self.prerelease:
            text += "-" + ".".join(self.prerelease)
        if self.build:
            text += "+" + ".".join(self.build)
        return text


def parse(text: str) -> Version:
    """Shortcut for :meth:`Version.parse`."""
    return Version.parse(text)


def is_valid(text: str) -> bool:
    """Return True if ``text`` is a valid semantic version."""
    try:
        Version.parse(text)
    except InvalidVersion:
        return False
    return True
