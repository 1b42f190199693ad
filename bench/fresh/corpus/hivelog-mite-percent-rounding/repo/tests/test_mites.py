import pytest

from hivelog import level, mite_percent, pooled_percent


def test_mite_percent():
    assert mite_percent(3, 300) == 1.0
    assert mite_percent(0, 300) == 0.0
    assert mite_percent(9, 300) == 3.0
    with pytest.raises(ValueError):
        mite_percent(3, 0)


def test_levels():
    assert [level(p) for p in (0.0, 0.9, 1.0, 2.9, 3.0, 7.5)] == \
        ["low", "low", "moderate", "moderate", "high", "high"]


def test_mite_book(mites):
    mites.record("h1", "2024-05-01", 6, 300)
    mites.record("h1", "2024-06-01", 3, 300)
    assert mites.last("h1") == (mites.last("h1")[0], 1.0)
    assert mites.last("h2") is None
    with pytest.raises(ValueError):
        mites.record("h1", "2024-06-02", -1, 300)


def test_mite_book_uses_the_latest_wash(mites):
    mites.record("h2", "2024-06-01", 3, 300)
    mites.record("h2", "2024-05-01", 9, 300)
    day, percent = mites.last("h2")
    assert (day.isoformat(), percent) == ("2024-06-01", 1.0)
    assert mites.yard_load(["h2", "h9"]) == 2.0 and mites.yard_load(["h9"]) is None


def test_mite_percent_keeps_one_decimal():
    assert mite_percent(8, 300) == 2.7
    assert mite_percent(5, 300) == 1.7
