from datetime import date

import pytest

from fleetcare import FleetError, Vehicle, fleet_report, plan


def test_plan_lists_every_interval_soonest_first(van, car):
    items = plan([car, van], date(2026, 3, 1))
    assert [(p.vin, p.interval) for p in items] == [
        ("VAN1", "oil"), ("VAN1", "inspection"), ("CAR7", "oil"), ("CAR7", "brakes"),
    ]


def test_plan_statuses(van):
    items = {p.interval: p.status for p in plan([van], date(2026, 3, 1))}
    assert items == {"oil": "soon", "inspection": "ok"}


def test_fleet_report_rows(van, car):
    rows = fleet_report([van, car], date(2026, 3, 1))
    assert [r["vin"] for r in rows] == ["VAN1", "CAR7"]
    assert [r["status"] for r in rows] == ["soon", "ok"]
    assert rows[0]["last_reading"] == "2026-03-01"


def test_fleet_report_consumption_present(van, car):
    rows = fleet_report([van, car], date(2026, 2, 20))
    assert all(r["l_per_100km"] is not None for r in rows)
    assert rows[1]["km"] == 23050


def test_missing_service_history_is_an_error(car):
    bare = Vehicle(vin="NEW1", name="New", intervals=car.intervals, readings=car.readings)
    with pytest.raises(FleetError):
        plan([bare], date(2026, 3, 1))
