import pytest

from irrigate import ReadingError, average, dry_zones, latest, needs_water, parse_log, parse_reading

LOG = """
# morning sensor sweep
lawn 24.5% 05:10
veg 40% 05:11
lawn 27% 06:10
hedge 18.5% 06:12
"""


def test_parse_reading():
    r = parse_reading("bed-1 23.5% 06:30")
    assert (r.zone, r.percent, r.minute) == ("bed-1", 23.5, 390)
    for bad in ["bed-1 23.5 06:30", "bed-1 23.5%", "bed-1 abc% 06:30", "bed-1 120% 06:30", "bed-1 5% 6h"]:
        with pytest.raises(ReadingError):
            parse_reading(bad)


def test_parse_log_and_latest():
    readings = parse_log(LOG)
    assert len(readings) == 4
    assert latest(readings) == {"lawn": 27.0, "veg": 40.0, "hedge": 18.5}


def test_average():
    readings = parse_log(LOG)
    assert average(readings, "lawn") == 25.8
    assert average(readings, "roses") is None


def test_needs_water(lawn):
    states = [needs_water(lawn, m) for m in (12.0, 30.0, 45.0)]
    assert states[0]
    assert not states[2]


def test_dry_zones_driest_first(beds):
    moisture = {"lawn": 22.0, "veg": 31.0, "hedge": 25.0}
    assert dry_zones(beds, moisture) == ["lawn", "veg"]
    assert dry_zones(beds, {"hedge": 5.0}) == ["hedge"]


def test_latest_tie_goes_to_the_later_line():
    readings = parse_log("lawn 20% 06:00\nlawn 25% 06:00\n")
    assert latest(readings) == {"lawn": 25.0}


def test_stale_zones(beds):
    from irrigate import stale_zones
    readings = parse_log(LOG)
    assert stale_zones(beds, readings, now=400, max_age=60) == ["veg"]
    assert stale_zones(beds, readings, now=400) == []
    assert stale_zones(beds, [], now=400) == ["hedge", "lawn", "veg"]
