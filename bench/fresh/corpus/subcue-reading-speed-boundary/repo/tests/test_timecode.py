import pytest

from subcue import (TimecodeError, format_srt_timecode, format_vtt_timecode, parse_srt_timecode,
                    parse_vtt_timecode)


def test_parse_srt_timecode():
    assert parse_srt_timecode("00:00:01,500") == 1500
    assert parse_srt_timecode("01:02:03,004") == 3723004
    assert parse_srt_timecode(" 00:10:00,000 ") == 600000


def test_parse_short_fraction_is_a_decimal_fraction():
    assert parse_srt_timecode("00:00:02,5") == 2500
    assert parse_srt_timecode("00:00:02,25") == 2250


def test_parse_vtt_timecode_with_and_without_hours():
    assert parse_vtt_timecode("01:02.500") == 62500
    assert parse_vtt_timecode("01:00:00.001") == 3600001


def test_malformed_timecodes_are_rejected():
    for text in ["0:00:01,000", "00:60:00,000", "00:00:01.000", "00:00:01,", "abc"]:
        with pytest.raises(TimecodeError):
            parse_srt_timecode(text)
    with pytest.raises(TimecodeError):
        parse_vtt_timecode("00:01,000")


def test_format_srt_timecode():
    assert format_srt_timecode(3723400) == "01:02:03,400"
    assert format_srt_timecode(0) == "00:00:00,000"


def test_format_vtt_timecode():
    assert format_vtt_timecode(62500) == "01:02.500"
    assert format_vtt_timecode(62500, always_hours=True) == "00:01:02.500"
    assert format_vtt_timecode(3600000) == "01:00:00.000"


def test_negative_or_fractional_ms_cannot_be_formatted():
    with pytest.raises(TimecodeError):
        format_srt_timecode(-1)
    with pytest.raises(TimecodeError):
        format_vtt_timecode(1.5)
