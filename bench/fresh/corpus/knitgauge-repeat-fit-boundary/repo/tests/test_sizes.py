import pytest

from knitgauge import Gauge, KnitError, cast_on, size_for

SIZES = {"S": 92, "M": 100, "L": 110}


def test_size_for():
    assert size_for(90, SIZES) == "M"
    assert size_for(87, SIZES) == "S"
    assert size_for(90, SIZES, ease_cm=0) == "S"
    with pytest.raises(KnitError):
        size_for(120, SIZES)


def test_cast_on(gauge):
    assert cast_on(gauge, 100) == 110
    assert cast_on(Gauge(21, 29), 100) == 106
    with pytest.raises(KnitError):
        cast_on(gauge, 100, pieces=0)
