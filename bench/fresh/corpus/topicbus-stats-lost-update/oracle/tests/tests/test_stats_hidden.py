import threading
import time

from topicbus import DeliveryStats, EventBus


def slow_clock():
    time.sleep(0.001)
    return time.monotonic()


def run_threads(n, fn):
    threads = [threading.Thread(target=fn) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def test_concurrent_failures_are_all_counted():
    stats = DeliveryStats(clock=slow_clock)
    run_threads(8, lambda: [stats.record_failure("mail.sent") for _ in range(20)])
    assert stats.failed("mail.sent") == 160
    assert stats.failed() == 160


def test_concurrent_publishing_through_a_bus():
    stats = DeliveryStats(clock=slow_clock)
    bus = EventBus(stats)
    bus.subscribe("jobs.*", lambda t, p: None)
    bus.subscribe("jobs.done", lambda t, p: 1 / 0)
    run_threads(4, lambda: [bus.publish("jobs.done") for _ in range(15)])
    assert stats.snapshot() == {"jobs.done": {"delivered": 60, "failed": 60}}


def test_mixed_topics_concurrently():
    stats = DeliveryStats(clock=slow_clock)

    def worker():
        for i in range(12):
            stats.record("a" if i % 2 else "b")
            stats.record_failure("a")

    run_threads(6, worker)
    assert stats.delivered("a") == 36 and stats.delivered("b") == 36
    assert stats.failed("a") == 72


def test_single_thread_semantics_unchanged():
    ticks = iter([1.0, 2.0, 3.0])
    stats = DeliveryStats(clock=lambda: next(ticks))
    stats.record("x")
    stats.record_failure("y")
    stats.record("x")
    assert stats.last_seen("x") == 3.0
    assert stats.last_seen("y") == 2.0
    assert stats.snapshot() == {"x": {"delivered": 2, "failed": 0}, "y": {"delivered": 0, "failed": 1}}
    stats.reset()
    assert stats.delivered() == 0 and stats.failed() == 0
