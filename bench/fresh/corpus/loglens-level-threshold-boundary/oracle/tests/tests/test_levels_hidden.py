from loglens import Filter, Level, at_least, summary


def msgs(records):
    return [r.msg for r in records]


def test_at_least_is_true_at_the_threshold():
    for lvl in Level:
        assert at_least(lvl, lvl)
    assert at_least("warning", "warn")
    assert at_least(40, "err")


def test_filter_at_least_every_threshold(sample):
    assert len(Filter.parse("level>=trace").select(sample)) == 7
    assert len(Filter.parse("level>=debug").select(sample)) == 6
    assert msgs(Filter.parse("level>=error").select(sample)) == ["upstream timeout"]
    assert Filter.parse("level>=fatal").select(sample) == []


def test_filter_below_excludes_the_threshold(sample):
    assert [r.level.name for r in Filter.parse("level<info").select(sample)] == ["DEBUG", "TRACE"]
    assert len(Filter.parse("level<warn").select(sample)) == 4
    assert Filter.parse("level<trace").select(sample) == []


def test_count_at_least_counts_the_threshold(sample):
    assert summary.count_at_least(sample, "debug") == 6
    assert summary.count_at_least(sample, "warn") == 3
    assert summary.count_at_least(sample, Level.ERROR) == 1


def test_at_least_strict_orders():
    assert at_least("error", "warn")
    assert not at_least("info", "warn")
    assert not at_least("trace", "debug")
    assert not at_least("debug", "info")


def test_strict_level_operators(sample):
    assert msgs(Filter.parse("level>warn").select(sample)) == ["upstream timeout"]
    assert [r.level.name for r in Filter.parse("level<=debug").select(sample)] == ["DEBUG", "TRACE"]
    assert len(Filter.parse("level=warn").select(sample)) == 2
    assert len(Filter.parse("level!=info").select(sample)) == 5


def test_count_at_least_fatal(sample):
    assert summary.count_at_least(sample, "fatal") == 0
