import pytest

from lockerbank import Denied, Expired, NoLocker, NotFound

from conftest import ANN, KAI, STAN, ZOE, started


def test_reserve_and_expiry(book, bank, clock):
    res = book.reserve(KAI, "M")
    assert (res.locker, res.courier, res.expires_at) == ("M1", "kai", 1060.0)
    assert bank.state("M1") == "reserved" and book.active() == [res.id]
    clock.advance(60)
    with pytest.raises(Expired):
        book.get(res.id)
    assert book.expire_due() == [res.id]
    assert bank.state("M1") == "free" and book.active() == []


def test_who_may_reserve(book):
    with pytest.raises(Denied):
        book.reserve(ANN, "S")
    assert book.reserve(STAN, "S").locker == "S1"


def test_no_locker_left(book):
    book.reserve(KAI, "L")
    with pytest.raises(NoLocker):
        book.reserve(ZOE, "L")


def test_extend(book, clock):
    res = book.reserve(KAI, "S")
    w = started(lambda: book.extend(res.id, 30))
    w.join(1)
    assert not w.is_alive() and w.error is None
    assert w.result == 1090.0
    with pytest.raises(ValueError):
        book.extend(res.id, 61)


def test_consume(book):
    res = book.reserve(KAI, "S")
    with pytest.raises(Denied):
        book.consume(ZOE, res.id)
    assert book.consume(KAI, res.id) == "S1"
    with pytest.raises(NotFound):
        book.get(res.id)


def test_cancel(book, bank):
    r1 = book.reserve(KAI, "S")
    r2 = book.reserve(KAI, "S")
    with pytest.raises(Denied):
        book.cancel(ZOE, r1.id)
    book.cancel(KAI, r1.id)
    book.cancel(STAN, r2.id)
    assert bank.free_count("S") == 3 and book.active() == []


def test_reserve_without_waiting_fails_at_once(book):
    book.reserve(KAI, "L")
    w = started(lambda: book.reserve(ZOE, "L"))
    w.join(0.5)
    assert not w.is_alive() and isinstance(w.error, NoLocker)


def test_expire_due_leaves_live_reservations(book, clock):
    r1 = book.reserve(KAI, "S")
    clock.advance(30)
    r2 = book.reserve(ZOE, "S")
    clock.advance(30)
    assert book.expire_due() == [r1.id]
    assert book.active() == [r2.id] and book.get(r2.id).locker == "S2"
