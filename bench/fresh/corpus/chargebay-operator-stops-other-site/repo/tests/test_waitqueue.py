import pytest

from chargebay import Closed
from conftest import started, wait_until


def test_wait_times_out_when_nothing_is_freed(queue):
    assert queue.wait("north", 0.05) is False
    assert queue.waiting("north") == 0


def test_freed_charger_wakes_a_waiter(queue):
    w = started(lambda: queue.wait("north", 2))
    wait_until(lambda: queue.waiting("north") == 1)
    assert queue.freed("north") == 1
    w.join(1)
    assert w.result is True


def test_chargers_freed_while_nobody_waits_are_not_kept(queue):
    assert queue.freed("quay", 2) == 0
    assert queue.wait("quay", 0.05) is False


def test_close_wakes_a_waiter(queue):
    w = started(lambda: queue.wait("quay", 5))
    wait_until(lambda: queue.waiting("quay") == 1)
    queue.close()
    w.join(1)
    assert isinstance(w.error, Closed)
