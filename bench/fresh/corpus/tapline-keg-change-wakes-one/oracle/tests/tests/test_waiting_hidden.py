import time

from conftest import MIA, SUE, started, wait_until
from tapline import Closed, KegWait


def join_all(workers, seconds):
    deadline = time.monotonic() + seconds
    for x in workers:
        x.join(max(0.0, deadline - time.monotonic()))


def test_waiters_on_a_dry_tap_keep_waiting(bar):
    w = started(lambda: bar.wait_and_pour(SUE, "t3", "pint", timeout=0.3))
    wait_until(lambda: bar.waits.waiting == 1)
    bar.change_keg(SUE, "t2", bar.new_keg("k9", "porter", 5000))
    w.join(1.0)
    assert not w.is_alive() and w.result is None and w.error is None
    assert bar.waits.waiting == 0


def test_single_waiter_and_ready_cases():
    w = KegWait()
    assert w.wait_for(lambda: True, 0.1) is True
    x = started(lambda: w.wait_for(lambda: False, 2.0))
    wait_until(lambda: w.waiting == 1)
    w.close()
    x.join(0.5)
    assert isinstance(x.error, Closed) and w.closed and w.waiting == 0


def test_close_wakes_every_waiter():
    w = KegWait()
    workers = [started(lambda: w.wait_for(lambda: False, 1.5)) for _ in range(4)]
    wait_until(lambda: w.waiting == 4)
    w.close()
    join_all(workers, 0.5)
    assert not any(x.is_alive() for x in workers)
    assert all(isinstance(x.error, Closed) for x in workers)


def test_changed_wakes_every_ready_waiter():
    w = KegWait()
    flag = []
    workers = [started(lambda: w.wait_for(lambda: bool(flag), 1.5)) for _ in range(5)]
    wait_until(lambda: w.waiting == 5)
    flag.append(1)
    w.changed()
    join_all(workers, 0.5)
    assert [x.result for x in workers] == [True] * 5


def test_swap_lets_every_waiting_till_pour(bar):
    workers = [started(lambda: bar.wait_and_pour(SUE, "t3", "half", timeout=1.5)) for _ in range(4)]
    wait_until(lambda: bar.waits.waiting == 4)
    bar.swap_taps(MIA, "t1", "t3")
    join_all(workers, 0.5)
    assert not any(x.is_alive() for x in workers)
    assert [x.result.beer for x in workers] == ["pale"] * 4
