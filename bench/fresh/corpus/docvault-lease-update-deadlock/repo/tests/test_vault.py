import threading

import pytest

from docvault import Conflict, LeaseHeld, NotFound, PermissionDenied, Vault, VaultError

from conftest import ManualClock


def test_create_read_update(vault):
    doc = vault.create("ana", "Plan", "first")
    assert vault.update(doc, "ana", "second", expected_version=1) == 2
    snap = vault.read(doc, "ana")
    assert (snap.text, snap.version, snap.updated_by) == ("second", 2, "ana")
    assert [h[2] for h in snap.history] == ["create", "update"]
    snap.text = "local change"
    assert vault.read(doc, "ana").text == "second"


def test_stale_version_conflicts(vault):
    doc = vault.create("ana", "Plan")
    vault.update(doc, "ana", "x", 1)
    with pytest.raises(Conflict):
        vault.update(doc, "ana", "y", 1)
    with pytest.raises(Conflict):
        vault.rename(doc, "ana", "New", 1)
    assert vault.rename(doc, "ana", "New", 2) == 3


def test_permissions(vault):
    doc = vault.create("ana", "Plan")
    with pytest.raises(PermissionDenied):
        vault.read(doc, "bo")
    vault.share(doc, "ana", ["group:eng"], "viewer")
    assert vault.read(doc, "bo").title == "Plan"
    with pytest.raises(PermissionDenied):
        vault.update(doc, "bo", "x", 1)
    with pytest.raises(PermissionDenied):
        vault.share(doc, "bo", ["user:dee"], "viewer")
    with pytest.raises(NotFound):
        vault.read("d99", "ana")


def test_delete_is_for_owners(vault):
    doc = vault.create("ana", "Plan")
    vault.share(doc, "ana", ["user:bo"], "editor")
    with pytest.raises(PermissionDenied):
        vault.delete(doc, "bo")
    vault.delete(doc, "ana")
    with pytest.raises(NotFound):
        vault.read(doc, "ana")


def test_documents_for(vault):
    a = vault.create("ana", "A")
    b = vault.create("bo", "B")
    vault.share(b, "bo", ["user:ana"], "viewer")
    vault.create("cy", "C")
    assert vault.documents_for("ana") == [a, b]


def test_checkout_lease(vault, clock):
    doc = vault.create("ana", "Plan")
    vault.share(doc, "ana", ["user:bo"], "editor")
    lease = vault.checkout(doc, "bo", 300)
    assert lease.expires_at == clock.t + 300
    with pytest.raises(LeaseHeld):
        vault.checkout(doc, "ana", 60)
    with pytest.raises(LeaseHeld):
        vault.delete(doc, "ana")
    assert vault.checkout(doc, "bo", 600).expires_at == clock.t + 600
    assert vault.release(doc) is True
    assert vault.lease_of(doc) is None
    with pytest.raises(VaultError):
        vault.checkout(doc, "bo", 0)


def test_lease_holder_can_write(vault):
    doc = vault.create("ana", "Plan")
    vault.checkout(doc, "ana", 300)
    assert vault.update(doc, "ana", "mine", 1) == 2


def test_share_and_unshare(vault):
    doc = vault.create("ana", "Plan")
    assert vault.share(doc, "ana", ["user:cy", "group:eng"], "commenter") == ["group:eng", "user:cy"]
    assert vault.role_of(doc, "bo") == "commenter"
    assert vault.unshare(doc, "ana", ["user:cy", "user:zed"]) == ["user:cy"]
    with pytest.raises(VaultError):
        vault.share(doc, "ana", ["everyone"], "viewer")


def test_who_can_includes_owner(vault):
    doc = vault.create("ana", "Plan")
    vault.share(doc, "ana", ["group:ops"], "editor")
    assert vault.who_can(doc, "write") == ["ana", "dee"]


def test_concurrent_creates_get_unique_ids(directory):
    vault = Vault(directory, ManualClock())
    ids = []
    lock = threading.Lock()

    def worker():
        for _ in range(50):
            doc = vault.create("ana", "x")
            with lock:
                ids.append(doc)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(set(ids)) == 200


def test_update_after_an_expired_lease(vault, clock):
    from conftest import call_with_timeout

    doc = vault.create("ana", "Plan")
    vault.share(doc, "ana", ["user:bo"], "editor")
    vault.checkout(doc, "bo", 60)
    clock.advance(61)
    assert call_with_timeout(vault.update, doc, "ana", "new text", 1) == 2
