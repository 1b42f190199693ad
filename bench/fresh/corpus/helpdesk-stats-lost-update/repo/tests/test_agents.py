import pytest

from helpdesk import Agent, PermissionDenied, Ticket, allowed, require, visible_tickets

NET = Ticket(1, "VPN down", "network")
BILL = Ticket(2, "Double charge", "billing")
HR = Ticket(3, "Payslip", "hr")


def test_agent_validation():
    with pytest.raises(ValueError):
        Agent("x", role="boss")
    with pytest.raises(TypeError):
        Agent("x", teams="network")
    assert Agent("x", teams=["a", "b"]).teams == ("a", "b")
    assert Agent("x", teams=("a", "b")).home_team == "a"


def test_role_actions():
    ann = Agent("ann", teams=("network",))
    assert allowed(ann, "claim", NET)
    assert not allowed(ann, "close", NET)
    assert allowed(Agent("lee", teams=("network",), role="lead"), "close", NET)


def test_other_teams_are_denied():
    ann = Agent("ann", teams=("network",))
    assert not allowed(ann, "view", BILL)
    with pytest.raises(PermissionDenied):
        require(ann, "claim", BILL)


def test_admin_sees_every_team():
    root = Agent("root", role="admin")
    assert allowed(root, "delete", HR)
    assert visible_tickets(root, [NET, BILL, HR]) == [NET, BILL, HR]


def test_visible_tickets_of_home_team():
    ann = Agent("ann", teams=("network",))
    assert visible_tickets(ann, [NET, BILL, HR]) == [NET]
