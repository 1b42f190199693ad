import pytest

from meterhub import HubError, Reading, in_range, mean


def test_ranges_include_their_limits():
    assert in_range("temp", 60.0) and in_range("temp", -50.0)
    assert not in_range("temp", 60.1)
    assert in_range("humidity", 0) and not in_range("humidity", -0.5)
    with pytest.raises(HubError):
        in_range("wind", 3)


def test_mean():
    assert mean([]) is None
    assert mean([Reading("t", 1.0, 0), Reading("t", 2.0, 0), Reading("t", 2.0, 0)]) == 1.67


def test_pressure_range():
    assert in_range("pressure", 800) and in_range("pressure", 1100)
    assert not in_range("pressure", 1100.5)


def test_spread_by_sensor_and_rolling_mean():
    from meterhub import by_sensor, rolling_mean, spread
    rs = [Reading("a", 1.0, 0), Reading("b", 5.0, 0), Reading("a", 3.5, 1)]
    assert spread(rs) == 4.0 and spread([]) is None
    assert by_sensor(rs) == {"a": [1.0, 3.5], "b": [5.0]}
    assert rolling_mean([1, 2, 3, 5], 2) == [1.5, 2.5, 4.0]
    with pytest.raises(HubError):
        rolling_mean([1], 0)
