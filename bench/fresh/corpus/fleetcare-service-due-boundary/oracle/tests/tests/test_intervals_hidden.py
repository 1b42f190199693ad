from datetime import date

from fleetcare import (Due, Reading, ServiceInterval, ServiceRecord, Vehicle, fleet_report,
                       next_due, plan, status)

OIL = ServiceInterval("oil", every_km=15000, every_months=12)
DUE = Due(55000, date(2027, 2, 10))


def test_due_on_the_due_day():
    assert status(OIL, DUE, 50000, date(2027, 2, 10)) == "due"


def test_km_only_interval_due_at_the_exact_distance():
    tyres = ServiceInterval("tyres", every_km=30000)
    due = next_due(tyres, ServiceRecord("tyres", date(2026, 1, 1), 10000))
    assert status(tyres, due, 40000, date(2026, 6, 1)) == "due"
    assert status(tyres, due, 40000.0, date(2026, 6, 1)) == "due"


def test_months_only_interval_due_on_the_day():
    insp = ServiceInterval("inspection", every_months=24)
    due = next_due(insp, ServiceRecord("inspection", date(2024, 11, 15), 1))
    assert status(insp, due, 99999, date(2026, 11, 15)) == "due"


def test_plan_and_report_at_the_exact_point():
    v = Vehicle("T1", "Truck", intervals=[OIL], services=[ServiceRecord("oil", date(2025, 6, 1), 20000)],
                readings=[Reading(date(2026, 1, 1), 30000), Reading(date(2026, 3, 1), 35000)])
    assert [p.status for p in plan([v], date(2026, 3, 1))] == ["due"]
    assert fleet_report([v], date(2026, 3, 1))[0]["status"] == "due"


def test_just_short_of_the_due_point_is_soon():
    assert status(OIL, DUE, 54999, date(2026, 8, 1)) == "soon"
    assert status(OIL, DUE, 54999.5, date(2026, 8, 1)) == "soon"
    assert status(OIL, DUE, 50000, date(2027, 2, 9)) == "soon"


def test_overdue_boundaries():
    assert status(OIL, DUE, 56000, date(2026, 8, 1)) == "overdue"
    assert status(OIL, DUE, 55999, date(2026, 8, 1)) == "due"
    assert status(OIL, DUE, 50000, date(2027, 3, 12)) == "due"
    assert status(OIL, DUE, 50000, date(2027, 3, 13)) == "overdue"


def test_due_points_of_the_plan():
    v = Vehicle("T2", "Truck", intervals=[OIL], services=[ServiceRecord("oil", date(2025, 9, 1), 30000)],
                readings=[Reading(date(2026, 1, 1), 40000), Reading(date(2026, 3, 1), 44720)])
    (item,) = plan([v], date(2026, 3, 1))
    assert item.due == Due(45000, date(2026, 9, 1))
    assert item.status == "soon"
