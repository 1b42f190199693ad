from castfeed import average_completion, completions, listeners_of, seconds_listened, top_episodes


def _fill(log):
    log.record("ann", 1, 2530)
    log.record("bob", 1, 2400)
    log.record("cy", 1, 100)
    log.record("ann", 3, 900)
    log.record("bob", 5, 1700)


def test_completions_and_top(log):
    _fill(log)
    assert completions(log) == {1: 2, 3: 1, 5: 1}
    assert top_episodes(log, 2) == [1, 3]


def test_listeners_and_seconds(log):
    _fill(log)
    assert listeners_of(log, 1) == ["ann", "bob", "cy"]
    assert seconds_listened(log) == 2530 + 2400 + 100 + 900 + 1700


def test_average_completion(log):
    _fill(log)
    assert average_completion(log) == round((0.67 + 1.0 + 1.0) / 3, 2)
    assert average_completion(type(log)(log.feed)) == 0.0
