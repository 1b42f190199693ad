import pytest

from conftest import run_together, started
from seathold import FREE, HELD, HoldExpired, SeatError


def call(fn):
    w = started(fn)
    w.join(1.0)
    assert not w.is_alive(), "the call did not return"
    return w


def test_extend_is_capped_and_checked(holds, clock):
    h = holds.hold("ann", ["stalls-1-1"], ttl=60)
    assert call(lambda: holds.extend(h.id, 2000)).result.expires_at == 1900.0
    assert isinstance(call(lambda: holds.extend(h.id, 0)).error, ValueError)


def test_extend_of_an_expired_hold_fails(holds, seats, clock):
    h = holds.hold("ann", ["stalls-1-1"], ttl=60)
    clock.advance(60)
    assert isinstance(call(lambda: holds.extend(h.id, 30)).error, HoldExpired)
    assert seats.status("stalls-1-1") == FREE


def test_drop_seats_keeps_the_rest(holds, seats):
    h = holds.hold("ann", ["stalls-1-1", "stalls-1-2", "stalls-1-3"])
    assert call(lambda: holds.drop_seats(h.id, ["stalls-1-2"])).result.seats == ("stalls-1-1", "stalls-1-3")
    assert (seats.status("stalls-1-2"), seats.status("stalls-1-3")) == (FREE, HELD)
    assert isinstance(call(lambda: holds.drop_seats(h.id, ["stalls-1-1", "stalls-1-3"])).error, SeatError)


def test_extends_from_many_threads(holds):
    h = holds.hold("ann", ["balcony-1-1"], ttl=60)
    workers = run_together(8, lambda i: holds.extend(h.id, 10))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert holds.get(h.id).expires_at == 1140.0


def test_other_operations_unchanged(holds, seats, clock):
    a = holds.hold("ann", ["stalls-2-1"], ttl=30)
    b = holds.hold("bob", ["stalls-2-2"], ttl=90)
    assert holds.claim(a.id) is a and seats.status("stalls-2-1") == HELD
    clock.advance(90)
    assert holds.active() == [] and seats.status("stalls-2-2") == FREE
    with pytest.raises(HoldExpired):
        holds.release(b.id)


def test_hold_expires_exactly_at_its_time(holds, clock):
    h = holds.hold("ann", ["stalls-3-1"], ttl=45)
    clock.advance(44.5)
    assert holds.get(h.id).expires_at == 1045.0
    clock.advance(0.5)
    assert [x.id for x in holds.expire_due()] == [h.id]
