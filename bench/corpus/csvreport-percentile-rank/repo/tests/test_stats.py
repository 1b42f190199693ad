import pytest

from csvreport.stats import get_aggregator, mean, median, percentile, total


def test_total_ignores_missing():
    assert total([1, None, 2.5]) == 3.5


def test_total_empty_is_zero():
    assert total([]) == 0


def test_mean():
    assert mean([1, 2, 3, None]) == 2


def test_mean_empty_is_none():
    assert mean([None]) is None


def test_median_odd():
    assert median([3, 1, 2]) == 2


def test_median_even():
    assert median([4, 1, 3, 2]) == 2.5


def test_percentile_bounds():
    assert percentile([5, 1, 3], 0) == 1
    assert percentile([5, 1, 3], 100) == 5


def test_percentile_single_value():
    assert percentile([7], 90) == 7


def test_percentile_rejects_out_of_range():
    with pytest.raises(ValueError):
        percentile([1, 2], 101)


def test_get_aggregator_percentile_name():
    assert get_aggregator("p100")([1, 2, 3]) == 3


def test_get_aggregator_unknown():
    with pytest.raises(KeyError):
        get_aggregator("mode")


def test_bools_are_not_summed():
    assert total([True, 2]) == 2


def test_percentile_50_matches_median():
    assert percentile([10, 20, 30, 40, 50], 50) == 30


def test_percentile_25_of_five_values():
    assert percentile([1, 2, 3, 4, 5], 25) == 2
