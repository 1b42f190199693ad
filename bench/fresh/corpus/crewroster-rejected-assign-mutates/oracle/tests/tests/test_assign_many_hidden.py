import pytest

from crewroster import RuleViolation, Shift

from conftest import MIA


def test_more_names_than_slots_assigns_nobody(roster):
    with pytest.raises(RuleViolation, match="d1 is full"):
        roster.assign_many(MIA, "d1", ["ali", "bea", "cal"])
    assert roster.crew_on("d1") == []
    assert roster.shifts_of("ali") == [] and roster.shifts_of("bea") == []


def test_refused_second_name_leaves_the_first_off(roster):
    with pytest.raises(RuleViolation, match="not in crew"):
        roster.assign_many(MIA, "d4", ["ali", "ned"])
    assert roster.crew_on("d4") == []
    roster.assign_many(MIA, "d4", ["ali", "bea", "cal"])
    assert roster.crew_on("d4") == ["ali", "bea", "cal"]


def test_refusal_keeps_earlier_assignments(roster):
    roster.assign(MIA, "d4", "cal")
    with pytest.raises(RuleViolation, match="lacks forklift"):
        roster.assign_many(MIA, "d3", ["ali", "bea"])
    assert roster.crew_on("d3") == []
    with pytest.raises(RuleViolation, match="already on d4"):
        roster.assign_many(MIA, "d4", ["ali", "cal"])
    assert roster.crew_on("d4") == ["cal"]


def test_log_of_assign_many(roster):
    roster.assign_many(MIA, "d4", ["ali", "bea"])
    assert roster.log == [("assign", "d4", "ali,bea", "mia")]
    roster.assign(MIA, "d1", "cal")
    assert roster.log[-1] == ("assign", "d1", "cal", "mia") and len(roster.log) == 2


def test_refused_assign_many_adds_nothing_to_the_log(roster):
    with pytest.raises(RuleViolation):
        roster.assign_many(MIA, "d4", ["ned"])
    with pytest.raises(RuleViolation):
        roster.assign_many(MIA, "d4", ["ali", "ali"])
    assert roster.log == [] and roster.crew_on("d4") == []
