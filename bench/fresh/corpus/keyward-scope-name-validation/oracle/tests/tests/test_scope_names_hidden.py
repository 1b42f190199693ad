import pytest

from keyward import InvalidScope, parse_scopes, scope_grants


@pytest.mark.parametrize("scope", ["audit_log:read", "api.v2:read", "invoices:bulk-export", "reports:export_csv", "files2:write", "s3-buckets:*"])
def test_valid_scope_names(scope):
    assert parse_scopes([scope]) == {scope}


def test_mixed_list_and_wildcards_on_new_names():
    assert parse_scopes("api.v2:read, s3-buckets:*") == {"api.v2:read", "s3-buckets:*"}
    assert scope_grants("s3-buckets:*", "s3-buckets:delete")
    assert scope_grants("audit_log:write", "audit_log:read")


def test_malformed_scopes_rejected():
    for scope in ["invoices", ":read", "invoices:", "2fa:read", "in voices:read", "invoices:*:read", "*:read", "invoices:read.all", "-x:read", "a:_b"]:
        with pytest.raises(InvalidScope):
            parse_scopes([scope])


def test_plain_names_still_valid():
    assert parse_scopes(["invoices:read", "customers:*", "billing:refund"]) == {"invoices:read", "customers:*", "billing:refund"}


def test_case_folded_and_separators():
    assert parse_scopes("Invoices:Read invoices:write") == {"invoices:read", "invoices:write"}
    assert parse_scopes(["*"]) == {"*"}
