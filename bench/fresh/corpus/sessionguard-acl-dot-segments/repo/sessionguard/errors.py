"""Exception hierarchy. Catch :class:`AuthError` to handle every refusal in one place."""


class AuthError(Exception):
    """Base class: a request is not authenticated or not authorized."""


class InvalidToken(AuthError):
    """A token is malformed, was signed with another key, or was tampered with."""


class TokenExpired(InvalidToken):
    """A token was genuine but is older than its maximum age."""


class SessionNotFound(AuthError):
    """No session with that id exists (never created, revoked or purged)."""


class SessionExpired(AuthError):
    """The session exists but its absolute lifetime or idle timeout has passed."""


class PermissionDenied(AuthError):
    """The caller is authenticated but lacks a required permission."""


class PolicyViolation(AuthError, ValueError):
    """A password does not satisfy the password policy; ``.problems`` lists why."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems
