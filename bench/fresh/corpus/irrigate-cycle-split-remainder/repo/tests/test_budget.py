import pytest

from irrigate import BudgetError, allocate, cap_demands, shortfall


def test_within_budget_everyone_gets_the_demand():
    assert allocate(500, {"lawn": 160.0, "veg": 48.0}) == {"lawn": 160.0, "veg": 48.0}


def test_over_budget_scales_down():
    alloc = allocate(100, {"lawn": 150.0, "veg": 50.0})
    assert alloc == {"lawn": 75.0, "veg": 25.0}


def test_invalid_budget():
    with pytest.raises(BudgetError):
        allocate(-1, {"lawn": 10.0})
    with pytest.raises(BudgetError):
        allocate(10, {"lawn": -1.0})


def test_caps():
    assert cap_demands({"lawn": 160.0, "veg": 48.0}, {"lawn": 100.0, "roses": 5.0}) == {"lawn": 100.0, "veg": 48.0}


def test_shortfall():
    demands = {"lawn": 150.0, "veg": 50.0}
    assert shortfall(demands, allocate(100, demands)) == {"lawn": 75.0, "veg": 25.0}
    assert shortfall({"lawn": 10.0}, {"lawn": 10.0}) == {}
