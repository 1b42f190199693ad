import threading
import time

import pytest

from docvault import Conflict, Vault

from conftest import ManualClock


def race(vault, calls):
    """Start the calls 10 ms apart; each outcome is the returned version or 'conflict'."""
    outcomes = [None] * len(calls)

    def run(i, fn, args):
        try:
            outcomes[i] = fn(*args)
        except Conflict:
            outcomes[i] = "conflict"

    threads = [threading.Thread(target=run, args=(i, fn, args)) for i, (fn, args) in enumerate(calls)]
    for t in threads:
        t.start()
        time.sleep(0.01)
    for t in threads:
        t.join(5)
    return outcomes


def slow_vault(directory):
    clock = ManualClock()
    vault = Vault(directory, clock)
    doc = vault.create("ana", "Plan", "v1")
    vault.share(doc, "ana", ["user:bo"], "editor")
    clock.pause = 0.05
    return vault, doc


def test_same_user_from_two_tabs(directory):
    vault, doc = slow_vault(directory)
    out = race(vault, [(vault.update, (doc, "ana", "tab 1", 1)), (vault.update, (doc, "ana", "tab 2", 1))])
    assert out == [2, "conflict"]
    assert vault.read(doc, "ana").text == "tab 1"


def test_concurrent_renames(directory):
    vault, doc = slow_vault(directory)
    out = race(vault, [(vault.rename, (doc, "ana", "A", 1)), (vault.rename, (doc, "bo", "B", 1))])
    assert out == [2, "conflict"]
    assert vault.read(doc, "ana").title == "A"


def test_update_racing_a_rename(directory):
    vault, doc = slow_vault(directory)
    out = race(vault, [(vault.rename, (doc, "ana", "A", 1)), (vault.update, (doc, "bo", "text", 1))])
    assert out == [2, "conflict"]
    snap = vault.read(doc, "ana")
    assert (snap.title, snap.text, snap.version) == ("A", "v1", 2)
    assert [h[2] for h in snap.history] == ["create", "share editor", "rename"]


def test_sequential_edits_unchanged(directory):
    clock = ManualClock()
    vault = Vault(directory, clock)
    doc = vault.create("ana", "Plan")
    clock.advance(5)
    assert vault.update(doc, "ana", "a", 1) == 2
    assert vault.rename(doc, "ana", "T", 2) == 3
    with pytest.raises(Conflict, match="at version 3, not 2"):
        vault.update(doc, "ana", "b", 2)
    snap = vault.read(doc, "ana")
    assert (snap.updated_at, snap.updated_by, snap.version) == (clock.t, "ana", 3)
    assert snap.history == [(1, "ana", "create"), (2, "ana", "update"), (3, "ana", "rename")]


def test_edits_on_different_documents_both_apply(directory):
    clock = ManualClock()
    vault = Vault(directory, clock)
    a = vault.create("ana", "A")
    b = vault.create("ana", "B")
    clock.pause = 0.02
    out = race(vault, [(vault.update, (a, "ana", "x", 1)), (vault.update, (b, "ana", "y", 1))])
    assert out == [2, 2]
