import pytest

from irrigate import BudgetError, allocate, cap_demands, shortfall


def test_allocate_leaves_the_demands_alone():
    demands = {"lawn": 150.0, "veg": 50.0, "hedge": 40.0}
    allocate(120, demands)
    assert demands == {"lawn": 150.0, "veg": 50.0, "hedge": 40.0}


def test_allocation_within_budget_is_a_new_dict():
    demands = {"lawn": 160.0, "veg": 48.0}
    alloc = allocate(500, demands)
    alloc["lawn"] = 0.0
    assert demands == {"lawn": 160.0, "veg": 48.0}


def test_caps_leave_the_demands_alone():
    demands = {"lawn": 160.0, "veg": 48.0}
    capped = cap_demands(demands, {"lawn": 100.0})
    assert demands == {"lawn": 160.0, "veg": 48.0}
    assert capped == {"lawn": 100.0, "veg": 48.0}


def test_scaling_rounds_down():
    assert allocate(100, {"a": 100.0, "b": 50.0}) == {"a": 66.6, "b": 33.3}
    assert allocate(10, {"a": 7.0, "b": 7.0}) == {"a": 5.0, "b": 5.0}
    alloc = allocate(50, {"a": 20.0, "b": 20.0, "c": 20.0})
    assert alloc == {"a": 16.6, "b": 16.6, "c": 16.6} and sum(alloc.values()) <= 50


def test_zero_budget_and_empty_demands():
    assert allocate(0, {"a": 5.0}) == {"a": 0.0}
    assert allocate(10, {}) == {}
    assert shortfall({"a": 5.0}, {"a": 0.0}) == {"a": 5.0}
    with pytest.raises(BudgetError):
        cap_demands({"a": -1.0}, {})
