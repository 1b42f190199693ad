import pytest

from subcue import Cue, ParseError, srt

SAMPLE = """1
00:00:01,000 --> 00:00:03,500
Hello there.

2
00:00:04,000 --> 00:00:06,250
Two lines
of text.
"""


def test_loads():
    cues = srt.loads(SAMPLE)
    assert cues == [Cue(1, 1000, 3500, "Hello there."), Cue(2, 4000, 6250, "Two lines\nof text.")]


def test_loads_accepts_crlf_and_extra_blank_lines():
    cues = srt.loads("\r\n\r\n" + SAMPLE.replace("\n", "\r\n") + "\r\n\r\n")
    assert len(cues) == 2 and cues[1].text == "Two lines\nof text."


def test_dumps_round_trip():
    assert srt.dumps(srt.loads(SAMPLE)) == SAMPLE


def test_parse_errors_carry_the_line():
    with pytest.raises(ParseError) as err:
        srt.loads("1\n00:00:01,000 --> 00:00:00,500\nbackwards\n")
    assert err.value.line == 1
    with pytest.raises(ParseError) as err:
        srt.loads(SAMPLE + "\nthree\n00:00:07,000 --> 00:00:08,000\nx\n")
    assert err.value.line == 10
    with pytest.raises(ParseError) as err:
        srt.loads("1\n00:00:01 --> 00:00:02,000\nx\n")
    assert err.value.line == 2
