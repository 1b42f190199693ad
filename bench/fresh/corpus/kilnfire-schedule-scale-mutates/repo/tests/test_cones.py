import pytest

from kilnfire import UnknownCone, cone_reached, cone_temp, cones_between


def test_cone_temp_in_celsius_and_fahrenheit():
    assert cone_temp("6") == 1222
    assert cone_temp("06", "F") == 1830
    assert cone_temp("10", "F", step=5) == 2345


def test_unknown_cone():
    with pytest.raises(UnknownCone):
        cone_temp("11")


def test_cone_reached():
    assert cone_reached(1222) == "6"
    assert cone_reached(1221) == "5"
    assert cone_reached(500) is None


def test_cones_between():
    assert cones_between("5", "8") == ["5", "6", "7", "8"]
    assert cones_between("8", "5") == ["5", "6", "7", "8"]
    with pytest.raises(UnknownCone):
        cones_between("5", "13")
