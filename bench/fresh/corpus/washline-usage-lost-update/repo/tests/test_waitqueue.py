import pytest

from conftest import started, wait_until
from washline import Closed


def test_wait_times_out_when_nothing_is_freed(queue):
    assert queue.wait_for("washer", timeout=0.05) is False
    assert queue.waiting("washer") == 0


def test_stopped_cycle_wakes_a_waiter(cycles, queue):
    c = cycles.start("ann", "dryer", "tumble")
    cycles.start("bob", "dryer", "tumble")
    w = started(lambda: queue.wait_for("dryer", timeout=3))
    wait_until(lambda: queue.waiting("dryer") == 1)
    cycles.stop(c.id)
    w.join(1.0)
    assert not w.is_alive() and w.result is True


def test_machines_freed_while_nobody_waits_are_not_kept(queue):
    queue.machine_freed("washer", 2)
    assert queue.wait_for("washer", timeout=0.05) is False


def test_close_wakes_every_waiter(queue):
    ws = [started(lambda k=k: queue.wait_for(k, timeout=3)) for k in ("washer", "dryer", "washer")]
    wait_until(lambda: queue.waiting("washer") == 2 and queue.waiting("dryer") == 1)
    queue.close()
    for w in ws:
        w.join(1.0)
    assert all(not w.is_alive() and isinstance(w.error, Closed) for w in ws)
