from trackmeet import Athlete, Event, Meet, Result, entries_meeting_standard, meets_standard, parse_distance, parse_mark

E100 = Event("100m", "track", standard=10.60)
LJ = Event("long jump", "field", standard=7.40)


def test_equal_distance_meets_the_field_standard():
    assert meets_standard(LJ, 7.40)
    assert meets_standard(LJ, parse_distance("7.40m"))


def test_entries_with_equal_marks():
    assert entries_meeting_standard(E100, {4: 10.60, 2: 10.61, 8: 10.59}) == [4, 8]
    assert entries_meeting_standard(LJ, {6: 7.40, 1: 7.39}) == [6]


def test_made_standard_includes_an_equal_time():
    m = Meet()
    m.add_event(E100)
    for bib, mark in [(1, "10.60"), (2, "10.61"), (3, "10.599")]:
        m.register(Athlete(bib, f"A{bib}", "NTH"))
        m.record("100m", Result(bib, parse_mark(mark)))
    assert m.made_standard("100m") == [1, 3]


def test_just_outside_the_standard():
    assert not meets_standard(E100, 10.605)
    assert not meets_standard(E100, 10.61)
    assert not meets_standard(LJ, 7.395)
    assert not meets_standard(LJ, 7.39)


def test_entries_in_bib_order():
    assert entries_meeting_standard(E100, {9: 10.2, 3: 10.5, 5: 10.1, 4: 10.9}) == [3, 5, 9]
    assert entries_meeting_standard(LJ, {2: 7.9, 1: 7.5}) == [1, 2]
