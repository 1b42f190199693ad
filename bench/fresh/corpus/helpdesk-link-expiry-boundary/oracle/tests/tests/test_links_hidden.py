import pytest

from conftest import SECRET
from helpdesk import Helpdesk, InvalidLink, LinkSigner, ManualClock


def signer(now=1000.0):
    clock = ManualClock(now)
    return LinkSigner(SECRET, clock, 3600), clock


def test_remaining_is_zero_in_the_last_second():
    s, clock = signer()
    token = s.issue(42, "cat@example.com", ttl=60)
    clock.advance(60)
    assert s.remaining(token) == 0


def test_customer_view_at_the_expiry_second():
    clock = ManualClock(1000.0)
    desk = Helpdesk(SECRET, clock=clock, link_ttl=120)
    t = desk.open_ticket("Refund", team="billing")
    token = desk.customer_link(t.id, "cat@example.com")
    clock.advance(120)
    assert desk.customer_view(token)["id"] == t.id


def test_default_ttl_boundary():
    s, clock = signer(now=5.0)
    token = s.issue(7, "a@b.c")
    clock.set(3605.0)
    assert s.verify(token).expires == 3605
    assert s.remaining(token) == 0


def test_rejected_just_after_the_expiry_second():
    s, clock = signer()
    token = s.issue(42, "cat@example.com", ttl=60)
    clock.advance(60.5)
    with pytest.raises(InvalidLink):
        s.verify(token)
    with pytest.raises(InvalidLink):
        s.remaining(token)
    clock.advance(3000)
    with pytest.raises(InvalidLink):
        s.verify(token)


def test_expired_customer_view_is_rejected():
    clock = ManualClock(1000.0)
    desk = Helpdesk(SECRET, clock=clock, link_ttl=120)
    t = desk.open_ticket("Refund", team="billing")
    token = desk.customer_link(t.id, "cat@example.com")
    clock.advance(121)
    with pytest.raises(InvalidLink):
        desk.customer_view(token)


def test_tampered_expiry_is_rejected():
    import base64

    s, clock = signer()
    token = s.issue(42, "cat@example.com", ttl=60)
    payload, sig = token.split(".")
    raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)).decode()
    longer = raw.rsplit(":", 1)[0] + ":99999999"
    forged = base64.urlsafe_b64encode(longer.encode()).decode().rstrip("=") + "." + sig
    with pytest.raises(InvalidLink):
        s.verify(forged)
    assert s.remaining(token) == 60
