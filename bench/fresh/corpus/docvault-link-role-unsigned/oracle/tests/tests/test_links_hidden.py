import base64
import hashlib
import hmac

import pytest

from docvault import LinkError, LinkSigner

from conftest import SECRET

NOW = 1_000_000


def b64(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def unb64(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def edit(token, old, new):
    payload, sig = token.split(".")
    return f"{b64(unb64(payload).replace(old, new))}.{sig}"


def test_every_role_edit_rejected():
    signer = LinkSigner(SECRET)
    for issued, forged in (("viewer", b"owner"), ("commenter", b"editor"), ("editor", b"owner")):
        token = signer.issue("d3", issued, NOW + 600)
        with pytest.raises(LinkError):
            signer.verify(edit(token, issued.encode(), forged), NOW)


def test_role_edit_rejected_through_the_vault(vault):
    doc = vault.create("ana", "Plan", "secret plan")
    token = vault.link(doc, "ana", "commenter", 600)
    with pytest.raises(LinkError):
        vault.open_link(edit(token, b"commenter", b"editor"))


def test_old_style_signature_no_longer_accepted():
    # a signature over document and expiry only, as links used to carry
    sig = hmac.new(SECRET, f"d3|{NOW + 600}".encode(), hashlib.sha256).hexdigest()
    forged = f"{b64(f'd3|editor|{NOW + 600}'.encode())}.{sig}"
    with pytest.raises(LinkError):
        LinkSigner(SECRET).verify(forged, NOW)


def test_elevated_links_still_work(vault):
    doc = vault.create("ana", "Plan", "text")
    for role in ("commenter", "editor", "owner"):
        opened, granted = vault.open_link(vault.link(doc, "ana", role, 60))
        assert (opened.doc_id, granted) == (doc, role)


def test_other_edits_and_expiry_still_rejected():
    signer = LinkSigner(SECRET)
    token = signer.issue("d3", "viewer", NOW + 600)
    for old, new in ((b"d3", b"d4"), (str(NOW + 600).encode(), str(NOW + 6000).encode())):
        with pytest.raises(LinkError):
            signer.verify(edit(token, old, new), NOW)
    with pytest.raises(LinkError, match="expired"):
        signer.verify(token, NOW + 600)
    assert signer.verify(token, NOW + 599).role == "viewer"
