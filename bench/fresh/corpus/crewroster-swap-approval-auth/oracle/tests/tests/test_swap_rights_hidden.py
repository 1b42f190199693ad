import pytest

from crewroster import Member, PermissionDenied

from conftest import ALI, LEO, MIA, NED, NOAH, ROY

OLA = Member("ola", "night")


def test_a_manager_of_another_crew_may_not_cancel(roster):
    roster.assign(MIA, "d4", "ali")
    swap = roster.request_swap(ALI, "d4", "bea")
    with pytest.raises(PermissionDenied):
        roster.cancel_swap(NOAH, swap.id)
    assert swap.status == "open"


def test_day_manager_may_not_decide_night_swaps(roster):
    roster.add_member(OLA)
    roster.assign(NOAH, "n1", "ned")
    swap = roster.request_swap(NED, "n1", "ola")
    with pytest.raises(PermissionDenied):
        roster.approve_swap(MIA, swap.id)
    with pytest.raises(PermissionDenied):
        roster.cancel_swap(MIA, swap.id)
    assert roster.crew_on("n1") == ["ned"] and swap.status == "open"
    roster.approve_swap(NOAH, swap.id)
    assert roster.crew_on("n1") == ["ola"]


def test_manager_of_a_third_crew_is_refused(roster):
    kim = Member("kim", "dock", "manager")
    roster.add_member(kim)
    roster.assign(MIA, "d4", "ali")
    swap = roster.request_swap(ALI, "d4", "cal")
    for act in (roster.approve_swap, roster.cancel_swap):
        with pytest.raises(PermissionDenied):
            act(kim, swap.id)


def test_own_crew_manager_and_admin_decide(roster):
    roster.assign(MIA, "d4", "ali")
    s1 = roster.request_swap(ALI, "d4", "bea")
    roster.cancel_swap(MIA, s1.id)
    s2 = roster.request_swap(ALI, "d4", "cal")
    roster.cancel_swap(ROY, s2.id)
    s3 = roster.request_swap(ALI, "d4", "bea")
    with pytest.raises(PermissionDenied):
        roster.approve_swap(LEO, s3.id)
    roster.approve_swap(MIA, s3.id)
    assert roster.crew_on("d4") == ["bea"]


def test_nobody_approves_a_swap_they_are_part_of(roster):
    roster.assign(MIA, "d4", "mia")
    swap = roster.request_swap(MIA, "d4", "ali")
    with pytest.raises(PermissionDenied):
        roster.approve_swap(MIA, swap.id)
    roster.approve_swap(ROY, swap.id)
    assert roster.crew_on("d4") == ["ali"]
