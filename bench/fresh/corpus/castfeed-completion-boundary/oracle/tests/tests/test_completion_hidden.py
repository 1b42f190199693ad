import pytest

from castfeed import FeedError, average_completion, progress_line, remaining_seconds, up_next


def test_unfinished_leaves_out_exactly_ninety_percent(log):
    log.record("ann", 3, 810)
    log.record("ann", 5, 1620)
    log.record("ann", 1, 100)
    assert log.unfinished("ann") == [1]


def test_queue_and_remaining_time_at_the_threshold(feed, log):
    log.record("ann", 1, 2277)
    log.record("ann", 2, 100)
    assert [e.id for e in up_next(feed.episodes(), log, "ann")] == [2, 3, 4, 5]
    assert remaining_seconds(feed.episodes(), log, "ann") == 3623 + 900 + 45 + 1800


def test_rates_and_lines_at_the_threshold(log):
    log.record("ann", 1, 2277)
    log.record("bob", 1, 2530)
    log.record("ann", 3, 810)
    assert log.completion_rate(1) == 1.0
    assert average_completion(log) == 1.0
    assert progress_line(log, "ann", 3) == "ann S1E3: done"


def test_just_below_the_threshold_is_not_completed(log):
    log.record("ann", 3, 809)
    log.record("ann", 1, 2276)
    log.record("ann", 4, 40)
    assert not any(log.completed("ann", e) for e in (1, 3, 4))
    assert log.unfinished("ann") == [1, 3, 4]
    log.record("ann", 4, 41)
    assert log.completed("ann", 4)


def test_positions_are_still_checked(log):
    log.record("ann", 4, 45)
    assert log.completed("ann", 4)
    for bad in (-1, 46, 1000):
        with pytest.raises(FeedError):
            log.record("bob", 4, bad)
    assert log.position("bob", 4) == 0
