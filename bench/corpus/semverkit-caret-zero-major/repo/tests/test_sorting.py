from semverkit import filter_satisfying, max_satisfying, min_satisfying, sort_versions


def test_sort_versions_skips_invalid():
    result = sort_versions(["1.0.0", "1.0.0-rc.1", "0.9.0", "1.0.0-beta", "junk"])
    assert [str(v) for v in result] == ["0.9.0", "1.0.0-beta", "1.0.0-rc.1", "1.0.0"]


def test_sort_versions_reverse(catalog):
    result = sort_versions(catalog, reverse=True)
    assert str(result[0]) == "2.1.1"
    assert str(result[-1]) == "0.9.0"


def test_max_satisfying(catalog):
    assert max_satisfying(catalog, "^1.0.0") == "1.3.0"
    assert max_satisfying(catalog, "~1.2") == "1.2.5"
    assert max_satisfying(catalog, ">=3") is None


def test_min_satisfying(catalog):
    assert min_satisfying(catalog, ">=1.1.0") == "1.1.0"
    assert min_satisfying(catalog, "^2.0.0") == "2.0.0"


def test_filter_satisfying(catalog):
    assert [str(v) for v in filter_satisfying(catalog, "~1.2")] == ["1.2.0", "1.2.5"]


def test_max_satisfying_include_prerelease():
    versions = ["1.0.0", "1.1.0-beta.1"]
    assert max_satisfying(versions, "^1.0.0", include_prerelease=True) == "1.1.0-beta.1"
