import pytest

from topicbus import TopicError, matches, validate_pattern, validate_topic
from topicbus.topics import literal_prefix


def test_validate_topic_accepts_plain_names():
    assert validate_topic("orders.created") == "orders.created"
    assert validate_topic("billing.invoice_paid") == "billing.invoice_paid"


def test_validate_topic_rejects_wildcards_and_empty():
    for bad in ("orders.*", "orders.#", "", None):
        with pytest.raises(TopicError):
            validate_topic(bad)


def test_validate_pattern():
    for ok in ("orders.*", "orders.#", "#", "*.created"):
        assert validate_pattern(ok) == ok
    with pytest.raises(TopicError):
        validate_pattern("orders.#.created")


@pytest.mark.parametrize(
    "pattern, topic, expected",
    [
        ("orders.created", "orders.created", True),
        ("orders.*", "orders.created", True),
        ("orders.*", "orders.created.eu", False),
        ("orders.#", "orders", True),
        ("orders.#", "orders.created.eu", True),
        ("*.created", "users.created", True),
        ("orders.created", "orders", False),
    ],
)
def test_matches(pattern, topic, expected):
    assert matches(pattern, topic) is expected


def test_literal_prefix():
    assert literal_prefix("billing.invoice.*") == "billing.invoice"
    assert literal_prefix("#") == ""
