import pytest

from trackmeet import Athlete, Event, MarkError, Meet, Result, format_time, parse_mark


def test_hours_form_values():
    assert parse_mark("1:00:00") == 3600.0
    assert parse_mark("2:09:59.99") == 7799.99
    assert parse_mark("10:00:00") == 36000.0
    assert parse_mark(" 0:59:59 ") == 3599.0


def test_hours_with_decimals_round_trip():
    assert parse_mark("2:10:03.5") == 7803.5
    assert format_time(parse_mark("2:10:03.5")) == "2:10:03.50"
    assert format_time(parse_mark("3:00:00.001")) == "3:00:00.01"


def test_marathon_results_board():
    m = Meet()
    m.add_event(Event("marathon", "track", standard=7800.0))
    for bib, mark in [(1, "2:12:30"), (2, "2:09:59"), (3, "2:10:00")]:
        m.register(Athlete(bib, f"A{bib}", "NTH"))
        m.record("marathon", Result(bib, parse_mark(mark)))
    assert [format_time(r.best) for _, r in m.standings("marathon")] == ["2:09:59.00", "2:10:00.00", "2:12:30.00"]
    assert m.made_standard("marathon") == [2, 3]


def test_shorter_forms_unchanged():
    assert parse_mark("10.52") == 10.52
    assert parse_mark("1:02.34") == 62.34
    assert parse_mark("59:59.99") == 3599.99


@pytest.mark.parametrize("text", ["1:75:00", "1:00:60", "1:5:00", "1.5:00:00", "1:00:00:00", "1:00:0a"])
def test_hours_form_validation(text):
    with pytest.raises(MarkError):
        parse_mark(text)
