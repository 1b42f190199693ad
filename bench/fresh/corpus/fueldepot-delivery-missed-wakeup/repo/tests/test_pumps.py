import pytest

from conftest import started, wait_until
from fueldepot import DepotError, PumpBank


def test_claim_lowest_free_pump():
    bank = PumpBank([3, 1, 2])
    assert bank.claim("a") == 1 and bank.claim("b") == 2
    bank.release(1, "a")
    assert bank.claim("c") == 1
    assert bank.in_use() == {1: "c", 2: "b"}
    with pytest.raises(DepotError):
        bank.release(2, "a")


def test_out_of_order_pumps_are_skipped():
    bank = PumpBank([1, 2])
    bank.set_out_of_order(1)
    assert bank.claim("a") == 2
    with pytest.raises(DepotError):
        bank.claim("b", timeout=0.05)
    with pytest.raises(DepotError):
        PumpBank([1, 1])


def test_a_released_pump_wakes_a_waiting_driver():
    bank = PumpBank([1])
    bank.claim("a")
    w = started(lambda: bank.claim("b", timeout=2))
    wait_until(lambda: w.is_alive())
    bank.release(1, "a")
    w.join(2)
    assert w.error is None and w.result == 1
