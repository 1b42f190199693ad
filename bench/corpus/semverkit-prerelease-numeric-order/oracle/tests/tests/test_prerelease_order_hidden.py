from semverkit import compare_prerelease, max_satisfying, parse, sort_versions


def test_hidden_semver_spec_precedence_chain():
    chain = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
             "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]
    versions = [parse(t) for t in chain]
    for lower, higher in zip(versions, versions[1:]):
        assert lower < higher, (lower, higher)


def test_hidden_multi_digit_numeric_identifiers():
    pairs = [("rc.2", "rc.11"), ("rc.99", "rc.100"), ("2", "10"), ("alpha.9.1", "alpha.10.0"),
             ("beta.1.9", "beta.1.10"), ("1", "1000000")]
    for low, high in pairs:
        assert parse(f"1.0.0-{low}") < parse(f"1.0.0-{high}"), (low, high)
        assert parse(f"1.0.0-{high}") > parse(f"1.0.0-{low}"), (low, high)


def test_hidden_compare_prerelease_tuples():
    assert compare_prerelease(("alpha", "10"), ("alpha", "9")) == 1
    assert compare_prerelease(("11",), ("9",)) == 1
    assert compare_prerelease(("rc", "9"), ("rc", "12")) == -1


def test_hidden_sorting_and_selection_use_numeric_order():
    result = sort_versions(["1.0.0-rc.10", "1.0.0-rc.9", "1.0.0-rc.1", "1.0.0-rc.2"])
    assert [str(v) for v in result] == ["1.0.0-rc.1", "1.0.0-rc.2", "1.0.0-rc.9", "1.0.0-rc.10"]
    nightly = ["2.0.0-alpha.9", "2.0.0-alpha.10", "2.0.0-alpha.11", "2.0.0-alpha.8"]
    assert str(max_satisfying(nightly, ">=2.0.0-alpha.1 <2.0.0")) == "2.0.0-alpha.11"


def test_hidden_numeric_lower_than_alphanumeric():
    assert parse("1.0.0-1") < parse("1.0.0-alpha")
    assert parse("1.0.0-999") < parse("1.0.0-a")
    assert parse("1.0.0-rc.99") < parse("1.0.0-rc.a")


def test_hidden_alphanumeric_identifiers_compare_lexically():
    assert parse("1.0.0-alpha") < parse("1.0.0-beta") < parse("1.0.0-rc")
    assert parse("1.0.0-Beta") < parse("1.0.0-alpha")
    assert parse("1.0.0-alpha10") < parse("1.0.0-alpha9")
    assert parse("1.0.0-alpha.beta.x") < parse("1.0.0-beta")


def test_hidden_longer_prerelease_is_higher_when_prefix_equal():
    assert parse("1.0.0-alpha") < parse("1.0.0-alpha.1")
    assert parse("1.0.0-alpha.1") < parse("1.0.0-alpha.1.1")


def test_hidden_equal_numeric_identifiers():
    assert parse("1.0.0-rc.10") == parse("1.0.0-rc.10+build.3")
    assert compare_prerelease(("rc", "10"), ("rc", "10")) == 0
