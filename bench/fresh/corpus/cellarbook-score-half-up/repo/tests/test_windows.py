from cellarbook import PAST, READY, TOO_YOUNG, UNKNOWN, drink_soon, peak_year, status, years_left
from conftest import CLUB, bottle


def test_status_inside_and_outside_the_window():
    b = bottle("W1", drink_from=2024, drink_until=2030)
    assert [status(b, y) for y in (2023, 2024, 2027, 2031)] == [TOO_YOUNG, READY, READY, PAST]


def test_open_ended_windows():
    assert status(bottle("W2"), 2026) == UNKNOWN
    assert status(bottle("W3", drink_from=2025), 2040) == READY
    assert status(bottle("W4", drink_until=2028), 1990) == READY


def test_years_left():
    b = bottle("W5", drink_from=2024, drink_until=2030)
    assert [years_left(b, y) for y in (2020, 2024, 2027, 2032)] == [7, 7, 4, 0]
    assert years_left(bottle("W6"), 2026) is None


def test_peak_year_and_drink_soon():
    assert (peak_year(CLUB[0]), peak_year(CLUB[4]), peak_year(CLUB[3])) == (2026, 2026, None)
    soon = drink_soon(CLUB, 2026, within=4)
    assert [b.id for b in soon] == ["C5"]
