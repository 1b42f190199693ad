"""The Vault: documents, versions, checkout leases and sharing, safe across threads.

One re-entrant lock guards all state. It is re-entrant because public methods compose: an
update that finds an expired lease releases it through ``release``, which takes the lock too.
Time comes from an injected clock (``clock.now()`` -> seconds) so leases and grants can be
tested without sleeping.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Protocol

from .acl import AccessList, Directory, normalise_principal
from .errors import Conflict, LeaseHeld, NotFound, PermissionDenied, VaultError
from .links import LinkSigner
from .roles import allows


class Clock(Protocol):
    def now(self) -> float: ...


class SystemClock:
    def now(self) -> float:
        return time.time()


@dataclass
class Document:
    doc_id: str
    owner: str
    title: str
    text: str = ""
    version: int = 1
    updated_at: float = 0.0
    updated_by: str = ""
    history: list[tuple[int, str, str]] = field(default_factory=list)  # (version, user, what)
    acl: AccessList = field(default_factory=AccessList)


@dataclass(frozen=True)
class Lease:
    doc_id: str
    user: str
    expires_at: float


class Vault:
    def __init__(self, directory: Directory | None = None, clock: Clock | None = None,
                 link_secret: bytes | None = None):
        self._lock = threading.RLock()
        self._docs: dict[str, Document] = {}
        self._leases: dict[str, Lease] = {}
        self._directory = directory or Directory()
        self._clock = clock or SystemClock()
        self._links = LinkSigner(link_secret) if link_secret else None
        self._next_id = 1

    # -- helpers --------------------------------------------------------------------------
    def _doc(self, doc_id: str) -> Document:
        try:
            return self._docs[doc_id]
        except KeyError:
            raise NotFound(doc_id) from None

    def _role(self, doc: Document, user: str) -> str | None:
        if user == doc.owner:
            return "owner"
        return doc.acl.effective_role(user, self._directory.groups_of(user), self._clock.now())

    def role_of(self, doc_id: str, user: str) -> str | None:
        with self._lock:
            return self._role(self._doc(doc_id), user)

    def _require(self, doc: Document, user: str, action: str) -> None:
        if not allows(self._role(doc, user), action):
            raise PermissionDenied(f"{user} may not {action} {doc.doc_id}")

    def _check_lease(self, doc: Document, user: str) -> None:
        lease = self._leases.get(doc.doc_id)
        if lease is None:
            return
        if lease.expires_at <= self._clock.now():
            self.release(doc.doc_id)
        elif lease.user != user:
            raise LeaseHeld(f"{doc.doc_id} is checked out by {lease.user}")

    # -- documents --------------------------------------------------------------------------
    def create(self, owner: str, title: str, text: str = "") -> str:
        with self._lock:
            doc_id = f"d{self._next_id}"
            self._next_id += 1
            now = self._clock.now()
            self._docs[doc_id] = Document(doc_id, owner, title, text, 1, now, owner, [(1, owner, "create")])
            return doc_id

    def read(self, doc_id: str, user: str) -> Document:
        """A snapshot of the document (changing it does not change the vault)."""
        with self._lock:
            doc = self._doc(doc_id)
            self._require(doc, user, "read")
            return Document(doc.doc_id, doc.owner, doc.title, doc.text, doc.version,
                            doc.updated_at, doc.updated_by, list(doc.history))

    def update(self, doc_id: str, user: str, text: str, expected_version: int) -> int:
        """Replace the text if the document is still at ``expected_version``; the new version."""
        with self._lock:
            doc = self._doc(doc_id)
            self._require(doc, user, "write")
            self._check_lease(doc, user)
            if doc.version != expected_version:
                raise Conflict(f"{doc_id} is at version {doc.version}, not {expected_version}")
        # the clock may be slow (NTP-backed); read it without holding the vault lock
        stamp = self._clock.now()
        with self._lock:
            doc.updated_at = stamp
            doc.text = text
            doc.version += 1
            doc.updated_by = user
            doc.history.append((doc.version, user, "update"))
            return doc.version

    def rename(self, doc_id: str, user: str, title: str, expected_version: int) -> int:
        with self._lock:
            doc = self._doc(doc_id)
            self._require(doc, user, "write")
            self._check_lease(doc, user)
            if doc.version != expected_version:
                raise Conflict(f"{doc_id} is at version {doc.version}, not {expected_version}")
        # the clock may be slow (NTP-backed); read it without holding the vault lock
        stamp = self._clock.now()
        with self._lock:
            doc.updated_at = stamp
            doc.title = title
            doc.version += 1
            doc.updated_by = user
            doc.history.append((doc.version, user, "rename"))
            return doc.version

    def delete(self, doc_id: str, user: str) -> None:
        with self._lock:
            doc = self._doc(doc_id)
            self._require(doc, user, "delete")
            self._check_lease(doc, user)
            del self._docs[doc_id]
            self._leases.pop(doc_id, None)

    def documents_for(self, user: str) -> list[str]:
        """Ids of the documents ``user`` may read, in creation order."""
        with self._lock:
            return [d for d, doc in self._docs.items() if allows(self._role(doc, user), "read")]

    # -- leases -----------------------------------------------------------------------------
    def checkout(self, doc_id: str, user: str, seconds: float) -> Lease:
        """Take (or renew) the edit lease; others cannot write until it expires or is released."""
        if seconds <= 0:
            raise VaultError("lease length must be positive")
        with self._lock:
            doc = self._doc(doc_id)
            self._require(doc, user, "write")
            self._check_lease(doc, user)
            lease = Lease(doc_id, user, self._clock.now() + seconds)
            self._leases[doc_id] = lease
            return lease

    def release(self, doc_id: str) -> bool:
        with self._lock:
            return self._leases.pop(doc_id, None) is not None

    def lease_of(self, doc_id: str) -> Lease | None:
        with self._lock:
            return self._leases.get(doc_id)

    # -- sharing ----------------------------------------------------------------------------
    def share(self, doc_id: str, user: str, principals: list[str], role: str,
              expires_at: float | None = None) -> list[str]:
        """Grant ``role`` to each principal; the normalised principals granted, sorted."""
        names = sorted({normalise_principal(p) for p in principals})
        with self._lock:
            doc = self._doc(doc_id)
            self._require(doc, user, "share")
            for name in names:
                doc.acl.grant(name, role, expires_at)
            doc.history.append((doc.version, user, f"share {role}"))
            return names

    def unshare(self, doc_id: str, user: str, principals: list[str]) -> list[str]:
        """Revoke the principals' grants; the normalised principals that had one, sorted."""
        names = sorted({normalise_principal(p) for p in principals})
        with self._lock:
            doc = self._doc(doc_id)
            self._require(doc, user, "share")
            return [name for name in names if doc.acl.revoke(name)]

    def who_can(self, doc_id: str, action: str) -> list[str]:
        with self._lock:
            doc = self._doc(doc_id)
            users = set(doc.acl.who_can(action, self._directory, self._clock.now()))
            return sorted(users | {doc.owner})

    # -- links ------------------------------------------------------------------------------
    def link(self, doc_id: str, user: str, role: str, seconds: int) -> str:
        if self._links is None:
            raise VaultError("this vault has no link secret")
        with self._lock:
            doc = self._doc(doc_id)
            self._require(doc, user, "share")
            return self._links.issue(doc_id, role, int(self._clock.now() + seconds))

    def open_link(self, token: str) -> tuple[Document, str]:
        """The document a link points at and the role it grants."""
        if self._links is None:
            raise VaultError("this vault has no link secret")
        with self._lock:
            claims = self._links.verify(token, self._clock.now())
            doc = self._doc(claims.doc_id)
            return (Document(doc.doc_id, doc.owner, doc.title, doc.text, doc.version,
                             doc.updated_at, doc.updated_by, list(doc.history)), claims.role)
