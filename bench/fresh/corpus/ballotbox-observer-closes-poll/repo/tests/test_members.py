import pytest

from ballotbox import Member, PermissionDenied, allowed, authorize
from conftest import CHAIR, MEMBER, OFFICER


def test_roles_and_permissions():
    assert allowed(MEMBER, "vote") and allowed(MEMBER, "view")
    assert not allowed(MEMBER, "manage")
    assert allowed(CHAIR, "audit") and allowed(CHAIR, "manage", "anything")
    with pytest.raises(ValueError):
        Member("x", role="king")


def test_officers_manage_their_own_committee():
    assert allowed(OFFICER, "manage", "sports")
    assert not allowed(OFFICER, "manage", "finance")
    with pytest.raises(PermissionDenied):
        authorize(OFFICER, "create", "finance")
