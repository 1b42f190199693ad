import pytest

from conftest import make_lot
from seedvault import GerminationTest, ValidationError, is_viable, latest_rate, pooled_rate, rate, round_rate


def test_test_validation():
    with pytest.raises(ValidationError):
        GerminationTest(0, 0, 2020)
    with pytest.raises(ValidationError):
        GerminationTest(10, 11, 2020)
    with pytest.raises(ValidationError):
        GerminationTest(10, -1, 2020)


def test_rates():
    assert rate(GerminationTest(100, 87, 2020)) == 87.0
    assert rate(GerminationTest(3, 2, 2020)) == 66.7
    assert rate(GerminationTest(50, 0, 2020)) == 0.0


def test_round_rate():
    assert round_rate(12.34) == 12.3
    assert round_rate(99.99) == 100.0


def test_pooled_rate():
    assert pooled_rate([]) is None
    assert pooled_rate([GerminationTest(100, 90, 2020), GerminationTest(50, 30, 2021)]) == 80.0


def test_viability():
    lot = make_lot()
    assert latest_rate(lot) is None and not is_viable(lot, 85.0)
    lot.tests.append(GerminationTest(100, 92, 2020))
    assert is_viable(lot, 85.0)
    lot.tests.append(GerminationTest(100, 70, 2022))
    assert latest_rate(lot) == 70.0 and not is_viable(lot, 85.0)


def test_trend_pools_tests_of_one_year():
    from seedvault import trend

    lot = make_lot()
    lot.tests += [GerminationTest(100, 90, 2022), GerminationTest(50, 40, 2018), GerminationTest(100, 80, 2022)]
    assert trend(lot) == [(2018, 80.0), (2022, 85.0)]
