import threading

from ratelimit.registry import Counter, CounterRegistry


def _racing_factory(make):
    barrier = threading.Barrier(2, timeout=5)

    def factory():
        barrier.wait()
        return make()

    return factory


def test_concurrent_first_use_shares_one_counter(run_threads):
    reg = CounterRegistry(counter_factory=_racing_factory(Counter))
    seen = [None, None]

    def worker(i):
        reg.incr("hits")
        seen[i] = reg.counter("hits")

    run_threads(worker, 2)
    assert reg.get("hits") == 2
    assert seen[0] is seen[1]


def test_concurrent_first_use_other_key(run_threads):
    reg = CounterRegistry()
    factory = _racing_factory(object)
    got = [None, None]

    def worker(i):
        got[i] = reg.limiter("api:42", factory)

    run_threads(worker, 2)
    assert got[0] is got[1]


def test_existing_limiter_skips_factory():
    reg = CounterRegistry()
    first = reg.limiter("k", object)

    def boom():
        raise AssertionError("factory must not run for an existing key")

    assert reg.limiter("k", boom) is first


def test_counters_and_limiters_are_separate():
    reg = CounterRegistry()
    reg.incr("a", 2)
    marker = object()
    assert reg.limiter("a", lambda: marker) is marker
    assert reg.get("a") == 2


def test_sequential_counter_creation_calls_factory_once():
    made = []

    def factory():
        made.append(Counter())
        return made[-1]

    reg = CounterRegistry(counter_factory=factory)
    for _ in range(5):
        reg.incr("x")
    assert len(made) == 1 and reg.get("x") == 5


def test_snapshot_after_concurrent_increments(run_threads):
    reg = CounterRegistry()
    for key in ("a", "b"):
        reg.incr(key, 0)

    def worker(i):
        for _ in range(500):
            reg.incr("a" if i % 2 else "b")

    run_threads(worker, 4)
    assert reg.snapshot() == {"a": 1000, "b": 1000}
