from datetime import date

import pytest

from fleetcare import Fill, FleetError, consumption, segments


def test_consumption_between_full_fills():
    fills = [Fill(date(2026, 1, 1), 1000, 40.0), Fill(date(2026, 1, 9), 1500, 35.0),
             Fill(date(2026, 1, 20), 2000, 30.0)]
    assert consumption(fills) == 6.5


def test_consumption_needs_two_full_fills():
    assert consumption([Fill(date(2026, 1, 1), 1000, 40.0)]) is None
    assert consumption([Fill(date(2026, 1, 1), 1000, 40.0), Fill(date(2026, 1, 2), 1200, 9.0, full=False)]) is None


def test_partial_fill_counts_towards_consumption():
    fills = [Fill(date(2026, 1, 1), 1000, 40.0), Fill(date(2026, 1, 5), 1300, 20.0, full=False),
             Fill(date(2026, 1, 9), 1500, 15.0)]
    assert consumption(fills) == 7.0


def test_segments_of_full_fills():
    fills = [Fill(date(2026, 1, 20), 2000, 30.0), Fill(date(2026, 1, 1), 1000, 40.0),
             Fill(date(2026, 1, 9), 1500, 35.0)]
    segs = segments(fills)
    assert [(s.start_km, s.end_km) for s in segs] == [(1000, 1500), (1500, 2000)]
    assert [s.per_100km for s in segs] == [7.0, 6.0]


def test_fill_validation():
    with pytest.raises(FleetError):
        Fill(date(2026, 1, 1), 1000, 0)
    with pytest.raises(FleetError):
        consumption([Fill(date(2026, 1, 1), 1000, 40.0), Fill(date(2026, 1, 2), 1000, 5.0)])
