from semverkit import bump


def _b(text, part):
    return str(bump(text, part))


def test_hidden_major_bump_releases_major_prereleases():
    assert _b("3.0.0-alpha.2", "major") == "3.0.0"
    assert _b("1.0.0-0", "major") == "1.0.0"
    assert _b("2.0.0-rc.1+build.7", "major") == "2.0.0"


def test_hidden_minor_bump_releases_minor_prereleases():
    assert _b("1.3.0-beta", "minor") == "1.3.0"
    assert _b("0.5.0-rc.3", "minor") == "0.5.0"
    assert _b("2.0.0-rc.1", "minor") == "2.0.0"


def test_hidden_major_bump_of_other_prereleases_increments():
    assert _b("1.2.3-rc.1", "major") == "2.0.0"
    assert _b("1.2.0-beta", "major") == "2.0.0"
    assert _b("1.0.1-rc.1", "major") == "2.0.0"


def test_hidden_minor_bump_of_patch_prerelease_increments():
    assert _b("1.2.3-rc.1", "minor") == "1.3.0"
    assert _b("0.0.1-alpha", "minor") == "0.1.0"


def test_hidden_patch_bump_of_prereleases():
    assert _b("2.0.0-rc.1", "patch") == "2.0.0"
    assert _b("1.2.3-rc.1", "patch") == "1.2.3"


def test_hidden_release_bumps():
    assert _b("2.0.0", "major") == "3.0.0"
    assert _b("1.3.0", "minor") == "1.4.0"
    assert _b("1.2.3+b.5", "patch") == "1.2.4"
    assert _b("1.2.3+b.5", "major") == "2.0.0"
