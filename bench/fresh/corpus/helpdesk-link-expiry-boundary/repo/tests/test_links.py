import pytest

from conftest import SECRET
from helpdesk import InvalidLink, LinkSigner, ManualClock


def signer(now=1000.0, ttl=3600):
    clock = ManualClock(now)
    return LinkSigner(SECRET, clock, ttl), clock


def test_issue_and_verify():
    s, _ = signer()
    claims = s.verify(s.issue(42, "cat@example.com"))
    assert (claims.ticket_id, claims.email, claims.expires) == (42, "cat@example.com", 4600)


def test_forged_and_malformed_links():
    s, _ = signer()
    token = s.issue(42, "cat@example.com")
    payload, sig = token.split(".")
    with pytest.raises(InvalidLink):
        s.verify(payload + "." + "0" * len(sig))
    with pytest.raises(InvalidLink):
        s.verify("no-dot-here")
    other = LinkSigner(b"another-secret-of-16+", ManualClock(1000.0))
    with pytest.raises(InvalidLink):
        other.verify(token)


def test_link_is_valid_in_its_expiry_second():
    s, clock = signer()
    token = s.issue(42, "cat@example.com", ttl=60)
    clock.advance(60)
    assert s.verify(token).ticket_id == 42


def test_remaining_seconds():
    s, clock = signer()
    token = s.issue(42, "cat@example.com", ttl=60)
    clock.advance(15)
    assert s.remaining(token) == 45


def test_signer_validation():
    with pytest.raises(ValueError):
        LinkSigner(b"short", ManualClock())
    s, _ = signer()
    with pytest.raises(ValueError):
        s.issue(1, "no-at-sign")
