import pytest

from semverkit import InvalidVersion, is_valid, parse, sort_versions


def test_hidden_leading_zero_in_core_parts():
    for text in ["01.2.3", "1.02.3", "1.2.03", "00.0.0", "v01.0.0", "1.2.0003"]:
        with pytest.raises(InvalidVersion):
            parse(text)
        assert not is_valid(text)


def test_hidden_leading_zero_in_numeric_prerelease():
    for text in ["1.2.3-01", "1.2.3-rc.01", "1.0.0-alpha.007", "1.0.0-0.00"]:
        with pytest.raises(InvalidVersion):
            parse(text)


def test_hidden_sorting_skips_leading_zero_versions():
    assert [str(v) for v in sort_versions(["1.0.0", "01.0.0", "1.0.1", "1.0.0-rc.01"])] == ["1.0.0", "1.0.1"]


def test_hidden_zero_components_are_valid():
    for text in ["0.0.0", "0.1.0", "10.0.0", "1.0.0-0", "1.0.0-alpha.0", "1.0.0-0.3.7",
                 "1.0.0-x.7.z.92", "100.200.300"]:
        assert str(parse(text)) == text


def test_hidden_alphanumeric_prerelease_may_start_with_zero():
    for text in ["1.0.0-0a", "1.0.0-01a", "1.0.0-0-0", "1.0.0-rc.0x1", "1.0.0--01"]:
        assert str(parse(text)) == text


def test_hidden_build_metadata_may_have_leading_zeros():
    assert parse("1.0.0+001").build == ("001",)
    assert parse("1.0.0-rc.1+exp.sha.0050").build == ("exp", "sha", "0050")


def test_hidden_other_invalid_versions_still_rejected():
    for text in ["1.2", "1.2.3.4", "1.2.3-", "a.b.c", "1.2.3-rc..1"]:
        assert not is_valid(text)
