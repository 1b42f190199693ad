"""Computing the next version (the same rules as ``npm version`` / ``semver.inc``)."""

from __future__ import annotations

from .version import Version

PARTS = ("major", "minor", "patch", "prerelease", "release")


def bump(version: "Version | str", part: str, *, token: str | None = None) -> Version:
    """Return the version that follows ``version`` when ``part`` is incremented.

    A pre-release is released by the bump that would have produced it:
    ``2.0.0-rc.1`` bumped by ``major`` gives ``2.0.0`` (not ``3.0.0``), ``1.3.0-beta``
    bumped by ``minor`` gives ``1.3.0`` and ``1.2.4-rc.1`` bumped by ``patch`` gives
    ``1.2.4``.  Build metadata is always dropped.

    ``prerelease`` increments the last numeric pre-release identifier
    (``1.0.0-rc.1`` -> ``1.0.0-rc.2``); on a release it bumps the patch and starts
    a new pre-release series (``1.0.0`` -> ``1.0.1-rc.0``).  ``token`` selects the
    pre-release label; switching labels restarts the count
    (``1.0.0-beta.3`` with ``token="rc"`` -> ``1.0.0-rc.0``).
    """
    v = Version.coerce(version)
    if part == "major":
        if v.prerelease and v.minor == 0 and v.patch == 0:
            return Version(v.major, 0, 0)
        return Version(v.major + 1, 0, 0)
    if part == "minor":
        if v.prerelease and v.patch == 0:
            return Version(v.major, v.minor, 0)
        return Version(v.major, v.minor + 1, 0)
    if part == "patch":
        if v.prerelease:
            return Version(v.major, v.minor, v.patch)
        return Version(v.major, v.minor, v.patch + 1)
    if part == "prerelease":
        return _bump_prerelease(v, token)
    if part == "release":
        return v.finalize()
    raise ValueError(f"unknown part {part!r}; expected one of {', '.join(PARTS)}")


def _bump_prerelease(v: Version, token: str | None) -> Version:
    if not v.prerelease:
        return Version(v.major, v.minor, v.patch + 1, (token or "rc", "0"))
    if token and v.prerelease[0] != token:
        return Version(v.major, v.minor, v.patch, (token, "0"))
    ids = list(v.prerelease)
    for index in range(len(ids) - 1, -1, -1):
        if ids[index].isdigit():
            ids[index] = str(int(ids[index]) + 1)
            break
    else:
        ids.append("0")
    return Version(v.major, v.minor, v.patch, tuple(ids))


def diff(left: "Version | str", right: "Version | str") -> str | None:
    """Name the most significant part in which two versions differ.

    Returns ``"major"``, ``"minor"``, ``"patch"``, ``"prerelease"`` or ``None`` when
    the versions have the same precedence.
    """
    a, b = Version.coerce(left), Version.coerce(right)
    if a == b:
        return None
    for name in ("major", "minor", "patch"):
        if getattr(a, name) != getattr(b, name):
            return name
    return "prerelease"
