from conftest import day

from liftlog import (Session, down_to_step, epley, estimate, estimated_max, next_weight, percent_table,
                     to_step, training_weight, week_sets)


def test_to_step_halves_go_up():
    assert to_step(101.25, 0.5) == 101.5
    assert to_step(1.25, 0.5) == 1.5
    assert to_step(106.25, 2.5) == 107.5
    assert to_step(6.25, 2.5) == 7.5


def test_training_weights_on_a_half():
    assert training_weight(135, 75) == 102.5
    assert training_weight(125, 85) == 107.5
    assert percent_table(135, (60, 75, 90)) == {60: 80, 75: 102.5, 90: 122.5}
    assert week_sets(150, 1) == [(87.5, 5), (102.5, 5), (115, 5)]


def test_estimates_on_a_half():
    assert estimate(90, 5) == {"epley": 105, "brzycki": 101.5, "mean": 103.5}
    assert epley(101.25, 1) == 101.5
    assert estimated_max([Session(day(1)).add("press", 101.25, 1)], "press") == 101.5


def test_plain_values_unchanged():
    assert to_step(101.7, 0.5) == 101.5
    assert to_step(101.74, 0.5) == 101.5
    assert to_step(101.76, 0.5) == 102.0
    assert to_step(73.6, 2.5) == 72.5
    assert to_step(73.8, 2.5) == 75.0
    assert training_weight(140, 80) == 112.5
    assert epley(100, 5) == 116.5


def test_down_rounding_unchanged():
    assert down_to_step(89.9, 2.5) == 87.5
    assert next_weight("bench", 72.5, False, 2) == (65.0, 0)
    assert next_weight("squat", 102.5, False, 2) == (90.0, 0)
