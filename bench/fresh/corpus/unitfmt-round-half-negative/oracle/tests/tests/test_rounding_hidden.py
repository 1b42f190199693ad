import json

import pytest

from unitfmt import format_column, format_number, round_half_up, round_significant, round_to_increment


NEGATIVE_TIES = [
    (-0.5, 0, -1.0),
    (-1.5, 0, -2.0),
    (-2.675, 2, -2.68),
    (-1250, -2, -1300.0),
    (-0.0005, 3, -0.001),
]


def test_negative_ties():
    for value, places, expected in NEGATIVE_TIES:
        assert round_half_up(value, places) == expected, (value, places)


def test_negative_cash_rounding():
    assert round_to_increment(-1.025, "0.05") == -1.05
    assert round_to_increment(-17.5, 5) == -20.0
    assert round_to_increment(-0.025, 0.05) == -0.05


def test_negative_formatting():
    assert format_number(-1234.565, 2) == "-1,234.57"
    assert format_number(-0.5, 0) == "-1"
    assert round_significant(-12.5, 2) == -13.0


def test_refund_mirrors_charge():
    for amount in (0.125, 2.345, 10.005, 99.995):
        assert format_number(-amount, 2) == "-" + format_number(amount, 2)


def test_positive_and_non_tie_values_unchanged():
    assert [round_half_up(v, 2) for v in (1.005, 2.675, 0.285, -1.004, -1.006)] == [1.01, 2.68, 0.29, -1.0, -1.01]
    assert round_to_increment(1.025, "0.05") == 1.05
    assert [round_to_increment(v, "0.1") for v in (0.3, 0.7, 1.1)] == [0.3, 0.7, 1.1]
    assert round_half_up(0.5) == 1.0


def test_no_negative_zero_shown():
    assert format_number(-0.004, 2) == "0.00"
    assert format_number(-0.4, 0) == "0"
    assert format_column([-0.4, 10], 0) == [" 0", "10"]


def test_results_are_plain_floats():
    assert type(round_half_up(2.5)) is float
    assert type(round_to_increment(1.03, "0.05")) is float
    assert json.dumps({"v": round_half_up(2.25, 1)}) == '{"v": 2.3}'
