from ratelimit.registry import CounterRegistry


def test_drain_prefix(call_with_timeout):
    reg = CounterRegistry()
    reg.incr("api:a", 2)
    reg.incr("api:b", 3)
    reg.incr("web:a", 4)
    assert call_with_timeout(reg.drain, "api:") == 5
    assert reg.snapshot() == {"api:a": 0, "api:b": 0, "web:a": 4}


def test_reset_all_many_keys(call_with_timeout):
    reg = CounterRegistry()
    for i in range(5):
        reg.incr(f"k{i}", i + 1)
    assert call_with_timeout(reg.reset_all) == {"k0": 1, "k1": 2, "k2": 3, "k3": 4, "k4": 5}
    assert reg.incr("k2") == 1


def test_drain_without_matches_returns_zero(call_with_timeout):
    reg = CounterRegistry()
    reg.incr("a")
    assert call_with_timeout(reg.drain, "zzz") == 0
    assert reg.get("a") == 1


def test_reset_all_on_empty_registry(call_with_timeout):
    assert call_with_timeout(CounterRegistry().reset_all) == {}


def test_reset_single_key():
    reg = CounterRegistry()
    reg.incr("a", 7)
    assert reg.reset("a") == 7
    assert reg.snapshot() == {"a": 0}


def test_forget_idle_after_reset():
    reg = CounterRegistry()
    reg.incr("x")
    reg.incr("y")
    reg.reset("x")
    assert reg.forget_idle() == ["x"]
