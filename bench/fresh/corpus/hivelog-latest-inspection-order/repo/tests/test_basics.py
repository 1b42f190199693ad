import pytest

from hivelog import Colony, add_days, days_between, parse_day


def test_dates():
    assert days_between("2024-05-01", "2024-05-15") == 14
    assert add_days("2024-02-28", 2).isoformat() == "2024-03-01"
    assert parse_day(parse_day("2024-01-02")).day == 2
    with pytest.raises(ValueError):
        parse_day("2024-13-01")


def test_colony_validation():
    assert Colony("a", "y", 20, boxes=2).boxes == 2
    for args in (("", "y", 3), ("a", "y", 11), ("a", "y", -1), ("a", "", 3)):
        with pytest.raises(ValueError):
            Colony(*args)


def test_strength():
    assert [Colony("a", "y", n, boxes=2).strength() for n in (4, 5, 11, 12)] == \
        ["weak", "medium", "medium", "strong"]


def test_days_between_backwards():
    assert days_between("2024-05-15", "2024-05-01") == -14
    assert days_between(parse_day("2024-12-31"), "2025-01-01") == 1
