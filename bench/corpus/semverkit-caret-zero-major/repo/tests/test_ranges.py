import pytest

from semverkit import InvalidRange, Range, satisfies


def test_exact_and_operators():
    assert satisfies("1.2.3", "1.2.3")
    assert satisfies("1.2.3", "=1.2.3")
    assert satisfies("1.2.3", ">=1.2.3")
    assert not satisfies("1.2.3", "<1.2.3")
    assert satisfies("1.2.3", "<=1.2.3")
    assert satisfies("1.2.4", ">1.2.3")


def test_comparator_sets_and_alternatives():
    assert satisfies("1.5.0", ">=1.2.3 <2.0.0")
    assert not satisfies("2.0.0", ">=1.2.3 <2.0.0")
    assert satisfies("3.1.0", "^1.0.0 || ^3.0.0")
    assert satisfies("1.4.0", "^1.0.0 || ^3.0.0")
    assert not satisfies("2.4.0", "^1.0.0 || ^3.0.0")


def test_caret_ranges():
    assert satisfies("1.2.3", "^1.2.3")
    assert satisfies("1.9.9", "^1.2.3")
    assert not satisfies("2.0.0", "^1.2.3")
    assert not satisfies("1.2.2", "^1.2.3")
    assert satisfies("1.2.0", "^1.2")
    assert not satisfies("2.0.0", "^1")


def test_caret_with_prerelease_lower_bound():
    assert satisfies("1.2.3", "^1.2.3-beta.2")
    assert satisfies("1.9.0", "^1.2.3-beta.2")
    assert not satisfies("2.0.0", "^1.2.3-beta.2")


def test_tilde_ranges():
    assert satisfies("1.2.9", "~1.2.3")
    assert not satisfies("1.3.0", "~1.2.3")
    assert satisfies("1.2.0", "~1.2")
    assert satisfies("1.9.0", "~1")
    assert not satisfies("2.0.0", "~1")
    assert satisfies("1.2.5", "~>1.2.3")


def test_x_ranges():
    assert satisfies("1.2.9", "1.2.x")
    assert not satisfies("1.3.0", "1.2.x")
    assert satisfies("1.9.0", "1.x")
    assert satisfies("7.0.0", "*")
    assert satisfies("7.0.0", "")


def test_hyphen_ranges_are_inclusive():
    assert satisfies("1.2.3", "1.2.3 - 2.3.4")
    assert satisfies("2.3.4", "1.2.3 - 2.3.4")
    assert not satisfies("2.3.5", "1.2.3 - 2.3.4")
    assert satisfies("2.3.9", "1.2.3 - 2.3")
    assert not satisfies("2.4.0", "1.2.3 - 2.3")


def test_operators_on_partial_versions():
    assert satisfies("1.3.0", ">1.2")
    assert not satisfies("1.2.9", ">1.2")
    assert satisfies("1.2.9", "<=1.2")
    assert not satisfies("1.3.0", "<=1.2")


def test_operator_followed_by_space():
    assert satisfies("1.5.0", ">= 1.2.3 < 2")
    assert not satisfies("2.0.0", ">= 1.2.3 < 2")


def test_include_prerelease_flag():
    assert satisfies("1.3.0-beta.1", "^1.2.0", include_prerelease=True)


def test_exact_prerelease_match():
    assert satisfies("1.2.3-beta.2", "1.2.3-beta.2")


def test_invalid_range_raises():
    with pytest.raises(InvalidRange):
        Range("1.2.3.4")
    with pytest.raises(InvalidRange):
        Range(">=abc")


def test_invalid_version_never_satisfies():
    assert not satisfies("latest", "*")


def test_range_str():
    assert str(Range("^1.2.3")) == ">=1.2.3 <2.0.0"
    assert str(Range("~1.2 || 3.x")) == ">=1.2.0 <1.3.0 || >=3.0.0 <4.0.0"
    assert str(Range("*")) == "*"


def test_caret_on_zero_major_keeps_minor():
    # issue #63: ^0.2.3 accepted 0.3.0
    assert satisfies("0.2.9", "^0.2.3")
    assert not satisfies("0.3.0", "^0.2.3")
