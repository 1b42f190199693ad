import sys
import threading

from jobpool import Counters


def hammer(fn, threads=8):
    """Run *fn* in several threads at once with very frequent thread switches."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        workers = [threading.Thread(target=fn) for _ in range(threads)]
        for t in workers:
            t.start()
        for t in workers:
            t.join(30)
    finally:
        sys.setswitchinterval(old)


def test_incr_and_get():
    c = Counters()
    c.incr("sent")
    c.incr("sent", 2)
    assert c.get("sent") == 3
    assert c.get("missing") == 0


def test_incr_from_many_threads():
    for _ in range(5):  # a lost update is likely in one round, near-certain in five
        c = Counters()
        hammer(lambda: [c.incr("jobs") for _ in range(50000)], threads=4)
        assert c.get("jobs") == 200000


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
