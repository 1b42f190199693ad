import pytest

from conftest import started
from meterhub import HubError, SensorRegistry


def test_add_and_get():
    r = SensorRegistry()
    r.add("t1", "north", "temp")
    assert r.get("t1").site == "north"
    with pytest.raises(HubError):
        r.add("t1", "south", "temp")
    with pytest.raises(HubError):
        r.add("x1", "south", "wind")
    with pytest.raises(HubError):
        r.get("nope")


def test_sensors_at_a_site():
    r = SensorRegistry()
    for sid, site in (("b", "north"), ("a", "north"), ("c", "south")):
        r.add(sid, site, "temp")
    assert r.at_site("north") == ["a", "b"]
    r.add("h", "south", "humidity")
    assert r.kinds() == {"humidity": 1, "temp": 3} and len(r) == 4


def test_set_offset():
    r = SensorRegistry()
    r.add("t1", "north", "temp")
    assert r.set_offset("t1", -0.5).offset == -0.5
    assert r.get("t1").offset == -0.5


def test_unknown_sensor_cannot_be_retired_or_renamed():
    r = SensorRegistry()
    for call in (lambda: r.retire("nope"), lambda: r.rename("nope", "other")):
        w = started(call)
        w.join(1.0)
        assert not w.is_alive()
        assert isinstance(w.error, HubError)
