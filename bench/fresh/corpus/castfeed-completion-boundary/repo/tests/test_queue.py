from castfeed import remaining_seconds, up_next


def test_up_next_started_then_fresh(feed, log):
    log.record("ann", 1, 600)
    log.record("ann", 2, 3700)
    log.record("ann", 4, 10)
    assert [e.id for e in up_next(feed.episodes(), log, "ann")] == [4, 1, 3, 5]


def test_up_next_limit(feed, log):
    assert [e.id for e in up_next(feed.episodes(), log, "bob", limit=2)] == [1, 2]


def test_remaining_seconds(feed, log):
    log.record("ann", 1, 530)
    log.record("ann", 3, 900)
    assert remaining_seconds(feed.episodes(), log, "ann") == 2000 + 3723 + 45 + 1800
