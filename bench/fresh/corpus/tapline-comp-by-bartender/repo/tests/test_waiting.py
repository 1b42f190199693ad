import pytest

from conftest import started, wait_until
from tapline import Closed, KegWait


def test_wait_returns_at_once_when_ready():
    w = KegWait()
    assert w.wait_for(lambda: True, 0.5) is True


def test_wait_times_out():
    w = KegWait()
    assert w.wait_for(lambda: False, 0.05) is False
    assert w.waiting == 0


def test_changed_wakes_a_waiter():
    w = KegWait()
    flag = []
    worker = started(lambda: w.wait_for(lambda: bool(flag), 2.0))
    wait_until(lambda: w.waiting == 1)
    flag.append(1)
    w.changed()
    worker.join(0.5)
    assert not worker.is_alive() and worker.result is True


def test_close_wakes_a_waiter():
    w = KegWait()
    worker = started(lambda: w.wait_for(lambda: False, 2.0))
    wait_until(lambda: w.waiting == 1)
    w.close()
    worker.join(0.5)
    assert not worker.is_alive() and isinstance(worker.error, Closed)
    with pytest.raises(Closed):
        w.wait_for(lambda: True, 0.1)
