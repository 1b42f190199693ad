from datetime import date

import pytest

from fleetcare import Due, IntervalError, ServiceInterval, ServiceRecord, next_due, status

OIL = ServiceInterval("oil", every_km=15000, every_months=12)


def test_interval_validation():
    with pytest.raises(IntervalError):
        ServiceInterval("x")
    with pytest.raises(IntervalError):
        ServiceInterval("x", every_km=0)
    with pytest.raises(IntervalError):
        ServiceInterval("x", every_months=6, soon_days=-1)


def test_next_due_both_limits():
    due = next_due(OIL, ServiceRecord("oil", date(2026, 2, 10), 40000))
    assert due == Due(55000, date(2027, 2, 10))


def test_next_due_rejects_other_interval_records():
    with pytest.raises(IntervalError):
        next_due(OIL, ServiceRecord("brakes", date(2026, 2, 10), 40000))
    with pytest.raises(IntervalError):
        next_due(OIL, ServiceRecord("oil", date(2026, 2, 10), -1))


def test_status_ok_and_soon():
    due = Due(55000, date(2027, 2, 10))
    assert status(OIL, due, 50000, date(2026, 8, 1)) == "ok"
    assert status(OIL, due, 54600, date(2026, 8, 1)) == "soon"
    assert status(OIL, due, 50000, date(2027, 2, 1)) == "soon"


def test_status_past_the_due_point():
    due = Due(55000, date(2027, 2, 10))
    assert status(OIL, due, 55400, date(2026, 8, 1)) == "due"
    assert status(OIL, due, 50000, date(2027, 2, 20)) == "due"
    assert status(OIL, due, 56500, date(2026, 8, 1)) == "overdue"
    assert status(OIL, due, 50000, date(2027, 3, 20)) == "overdue"


def test_km_only_and_months_only():
    km_only = ServiceInterval("tyres", every_km=30000)
    due = next_due(km_only, ServiceRecord("tyres", date(2026, 1, 1), 10000))
    assert due == Due(40000, None)
    assert status(km_only, due, 20000, date(2030, 1, 1)) == "ok"
    months = ServiceInterval("inspection", every_months=24)
    due = next_due(months, ServiceRecord("inspection", date(2026, 1, 1), 10000))
    assert due.km is None
