"""Accounts and the chart of accounts.

Account codes are lower-case, colon-separated paths: ``"expenses:travel:hotels"`` is a child of
``"expenses:travel"``. Asset and expense accounts are debit-normal; liability, equity and income
accounts are credit-normal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from .errors import UnknownAccount

_CODE = re.compile(r"^[a-z][a-z0-9-]*(:[a-z0-9][a-z0-9-]*)*$")


class AccountType(str, Enum):
    ASSET = "asset"
    LIABILITY = "liability"
    EQUITY = "equity"
    INCOME = "income"
    EXPENSE = "expense"

    @property
    def normal_sign(self) -> int:
        """+1 for debit-normal accounts, -1 for credit-normal ones."""
        return 1 if self in (AccountType.ASSET, AccountType.EXPENSE) else -1


@dataclass(frozen=True)
class Account:
    code: str
    name: str
    type: AccountType

    def __post_init__(self):
        if not _CODE.match(self.code):
            raise ValueError(f"invalid account code {self.code!r}")


class ChartOfAccounts:
    def __init__(self, accounts=()):
        self._accounts: dict[str, Account] = {}
        for account in accounts:
            self.add(account)

    def add(self, account: Account) -> Account:
        if account.code in self._accounts:
            raise ValueError(f"duplicate account {account.code!r}")
        self._accounts[account.code] = account
        return account

    def get(self, code: str) -> Account:
        try:
            return self._accounts[code]
        except KeyError:
            raise UnknownAccount(code) from None

    def __contains__(self, code: str) -> bool:
        return code in self._accounts

    def __iter__(self):
        return iter(sorted(self._accounts.values(), key=lambda a: a.code))

    def of_type(self, account_type: AccountType) -> list[Account]:
        return [a for a in self if a.type is account_type]

    def children(self, code: str) -> list[Account]:
        """Accounts below *code* (not *code* itself)."""
        return [a for a in self if a.code.startswith(code + ":")]
