import pytest

from semverkit import PARTS, Version, bump, diff, parse


def test_bump_release_parts():
    assert str(bump("1.2.3", "major")) == "2.0.0"
    assert str(bump("1.2.3", "minor")) == "1.3.0"
    assert str(bump("1.2.3", "patch")) == "1.2.4"


def test_bump_minor_resets_patch():
    assert str(bump("1.9.3", "minor")) == "1.10.0"


def test_bump_patch_releases_prerelease():
    assert str(bump("1.2.4-rc.1", "patch")) == "1.2.4"


def test_bump_prerelease_increments():
    assert str(bump("1.0.0-rc.1", "prerelease")) == "1.0.0-rc.2"
    assert str(bump("1.0.0-alpha", "prerelease")) == "1.0.0-alpha.0"
    assert str(bump("1.0.0", "prerelease")) == "1.0.1-rc.0"


def test_bump_prerelease_token_switch():
    assert str(bump("1.0.0-beta.3", "prerelease", token="rc")) == "1.0.0-rc.0"
    assert str(bump("1.0.0", "prerelease", token="alpha")) == "1.0.1-alpha.0"


def test_bump_release():
    assert str(bump("1.2.3-rc.1+b.5", "release")) == "1.2.3"


def test_bump_returns_new_version_instances():
    v = parse("1.2.3-rc.1")
    for part in PARTS:
        result = bump(v, part)
        assert isinstance(result, Version)
        assert result is not v
    assert str(v) == "1.2.3-rc.1"


def test_bump_unknown_part():
    with pytest.raises(ValueError):
        bump("1.2.3", "micro")


def test_diff():
    assert diff("1.2.3", "1.3.0") == "minor"
    assert diff("1.2.3", "2.2.3") == "major"
    assert diff("1.2.3-rc.1", "1.2.3") == "prerelease"
    assert diff("1.0.0+a", "1.0.0+b") is None
