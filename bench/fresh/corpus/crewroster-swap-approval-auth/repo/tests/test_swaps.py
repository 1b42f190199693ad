import pytest

from crewroster import PermissionDenied, RuleViolation

from conftest import ALI, BEA, CAL, MIA, NOAH, ROY


def test_swap_moves_the_shift(roster):
    roster.assign(MIA, "d4", "ali")
    swap = roster.request_swap(ALI, "d4", "bea")
    assert roster.open_swaps() == [swap]
    roster.approve_swap(MIA, swap.id)
    assert roster.crew_on("d4") == ["bea"] and swap.status == "approved"
    assert roster.log[-1] == ("swap", "d4", "ali->bea", "mia")


def test_only_a_member_on_the_shift_asks_for_a_swap(roster):
    with pytest.raises(PermissionDenied):
        roster.request_swap(BEA, "d4", "cal")


def test_swap_approval_rights(roster):
    roster.assign(MIA, "d4", "ali")
    swap = roster.request_swap(ALI, "d4", "bea")
    with pytest.raises(PermissionDenied):
        roster.approve_swap(BEA, swap.id)
    roster.approve_swap(ROY, swap.id)
    assert roster.crew_on("d4") == ["bea"]


def test_swap_that_breaks_a_rule_is_refused(roster):
    roster.assign(MIA, "d3", "ali")
    swap = roster.request_swap(ALI, "d3", "bea")
    with pytest.raises(RuleViolation, match="lacks forklift"):
        roster.approve_swap(MIA, swap.id)


def test_cancel_swap(roster):
    roster.assign(MIA, "d4", "ali")
    swap = roster.request_swap(ALI, "d4", "bea")
    with pytest.raises(PermissionDenied):
        roster.cancel_swap(CAL, swap.id)
    roster.cancel_swap(ALI, swap.id)
    assert swap.status == "cancelled" and roster.open_swaps() == []
    with pytest.raises(RuleViolation):
        roster.approve_swap(MIA, swap.id)


def test_a_manager_of_another_crew_may_not_approve(roster):
    roster.assign(MIA, "d4", "ali")
    swap = roster.request_swap(ALI, "d4", "bea")
    with pytest.raises(PermissionDenied):
        roster.approve_swap(NOAH, swap.id)
    assert roster.crew_on("d4") == ["ali"] and swap.status == "open"
