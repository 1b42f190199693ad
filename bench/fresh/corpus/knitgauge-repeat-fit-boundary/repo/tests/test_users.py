import pytest

from knitgauge import User


def test_users():
    assert User("max").role == "reader"
    with pytest.raises(ValueError):
        User("  ")
    with pytest.raises(ValueError):
        User("max", "owner")
