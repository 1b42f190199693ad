import pytest

from semverkit import InvalidVersion, Version, is_valid, parse


def test_parse_full_version():
    v = parse("1.2.3-rc.1+build.5")
    assert (v.major, v.minor, v.patch) == (1, 2, 3)
    assert v.prerelease == ("rc", "1")
    assert v.build == ("build", "5")
    assert v.is_prerelease


def test_parse_accepts_v_prefix_and_whitespace():
    assert parse(" v2.0.0 ") == Version(2, 0, 0)
    assert parse("v2.0.0").core == (2, 0, 0)


def test_str_round_trip():
    for text in ["0.0.1", "1.2.3", "10.20.30", "1.0.0-alpha.1", "1.0.0+20130313144700",
                 "1.0.0-beta+exp.sha.5114f85", "1.0.0-x-y-z.--"]:
        assert str(parse(text)) == text


def test_invalid_versions_rejected():
    for text in ["", "1", "1.2", "1.2.3.4", "a.b.c", "1.2.3-", "1.2.3+", "1.2.3-alpha..1",
                 "-1.2.3", "1.2.3 beta", "1.2.3-al$pha"]:
        with pytest.raises(InvalidVersion):
            parse(text)
    with pytest.raises(InvalidVersion):
        parse(123)


def test_is_valid():
    assert is_valid("1.2.3-beta")
    assert not is_valid("1.2")


def test_core_precedence():
    assert parse("1.0.0") < parse("2.0.0") < parse("2.1.0") < parse("2.1.1")
    assert parse("1.10.0") > parse("1.9.0")
    assert parse("0.0.9") < parse("0.1.0")


def test_prerelease_lower_than_release():
    assert parse("1.0.0-alpha") < parse("1.0.0")
    assert parse("1.0.0-rc.1") < parse("1.0.0")
    assert parse("1.0.0") > "1.0.0-rc.1"


def test_prerelease_identifier_ordering():
    chain = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
             "1.0.0-beta.2", "1.0.0-rc.1", "1.0.0"]
    versions = [parse(t) for t in chain]
    for lower, higher in zip(versions, versions[1:]):
        assert lower < higher


def test_build_metadata_ignored_in_precedence():
    a, b = parse("1.0.0+a"), parse("1.0.0+b")
    assert a == b
    assert hash(a) == hash(b)
    assert parse("1.0.0-rc.1+x") == parse("1.0.0-rc.1")


def test_compare_accepts_strings():
    v = parse("1.2.3")
    assert v.compare("1.2.4") == -1
    assert v.compare("1.2.3+meta") == 0
    assert v.compare("1.2.3-rc.1") == 1


def test_finalize_drops_prerelease_and_build():
    assert str(parse("1.2.3-rc.1+b.5").finalize()) == "1.2.3"
