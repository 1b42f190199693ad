import pytest

from topicbus import AccessDenied, Acl, EventBus, SecureBus


@pytest.fixture
def acl():
    acl = Acl()
    acl.allow("billing-svc", "publish", "billing")
    acl.allow("billing-svc", "subscribe", "billing")
    acl.allow("invoicer", "publish", "billing.invoice")
    acl.allow("invoicer", "subscribe", "billing.invoice")
    return acl


def test_lookalike_topics_denied(acl):
    for topic in ("billingx", "billing_internal.x", "billing-admin", "billing2.refund"):
        assert not acl.can_publish("billing-svc", topic), topic
    assert not acl.can_publish("invoicer", "billing.invoices.paid")


def test_lookalike_patterns_denied(acl):
    assert not acl.can_subscribe("billing-svc", "billing-admin.#")
    assert not acl.can_subscribe("billing-svc", "billingx.*")
    assert not acl.can_subscribe("invoicer", "billing.invoices.#")


def test_secure_bus_denies_lookalikes(acl):
    secure = SecureBus(EventBus(), acl)
    with pytest.raises(AccessDenied):
        secure.publish("billing-svc", "billing-admin.refund")
    with pytest.raises(AccessDenied):
        secure.subscribe("billing-svc", "billing-admin.*", lambda t, p: None)


def test_real_subtopics_still_covered(acl):
    assert acl.can_publish("billing-svc", "billing")
    assert acl.can_publish("billing-svc", "billing.admin.refund")
    assert acl.can_publish("invoicer", "billing.invoice")
    assert acl.can_publish("invoicer", "billing.invoice.paid.eu")
    assert not acl.can_publish("invoicer", "billing")
    assert acl.can_subscribe("billing-svc", "billing.#")
    assert acl.can_subscribe("invoicer", "billing.invoice.*")
    assert not acl.can_subscribe("invoicer", "billing.*")


def test_star_grant_unchanged():
    acl = Acl()
    acl.allow("root", "publish", "*")
    acl.allow("root", "subscribe", "*")
    assert acl.can_publish("root", "anything.at.all")
    assert acl.can_subscribe("root", "#")
