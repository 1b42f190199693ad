from subcue import Cue, format_srt_timecode, format_vtt_timecode, parse_srt_timecode, parse_vtt_timecode, srt, vtt


def test_two_digit_fractions():
    assert parse_srt_timecode("00:00:04,75") == 4750
    assert parse_srt_timecode("01:00:00,05") == 3600050


def test_vtt_short_fractions():
    assert parse_vtt_timecode("01:02.5") == 62500
    assert parse_vtt_timecode("00:00:01.25") == 1250


def test_loading_files_with_short_fractions():
    assert srt.loads("1\n00:00:02,5 --> 00:00:04,75\nHi\n") == [Cue(1, 2500, 4750, "Hi")]
    assert vtt.loads("WEBVTT\n\n00:02.5 --> 00:04.75\nHi\n") == [Cue(1, 2500, 4750, "Hi")]


def test_three_digit_fractions_are_unchanged():
    assert parse_srt_timecode("00:00:02,005") == 2005
    assert parse_srt_timecode("00:00:02,050") == 2050
    assert parse_vtt_timecode("00:02.500") == 2500
    assert parse_vtt_timecode("00:02.007") == 2007


def test_formatting_round_trips():
    for ms in [0, 5, 50, 999, 3723004]:
        assert parse_srt_timecode(format_srt_timecode(ms)) == ms
        assert parse_vtt_timecode(format_vtt_timecode(ms)) == ms
