import threading

import pytest

from sessionguard import SessionExpired, SessionNotFound, SessionStore


def test_create_and_get(clock):
    store = SessionStore(clock=clock)
    s = store.create("alice", {"theme": "dark"})
    clock.advance(60)
    got = store.get(s.id)
    assert got.user_id == "alice" and got.data == {"theme": "dark"}
    assert got.last_seen == clock.now


def test_idle_timeout(clock):
    store = SessionStore(idle_timeout=900, clock=clock)
    s = store.create("alice")
    clock.advance(600)
    store.get(s.id)
    clock.advance(600)
    assert store.get(s.id, touch=False).id == s.id
    clock.advance(400)
    with pytest.raises(SessionExpired):
        store.get(s.id)
    with pytest.raises(SessionNotFound):
        store.get(s.id)


def test_absolute_lifetime(clock):
    store = SessionStore(lifetime=3600, idle_timeout=1800, clock=clock)
    s = store.create("bob")
    for _ in range(4):
        clock.advance(1000)
        if clock.now - s.created_at < 3600:
            store.get(s.id)
    with pytest.raises(SessionExpired):
        store.get(s.id)


def test_revoke(clock):
    store = SessionStore(clock=clock)
    s = store.create("alice")
    assert store.revoke(s.id) is True
    assert store.revoke(s.id) is False
    assert len(store) == 0


def test_revoke_user_keeps_current_session(clock, call_with_timeout):
    store = SessionStore(clock=clock)
    current = store.create("alice")
    store.create("alice")
    other = store.create("bob")
    call_with_timeout(store.revoke_user, "alice", keep=current.id)
    assert [s.id for s in store.sessions_for("alice")] == [current.id]
    assert store.get(other.id).user_id == "bob"


def test_sessions_for_oldest_first(clock):
    store = SessionStore(clock=clock)
    first = store.create("carol")
    clock.advance(5)
    second = store.create("carol")
    assert [s.id for s in store.sessions_for("carol")] == [first.id, second.id]
    assert store.sessions_for("nobody") == []


def test_concurrent_creates(clock):
    store = SessionStore(clock=clock)
    threads = [threading.Thread(target=lambda: [store.create("u") for _ in range(200)]) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(store) == 800
    assert len(store.sessions_for("u")) == 800
