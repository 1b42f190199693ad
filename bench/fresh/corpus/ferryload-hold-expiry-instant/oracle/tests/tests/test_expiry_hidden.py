import pytest

from conftest import PIP, RIA, truck
from ferryload import HoldError


def test_no_space_kept_at_the_instant(holds, clock):
    holds.hold("A", 5)
    holds.hold("A", 7, ttl=30)
    clock.advance(30)
    assert holds.held("A") == 5
    clock.advance(30)
    assert holds.held("A") == 0


def test_expire_due_at_the_instant(holds, clock):
    a = holds.hold("A", 5, ttl=10)
    b = holds.hold("B", 5, ttl=20)
    clock.advance(10)
    assert holds.expire_due() == [a.id]
    clock.advance(10)
    assert holds.expire_due() == [b.id]


def test_claim_at_the_instant_fails(term, holds, clock):
    h = holds.hold("A", 5)
    clock.advance(60)
    with pytest.raises(HoldError):
        holds.claim(h.id)
    hid = term.hold(PIP, "A", 16)
    clock.advance(60)
    with pytest.raises(HoldError):
        term.board(RIA, truck(1), "A", hold_id=hid)
    term.hold(PIP, "A", 16)
    clock.advance(60)
    term.board(RIA, truck(2), "A")
    assert term.deck.free("A") == 4


def test_active_just_before_expiry(holds, clock):
    h = holds.hold("A", 5)
    g = holds.hold("A", 7)
    clock.advance(59.5)
    assert holds.is_active(h.id) and holds.held("A") == 12
    assert holds.expire_due() == []
    assert holds.claim(g.id).metres == 7


def test_custom_ttl(holds, clock):
    h = holds.hold("B", 7, ttl=10)
    assert h.expires_at == 110.0
    clock.advance(9.99)
    assert holds.is_active(h.id)
    clock.advance(0.02)
    assert not holds.is_active(h.id)
