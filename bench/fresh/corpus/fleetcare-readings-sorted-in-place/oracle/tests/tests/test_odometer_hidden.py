from datetime import date

import pytest

from fleetcare import (Reading, ReadingError, ServiceInterval, ServiceRecord, Vehicle, check_readings,
                       fleet_report, km_on, latest, mileage_per_day)


def entries():
    return [Reading(date(2026, 1, 11), 1300), Reading(date(2026, 1, 1), 1000), Reading(date(2026, 1, 21), 1500)]


def test_km_on_keeps_the_order():
    e = entries()
    assert km_on(e, date(2026, 1, 6)) == 1150
    assert [r.km for r in e] == [1300, 1000, 1500]


def test_latest_keeps_the_order():
    e = entries()
    assert latest(e).km == 1500
    e2 = [Reading(date(2026, 1, 21), 1500), Reading(date(2026, 1, 1), 1000)]
    assert latest(e2).km == 1500
    assert [r.km for r in e2] == [1500, 1000]


def test_check_readings_returns_a_new_list():
    e = entries()
    out = check_readings(e)
    assert out is not e
    assert [r.km for r in out] == [1000, 1300, 1500]
    assert [r.km for r in e] == [1300, 1000, 1500]


def test_tuples_of_readings_are_accepted():
    assert mileage_per_day(tuple(entries())) == 25.0
    assert latest(tuple(entries())).km == 1500


def test_fleet_report_leaves_the_vehicle_readings():
    oil = ServiceInterval("oil", every_km=15000)
    v = Vehicle("V", "Van", intervals=[oil], services=[ServiceRecord("oil", date(2025, 1, 1), 0)],
                readings=entries())
    fleet_report([v], date(2026, 1, 31))
    assert [r.km for r in v.readings] == [1300, 1000, 1500]


def test_going_back_is_rejected_by_every_reader():
    bad = [Reading(date(2026, 1, 2), 800), Reading(date(2026, 1, 1), 900), Reading(date(2026, 1, 3), 950)]
    for fn in (check_readings, mileage_per_day, lambda r: km_on(r, date(2026, 1, 2))):
        with pytest.raises(ReadingError):
            fn(list(bad))
    with pytest.raises(ReadingError):
        mileage_per_day([Reading(date(2026, 1, 1), -3), Reading(date(2026, 1, 5), 10)])


def test_latest_on_a_tie_of_days_is_the_last_entered():
    same_day = [Reading(date(2026, 1, 5), 100), Reading(date(2026, 1, 5), 130), Reading(date(2026, 1, 1), 50)]
    assert latest(same_day).km == 130


def test_values_are_unchanged():
    e = entries()
    assert mileage_per_day(e) == 25.0
    assert km_on(e, date(2026, 1, 31)) == 1750
    assert [r.day.day for r in check_readings(e)] == [1, 11, 21]
