import pytest

from crewroster import Member, Shift


def test_member_validation():
    assert Member("ali", "day").role == "crew"
    for args in (("", "day"), ("a b", "day"), ("ali", "")):
        with pytest.raises(ValueError):
            Member(*args)
    with pytest.raises(ValueError):
        Member("ali", "day", "boss")


def test_skills():
    m = Member("ali", "day", skills=["forklift"])
    assert m.has("forklift") and m.has(None) and not m.has("crane")


def test_shift_fields():
    s = Shift("d1", "Tuesday", "06:00", "14:00", "day")
    assert (s.start_at, s.end_at, s.hours) == (1440 + 360, 1440 + 840, 8)
    assert s.label() == "d1 Tue 06:00-14:00"


def test_shift_validation():
    with pytest.raises(ValueError):
        Shift("x", "mon", "06:00", "19:00", "day")
    with pytest.raises(ValueError):
        Shift("x", "funday", "06:00", "14:00", "day")
    with pytest.raises(ValueError):
        Shift("x", "mon", "06:00", "14:00", "day", slots=0)


def test_member_skills_are_frozen():
    m = Member("ali", "day", "lead", ["forklift", "crane"])
    assert m.skills == frozenset({"forklift", "crane"})
    assert hash(m) == hash(Member("ali", "day", "lead", {"crane", "forklift"}))
