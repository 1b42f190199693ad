import pytest

from irrigate import IrrigateError, cycle_count, parse_window, plan_day, soak_span, split_cycles


def test_cycle_count_with_a_remainder():
    assert cycle_count(25, 10) == 3
    assert cycle_count(21, 10) == 3
    assert cycle_count(1, 10) == 1


def test_cycle_count_matches_split_cycles():
    for total in range(0, 60):
        for m in (1, 4, 7, 10, 15):
            assert cycle_count(total, m) == len(split_cycles(total, m)), (total, m)


def test_soak_span_of_one_short_cycle():
    assert soak_span(11, 10, 3) == 14
    assert soak_span(5, 10, 3) == 5


def test_exact_multiples_and_validation():
    assert cycle_count(30, 10) == 3 and cycle_count(0, 5) == 0
    assert soak_span(40, 10, 5) == 55
    with pytest.raises(IrrigateError):
        cycle_count(10, 0)
    with pytest.raises(IrrigateError):
        split_cycles(-1, 5)


def test_split_cycles_and_plans_unchanged(beds):
    assert split_cycles(25, 10) == [10, 10, 5]
    assert split_cycles(7, 3) == [3, 3, 1]
    plan = plan_day(beds, {"lawn": 22.0}, et_mm=5.0, rain_mm=0.0, window=parse_window("05:00-06:00"))
    assert [(e.zone, e.cycles) for e in plan] == [("lawn", (10, 4))]
