import pytest

from castfeed import FeedError


def test_record_never_moves_back(log):
    log.record("ann", 1, 600)
    log.record("ann", 1, 300)
    assert log.position("ann", 1) == 600
    assert log.position("bob", 1) == 0


def test_record_checks_the_range(log):
    with pytest.raises(FeedError):
        log.record("ann", 4, 46)
    with pytest.raises(FeedError):
        log.record("ann", 4, -1)


def test_completed_clear_cases(log):
    log.record("ann", 1, 2500)
    log.record("bob", 1, 1200)
    log.record("cy", 2, 3723)
    assert log.completed("ann", 1) and log.completed("cy", 2)
    assert not log.completed("bob", 1)


def test_unfinished(log):
    log.record("ann", 1, 2500)
    log.record("ann", 2, 100)
    log.record("ann", 5, 900)
    assert log.unfinished("ann") == [2, 5]


def test_completion_rate(log):
    log.record("ann", 1, 2530)
    log.record("bob", 1, 100)
    log.record("cy", 1, 2400)
    assert log.completion_rate(1) == 0.67
    assert log.completion_rate(3) == 0.0


def test_exactly_ninety_percent_completes(log):
    log.record("ann", 3, 810)
    assert log.completed("ann", 3)
