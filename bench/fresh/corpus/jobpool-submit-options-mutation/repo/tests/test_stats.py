from jobpool import Counters


def test_incr_and_get():
    c = Counters()
    c.incr("sent")
    c.incr("sent", 2)
    assert c.get("sent") == 3
    assert c.get("missing") == 0


def test_timings():
    c = Counters()
    for s in (0.5, 1.5, 1.0):
        c.observe("run", s)
    assert c.timing("run") == {"count": 3, "total": 3.0, "mean": 1.0, "max": 1.5}


def test_snapshot_is_a_copy():
    c = Counters()
    c.incr("a")
    snap = c.snapshot()
    c.incr("a")
    assert snap["counts"] == {"a": 1}
    c.reset()
    assert c.snapshot() == {"counts": {}, "timings": {}}
