import threading

from keyward import Authenticator, NonceCache, ReplayedRequest, sign_request

from .helpers import T0, FakeClock


def rendezvous_clock(parties, now=T0):
    barrier = threading.Barrier(parties)

    def read():
        try:
            barrier.wait(timeout=2.0)
        except threading.BrokenBarrierError:
            pass
        return now

    return read


def run_threads(n, target):
    threads = [threading.Thread(target=target) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=10)


def test_cache_accepts_a_nonce_once_under_contention():
    cache = NonceCache(ttl=60, clock=rendezvous_clock(2))
    results = []
    run_threads(2, lambda: results.append(cache.check_and_store("n-1")))
    assert sorted(results) == [False, True]


def test_three_concurrent_duplicates():
    cache = NonceCache(ttl=60, clock=rendezvous_clock(3))
    results = []
    run_threads(3, lambda: results.append(cache.check_and_store("n-3")))
    assert sorted(results) == [False, False, True]
    assert len(cache) == 1


def test_two_authenticators_sharing_a_cache(store):
    clock = rendezvous_clock(2)
    cache = NonceCache(ttl=600, clock=clock)
    workers = [Authenticator(store, nonces=cache, clock=clock), Authenticator(store, nonces=cache, clock=clock)]
    key, _ = store.issue("acme", ["payouts:write"])
    headers = sign_request(key.key_id, key.signing_secret, "POST", "/v1/payouts", timestamp=T0, nonce="shared")
    results = []

    def attempt(auth):
        try:
            auth.authenticate(headers, "POST", "/v1/payouts")
            results.append("accepted")
        except ReplayedRequest:
            results.append("replay")

    threads = [threading.Thread(target=attempt, args=(w,)) for w in workers]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=10)
    assert sorted(results) == ["accepted", "replay"]


def test_distinct_nonces_from_many_threads():
    cache = NonceCache(ttl=60, clock=FakeClock())
    results = []
    lock = threading.Lock()

    def work(i):
        for j in range(200):
            ok = cache.check_and_store(f"{i}-{j}")
            with lock:
                results.append(ok)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=10)
    assert results.count(True) == 1200 and len(cache) == 1200


def test_replay_window_counts_from_first_sighting():
    clock = FakeClock()
    cache = NonceCache(ttl=60, clock=clock)
    assert cache.check_and_store("n")
    clock.advance(30)
    assert not cache.check_and_store("n")
    clock.advance(31)
    assert cache.check_and_store("n")


def test_overflow_purges_expired_entries():
    clock = FakeClock()
    cache = NonceCache(ttl=10, max_entries=3, clock=clock)
    for n in ("a", "b", "c"):
        assert cache.check_and_store(n)
    clock.advance(11)
    assert cache.check_and_store("d")
    assert len(cache) == 1
