"""docvault: a thread-safe document vault with roles, expiring grants and signed links."""
from .errors import VaultError, PermissionDenied, NotFound, Conflict, LeaseHeld, LinkError
from .roles import ROLES, ACTIONS, rank, allows
from .acl import Grant, AccessList, Directory
from .links import LinkSigner, LinkClaims
from .vault import Document, Lease, Vault

__all__ = [
    "VaultError", "PermissionDenied", "NotFound", "Conflict", "LeaseHeld", "LinkError",
    "ROLES", "ACTIONS", "rank", "allows", "Grant", "AccessList", "Directory",
    "LinkSigner", "LinkClaims", "Document", "Lease", "Vault",
]
