import sys
import threading

from jobpool import Counters


def hammer(fn, threads=8):
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


def test_observe_from_many_threads():
    for _ in range(3):
        c = Counters()
        hammer(lambda: [c.observe("run_time", 0.5) for _ in range(15000)])
        timing = c.timing("run_time")
        assert timing["count"] == 120000
        assert timing["total"] == 60000.0


def test_incr_by_n_from_many_threads():
    for _ in range(5):
        c = Counters()
        hammer(lambda: [c.incr("bytes", 3) for _ in range(50000)], threads=4)
        assert c.get("bytes") == 600000


def test_several_counters_at_once():
    for _ in range(4):
        c = Counters()

        def work():
            for i in range(60000):
                c.incr("even" if i % 2 == 0 else "odd")

        hammer(work, threads=4)
        assert c.snapshot()["counts"] == {"even": 120000, "odd": 120000}


def test_incr_returns_new_value():
    c = Counters()
    assert c.incr("a") == 1
    assert c.incr("a", 4) == 5
    assert c.incr("b", 0) == 0
    assert c.snapshot()["counts"] == {"a": 5, "b": 0}


def test_timing_summary():
    c = Counters()
    c.observe("x", 2.0)
    c.observe("x", 1.0)
    assert c.timing("x") == {"count": 2, "total": 3.0, "mean": 1.5, "max": 2.0}
    assert c.timing("none") == {"count": 0, "total": 0.0, "mean": 0.0, "max": 0.0}


def test_reset_then_count_again():
    c = Counters()
    c.incr("a", 2)
    c.reset()
    assert c.incr("a") == 1
