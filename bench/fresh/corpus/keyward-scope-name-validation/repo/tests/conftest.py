import pytest

from keyward import Authenticator, KeyStore, NonceCache

from .helpers import FakeClock


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def store(clock):
    return KeyStore(clock=clock)


@pytest.fixture
def auth(store, clock):
    return Authenticator(store, nonces=NonceCache(ttl=600, clock=clock), clock=clock)


@pytest.fixture
def reader(store):
    """A key that may read invoices, valid for one hour."""
    return store.issue("acme", ["invoices:read"], ttl=3600, label="reporting")
