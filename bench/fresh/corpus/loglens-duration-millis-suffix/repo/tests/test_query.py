import pytest

from loglens import Filter, QueryError


def msgs(records):
    return [r.msg for r in records]


def test_text_and_substring_terms(sample):
    assert msgs(Filter.parse("service=billing").select(sample)) == ["upstream timeout", "request done"]
    assert msgs(Filter.parse("msg~TIME").select(sample)) == ["upstream timeout"]
    assert len(Filter.parse("service!=api").select(sample)) == 3


def test_presence_terms(sample):
    assert msgs(Filter.parse("retry").select(sample)) == ["upstream timeout"]
    assert len(Filter.parse("!took").select(sample)) == 4


def test_duration_ordering(sample):
    assert msgs(Filter.parse("took>1s").select(sample)) == ["slow request", "upstream timeout"]
    assert msgs(Filter.parse("took<=0.5").select(sample)) == ["request done"]


def test_duration_threshold_in_milliseconds(sample):
    assert msgs(Filter.parse("took>600ms").select(sample)) == ["slow request", "upstream timeout"]


def test_level_above(sample):
    assert msgs(Filter.parse("level>warn").select(sample)) == ["upstream timeout"]


def test_level_below(sample):
    selected = Filter.parse("level<info").select(sample)
    assert [r.level.name for r in selected] == ["DEBUG", "TRACE"]


def test_bad_terms():
    for expr in ("took>fast", "level=loud", "level~warn", "x=", "@@"):
        with pytest.raises(QueryError):
            Filter.parse(expr)
