"""Selecting and ordering collections of versions."""

from __future__ import annotations

from collections.abc import Iterable

from .errors import InvalidVersion
from .ranges import Range
from .version import Version


def _valid_versions(versions: Iterable["Version | str"]) -> list[Version]:
    result = []
    for item in versions:
        try:
            result.append(Version.coerce(item))
        except InvalidVersion:
            continue
    return result


def sort_versions(versions: Iterable["Version | str"], *, reverse: bool = False) -> list[Version]:
    """Sort by SemVer precedence, skipping strings that are not valid versions.

    The sort is stable, so versions that differ only in build metadata keep their
    input order.
    """
    return sorted(_valid_versions(versions), reverse=reverse)


def filter_satisfying(versions: Iterable["Version | str"], range_text: str, *,
                      include_prerelease: bool = False) -> list[Version]:
    """Return the versions that satisfy ``range_text``, in input order."""
    rng = Range(range_text)
    return [v for v in _valid_versions(versions)
            if rng.test(v, include_prerelease=include_prerelease)]


def max_satisfying(versions: Iterable["Version | str"], range_text: str, *,
                   include_prerelease: bool = False) -> Version | None:
    """Return the highest version that satisfies ``range_text``, or None."""
    matching = filter_satisfying(versions, range_text, include_prerelease=include_prerelease)
    return max(matching) if matching else None


def min_satisfying(versions: Iterable["Version | str"], range_text: str, *,
                   include_prerelease: bool = False) -> Version | None:
    """Return the lowest version that satisfies ``range_text``, or None."""
    matching = filter_satisfying(versions, range_text, include_prerelease=include_prerelease)
    return min(matching) if matching else None
