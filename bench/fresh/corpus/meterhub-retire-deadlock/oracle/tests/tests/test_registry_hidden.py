from conftest import OLGA, TESS, run_together, started
from meterhub import HubError, SensorRegistry


def finished(fn):
    w = started(fn)
    w.join(1.0)
    assert not w.is_alive(), "call did not return"
    return w


def test_rename_returns():
    r = SensorRegistry()
    r.add("t1", "north", "temp")
    w = finished(lambda: r.rename("t1", "t2"))
    assert w.result.sid == "t2"
    assert r.get("t2").site == "north"
    assert r.at_site("north") == ["t2"]


def test_unknown_sensor_cannot_be_retired_or_renamed():
    r = SensorRegistry()
    r.add("t1", "north", "temp")
    for call in (lambda: r.retire("nope"), lambda: r.rename("nope", "other"),
                 lambda: r.rename("t1", "t1")):
        w = finished(call)
        assert isinstance(w.error, HubError)
    assert finished(lambda: r.get("t1")).result.sid == "t1"


def test_technician_retires_a_sensor(hub):
    w = finished(lambda: hub.retire(TESS, "h1"))
    assert w.error is None
    w = finished(lambda: hub.ingest(OLGA, "h1", 50))
    assert isinstance(w.error, HubError)
    assert finished(lambda: hub.ingest(OLGA, "t1", 20.0)).result is True


def test_concurrent_adds_and_lookups():
    r = SensorRegistry()
    run_together(8, lambda i: r.add(f"s{i}", "north" if i % 2 else "south", "temp"))
    assert r.at_site("north") == ["s1", "s3", "s5", "s7"]
    assert r.get("s4").site == "south"


def test_offsets_still_set():
    r = SensorRegistry()
    r.add("t1", "north", "temp")
    assert r.set_offset("t1", 0.25).offset == 0.25
    assert r.get("t1") == r.get("t1")
