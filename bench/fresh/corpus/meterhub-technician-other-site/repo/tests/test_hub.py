import pytest

from conftest import OLGA, ROOT, TESS, VERA, started
from meterhub import Denied, HubError


def test_ingest_queues_and_counts(hub):
    assert hub.ingest(OLGA, "t1", 21.5)
    assert not hub.ingest(OLGA, "t1", 99.0)
    assert [r.value for r in hub.queue.take(5, timeout=0.05)] == [21.5]
    assert hub.stats.counts("t1") == (1, 1)


def test_ingest_many(hub):
    assert hub.ingest_many(OLGA, "h1", [40, 101, 55]) == 2
    assert [r.value for r in hub.queue.take(2, timeout=0.1)] == [40, 55]
    assert hub.stats.counts("h1") == (2, 1)


def test_viewers_and_other_sites_may_not_ingest(hub):
    with pytest.raises(Denied):
        hub.ingest(VERA, "t1", 20)
    with pytest.raises(Denied):
        hub.ingest(OLGA, "p1", 1000)


def test_calibration_corrects_readings(hub):
    hub.calibrate(TESS, "t1", -1.25)
    hub.ingest(OLGA, "t1", 20.0)
    assert hub.queue.take(1, timeout=0.1)[0].value == 18.75
    with pytest.raises(Denied):
        hub.calibrate(OLGA, "t1", 0.0)


def test_technician_retires_a_sensor(hub):
    w = started(lambda: hub.retire(TESS, "h1"))
    w.join(1.0)
    assert not w.is_alive() and w.error is None
    with pytest.raises(HubError):
        hub.ingest(OLGA, "h1", 50)


def test_only_admins_register(hub):
    with pytest.raises(Denied):
        hub.register(TESS, "t9", site="north", kind="temp")
    assert hub.register(ROOT, "t9", site="north", kind="temp").sid == "t9"


def test_unknown_sensor(hub):
    with pytest.raises(HubError):
        hub.ingest(OLGA, "zz", 1.0)
    with pytest.raises(HubError):
        hub.calibrate(TESS, "zz", 1.0)


def test_ingest_many_is_checked(hub):
    with pytest.raises(Denied):
        hub.ingest_many(VERA, "h1", [50])
    assert hub.ingest_many(OLGA, "h1", []) == 0


def test_site_report_and_drain(hub):
    from meterhub import visible_sites
    hub.ingest(OLGA, "t1", 21.0)
    assert hub.site_report(VERA, "north") == ["h1 humidity offset=+0.00 ok=0 bad=0",
                                              "t1 temp offset=+0.00 ok=1 bad=0"]
    with pytest.raises(Denied):
        hub.site_report(VERA, "south")
    assert [r.value for r in hub.drain()] == [21.0]
    assert visible_sites(VERA, ["south", "north", "north"]) == ["north"]


def test_technician_may_not_calibrate_at_another_site(hub):
    with pytest.raises(Denied):
        hub.calibrate(TESS, "p1", 2.0)
    assert hub.sensors.get("p1").offset == 0.0
