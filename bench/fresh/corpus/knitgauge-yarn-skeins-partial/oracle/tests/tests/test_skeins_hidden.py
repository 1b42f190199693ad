import pytest

from knitgauge import KnitError, cost_of, leftover, skeins_for


def test_cost_of_a_partial_skein(merino):
    assert cost_of(370, merino) == 2550


def test_leftover_with_a_partial_skein(merino):
    assert leftover(370, merino) == 230.0


def test_just_over_whole_skeins(merino):
    assert skeins_for(401, merino, spare=0) == 3
    assert cost_of(401, merino, spare=0) == 2550
    assert skeins_for(1, merino) == 1


def test_whole_skeins(merino):
    assert skeins_for(400, merino, spare=0) == 2
    assert cost_of(400, merino, spare=0) == 1700
    assert skeins_for(0, merino) == 0
    assert skeins_for(500, merino, spare=0.2) == 3
    assert leftover(360, merino) == 40.0


def test_invalid_amounts(merino):
    with pytest.raises(KnitError):
        cost_of(-5, merino)
    with pytest.raises(KnitError):
        skeins_for(100, merino, spare=-0.1)
