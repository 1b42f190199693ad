import pytest

from cellarbook import PAST, READY, TOO_YOUNG, CellarError, drink_soon, ready_list, status, summary, years_left
from conftest import CLUB, PRIVATE, SUE, bottle


def test_last_year_of_the_window_is_ready():
    b = bottle("W1", drink_from=2024, drink_until=2030)
    assert [status(b, y) for y in (2029, 2030, 2031)] == [READY, READY, PAST]
    one = bottle("W2", drink_from=2027, drink_until=2027)
    assert [status(one, y) for y in (2026, 2027, 2028)] == [TOO_YOUNG, READY, PAST]
    assert [x.id for x in ready_list([*CLUB, *PRIVATE], 2029)] == ["C5", "S1", "B1", "C1", "A1", "C2"]


def test_one_year_left_in_the_last_year():
    b = bottle("W3", drink_from=2024, drink_until=2030)
    assert (years_left(b, 2030), years_left(b, 2029), years_left(bottle("W4", drink_until=2026), 2026)) == (1, 2, 1)
    assert [x.id for x in drink_soon([*CLUB, *PRIVATE], 2030, within=1)] == ["B1", "S1"]


def test_summary_and_serving_in_the_last_year(cellar):
    s = summary(cellar.bottles(), [], 2029)
    assert (s["ready"], s["last_chance"]) == (6, ["C5"])
    cellar.add(SUE, bottle("W5", drink_from=2026, drink_until=2026), 2025)
    assert cellar.serve(SUE, "W5", 2026).id == "W5"


def test_serving_needs_a_bottle_in_its_window(cellar):
    with pytest.raises(CellarError, match="too young"):
        cellar.serve(SUE, "C2", 2026)
    with pytest.raises(CellarError, match="past"):
        cellar.serve(SUE, "C3", 2026)
    with pytest.raises(CellarError, match="past"):
        cellar.serve(SUE, "C5", 2030)
    assert cellar.serve(SUE, "C2", 2027).id == "C2"


def test_before_and_after_the_window():
    b = bottle("W6", drink_from=2024, drink_until=2030)
    assert [status(b, y) for y in (2023, 2024, 2032)] == [TOO_YOUNG, READY, PAST]
    assert (years_left(b, 2031), years_left(b, 2023), years_left(b, 2024)) == (0, 7, 7)
