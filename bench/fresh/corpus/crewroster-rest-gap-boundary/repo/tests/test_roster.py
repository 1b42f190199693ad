import pytest

from crewroster import PermissionDenied, RuleViolation, Shift, UnknownName

from conftest import ALI, BEA, CAL, LEO, MIA, NED, NOAH, ROY


def test_assign_and_hours(roster):
    roster.assign(MIA, "d1", "ali")
    roster.assign(MIA, "d3", "ali")
    assert roster.crew_on("d1") == ["ali"]
    assert [s.id for s in roster.shifts_of("ali")] == ["d1", "d3"]
    assert roster.hours_of("ali") == 16


def test_who_may_assign(roster):
    roster.assign(LEO, "d1", "bea")
    roster.assign(ROY, "d1", "cal")
    with pytest.raises(PermissionDenied):
        roster.assign(NOAH, "d2", "ali")
    with pytest.raises(PermissionDenied):
        roster.assign(BEA, "d2", "bea")
    with pytest.raises(PermissionDenied):
        roster.add_shift(LEO, Shift("d9", "fri", "06:00", "14:00", "day"))


def test_assign_rules(roster):
    with pytest.raises(RuleViolation, match="lacks forklift"):
        roster.assign(MIA, "d3", "bea")
    with pytest.raises(RuleViolation, match="not in crew"):
        roster.assign(MIA, "d1", "ned")
    roster.assign(MIA, "d2", "bea")
    with pytest.raises(RuleViolation, match="full"):
        roster.assign(MIA, "d2", "cal")
    with pytest.raises(RuleViolation, match="already"):
        roster.assign(MIA, "d2", "bea")


def test_short_rest_is_refused(roster):
    roster.assign(MIA, "d2", "ali")
    with pytest.raises(RuleViolation, match="rest"):
        roster.assign(MIA, "d3", "ali")
    roster.assign(MIA, "d1", "bea")
    with pytest.raises(RuleViolation, match="overlaps|rest"):
        roster.assign(MIA, "d2", "bea")


def test_week_hours_limit(roster):
    for i, day in enumerate(("thu", "fri", "sat", "sun")):
        roster.add_shift(MIA, Shift(f"x{i}", day, "06:00", "18:00", "day"))
        roster.assign(MIA, f"x{i}", "cal")
    assert roster.hours_of("cal") == 48
    with pytest.raises(RuleViolation, match="more than 48"):
        roster.assign(MIA, "d1", "cal")


def test_assign_many_is_all_or_nothing(roster):
    roster.assign_many(MIA, "d4", ["ali", "bea"])
    assert roster.crew_on("d4") == ["ali", "bea"]
    roster.assign(MIA, "d2", "cal")
    with pytest.raises(RuleViolation):
        roster.assign_many(MIA, "d1", ["bea", "ali", "cal"])
    assert roster.crew_on("d1") == []


def test_unassign(roster):
    roster.assign(MIA, "d1", "ali")
    roster.unassign(MIA, "d1", "ali")
    assert roster.crew_on("d1") == []
    with pytest.raises(UnknownName):
        roster.unassign(MIA, "d1", "ali")
    with pytest.raises(UnknownName):
        roster.crew_on("zz")


def test_validate_reports_nothing_on_a_sound_roster(roster):
    roster.assign(MIA, "d1", "ali")
    roster.assign(MIA, "d3", "ali")
    roster.assign(NOAH, "n1", "ned")
    assert roster.validate() == []


def test_validate_finds_rules_broken_after_a_rule_change(roster):
    roster.assign(MIA, "d1", "ali")
    roster.assign(MIA, "d3", "ali")
    roster.rules = type(roster.rules)(min_rest_hours=20)
    assert roster.validate() == [("ali", "only 16 h rest between d1 and d3")]


def test_unknown_names(roster):
    with pytest.raises(UnknownName):
        roster.assign(MIA, "d1", "zed")
    with pytest.raises(UnknownName):
        roster.request_swap(ALI, "d1", "zed")
    with pytest.raises(UnknownName):
        roster.approve_swap(MIA, 7)
    assert str(UnknownName("no shift x")) == "no shift x"


def test_exactly_the_minimum_rest_is_allowed(roster):
    roster.add_shift(MIA, Shift("t9", "tue", "09:00", "17:00", "day"))
    roster.assign(MIA, "d2", "ali")
    roster.assign(MIA, "t9", "ali")
    assert [s.id for s in roster.shifts_of("ali")] == ["d2", "t9"]
