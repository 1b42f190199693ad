import pytest

from conftest import AMY, GUS, KAI, LIA, ROOT, TOM
from labsample import LabError, PermissionDenied, User, may, require


def test_user_validation():
    with pytest.raises(LabError):
        User("x", "intern", "virology")
    with pytest.raises(LabError):
        User("", "lead", "virology")
    with pytest.raises(LabError):
        User("x", "lead", "")


def test_technician_permissions():
    assert may(TOM, "store", "virology")
    assert not may(TOM, "store", "genomics")
    assert not may(TOM, "dispose", "virology")


def test_lead_disposes_own_group():
    assert may(LIA, "dispose", "virology")
    assert may(KAI, "transfer", "genomics")
