import pytest

from plotshare import Member, PlotError, by_name


def test_member_validation():
    assert Member("milo").role == "member"
    for bad in (dict(name="X"), dict(name="a"), dict(name="milo", role="king"),
                dict(name="cora", role="coordinator"), dict(name="cora", role="coordinator", garden="ab")):
        with pytest.raises(PlotError):
            Member(**bad)


def test_by_name():
    ms = [Member("milo"), Member("nina")]
    assert sorted(by_name(ms)) == ["milo", "nina"]
    with pytest.raises(PlotError):
        by_name([Member("milo"), Member("milo")])


def test_parse_member():
    from plotshare import parse_member
    assert parse_member("milo") == Member("milo")
    assert parse_member("cora: coordinator :A") == Member("cora", "coordinator", "A")
    for bad in ("", "milo:", "a:b:c:d", "milo:king"):
        with pytest.raises(PlotError):
            parse_member(bad)
