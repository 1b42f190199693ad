import pytest

from knitgauge import Gauge, GaugeError, convert_count, swatch


def test_counts_for_measurements(gauge):
    assert gauge.stitches_for(45) == 99
    assert gauge.rows_for(60) == 180


def test_back_to_centimetres(gauge):
    assert gauge.width_of(99) == 45.0
    assert gauge.length_of(45) == 15.0


def test_invalid_gauge_and_measurement(gauge):
    with pytest.raises(GaugeError):
        Gauge(0, 30)
    with pytest.raises(GaugeError):
        gauge.stitches_for(0)
    with pytest.raises(GaugeError):
        gauge.rows_for(-3)


def test_swatch():
    assert swatch(24, 32, 11, 10.5) == Gauge(21.8, 30.5)
    with pytest.raises(GaugeError):
        swatch(24, 32, 0, 10)


def test_convert_count():
    theirs, mine = Gauge(20, 28), Gauge(22, 30)
    assert convert_count(120, theirs, mine) == 132
    assert convert_count(84, theirs, mine, rows=True) == 90
