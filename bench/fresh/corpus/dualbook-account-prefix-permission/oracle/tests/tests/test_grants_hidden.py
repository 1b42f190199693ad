from datetime import date

import pytest

from dualbook import Account, AccountType, ChartOfAccounts, Ledger, PermissionDenied, PostingPolicy, entry


def test_may_post_respects_segment_boundaries():
    policy = PostingPolicy({"clerk": ["assets:cash", "income:sale", "expenses:travel"]})
    assert not policy.may_post("clerk", "assets:cash-reserve")
    assert not policy.may_post("clerk", "assets:cashbox")
    assert not policy.may_post("clerk", "income:sales")
    assert not policy.may_post("clerk", "expenses:travel-advances")


def test_visible_accounts_respects_segment_boundaries(chart):
    policy = PostingPolicy({"clerk": ["assets:cash", "expenses:travel"]})
    assert policy.visible_accounts("clerk", chart) == ["assets:cash", "expenses:travel", "expenses:travel:hotels"]


def test_ledger_refuses_lookalike_account_for_other_grant():
    chart = ChartOfAccounts([
        Account("income:sale", "Sale of assets", AccountType.INCOME),
        Account("income:sales", "Sales", AccountType.INCOME),
        Account("assets:bank", "Bank", AccountType.ASSET),
    ])
    ledger = Ledger(chart, PostingPolicy({"clerk": ["income:sale", "assets:bank"]}))
    with pytest.raises(PermissionDenied):
        ledger.post(entry(date(2024, 6, 1), "x", ("assets:bank", "10"), ("income:sales", "-10")), user="clerk")
    ledger.post(entry(date(2024, 6, 1), "y", ("assets:bank", "10"), ("income:sale", "-10")), user="clerk")


def test_grants_still_cover_children_and_exact_accounts(chart):
    policy = PostingPolicy({"clerk": ["expenses:travel", "assets:cash"], "boss": ["*"]})
    assert policy.may_post("clerk", "expenses:travel:hotels")
    assert policy.may_post("clerk", "expenses:travel")
    assert policy.may_post("clerk", "assets:cash")
    assert policy.may_post("boss", "assets:cash-reserve")
    assert not policy.may_post("stranger", "assets:cash")


def test_top_level_grant_covers_the_whole_branch(chart):
    policy = PostingPolicy({"accountant": ["expenses"]})
    assert policy.visible_accounts("accountant", chart) == ["expenses:rent", "expenses:supplies", "expenses:travel", "expenses:travel:hotels"]
    assert not policy.may_post("accountant", "assets:bank")


def test_denied_message_names_the_accounts(chart):
    ledger = Ledger(chart, PostingPolicy({"clerk": ["assets:bank"]}))
    with pytest.raises(PermissionDenied) as err:
        ledger.post(entry(date(2024, 6, 1), "x", ("assets:bank", "10"), ("income:sales", "-10")), user="clerk")
    assert "income:sales" in str(err.value)
