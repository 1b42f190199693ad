import pytest

from helpdesk import Agent, PermissionDenied, Ticket, allowed, require, visible_tickets

NET = Ticket(1, "VPN down", "network")
BILL = Ticket(2, "Double charge", "billing")
HR = Ticket(3, "Payslip", "hr")
OPS = Ticket(4, "Disk full", "ops")


def test_board_of_a_two_team_agent(desk):
    lee = Agent("lee", teams=("network", "billing"), role="lead")
    a = desk.open_ticket("refund", team="billing", priority=1)
    b = desk.open_ticket("vpn", team="network", priority=2)
    desk.open_ticket("payslip", team="hr", priority=1)
    assert [t.id for t in desk.board(lee)] == [a.id, b.id]
    assert visible_tickets(lee, [NET, HR, BILL]) == [NET, BILL]


def test_claim_from_the_second_team(desk):
    bob = Agent("bob", teams=("hr", "billing"))
    t = desk.open_ticket("refund", team="billing")
    assert desk.claim_next(bob, timeout=0).id == t.id
    desk.unclaim(bob, t.id)
    assert desk.store.get(t.id).status == "open"


def test_every_listed_team_counts():
    kim = Agent("kim", teams=("network", "billing", "ops"), role="lead")
    assert allowed(kim, "close", OPS)
    require(kim, "reopen", OPS)
    assert visible_tickets(kim, [OPS, HR]) == [OPS]


def test_other_teams_are_still_denied(desk):
    lee = Agent("lee", teams=("network", "billing"), role="lead")
    assert not allowed(lee, "view", HR)
    with pytest.raises(PermissionDenied):
        require(lee, "close", HR)
    t = desk.open_ticket("payslip", team="hr")
    with pytest.raises(PermissionDenied):
        desk.close(lee, t.id)
    ann = Agent("ann", teams=("network",))
    assert not allowed(ann, "claim", BILL)
    assert visible_tickets(ann, [BILL, HR]) == []


def test_role_still_limits_actions():
    bob = Agent("bob", teams=("hr", "billing"))
    assert not allowed(bob, "close", BILL)
    assert not allowed(Agent("lee", teams=("billing",), role="lead"), "delete", BILL)
    assert allowed(Agent("root", role="admin"), "delete", BILL)


def test_agent_without_teams_sees_nothing():
    nobody = Agent("new")
    assert not allowed(nobody, "view", NET)
    assert visible_tickets(nobody, [NET, BILL]) == []
