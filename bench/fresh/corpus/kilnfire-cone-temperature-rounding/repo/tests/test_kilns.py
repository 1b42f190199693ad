import pytest

from kilnfire import Kiln, KilnError, Schedule, ScheduleError, Segment


def test_kiln_fits(glaze, kiln):
    assert kiln.fits(glaze)
    kiln.check(glaze)


def test_too_hot_or_too_fast(kiln):
    hot = Schedule("hot", [Segment(100, 1295)])
    fast = Schedule("fast", [Segment(550, 900), Segment(100, 1000)])
    assert not kiln.fits(hot)
    assert kiln.problems(fast) == ["segment 1: rate 550 °C/h is above the limit of 500 °C/h"]
    with pytest.raises(ScheduleError):
        kiln.check(fast)


def test_kiln_limits_must_be_positive():
    with pytest.raises(ValueError):
        Kiln("broken", max_rate=0)


def test_element_wear(kiln):
    kiln.wear(150)
    assert kiln.element_life_left() == 0.75
    kiln.wear(600)
    assert kiln.element_life_left() == 0.0
    with pytest.raises(ValueError):
        kiln.wear(-1)


def test_loading_shelves():
    from kilnfire import Load, Piece
    load = Load(chamber_height_cm=40, shelf_area_cm2=1000)
    assert load.place(Piece("mug", 10, 400)) == 1
    assert load.place(Piece("bowl", 8, 500)) == 1
    assert load.place(Piece("vase", 25, 300)) == 2
    assert (load.count(), load.height()) == (3, 40.0)
    with pytest.raises(KilnError):
        load.place(Piece("plate", 2, 900))
