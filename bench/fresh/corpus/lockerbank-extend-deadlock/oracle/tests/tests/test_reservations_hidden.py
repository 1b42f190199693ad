import pytest

from lockerbank import Denied, Expired, NotFound

from conftest import KAI, STAN, ZOE, started, wait_until


def call(fn):
    w = started(fn)
    w.join(1)
    assert not w.is_alive(), "call did not return"
    if w.error is not None:
        raise w.error
    return w.result


def test_cancel_returns(book, bank):
    r1 = book.reserve(KAI, "S")
    r2 = book.reserve(KAI, "S")
    with pytest.raises(Denied):
        call(lambda: book.cancel(ZOE, r1.id))
    call(lambda: book.cancel(KAI, r1.id))
    call(lambda: book.cancel(STAN, r2.id))
    assert bank.free_count("S") == 3 and call(book.active) == []


def test_reserve_waits_for_a_cancelled_locker(book):
    held = book.reserve(KAI, "L")
    w = started(lambda: book.reserve(ZOE, "L", wait=2.0))
    wait_until(lambda: book.waitlist.waiting("L") == 1)
    call(lambda: book.cancel(KAI, held.id))
    w.join(1)
    assert not w.is_alive() and w.error is None and w.result.locker == "L1"


def test_extend_twice_and_of_an_expired_reservation(book, clock):
    res = book.reserve(KAI, "M")
    assert call(lambda: book.extend(res.id, 30)) == 1090.0
    assert call(lambda: book.extend(res.id, 60)) == 1150.0
    assert call(lambda: book.get(res.id)).expires_at == 1150.0
    clock.advance(150)
    with pytest.raises(Expired):
        call(lambda: book.extend(res.id, 10))
    with pytest.raises(NotFound):
        call(lambda: book.extend(99, 10))
    with pytest.raises(Expired):
        call(lambda: book.cancel(KAI, res.id))


def test_extend_limits(book):
    res = book.reserve(KAI, "S")
    for bad in (0, -5, 61):
        with pytest.raises(ValueError):
            book.extend(res.id, bad)


def test_consume_and_expire_due(book, bank, clock):
    r1 = book.reserve(KAI, "S")
    r2 = book.reserve(ZOE, "M")
    assert call(lambda: book.consume(KAI, r1.id)) == "S1"
    clock.advance(60)
    assert call(book.expire_due) == [r2.id]
    assert bank.state("M1") == "free" and bank.state("S1") == "reserved"
