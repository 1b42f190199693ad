import pytest

from trackmeet import Athlete, EntryError, Event, Meet, Record, RecordBook, Result, field_result, format_time, parse_mark


@pytest.fixture
def meet():
    m = Meet(records=RecordBook([Record("100m", 10.31, "Ola", 2019)]))
    m.add_event(Event("100m", "track", standard=10.60))
    m.add_event(Event("long jump", "field"))
    for bib, name, club in [(1, "Ada", "NTH"), (2, "Bo", "STH"), (3, "Cy", "NTH")]:
        m.register(Athlete(bib, name, club))
    return m


def test_record_and_standings(meet):
    assert meet.record("100m", Result(1, parse_mark("10.52"))) is None
    assert meet.record("100m", Result(2, parse_mark("10.28"))) == "record"
    assert [(p, r.bib) for p, r in meet.standings("100m")] == [(1, 2), (2, 1)]
    assert meet.records.get("100m").holder == "Bo"
    assert meet.record("100m", Result(3, 10.2, wind=2.4)) is None
    assert meet.records.get("100m").mark == 10.28
    assert meet.results_board("100m") == ["1. Cy (NTH) 10.20 (+2.4)", "2. Bo (STH) 10.28", "3. Ada (NTH) 10.52"]


def test_duplicate_and_unknown_entries(meet):
    meet.record("100m", Result(1, 10.5))
    with pytest.raises(EntryError):
        meet.record("100m", Result(1, 10.4))
    with pytest.raises(EntryError):
        meet.record("100m", Result(9, 10.4))
    with pytest.raises(EntryError):
        meet.register(Athlete(1, "Dup", "NTH"))
    with pytest.raises(EntryError):
        meet.standings("400m")


def test_made_standard_and_team_table(meet):
    meet.record("100m", Result(1, 10.5))
    meet.record("100m", Result(2, 10.9))
    meet.record("long jump", field_result(3, 7.0, 7.2))
    meet.record("long jump", field_result(2, None, None))
    assert meet.made_standard("100m") == [1]
    assert meet.team_table() == [("NTH", 16), ("STH", 6)]


def test_marathon_standings():
    m = Meet()
    m.add_event(Event("marathon", "track"))
    for bib, name, club, mark in [(1, "Ada", "NTH", "2:12:30"), (2, "Bo", "STH", "2:09:59"), (3, "Cy", "NTH", "2:10:03")]:
        m.register(Athlete(bib, name, club))
        m.record("marathon", Result(bib, parse_mark(mark)))
    placed = m.standings("marathon")
    assert [r.bib for _, r in placed] == [2, 3, 1]
    times = [format_time(r.best) for _, r in placed]
    assert len(times) == 3
