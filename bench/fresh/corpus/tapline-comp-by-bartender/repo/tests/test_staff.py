import pytest

from conftest import MAX, MIA, OLA, SUE
from tapline import Staff, ValidationError, may


def test_staff_validation():
    assert Staff("x").role == "bartender"
    with pytest.raises(ValidationError):
        Staff(" ")
    with pytest.raises(ValidationError):
        Staff("x", role="barback")


def test_permissions_by_role():
    assert may(SUE, "pour", "main") and may(SUE, "change_keg", "main")
    assert not may(SUE, "comp", "main") and not may(SUE, "swap", "main")
    assert may(MIA, "comp", "main") and may(MIA, "void", "main")


def test_bars():
    assert not may(MAX, "pour", "main") and may(MAX, "comp", "garden")
    assert may(OLA, "swap", "main") and may(OLA, "void", "garden")
    with pytest.raises(ValidationError):
        may(SUE, "dance", "main")
