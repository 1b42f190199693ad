import time

import pytest

from conftest import started, wait_until
from proofbox import Closed, Timeout, TrayRack


def _takers(rack, n):
    ws = [started(lambda: rack.take(timeout=3)) for _ in range(n)]
    wait_until(lambda: rack.waiting_takers == n)
    return ws


def _join_all(ws, within=0.5):
    deadline = time.monotonic() + within
    for w in ws:
        w.join(max(0.0, deadline - time.monotonic()))


def test_three_trays_wake_three_takers():
    rack = TrayRack(4)
    ws = _takers(rack, 3)
    rack.put_many(["a", "b", "c"])
    _join_all(ws)
    assert sorted(str(w.result) for w in ws) == ["a", "b", "c"]


def test_close_wakes_every_taker():
    rack = TrayRack(4)
    ws = _takers(rack, 3)
    rack.close()
    _join_all(ws)
    assert [type(w.error) for w in ws] == [Closed, Closed, Closed]


def test_close_after_a_double_put_with_three_takers():
    rack = TrayRack(4)
    ws = _takers(rack, 3)
    rack.put_many(["a", "b"])
    wait_until(lambda: len(rack) == 0 or rack.waiting_takers < 3, 0.5)
    rack.close()
    _join_all(ws)
    assert not any(w.is_alive() for w in ws)
    assert sorted(str(w.result) for w in ws if w.error is None) == ["a", "b"]
    assert sum(isinstance(w.error, Closed) for w in ws) == 1


def test_puts_time_out_when_there_is_no_room(rack):
    rack.put_many(["a", "b", "c"])
    with pytest.raises(Timeout):
        rack.put("d", timeout=0.05)
    assert len(rack) == 3
    rack.take(0.1)
    with pytest.raises(Timeout):
        rack.put_many(["e", "f"], timeout=0.05)
    assert len(rack) == 2


def test_single_puts_wake_takers_in_turn(rack):
    ws = _takers(rack, 2)
    rack.put("a")
    wait_until(lambda: rack.waiting_takers == 1)
    rack.put("b")
    _join_all(ws)
    assert sorted(str(w.result) for w in ws) == ["a", "b"]
    assert len(rack) == 0
