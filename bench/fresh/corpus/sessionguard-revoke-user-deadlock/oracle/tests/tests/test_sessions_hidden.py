import pytest

from sessionguard import SessionExpired, SessionNotFound, SessionStore


def test_revoke_user_returns_the_revoked_ids_sorted(clock, call_with_timeout):
    store = SessionStore(clock=clock)
    sessions = [store.create("alice") for _ in range(8)]
    bob = store.create("bob")
    revoked = call_with_timeout(store.revoke_user, "alice")
    assert revoked == sorted(s.id for s in sessions)
    assert store.sessions_for("alice") == []
    assert len(store) == 1 and store.get(bob.id).user_id == "bob"


def test_revoke_user_keep_and_new_sessions_afterwards(clock, call_with_timeout):
    store = SessionStore(clock=clock)
    keep = store.create("alice")
    others = [store.create("alice") for _ in range(3)]
    assert call_with_timeout(store.revoke_user, "alice", keep=keep.id) == sorted(s.id for s in others)
    fresh = call_with_timeout(store.create, "alice")
    assert {s.id for s in store.sessions_for("alice")} == {keep.id, fresh.id}
    for s in others:
        with pytest.raises(SessionNotFound):
            store.get(s.id)


def test_purge_expired(clock, call_with_timeout):
    store = SessionStore(idle_timeout=600, clock=clock)
    old = [store.create("u1"), store.create("u2")]
    clock.advance(500)
    live = store.create("u3")
    clock.advance(200)
    assert call_with_timeout(store.purge_expired) == 2
    assert len(store) == 1
    assert store.get(live.id).user_id == "u3"
    assert store.sessions_for("u1") == []
    with pytest.raises(SessionNotFound):
        store.get(old[0].id)


def test_store_usable_after_revoke_user(clock, call_with_timeout):
    store = SessionStore(clock=clock)
    store.create("alice")
    call_with_timeout(store.revoke_user, "alice")
    assert call_with_timeout(len, store) == 0


def test_revoke_user_without_sessions():
    store = SessionStore()
    assert store.revoke_user("nobody") == []


def test_purge_without_expired_sessions(clock):
    store = SessionStore(clock=clock)
    store.create("a")
    assert store.purge_expired() == 0
    assert len(store) == 1


def test_expired_session_is_removed_on_get(clock):
    store = SessionStore(lifetime=100, idle_timeout=100, clock=clock)
    s = store.create("a")
    clock.advance(100)
    with pytest.raises(SessionExpired):
        store.get(s.id)
    assert len(store) == 0
    assert store.sessions_for("a") == []


def test_revoke_single_session(clock):
    store = SessionStore(clock=clock)
    a, b = store.create("a"), store.create("a")
    assert store.revoke(a.id) is True
    assert [s.id for s in store.sessions_for("a")] == [b.id]
