import pytest

from csvreport.stats import median, percentile


def test_percentile_even_count_interpolates():
    assert percentile([1, 2, 3, 4], 25) == pytest.approx(1.75)


def test_percentile_median_of_even_count():
    assert percentile([10, 20, 30, 40], 50) == pytest.approx(25.0)


def test_percentile_90_of_ten_values():
    assert percentile(list(range(1, 11)), 90) == pytest.approx(9.1)


def test_percentile_50_equals_median():
    for data in ([3, 1, 2], [7, 1, 4, 9], [5, 5, 6, 100, 2], [2.5, 0.5]):
        assert percentile(data, 50) == pytest.approx(median(data))


def test_percentile_extremes_are_min_and_max():
    data = [8, 3, 9, 1]
    assert percentile(data, 0) == 1
    assert percentile(data, 100) == 9


def test_percentile_with_repeated_values():
    assert percentile([1, 1, 1, 10], 50) == 1


def test_percentile_ignores_missing():
    assert percentile([None, 4, None], 75) == 4


def test_percentile_empty_is_none():
    assert percentile([], 50) is None
