import pytest

from crewroster import Member, Roster, RuleViolation, Rules, Shift

from conftest import ALI, BEA, MIA


def test_minimum_rest_before_a_later_assigned_earlier_shift(roster):
    roster.add_shift(MIA, Shift("t9", "tue", "09:00", "17:00", "day"))
    roster.assign(MIA, "t9", "bea")
    roster.assign(MIA, "d2", "bea")
    assert [s.id for s in roster.shifts_of("bea")] == ["d2", "t9"]


def test_validate_accepts_exactly_the_minimum_rest(roster):
    roster.assign(MIA, "d1", "ali")
    roster.assign(MIA, "d3", "ali")
    roster.rules = Rules(min_rest_hours=16)
    assert roster.validate() == []
    roster.rules = Rules(min_rest_hours=12.5)
    roster.add_shift(MIA, Shift("w1", "wed", "02:30", "10:00", "day"))
    roster.assign(MIA, "w1", "ali")
    assert roster.validate() == []


def test_swap_onto_exactly_the_minimum_rest(roster):
    roster.add_shift(MIA, Shift("t9", "tue", "09:00", "17:00", "day"))
    roster.assign(MIA, "d2", "bea")
    roster.assign(MIA, "t9", "cal")
    swap = roster.request_swap(BEA, "d2", "cal")
    roster.approve_swap(MIA, swap.id)
    assert [s.id for s in roster.shifts_of("cal")] == ["d2", "t9"]


def test_custom_rest_rule_at_its_minimum():
    r = Roster(Rules(min_rest_hours=8.5))
    for m in (MIA, ALI):
        r.add_member(m)
    r.add_shift(MIA, Shift("a", "mon", "06:00", "14:00", "day"))
    r.add_shift(MIA, Shift("b", "mon", "22:30", "06:00", "day"))
    r.assign(MIA, "a", "ali")
    r.assign(MIA, "b", "ali")
    assert r.hours_of("ali") == 15.5


def test_rest_short_of_the_minimum_is_still_refused(roster):
    roster.add_shift(MIA, Shift("t8", "tue", "08:59", "16:00", "day"))
    roster.add_shift(MIA, Shift("t6", "tue", "06:00", "12:00", "day"))
    roster.assign(MIA, "d2", "ali")
    with pytest.raises(RuleViolation, match="only 10.9833 h rest next to d2"):
        roster.assign(MIA, "t8", "ali")
    roster.assign(MIA, "t6", "bea")
    with pytest.raises(RuleViolation, match="only 8 h rest next to t6"):
        roster.assign(MIA, "d2", "bea")
    roster.assign(MIA, "t8", "cal")
    with pytest.raises(RuleViolation, match="rest next to t8"):
        roster.assign(MIA, "d2", "cal")


def test_validate_flags_rest_just_short(roster):
    roster.assign(MIA, "d1", "ali")
    roster.assign(MIA, "d3", "ali")
    roster.rules = Rules(min_rest_hours=16.25)
    assert roster.validate() == [("ali", "only 16 h rest between d1 and d3")]
