import pytest

from authtokens import AccessControl, Role, RoleRegistry, TokenSigner

SECRET = b"test-secret-0123456789abcdef"
OLD_SECRET = b"previous-secret-9876543210"


class FakeClock:
    """A controllable replacement for ``time.time``."""

    def __init__(self, now: float = 1_700_000_000):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def secret():
    return SECRET


@pytest.fixture
def old_secret():
    return OLD_SECRET


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def signer(clock):
    return TokenSigner(SECRET, clock=clock)


@pytest.fixture
def registry():
    return RoleRegistry([
        Role("viewer", {"docs:read", "comments:read"}),
        Role("editor", {"docs:write", "docs:drafts:*"}, parents=("viewer",)),
        Role("moderator", {"comments:*"}, parents=("viewer",)),
        Role("auditor", {"reports:read"}),
        Role("admin", {"*"}),
    ])


@pytest.fixture
def acl(registry):
    return AccessControl(registry)
