import pytest

from subcue import Cue, ParseError, vtt

SAMPLE = """WEBVTT

intro
00:01.000 --> 00:03.500 align:start
Hello there.

00:04.000 --> 01:00:06.250
Much later.
"""


def test_loads_with_identifiers_and_settings():
    assert vtt.loads(SAMPLE) == [Cue(1, 1000, 3500, "Hello there."), Cue(2, 4000, 3606250, "Much later.")]


def test_dumps():
    cues = [Cue(1, 1000, 3500, "Hi."), Cue(2, 3600000, 3601000, "Late.")]
    assert vtt.dumps(cues) == "WEBVTT\n\n00:01.000 --> 00:03.500\nHi.\n\n01:00:00.000 --> 01:00:01.000\nLate.\n"


def test_header_is_required():
    with pytest.raises(ParseError):
        vtt.loads("00:01.000 --> 00:02.000\nx\n")
