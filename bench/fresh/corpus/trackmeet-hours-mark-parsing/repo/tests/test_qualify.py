import pytest

from trackmeet import EntryError, Event, Result, entries_meeting_standard, meets_standard, qualifiers

E100 = Event("100m", "track", standard=10.60)
LJ = Event("long jump", "field", standard=7.40)


def test_standard_clear_cases():
    assert meets_standard(E100, 10.41)
    assert not meets_standard(E100, 10.75)
    assert meets_standard(LJ, 7.62)
    assert not meets_standard(LJ, 7.10)
    assert meets_standard(Event("200m", "track"), 25.0)


def test_entries_meeting_standard():
    assert entries_meeting_standard(E100, {9: 10.5, 3: 10.2, 5: 11.0}) == [3, 9]


def test_qualifiers_by_place_and_time():
    heat1 = [Result(1, 10.5), Result(2, 10.6), Result(3, 10.9)]
    heat2 = [Result(4, 10.4), Result(5, 10.8), Result(6, 10.7)]
    assert qualifiers([heat1, heat2], by_place=1, by_time=2) == [1, 4, 2, 6]


def test_qualifier_counts_checked():
    with pytest.raises(EntryError):
        qualifiers([], by_place=-1, by_time=0)
