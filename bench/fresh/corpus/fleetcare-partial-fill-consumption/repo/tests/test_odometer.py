from datetime import date

import pytest

from fleetcare import Reading, ReadingError, check_readings, km_on, latest, mileage_per_day

R = [Reading(date(2026, 1, 11), 1300), Reading(date(2026, 1, 1), 1000), Reading(date(2026, 1, 21), 1500)]


def test_check_readings_orders_by_day():
    assert [r.km for r in check_readings(R)] == [1000, 1300, 1500]


def test_check_readings_rejects_bad_odometers():
    with pytest.raises(ReadingError):
        check_readings([Reading(date(2026, 1, 1), -5)])
    with pytest.raises(ReadingError):
        check_readings([Reading(date(2026, 1, 1), 900), Reading(date(2026, 1, 2), 800)])


def test_mileage_per_day():
    assert mileage_per_day(R) == 25.0
    with pytest.raises(ReadingError):
        mileage_per_day(R[:1])
    with pytest.raises(ReadingError):
        mileage_per_day([Reading(date(2026, 1, 1), 5), Reading(date(2026, 1, 1), 9)])


def test_km_on_interpolates_and_extrapolates():
    assert km_on(R, date(2026, 1, 6)) == 1150
    assert km_on(R, date(2026, 1, 21)) == 1500
    assert km_on(R, date(2026, 1, 31)) == 1750
    with pytest.raises(ReadingError):
        km_on(R, date(2025, 12, 31))


def test_latest():
    assert latest(R).km == 1500
    with pytest.raises(ReadingError):
        latest([])
