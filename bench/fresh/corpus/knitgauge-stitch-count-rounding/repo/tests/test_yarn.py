import pytest

from knitgauge import KnitError, Yarn, cost_of, leftover, metres_for, skeins_for


def test_metres_for(gauge):
    assert metres_for(gauge, 50, 60) == 360.0


def test_skeins_with_spare(merino):
    assert skeins_for(360, merino) == 2
    assert skeins_for(370, merino) == 3
    assert skeins_for(370, merino, spare=0) == 2


def test_cost_and_leftover(merino):
    assert cost_of(360, merino) == 1700
    assert leftover(360, merino) == 40.0


def test_invalid_yarn(merino):
    with pytest.raises(KnitError):
        Yarn("air", 0, 100)
    with pytest.raises(KnitError):
        skeins_for(-1, merino)
