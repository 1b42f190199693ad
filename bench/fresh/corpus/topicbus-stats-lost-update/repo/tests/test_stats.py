import threading
import time

from topicbus import DeliveryStats


def slow_clock():
    time.sleep(0.001)
    return time.monotonic()


def test_record_and_snapshot():
    stats = DeliveryStats()
    stats.record("b")
    stats.record("a")
    stats.record("b")
    stats.record_failure("c")
    assert stats.snapshot() == {
        "a": {"delivered": 1, "failed": 0},
        "b": {"delivered": 2, "failed": 0},
        "c": {"delivered": 0, "failed": 1},
    }
    assert stats.delivered() == 3
    assert stats.failed() == 1


def test_last_seen_uses_the_clock():
    ticks = iter([10.0, 12.5])
    stats = DeliveryStats(clock=lambda: next(ticks))
    stats.record("a")
    stats.record_failure("a")
    assert stats.last_seen("a") == 12.5
    assert stats.last_seen("b") is None


def test_reset():
    stats = DeliveryStats()
    stats.record("a")
    stats.reset()
    assert stats.snapshot() == {}
    assert stats.delivered("a") == 0


def test_concurrent_records_are_all_counted():
    stats = DeliveryStats(clock=slow_clock)

    def worker():
        for _ in range(25):
            stats.record("orders.created")

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert stats.delivered("orders.created") == 200
