import pytest

from conftest import started, wait_until
from proofbox import BakeryError, Closed, Timeout, TrayRack


def test_put_and_take_in_order(rack):
    rack.put("a")
    rack.put_many(["b", "c"])
    assert len(rack) == 3
    assert [rack.take(0.1) for _ in range(3)] == ["a", "b", "c"]


def test_take_times_out_when_empty(rack):
    with pytest.raises(Timeout):
        rack.take(timeout=0.05)


def test_bad_puts():
    with pytest.raises(BakeryError):
        TrayRack(0)
    rack = TrayRack(2)
    with pytest.raises(BakeryError):
        rack.put_many(["a", "b", "c"])
    with pytest.raises(BakeryError):
        rack.put_many([])


def test_a_put_wakes_a_waiting_taker(rack):
    w = started(lambda: rack.take(timeout=1))
    wait_until(lambda: rack.waiting_takers == 1)
    rack.put("bread")
    w.join(1)
    assert (w.error, w.result) == (None, "bread")


def test_a_take_wakes_a_waiting_putter(rack):
    rack.put_many(["a", "b", "c"])
    w = started(lambda: rack.put("d", timeout=1))
    wait_until(lambda: w.is_alive())
    assert rack.take(0.1) == "a"
    w.join(1)
    assert w.error is None and len(rack) == 3


def test_close_hands_out_the_rest_then_raises(rack):
    rack.put("a")
    rack.close()
    assert rack.take(0.1) == "a"
    with pytest.raises(Closed):
        rack.take(0.1)
    with pytest.raises(Closed):
        rack.put("b")


def test_close_wakes_a_waiting_taker(rack):
    w = started(lambda: rack.take(timeout=1))
    wait_until(lambda: rack.waiting_takers == 1)
    rack.close()
    w.join(1)
    assert isinstance(w.error, Closed)


def test_a_double_put_wakes_two_takers(rack):
    takers = [started(lambda: rack.take(timeout=3)) for _ in range(2)]
    wait_until(lambda: rack.waiting_takers == 2)
    rack.put_many(["a", "b"])
    for w in takers:
        w.join(0.5)
    assert sorted(str(w.result) for w in takers) == ["a", "b"]
