import pytest

from petchart import PermissionDenied, Staff, ValidationError, can, require
from conftest import LEO, NINA, REA, STU, VAL


def test_staff_validation():
    with pytest.raises(ValidationError):
        Staff(" ")
    with pytest.raises(ValidationError):
        Staff("x", "janitor")


def test_permissions_by_role():
    assert can(REA, "register") and not can(REA, "weigh")
    assert can(STU, "note") and not can(STU, "register")
    assert can(NINA, "weigh") and not can(NINA, "prescribe")
    assert can(VAL, "prescribe") and not can(VAL, "override")
    assert can(LEO, "override")


def test_require_raises():
    require(VAL, "prescribe")
    with pytest.raises(PermissionDenied):
        require(NINA, "prescribe")
