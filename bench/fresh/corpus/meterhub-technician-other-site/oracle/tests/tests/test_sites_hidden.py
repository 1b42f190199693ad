import pytest

from conftest import OLGA, ROOT, SAM, TESS
from meterhub import Denied, may


def test_technician_may_not_retire_at_another_site(hub):
    with pytest.raises(Denied):
        hub.retire(TESS, "p1")
    assert hub.sensors.get("p1").site == "south"


def test_technicians_stay_at_their_site():
    for action in ("read", "ingest", "calibrate", "retire"):
        assert not may(TESS, action, "south")
        assert not may(SAM, action, "north")
        assert may(SAM, action, "south")


def test_technician_may_not_ingest_at_another_site(hub):
    with pytest.raises(Denied):
        hub.ingest(TESS, "p1", 1000.0)
    with pytest.raises(Denied):
        hub.calibrate(SAM, "t1", 1.0)


def test_admins_act_at_every_site(hub):
    assert hub.calibrate(ROOT, "p1", 1.5).offset == 1.5
    assert hub.ingest(ROOT, "p1", 1000.0)
    hub.retire(ROOT, "h1")
    assert may(ROOT, "retire", "anywhere") and not may(ROOT, "fly", "hq")


def test_own_site_work_unchanged(hub):
    assert hub.calibrate(TESS, "t1", -0.5).offset == -0.5
    assert hub.calibrate(SAM, "p1", 0.5).offset == 0.5
    hub.retire(SAM, "p1")
    assert hub.ingest(OLGA, "t1", 20.0)
