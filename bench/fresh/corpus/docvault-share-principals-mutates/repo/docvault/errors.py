"""docvault errors; all derive from VaultError."""


class VaultError(Exception):
    """Base class of docvault errors."""


class PermissionDenied(VaultError):
    """The user's effective role does not allow the action."""


class NotFound(VaultError):
    """No document with that id."""


class Conflict(VaultError):
    """The document changed since the version the caller based its edit on."""


class LeaseHeld(VaultError):
    """Another user holds a live checkout lease on the document."""


class LinkError(VaultError):
    """A share link is malformed, forged, tampered with or expired."""
