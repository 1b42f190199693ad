import pytest

from topicbus import DeliveryStats, EventBus, PriorityError


def collector(log, name):
    return lambda topic, payload: log.append((name, topic, payload))


def test_priority_order(bus):
    log = []
    bus.subscribe("orders.*", collector(log, "low"), priority=-5)
    bus.subscribe("orders.created", collector(log, "high"), priority=5)
    bus.subscribe("#", collector(log, "mid"))
    assert bus.publish("orders.created", 1) == 3
    assert [name for name, _, _ in log] == ["high", "mid", "low"]


def test_ties_keep_subscription_order(bus):
    log = []
    for name in ("a", "b", "c"):
        bus.subscribe("jobs.#", collector(log, name), priority=1)
    bus.publish("jobs.done")
    assert [name for name, _, _ in log] == ["a", "b", "c"]


def test_unsubscribe(bus):
    log = []
    sub = bus.subscribe("a.b", collector(log, "x"))
    assert bus.unsubscribe(sub) is True
    assert bus.unsubscribe(sub) is False
    assert bus.publish("a.b") == 0
    assert log == []


def test_once(bus):
    log = []
    bus.subscribe("ping", collector(log, "once"), once=True)
    bus.publish("ping", 1)
    bus.publish("ping", 2)
    assert log == [("once", "ping", 1)]


def test_failing_handler_goes_to_dead_letters(bus):
    log = []

    def broken(topic, payload):
        raise RuntimeError("boom")

    bus.subscribe("mail.sent", broken, priority=3)
    bus.subscribe("mail.sent", collector(log, "ok"))
    bus.publish("mail.sent", {"id": 7})
    assert log == [("ok", "mail.sent", {"id": 7})]
    assert len(bus.dead_letters) == 1
    assert bus.dead_letters[0].pattern == "mail.sent"
    assert isinstance(bus.dead_letters[0].error, RuntimeError)


def test_publish_many_in_order(bus):
    log = []
    bus.subscribe("#", collector(log, "all"))
    assert bus.publish_many([("a", 1), ("b.c", 2), ("a", 3)]) == 3
    assert [(t, p) for _, t, p in log] == [("a", 1), ("b.c", 2), ("a", 3)]


def test_priority_must_be_an_integer(bus):
    for bad in ("high", 1.5, True, None):
        with pytest.raises(PriorityError):
            bus.subscribe("a", lambda t, p: None, priority=bad)


def test_set_priority_reorders(bus):
    log = []
    first = bus.subscribe("t", collector(log, "first"))
    bus.subscribe("t", collector(log, "second"), priority=2)
    bus.set_priority(first, 7)
    bus.publish("t")
    assert [name for name, _, _ in log] == ["first", "second"]
    with pytest.raises(PriorityError):
        bus.set_priority(first, "top")


def test_subscribers_in_delivery_order(bus):
    a = bus.subscribe("x.*", lambda t, p: None)
    b = bus.subscribe("x.y", lambda t, p: None, priority=4)
    assert bus.subscribers("x.y") == [b, a]
    assert bus.subscribers("z") == []


def test_bus_counts_deliveries():
    stats = DeliveryStats()
    bus = EventBus(stats)
    bus.subscribe("a.*", lambda t, p: None)
    bus.subscribe("a.b", lambda t, p: 1 / 0)
    bus.publish("a.b")
    bus.publish("a.c")
    assert stats.delivered("a.b") == 1
    assert stats.failed("a.b") == 1
    assert stats.delivered() == 2


def test_highest_priority_is_allowed(bus):
    sub = bus.subscribe("alerts.#", lambda t, p: None, priority=10)
    assert sub.priority == 10
