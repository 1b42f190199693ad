from topicbus import EventBus


def test_handler_may_subscribe(bus, call_with_timeout):
    log = []

    def late(topic, payload):
        log.append(("late", payload))

    def first(topic, payload):
        log.append(("first", payload))
        bus.subscribe("cfg.changed", late)

    bus.subscribe("cfg.changed", first)
    call_with_timeout(lambda: bus.publish("cfg.changed", 1))
    assert log == [("first", 1)]
    assert len(bus.subscribers("cfg.changed")) == 2


def test_handler_may_publish(bus, call_with_timeout):
    log = []
    bus.subscribe("audit.#", lambda t, p: log.append((t, p)))
    bus.subscribe("orders.created", lambda t, p: bus.publish("audit.order", p))
    assert call_with_timeout(lambda: bus.publish("orders.created", 5)) == 1
    assert log == [("audit.order", 5)]


def test_unsubscribed_later_handler_is_skipped(bus, call_with_timeout):
    log = []
    victim = bus.subscribe("t.x", lambda t, p: log.append("victim"))
    bus.subscribe("t.x", lambda t, p: bus.unsubscribe(victim), priority=5)
    assert call_with_timeout(lambda: bus.publish("t.x")) == 1
    assert log == []


def test_publish_many_with_self_unsubscribing_handler(bus, call_with_timeout):
    log = []

    def handler(topic, payload):
        log.append(payload)
        bus.unsubscribe(sub)

    sub = bus.subscribe("batch.item", handler)
    keep = []
    bus.subscribe("batch.item", lambda t, p: keep.append(p))
    assert call_with_timeout(lambda: bus.publish_many([("batch.item", 1), ("batch.item", 2)])) == 3
    assert log == [1]
    assert keep == [1, 2]


def test_counts_only_successful_handlers():
    bus = EventBus()
    bus.subscribe("a.b", lambda t, p: None)
    bus.subscribe("a.b", lambda t, p: 1 / 0)
    assert bus.publish("a.b") == 1
    assert bus.publish_many([("a.b", None), ("a.b", None)]) == 2
    assert bus.stats.failed("a.b") == 3


def test_once_still_delivered_once():
    bus = EventBus()
    log = []
    bus.subscribe("p", lambda t, p: log.append(p), once=True)
    assert bus.publish_many([("p", 1), ("p", 2)]) == 1
    assert bus.publish("p", 3) == 0
    assert log == [1]
