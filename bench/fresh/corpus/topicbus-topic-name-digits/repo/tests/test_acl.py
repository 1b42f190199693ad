import pytest

from topicbus import AccessDenied, Acl, EventBus, SecureBus


@pytest.fixture
def acl():
    acl = Acl()
    acl.allow("billing-svc", "publish", "billing")
    acl.allow("billing-svc", "subscribe", "billing")
    acl.allow("auditor", "subscribe", "*")
    return acl


def test_grant_covers_topic_and_below(acl):
    assert acl.can_publish("billing-svc", "billing")
    assert acl.can_publish("billing-svc", "billing.invoice.paid")


def test_other_topics_denied(acl):
    assert not acl.can_publish("billing-svc", "shipping.label")
    assert not acl.can_publish("auditor", "billing.invoice")
    assert not acl.can_publish("nobody", "billing")


def test_subscribe_patterns(acl):
    assert acl.can_subscribe("billing-svc", "billing.#")
    assert acl.can_subscribe("billing-svc", "billing.invoice.*")
    assert not acl.can_subscribe("billing-svc", "#")
    assert not acl.can_subscribe("billing-svc", "shipping.*")
    assert acl.can_subscribe("auditor", "#")


def test_allow_validates(acl):
    with pytest.raises(ValueError):
        acl.allow("x", "delete", "billing")
    assert acl.grants("billing-svc", "publish") == ["billing"]


def test_secure_bus(acl):
    log = []
    secure = SecureBus(EventBus(), acl)
    secure.subscribe("auditor", "#", lambda t, p: log.append(t))
    assert secure.publish("billing-svc", "billing.invoice.paid") == 1
    with pytest.raises(AccessDenied):
        secure.publish("billing-svc", "shipping.label")
    with pytest.raises(AccessDenied):
        secure.subscribe("billing-svc", "shipping.#", lambda t, p: None)
    assert log == ["billing.invoice.paid"]
