import pytest

from knitgauge import KnitError, describe_spread, every_nth, shaping_rows, spread_evenly


def test_spread_evenly():
    assert spread_evenly(93, 7) == [14, 14, 13, 13, 13, 13, 13]
    assert sum(spread_evenly(93, 7)) == 93
    assert describe_spread(93, 7) == "*knit 14, increase* 2 times, *knit 13, increase* 5 times"
    with pytest.raises(KnitError):
        spread_evenly(5, 6)


def test_shaping_rows():
    assert shaping_rows(48, 8) == [6, 12, 18, 24, 30, 36, 42, 48]
    assert every_nth(48, 8) == "every 6 rows 8 times"
    assert shaping_rows(20, 3) == [7, 14, 20]
    assert every_nth(20, 3) == "every 7 rows 2 times and every 6 rows 1 time"
    with pytest.raises(KnitError):
        shaping_rows(3, 4)
