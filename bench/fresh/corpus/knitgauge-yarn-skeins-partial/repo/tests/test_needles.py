import pytest

from knitgauge import KnitError, adjust_needle, mm_for, needles_for, us_size


def test_needle_sizes():
    assert (us_size(4.0), mm_for("10.5")) == ("6", 6.5)
    assert needles_for(" DK ") == [3.75, 4.0, 4.5]
    assert (adjust_needle(4.0, True), adjust_needle(4.0, False)) == (4.5, 3.75)
    with pytest.raises(KnitError):
        adjust_needle(10.0, True)
    with pytest.raises(KnitError):
        needles_for("chunky")
