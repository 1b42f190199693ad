import pytest

from conftest import run_together
from seathold import FREE, HELD, HoldExpired, SeatError


def test_hold_and_expiry(holds, seats, clock):
    h = holds.hold("ann", ["stalls-1-1"])
    assert h.expires_at == 1060.0 and seats.status("stalls-1-1") == HELD
    clock.advance(59)
    assert holds.get(h.id) is h
    clock.advance(1)
    with pytest.raises(HoldExpired):
        holds.get(h.id)
    assert seats.status("stalls-1-1") == FREE


def test_release_frees_the_seats(holds, seats):
    h = holds.hold("ann", ["stalls-1-1", "stalls-1-2"], ttl=30)
    holds.release(h.id)
    assert seats.status("stalls-1-2") == FREE
    with pytest.raises(HoldExpired):
        holds.release(h.id)


def test_ttl_limits_and_taken_seats(holds):
    holds.hold("ann", ["stalls-1-1"])
    with pytest.raises(SeatError):
        holds.hold("bob", ["stalls-1-1"])
    for ttl in (0, -5, 901):
        with pytest.raises(ValueError):
            holds.hold("bob", ["stalls-1-2"], ttl=ttl)


def test_expire_due_and_active(holds, clock):
    a = holds.hold("ann", ["stalls-1-1"], ttl=10)
    b = holds.hold("bob", ["stalls-1-2"], ttl=100)
    clock.advance(10)
    assert [h.id for h in holds.expire_due()] == [a.id]
    assert holds.active() == [b]


def test_extend_pushes_the_expiry(holds, clock):
    h = holds.hold("ann", ["stalls-1-1"], ttl=60)
    assert holds.extend(h.id, 30).expires_at == 1090.0
    assert holds.extend(h.id, 2000).expires_at == 1900.0


def test_extend_of_an_expired_hold_fails(holds, clock):
    h = holds.hold("ann", ["stalls-1-1"], ttl=60)
    clock.advance(60)
    with pytest.raises(HoldExpired):
        holds.extend(h.id, 30)


def test_one_of_many_holds_on_a_seat_wins(holds):
    workers = run_together(8, lambda i: holds.hold(f"agent{i}", ["balcony-1-1"]))
    assert all(not w.is_alive() for w in workers)
    assert sum(w.error is None for w in workers) == 1
    assert all(isinstance(w.error, SeatError) for w in workers if w.error is not None)
