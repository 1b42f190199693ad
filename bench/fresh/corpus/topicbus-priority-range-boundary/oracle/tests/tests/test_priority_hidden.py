import pytest

from topicbus import Acl, EventBus, PriorityError, SecureBus


def test_set_priority_to_the_top():
    bus = EventBus()
    log = []
    sub = bus.subscribe("a", lambda t, p: log.append("pager"))
    bus.subscribe("a", lambda t, p: log.append("other"), priority=9)
    bus.set_priority(sub, 10)
    assert sub.priority == 10
    bus.publish("a")
    assert log == ["pager", "other"]


def test_top_priority_through_a_secure_bus():
    acl = Acl()
    acl.allow("ops", "subscribe", "alerts")
    secure = SecureBus(EventBus(), acl)
    assert secure.subscribe("ops", "alerts.#", lambda t, p: None, priority=10).priority == 10


def test_both_ends_of_the_range():
    bus = EventBus()
    assert bus.subscribe("a", lambda t, p: None, priority=-10).priority == -10
    sub = bus.subscribe("a", lambda t, p: None, priority=10)
    bus.set_priority(sub, -10)
    bus.set_priority(sub, 10)
    assert [s.priority for s in bus.subscribers("a")] == [10, -10]


def test_outside_the_range_still_refused():
    bus = EventBus()
    for bad in (11, -11, 100, -1000):
        with pytest.raises(PriorityError):
            bus.subscribe("a", lambda t, p: None, priority=bad)


def test_set_priority_outside_the_range_still_refused():
    bus = EventBus()
    sub = bus.subscribe("a", lambda t, p: None)
    for bad in (11, -11, 10.0):
        with pytest.raises(PriorityError):
            bus.set_priority(sub, bad)
    assert sub.priority == 0
