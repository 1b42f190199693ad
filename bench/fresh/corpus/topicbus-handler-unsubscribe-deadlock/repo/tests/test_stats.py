from topicbus import DeliveryStats


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
