from loglens import format_record, parse_line, summary


def test_format_round_trip():
    line = 'ts=t1 level=warn msg="disk low" free=512MB retry path="/a b"'
    rec = parse_line(line)
    assert format_record(rec) == line
    assert parse_line(format_record(rec)) == rec


def test_format_quotes_special_values():
    rec = parse_line('level=info msg=ok note="say \\"x\\"" empty=""')
    assert format_record(rec, with_ts=False) == 'level=info msg=ok note="say \\"x\\"" empty=""'


def test_count_by_level(sample):
    assert summary.count_by_level(sample) == {
        "trace": 1, "debug": 1, "info": 2, "warn": 2, "error": 1, "fatal": 0,
    }


def test_count_at_least_error(sample):
    assert summary.count_at_least(sample, "fatal") == 0
    assert summary.count_at_least(sample, "debug") >= 5


def test_stats_of_durations(sample):
    st = summary.stats(sample, "took")
    assert st.count == 3
    assert st.maximum == 2.0
    assert round(st.mean, 3) == 1.333


def test_stats_mixed_units_max():
    records = [parse_line(f"took={t}") for t in ("1.5s", "2s", "0.5s", "120ms", "fast")]
    st = summary.stats(records, "took")
    assert st.maximum == 2.0


def test_top_values(sample):
    assert summary.top_values(sample, "service", 2) == [("api", 4), ("billing", 2)]
