import pytest

from ferryload import HoldBook, HoldError, InvalidInput, ManualClock


def test_hold_is_active_until_expiry(holds, clock):
    h = holds.hold("A", 5)
    assert h.expires_at == 160.0
    assert holds.is_active(h.id)
    clock.advance(30)
    assert holds.is_active(h.id) and holds.held("A") == 5
    clock.advance(40)
    assert not holds.is_active(h.id) and holds.held("A") == 0


def test_ttl_validation():
    with pytest.raises(InvalidInput):
        HoldBook(ManualClock(), ttl=0)
    book = HoldBook(ManualClock())
    with pytest.raises(InvalidInput):
        book.hold("A", 5, ttl=4000)
    with pytest.raises(InvalidInput):
        book.hold("A", 0)


def test_expire_due(holds, clock):
    a = holds.hold("A", 5, ttl=10)
    b = holds.hold("B", 7, ttl=100)
    clock.advance(50)
    assert holds.expire_due() == [a.id]
    assert holds.is_active(b.id)


def test_claim_once_and_release(holds, clock):
    a = holds.hold("A", 5)
    assert holds.claim(a.id).metres == 5
    with pytest.raises(HoldError):
        holds.claim(a.id)
    b = holds.hold("A", 5)
    holds.release(b.id)
    with pytest.raises(HoldError):
        holds.release(b.id)
    c = holds.hold("A", 5, ttl=10)
    clock.advance(20)
    with pytest.raises(HoldError):
        holds.claim(c.id)


def test_hold_has_expired_at_its_expiry_instant(holds, clock):
    h = holds.hold("A", 5)
    clock.advance(60)
    assert not holds.is_active(h.id)
