import pytest

from chargebay import User, may
from conftest import ADA, EVA, OTTO


def test_user_validation():
    assert User("max").role == "driver"
    with pytest.raises(ValueError):
        User(" ")
    with pytest.raises(ValueError):
        User("max", "owner")
    with pytest.raises(ValueError):
        User("max", "operator")


def test_driver_permissions():
    assert may(EVA, "start", "north")
    assert may(EVA, "stop_own", "quay")
    assert not may(EVA, "stop_any", "north")
    assert not may(EVA, "evacuate", "north")
