"""semverkit - Semantic Versioning 2.0.0 with npm-style ranges."""

from .bump import PARTS, bump, diff
from .errors import InvalidRange, InvalidVersion, SemverError
from .ranges import Comparator, Range, satisfies
from .sorting import filter_satisfying, max_satisfying, min_satisfying, sort_versions
from .version import Version, compare_prerelease, is_valid, parse

__all__ = [
    "PARTS", "Comparator", "InvalidRange", "InvalidVersion", "Range", "SemverError",
    "Version", "bump", "compare_prerelease", "diff", "filter_satisfying", "is_valid",
    "max_satisfying", "min_satisfying", "parse", "satisfies", "sort_versions",
]

__version__ = "1.4.0"
