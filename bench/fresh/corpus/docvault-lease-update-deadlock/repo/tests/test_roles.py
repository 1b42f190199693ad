import pytest

from docvault import VaultError, allows, rank


def test_role_order():
    assert rank("viewer") < rank("commenter") < rank("editor") < rank("owner")


def test_allows_minimum_role():
    assert allows("editor", "write") and allows("owner", "write")
    assert not allows("commenter", "write")
    assert allows("viewer", "read") and not allows(None, "read")


def test_unknown_names():
    with pytest.raises(VaultError):
        rank("admin")
    with pytest.raises(VaultError):
        allows("viewer", "print")
