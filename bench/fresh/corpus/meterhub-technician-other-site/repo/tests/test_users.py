import pytest

from conftest import OLGA, ROOT, TESS, VERA
from meterhub import HubError, User, allowed_actions, may


def test_user_validation():
    assert User("ann").role == "viewer"
    with pytest.raises(HubError):
        User("not a name")
    with pytest.raises(HubError):
        User("ann", role="owner")


def test_actions_by_role():
    assert allowed_actions(VERA) == ["read"]
    assert allowed_actions(OLGA) == ["ingest", "read"]
    assert "register" in allowed_actions(ROOT)


def test_own_site_rules():
    assert may(OLGA, "ingest", "north")
    assert not may(OLGA, "calibrate", "north")
    assert not may(OLGA, "ingest", "south")
    assert may(TESS, "calibrate", "north")
    assert not may(VERA, "read", "south")


def test_parse_user():
    from meterhub import parse_user
    assert parse_user("ann") == User("ann")
    assert parse_user("tess:technician@north") == User("tess", "technician", "north")
    with pytest.raises(HubError):
        parse_user("x:pilot@hq")
