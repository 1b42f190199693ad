import pytest

from helpdesk import Agent, InvalidLink, PermissionDenied


def test_open_claim_close(desk, ann, lead, clock):
    t = desk.open_ticket("VPN down", team="network", priority=2)
    assert desk.claim_next(ann, timeout=0).id == t.id
    assert desk.store.get(t.id).assignee == "ann"
    with pytest.raises(PermissionDenied):
        desk.close(ann, t.id)
    clock.advance(300)
    desk.close(lead, t.id)
    assert desk.store.get(t.id).status == "closed"
    assert desk.stats.mean_handling("network") == 300


def test_reopen_puts_the_ticket_back(desk, ann, lead):
    t = desk.open_ticket("Printer", team="network")
    desk.claim_next(ann, timeout=0)
    desk.close(lead, t.id)
    desk.reopen(lead, t.id)
    assert desk.claim_next(ann, timeout=0).id == t.id
    assert desk.store.get(t.id).history == ["claimed by ann", "closed by lee", "reopened by lee", "claimed by ann"]


def test_board_of_an_agent(desk, ann):
    a = desk.open_ticket("low", team="network", priority=4)
    b = desk.open_ticket("urgent", team="network", priority=1)
    desk.open_ticket("invoice", team="billing")
    assert [t.id for t in desk.board(ann)] == [b.id, a.id]


def test_customer_view(desk, clock):
    t = desk.open_ticket("Refund", team="billing")
    token = desk.customer_link(t.id, "cat@example.com")
    assert desk.customer_view(token) == {"id": t.id, "title": "Refund", "status": "open", "email": "cat@example.com"}
    clock.advance(4000)
    with pytest.raises(InvalidLink):
        desk.customer_view(token)


def test_lead_closes_in_own_team_only(desk, clock):
    lee = Agent("lee", teams=("network",), role="lead")
    t = desk.open_ticket("Refund", team="billing")
    with pytest.raises(PermissionDenied):
        desk.close(lee, t.id)
