from datetime import date
from decimal import Decimal

import pytest

from dualbook import ApprovalRequired, Ledger, PermissionDenied, PostingPolicy, entry, needs_approval


def policy(threshold="10000"):
    return PostingPolicy({"clerk": ["*"], "cfo": ["*"]}, approval_threshold=threshold, approvers=["cfo"])


def payment(amount, who="clerk"):
    return entry(date(2024, 5, 3), "Payment", ("expenses:supplies", amount), ("assets:bank", f"-{amount}"), created_by=who)


def test_requires_approval_at_the_threshold():
    p = policy()
    assert p.requires_approval(payment("10000.00"))
    assert p.requires_approval(payment("10000.01"))


def test_dashboard_lists_entries_at_the_threshold():
    p = policy()
    at, below = payment("10000"), payment("9999.99")
    assert needs_approval([below, at], p) == [at]


def test_threshold_with_cents(chart):
    p = policy("2500.50")
    with pytest.raises(ApprovalRequired):
        Ledger(chart, p).post(payment("2500.50"), user="clerk")
    Ledger(chart, p).post(payment("2500.49"), user="clerk")


def test_split_payment_total_counts_debits(chart):
    p = policy()
    split = entry(date(2024, 5, 3), "Split", ("expenses:supplies", "6000"), ("expenses:rent", "4000"), ("assets:bank", "-10000"), created_by="clerk")
    with pytest.raises(ApprovalRequired):
        Ledger(chart, p).post(split, user="clerk")


def test_below_threshold_posts_without_approval(chart):
    ledger = Ledger(chart, policy())
    ledger.post(payment("9999.99"), user="clerk")
    ledger.post(payment("7000"), user="clerk")
    assert len(ledger.entries) == 2


def test_large_split_entry_needs_approval(chart):
    split = entry(date(2024, 5, 3), "Split", ("expenses:supplies", "7000"), ("expenses:rent", "5000"),
                  ("assets:bank", "-6000"), ("liabilities:payables", "-6000"), created_by="clerk")
    with pytest.raises(ApprovalRequired):
        Ledger(chart, policy()).post(split, user="clerk")


def test_four_eyes_rule_kept(chart):
    p = policy()
    big = payment("10000.01", who="cfo")
    with pytest.raises(PermissionDenied):
        p.approve(big, "cfo")
    with pytest.raises(PermissionDenied):
        p.approve(big, "clerk")
    assert big.approved_by is None


def test_approved_entry_posts(chart):
    p = policy()
    big = payment("25000")
    p.approve(big, "cfo")
    Ledger(chart, p).post(big, user="clerk")
    assert needs_approval([big], p) == []
    assert PostingPolicy({"clerk": ["*"]}).requires_approval(payment("1000000")) is False
    assert big.total == Decimal("25000.00")
