from datetime import date
from decimal import Decimal

import pytest

from dualbook import ApprovalRequired, Ledger, PermissionDenied, PostingPolicy, entry, needs_approval


def test_grants_cover_sub_accounts(chart):
    policy = PostingPolicy({"clerk": ["expenses:travel", "assets:bank"]})
    assert policy.may_post("clerk", "expenses:travel")
    assert policy.may_post("clerk", "expenses:travel:hotels")
    assert not policy.may_post("clerk", "expenses:rent")
    assert not policy.may_post("nobody", "assets:bank")


def test_grant_does_not_cover_similarly_named_account(chart):
    ledger = Ledger(chart, PostingPolicy({"clerk": ["assets:cash", "expenses:supplies"]}))
    move = entry(date(2024, 5, 2), "Move", ("assets:cash", "500"), ("assets:cash-reserve", "-500"))
    with pytest.raises(PermissionDenied):
        ledger.post(move, user="clerk")


def test_star_grant(chart):
    policy = PostingPolicy({"admin": ["*"]})
    assert policy.may_post("admin", "liabilities:vat")
    assert len(policy.visible_accounts("admin", chart)) == len(list(chart))


def test_visible_accounts(chart):
    policy = PostingPolicy({"clerk": ["expenses:travel", "assets:bank"]})
    assert policy.visible_accounts("clerk", chart) == ["assets:bank", "expenses:travel", "expenses:travel:hotels"]


def test_post_checks_permissions(chart):
    ledger = Ledger(chart, PostingPolicy({"clerk": ["expenses:travel", "assets:bank"]}))
    ledger.post(entry(date(2024, 5, 2), "Train", ("expenses:travel", "89"), ("assets:bank", "-89")), user="clerk")
    with pytest.raises(PermissionDenied):
        ledger.post(entry(date(2024, 5, 2), "Rent", ("expenses:rent", "800"), ("assets:bank", "-800")), user="clerk")


def test_large_entries_need_someone_elses_approval(chart):
    policy = PostingPolicy({"clerk": ["*"], "cfo": ["*"]}, approval_threshold="10000", approvers=["cfo"])
    ledger = Ledger(chart, policy)
    big = entry(date(2024, 5, 3), "Equipment", ("expenses:supplies", "12500"), ("assets:bank", "-12500"), created_by="clerk")
    with pytest.raises(ApprovalRequired):
        ledger.post(big, user="clerk")
    assert needs_approval([big], policy) == [big]
    with pytest.raises(PermissionDenied):
        policy.approve(big, "clerk")
    policy.approve(big, "cfo")
    ledger.post(big, user="clerk")
    assert big.approved_by == "cfo"


def test_small_entries_post_directly(chart):
    policy = PostingPolicy({"clerk": ["*"]}, approval_threshold=Decimal("10000"), approvers=["cfo"])
    small = entry(date(2024, 5, 3), "Paper", ("expenses:supplies", "9999.99"), ("assets:bank", "-9999.99"))
    Ledger(chart, policy).post(small, user="clerk")
    assert needs_approval([small], policy) == []
