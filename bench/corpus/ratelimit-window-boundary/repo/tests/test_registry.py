from ratelimit.registry import Counter, CounterRegistry


def test_incr_and_get():
    reg = CounterRegistry()
    reg.incr("a")
    assert reg.incr("a", 2) == 3
    assert reg.get("a") == 3
    assert reg.get("missing") == 0


def test_counter_is_created_once():
    reg = CounterRegistry()
    assert reg.counter("x") is reg.counter("x")


def test_limiter_factory_called_once():
    reg = CounterRegistry()
    calls = []

    def factory():
        calls.append(1)
        return object()

    first = reg.limiter("k", factory)
    assert reg.limiter("k", factory) is first
    assert len(calls) == 1


def test_snapshot_is_sorted():
    reg = CounterRegistry()
    reg.incr("b")
    reg.incr("a", 5)
    assert list(reg.snapshot().items()) == [("a", 5), ("b", 1)]


def test_reset_returns_previous_value():
    reg = CounterRegistry()
    reg.incr("a", 4)
    assert reg.reset("a") == 4
    assert reg.get("a") == 0
    assert reg.reset("nope") == 0


def test_forget_idle():
    reg = CounterRegistry()
    reg.incr("busy")
    reg.counter("idle")
    assert reg.forget_idle() == ["idle"]
    assert reg.snapshot() == {"busy": 1}


def test_custom_counter_factory():
    made = []

    def factory():
        made.append(Counter())
        return made[-1]

    reg = CounterRegistry(counter_factory=factory)
    reg.incr("a")
    assert reg.counter("a") is made[0]


def test_concurrent_increments(run_threads):
    reg = CounterRegistry()
    reg.incr("hits", 0)

    def worker(i):
        for _ in range(1000):
            reg.incr("hits")

    run_threads(worker, 8)
    assert reg.get("hits") == 8000
