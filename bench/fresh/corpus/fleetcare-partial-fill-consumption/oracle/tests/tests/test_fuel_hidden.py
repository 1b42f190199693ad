from datetime import date

from fleetcare import Fill, consumption, fleet_report, segments

D = date(2026, 1, 1)


def test_segments_include_partial_fills():
    fills = [Fill(D, 1000, 40.0), Fill(D, 1300, 20.0, full=False), Fill(D, 1500, 15.0), Fill(D, 2000, 30.0)]
    segs = segments(fills)
    assert [(s.start_km, s.end_km, s.litres) for s in segs] == [(1000, 1500, 35.0), (1500, 2000, 30.0)]
    assert [s.per_100km for s in segs] == [7.0, 6.0]


def test_two_partial_fills_in_a_row():
    fills = [Fill(D, 1000, 40.0), Fill(D, 1200, 10.0, full=False), Fill(D, 1400, 12.0, full=False),
             Fill(D, 1800, 26.0)]
    assert consumption(fills) == 6.0
    assert segments(fills)[0].litres == 48.0


def test_partial_fills_in_several_segments():
    fills = [Fill(D, 0, 50.0), Fill(D, 300, 10.0, full=False), Fill(D, 500, 25.0),
             Fill(D, 800, 12.0, full=False), Fill(D, 1000, 23.0)]
    assert consumption(fills) == 7.0
    assert [s.per_100km for s in segments(fills)] == [7.0, 7.0]


def test_fleet_report_consumption_of_the_van(van):
    (row,) = fleet_report([van], date(2026, 3, 1))
    assert row["l_per_100km"] == 7.5


def test_partial_fills_outside_full_fills_do_not_count():
    fills = [Fill(D, 900, 8.0, full=False), Fill(D, 1000, 40.0), Fill(D, 1500, 35.0),
             Fill(D, 1600, 9.0, full=False)]
    assert consumption(fills) == 7.0
    assert [s.litres for s in segments(fills)] == [35.0]


def test_full_fills_only_unchanged(car):
    fills = [Fill(D, 2000, 30.0), Fill(D, 1000, 40.0), Fill(D, 1500, 35.0)]
    assert consumption(fills) == 6.5
    assert [s.per_100km for s in segments(fills)] == [7.0, 6.0]
    assert fleet_report([car], date(2026, 3, 1))[0]["l_per_100km"] == 3.8


def test_not_enough_full_fills():
    assert consumption([Fill(D, 1000, 40.0), Fill(D, 1300, 20.0, full=False)]) is None
    assert segments([Fill(D, 1000, 40.0), Fill(D, 1300, 20.0, full=False)]) == []
