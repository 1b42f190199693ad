import pytest

from docvault import LinkError, LinkSigner, PermissionDenied, VaultError

from conftest import SECRET

NOW = 1_000_000


def test_round_trip():
    signer = LinkSigner(SECRET)
    token = signer.issue("d7", "viewer", NOW + 3600)
    claims = signer.verify(token, NOW)
    assert (claims.doc_id, claims.role, claims.expires_at) == ("d7", "viewer", NOW + 3600)


def test_expired_links():
    signer = LinkSigner(SECRET)
    token = signer.issue("d7", "viewer", NOW + 10)
    assert signer.verify(token, NOW + 9).doc_id == "d7"
    with pytest.raises(LinkError, match="expired"):
        signer.verify(token, NOW + 10)


def test_forged_and_malformed_links():
    signer = LinkSigner(SECRET)
    token = signer.issue("d7", "viewer", NOW + 10)
    other = LinkSigner(b"another-secret-of-16+")
    with pytest.raises(LinkError):
        other.verify(token, NOW)
    with pytest.raises(LinkError):
        signer.verify(token[:-1] + ("0" if token[-1] != "0" else "1"), NOW)
    for bad in ("", "abc", "abc.", ".abc"):
        with pytest.raises(LinkError):
            signer.verify(bad, NOW)


def test_signer_arguments():
    with pytest.raises(LinkError):
        LinkSigner(b"short")
    with pytest.raises(LinkError):
        LinkSigner(SECRET).issue("a|b", "viewer", NOW)
    with pytest.raises(VaultError):
        LinkSigner(SECRET).issue("d1", "admin", NOW)


def test_vault_links(vault, clock):
    doc = vault.create("ana", "Plan", "v1 text")
    token = vault.link(doc, "ana", "viewer", 600)
    opened, role = vault.open_link(token)
    assert (opened.title, role) == ("Plan", "viewer")
    with pytest.raises(PermissionDenied):
        vault.link(doc, "bo", "viewer", 600)
    clock.advance(600)
    with pytest.raises(LinkError):
        vault.open_link(token)
