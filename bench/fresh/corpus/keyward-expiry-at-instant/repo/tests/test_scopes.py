import pytest

from keyward import InvalidScope, has_scopes, missing_scopes, parse_scopes, scope_grants


def test_parse_scopes_from_string_and_list():
    assert parse_scopes("invoices:read, customers:write") == {"invoices:read", "customers:write"}
    assert parse_scopes(["Invoices:Read"]) == {"invoices:read"}
    with pytest.raises(InvalidScope):
        parse_scopes("invoices")


def test_wildcards_and_implications():
    assert scope_grants("*", "billing:refund")
    assert scope_grants("invoices:*", "invoices:delete")
    assert scope_grants("invoices:write", "invoices:read")
    assert scope_grants("invoices:admin", "invoices:delete")
    assert not scope_grants("invoices:read", "invoices:write")
    assert not scope_grants("invoices:*", "customers:read")


def test_has_scopes():
    assert has_scopes({"invoices:read"}, ["invoices:read"])
    assert has_scopes({"invoices:write", "customers:read"}, ["invoices:read", "customers:read"])
    assert not has_scopes({"customers:read"}, ["invoices:read"])
    assert has_scopes({"customers:read"}, [])


def test_missing_scopes_sorted():
    assert missing_scopes({"invoices:read"}, ["orders:read", "invoices:read", "billing:refund"]) == ["billing:refund", "orders:read"]
