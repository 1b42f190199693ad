import pytest

from topicbus import Acl, EventBus, TopicError, validate_pattern, validate_topic


def test_more_names_with_digits_and_hyphens():
    for name in ("2024.reports", "a-b_c.d1", "tenant-7.v10.created", "x9"):
        assert validate_topic(name) == name


def test_patterns_with_digits_and_hyphens():
    for pattern in ("tenant-42.#", "orders.v2.*", "*.v2", "2024.#"):
        assert validate_pattern(pattern) == pattern


def test_subscribe_and_publish_versioned_topics():
    bus = EventBus()
    log = []
    bus.subscribe("tenant-42.#", lambda t, p: log.append(t))
    assert bus.publish("tenant-42.events", 1) == 1
    assert bus.publish("tenant-43.events", 1) == 0
    assert log == ["tenant-42.events"]
    acl = Acl()
    acl.allow("svc", "publish", "tenant-7")
    assert acl.can_publish("svc", "tenant-7.v2")


def test_malformed_topics_still_refused():
    for bad in ("Orders.created", "orders..created", "orders.", ".orders", "-x.y", "_x",
                "a b", "orders.v2!", "tenant/42", "ORDERS"):
        with pytest.raises(TopicError):
            validate_topic(bad)


def test_malformed_patterns_still_refused():
    for bad in ("Orders.*", "a..b", "a.#.b", "a.**", "x-#", "-a.*"):
        with pytest.raises(TopicError):
            validate_pattern(bad)
