from keyward import NonceCache

from .helpers import FakeClock


def test_replay_detected_within_ttl():
    clock = FakeClock()
    cache = NonceCache(ttl=60, clock=clock)
    assert cache.check_and_store("n1")
    assert not cache.check_and_store("n1")
    assert cache.check_and_store("n2")
    assert "n1" in cache


def test_nonce_forgotten_after_ttl():
    clock = FakeClock()
    cache = NonceCache(ttl=60, clock=clock)
    cache.check_and_store("n1")
    clock.advance(61)
    assert "n1" not in cache
    assert cache.check_and_store("n1")


def test_purge_drops_expired():
    clock = FakeClock()
    cache = NonceCache(ttl=60, clock=clock)
    for i in range(5):
        cache.check_and_store(f"n{i}")
        clock.advance(20)
    assert cache.purge() == 3
    assert len(cache) == 2
