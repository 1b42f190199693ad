import pytest

from conftest import MAX, MIA, OLA, SUE, TOM
from tapline import PermissionDenied


def test_bartender_cannot_void(bar):
    p = bar.pour(SUE, "t1", "pint")
    with pytest.raises(PermissionDenied):
        bar.void(TOM, p.pour_id)
    assert bar.pours() == [p]


def test_bartender_cannot_void_own_pour(bar):
    p = bar.pour(SUE, "t2", "half")
    with pytest.raises(PermissionDenied):
        bar.void(SUE, p.pour_id)
    assert bar.tally.snapshot()["pours"] == {"t2": 1}


def test_denied_comp_leaves_the_keg_and_the_list(bar):
    with pytest.raises(PermissionDenied):
        bar.comp(TOM, "t2", "half")
    with pytest.raises(PermissionDenied):
        bar.void(TOM, 1)
    assert bar.board.keg_on("t2").remaining == 10000 and bar.pours() == []


def test_managers_and_owners_comp_and_void(bar):
    a = bar.comp(MIA, "t1", "pint")
    b = bar.comp(OLA, "t2", "taster")
    bar.void(OLA, a.pour_id)
    c = bar.pour(SUE, "t1", "half")
    bar.void(MIA, c.pour_id)
    assert bar.pours() == [b]
    assert bar.tally.snapshot()["comped_ml"] == 150


def test_other_bars_and_other_actions(bar):
    p = bar.pour(TOM, "t1", "half")
    with pytest.raises(PermissionDenied):
        bar.void(MAX, p.pour_id)
    with pytest.raises(PermissionDenied):
        bar.comp(MAX, "t2", "half")
    bar.change_keg(TOM, "t3", bar.new_keg("k5", "lager", 5000))
    assert bar.pour(SUE, "t3", "pint").beer == "lager"
