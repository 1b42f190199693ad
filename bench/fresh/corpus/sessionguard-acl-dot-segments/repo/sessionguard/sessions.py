"""Server-side sessions.

A session ends when its absolute *lifetime* has passed since creation or when it has not been
used for *idle_timeout* seconds, whichever comes first (both bounds are exclusive: a session
created at ``t`` is expired at ``t + lifetime``). The store is shared by all request threads;
every method takes the store lock.
"""

from __future__ import annotations

import secrets
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import SessionExpired, SessionNotFound


@dataclass
class Session:
    id: str
    user_id: str
    created_at: float
    last_seen: float
    data: dict[str, Any] = field(default_factory=dict)


class SessionStore:
    """In-memory session store (one per process)."""

    def __init__(self, *, lifetime: float = 8 * 3600, idle_timeout: float = 1800, clock: Callable[[], float] = time.time) -> None:
        if lifetime <= 0 or idle_timeout <= 0:
            raise ValueError("lifetime and idle_timeout must be positive")
        self.lifetime = lifetime
        self.idle_timeout = idle_timeout
        self._clock = clock
        self._lock = threading.Lock()
        self._sessions: dict[str, Session] = {}
        self._by_user: dict[str, set[str]] = {}

    def _expired(self, session: Session, now: float) -> bool:
        return now - session.created_at >= self.lifetime or now - session.last_seen >= self.idle_timeout

    def _revoke_locked(self, session_id: str) -> bool:
        session = self._sessions.pop(session_id, None)
        if session is None:
            return False
        sids = self._by_user.get(session.user_id)
        if sids is not None:
            sids.discard(session_id)
            if not sids:
                del self._by_user[session.user_id]
        return True

    def create(self, user_id: str, data: dict[str, Any] | None = None) -> Session:
        """Start a session for *user_id*; *data* is copied into it."""
        if not user_id:
            raise ValueError("user_id is required")
        with self._lock:
            now = self._clock()
            session = Session(secrets.token_urlsafe(32), user_id, now, now, dict(data or {}))
            self._sessions[session.id] = session
            self._by_user.setdefault(user_id, set()).add(session.id)
            return session

    def get(self, session_id: str, *, touch: bool = True) -> Session:
        """The live session *session_id*; refreshes its idle timer unless ``touch=False``.

        Raises :class:`SessionNotFound` or :class:`SessionExpired` (an expired session is
        removed at the same time).
        """
        with self._lock:
            session = self._sessions.get(session_id)
            if session is None:
                raise SessionNotFound(session_id)
            now = self._clock()
            if self._expired(session, now):
                self._revoke_locked(session_id)
                raise SessionExpired(session_id)
            if touch:
                session.last_seen = now
            return session

    def revoke(self, session_id: str) -> bool:
        """End one session (log out); returns whether it existed."""
        with self._lock:
            return self._revoke_locked(session_id)

    def revoke_user(self, user_id: str, *, keep: str | None = None) -> list[str]:
        """End every session of *user_id* except *keep* (e.g. after a password change).

        Returns the revoked session ids, sorted.
        """
        with self._lock:
            revoked = sorted(sid for sid in self._by_user.get(user_id, ()) if sid != keep)
            for sid in revoked:
                self._revoke_locked(sid)
            return revoked

    def purge_expired(self) -> int:
        """Remove every expired session now; returns how many were removed."""
        with self._lock:
            now = self._clock()
            stale = [sid for sid, s in self._sessions.items() if self._expired(s, now)]
            for sid in stale:
                self._revoke_locked(sid)
            return len(stale)

    def sessions_for(self, user_id: str) -> list[Session]:
        """The sessions of *user_id*, oldest first (expired ones included until purged)."""
        with self._lock:
            found = [self._sessions[sid] for sid in self._by_user.get(user_id, ())]
        return sorted(found, key=lambda s: (s.created_at, s.id))

    def __len__(self) -> int:
        with self._lock:
            return len(self._sessions)
