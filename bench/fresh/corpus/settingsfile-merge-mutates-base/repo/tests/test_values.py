import pytest

from settingsfile import parse_bool, parse_duration, parse_int, parse_list, parse_mapping, parse_size


def test_bool_words():
    assert [parse_bool(w) for w in ("yes", "On", "1", "false", "OFF", "0")] == [True, True, True, False, False, False]
    with pytest.raises(ValueError):
        parse_bool("maybe")


def test_int_forms():
    assert parse_int("10_000") == 10000
    assert parse_int("0x1F") == 31
    assert parse_int("-0o17") == -15
    with pytest.raises(ValueError):
        parse_int("12abc")


def test_durations():
    assert parse_duration("1m30s") == 90
    assert parse_duration("250ms") == pytest.approx(0.25)
    assert parse_duration("2h") == 7200
    assert parse_duration("1.5") == 1.5
    with pytest.raises(ValueError):
        parse_duration("10 parsecs")


def test_sizes_decimal_and_binary():
    assert parse_size("512") == 512
    assert parse_size("10KB") == 10_000
    assert parse_size("10KiB") == 10_240
    assert parse_size("1.5 MiB") == 1_572_864
    with pytest.raises(ValueError):
        parse_size("3 furlongs")


def test_plain_lists():
    assert parse_list("a, b ,c") == ["a", "b", "c"]
    assert parse_list("") == []
    assert parse_list("one,, two,") == ["one", "two"]


def test_plain_mappings():
    assert parse_mapping("a=1, b = two") == {"a": "1", "b": "two"}
    with pytest.raises(ValueError):
        parse_mapping("a=1, oops")
