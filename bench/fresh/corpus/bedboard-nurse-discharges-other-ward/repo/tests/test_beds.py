import pytest

from bedboard import BedMap, Invalid, NoBedFree, ward_of


def test_take_lowest_free_bed():
    m = BedMap({"icu": 2})
    assert m.take("icu", "p1") == "icu-1"
    assert m.take("icu", "p2") == "icu-2"
    with pytest.raises(NoBedFree):
        m.take("icu", "p3")
    m.free("icu-1")
    assert m.take("icu", "p3") == "icu-1"


def test_counts_and_errors():
    m = BedMap({"a-wing": 3})
    assert ward_of("a-wing-2") == "a-wing"
    m.take("a-wing", "p1")
    assert m.free_count("a-wing") == 2
    assert m.occupied("a-wing") == ["a-wing-1"]
    with pytest.raises(Invalid):
        m.free("a-wing-3")
    with pytest.raises(Invalid):
        m.take("nowhere", "p1")
    with pytest.raises(Invalid):
        BedMap({"x": 0})
