"""Who may post what.

A user is granted account prefixes: a grant on ``"expenses:travel"`` covers that account and
every account below it (``"expenses:travel:hotels"``) but not ``"expenses:travel-advances"``;
``"*"`` covers everything. Entries moving at least ``approval_threshold`` must be approved by an
approver other than the entry's creator before they are posted (four-eyes rule).
"""

from __future__ import annotations

from .errors import ApprovalRequired, PermissionDenied
from .money import to_amount


def _covers(grant: str, code: str) -> bool:
    return grant == "*" or code.startswith(grant)


class PostingPolicy:
    def __init__(self, grants: dict[str, list[str]] | None = None, approval_threshold=None, approvers=()):
        self.grants = {user: list(prefixes) for user, prefixes in (grants or {}).items()}
        self.approval_threshold = to_amount(approval_threshold) if approval_threshold is not None else None
        self.approvers = set(approvers)

    def may_post(self, user: str, code: str) -> bool:
        return any(_covers(grant, code) for grant in self.grants.get(user, ()))

    def visible_accounts(self, user: str, chart) -> list[str]:
        """The codes of *chart* that *user* may post to (for pick lists)."""
        grants = self.grants.get(user, ())
        return [a.code for a in chart if any(g == "*" or a.code.startswith(g) for g in grants)]

    def requires_approval(self, entry) -> bool:
        return self.approval_threshold is not None and entry.total >= self.approval_threshold

    def approve(self, entry, approver: str) -> None:
        """Record *approver*'s approval; they must be an approver and not the entry's creator."""
        if approver not in self.approvers:
            raise PermissionDenied(f"{approver} may not approve entries")
        if approver == entry.created_by:
            raise PermissionDenied(f"{approver} cannot approve their own entry {entry.entry_id}")
        entry.approved_by = approver

    def check(self, user: str, entry) -> None:
        """Raise unless *user* may post *entry* as it stands."""
        denied = [p.account for p in entry.postings if not self.may_post(user, p.account)]
        if denied:
            raise PermissionDenied(f"{user} may not post to {', '.join(sorted(set(denied)))}")
        if self.requires_approval(entry) and entry.approved_by is None:
            raise ApprovalRequired(f"{entry.entry_id} moves {entry.total} and needs approval")


def needs_approval(entries, policy: PostingPolicy) -> list:
    """The entries of *entries* that still wait for an approval, oldest first."""
    if policy.approval_threshold is None:
        return []
    waiting = [e for e in entries if e.approved_by is None and e.total >= policy.approval_threshold]
    return sorted(waiting, key=lambda e: (e.date, e.entry_id))
