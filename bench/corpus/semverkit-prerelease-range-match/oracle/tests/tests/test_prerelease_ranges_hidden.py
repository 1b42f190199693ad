from semverkit import max_satisfying, satisfies


def test_hidden_prerelease_within_comparator_set():
    assert satisfies("1.2.3-beta.2", ">=1.2.3-beta.1 <1.3.0")
    assert satisfies("1.2.3-rc.1", ">=1.2.3-alpha <=1.2.3")
    assert satisfies("2.0.0-rc.2", ">1.9.0 <=2.0.0-rc.5")


def test_hidden_caret_tilde_hyphen_with_prerelease():
    assert satisfies("1.2.3-beta.5", "^1.2.3-beta.1")
    assert satisfies("1.2.3-rc.2", "~1.2.3-rc.1")
    assert satisfies("1.2.3-beta", "1.2.3-alpha - 1.2.5")


def test_hidden_max_satisfying_prerelease_range():
    versions = ["1.2.2", "1.2.3-beta.1", "1.2.3-beta.3", "1.3.0-beta.1"]
    assert str(max_satisfying(versions, "^1.2.3-beta.1")) == "1.2.3-beta.3"


def test_hidden_prerelease_of_other_version_excluded():
    assert not satisfies("1.3.0-beta.1", "^1.2.3-beta.1")
    assert not satisfies("2.0.0-rc.1", "^1.0.0")
    assert not satisfies("1.2.4-alpha", ">=1.2.3-beta.1 <1.3.0")


def test_hidden_prerelease_excluded_without_prerelease_comparator():
    assert not satisfies("1.5.0-beta", ">=1.0.0")
    assert str(max_satisfying(["1.0.0", "1.1.0-beta.1"], "^1.0.0")) == "1.0.0"


def test_hidden_include_prerelease_and_exact_match():
    assert satisfies("1.3.0-beta.1", "^1.2.0", include_prerelease=True)
    assert satisfies("1.2.3-beta.2", "1.2.3-beta.2")
    assert satisfies("1.2.3-beta.2", ">=1.2.3-beta.1")
