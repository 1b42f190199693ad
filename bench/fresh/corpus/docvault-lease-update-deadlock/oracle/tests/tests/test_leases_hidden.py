import threading

import pytest

from docvault import LeaseHeld

from conftest import call_with_timeout


def shared(vault):
    doc = vault.create("ana", "Plan")
    vault.share(doc, "ana", ["user:bo", "user:cy"], "editor")
    return doc


def test_every_entry_point_after_expiry(vault, clock):
    doc = shared(vault)
    vault.checkout(doc, "bo", 30)
    clock.advance(30)
    assert call_with_timeout(vault.rename, doc, "ana", "Renamed", 1) == 2
    assert call_with_timeout(vault.lease_of, doc) is None
    vault.checkout(doc, "bo", 30)
    clock.advance(31)
    lease = call_with_timeout(vault.checkout, doc, "cy", 10)
    assert lease.user == "cy"
    clock.advance(10)
    assert call_with_timeout(vault.delete, doc, "ana") is None


def test_vault_usable_from_other_threads_afterwards(vault, clock):
    doc = shared(vault)
    vault.checkout(doc, "bo", 5)
    clock.advance(5)
    assert call_with_timeout(vault.update, doc, "cy", "x", 1) == 2
    results = []
    threads = [threading.Thread(target=lambda: results.append(vault.read(doc, "bo").version)) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(2)
    assert results == [2, 2, 2]


def test_live_lease_blocks_other_writers(vault, clock):
    doc = shared(vault)
    vault.checkout(doc, "bo", 60)
    clock.advance(59)
    with pytest.raises(LeaseHeld):
        call_with_timeout(vault.update, doc, "ana", "x", 1)
    with pytest.raises(LeaseHeld):
        call_with_timeout(vault.rename, doc, "cy", "T", 1)
    assert call_with_timeout(vault.update, doc, "bo", "mine", 1) == 2


def test_release_and_renew(vault, clock):
    doc = shared(vault)
    vault.checkout(doc, "bo", 60)
    assert call_with_timeout(vault.release, doc) is True
    assert call_with_timeout(vault.release, doc) is False
    assert call_with_timeout(vault.update, doc, "cy", "y", 1) == 2
