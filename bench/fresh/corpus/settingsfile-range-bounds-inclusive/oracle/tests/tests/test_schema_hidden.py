import pytest

from settingsfile import Field, Schema, ValidationError, loads

S = Schema([
    Field("s", "port", "int", minimum=1, maximum=65535),
    Field("s", "ratio", "float", minimum=0.5, maximum=2.5),
    Field("s", "timeout", "duration", minimum=0.25, maximum=300),
    Field("s", "hosts", "list", minimum=1, maximum=3),
])


def check(text):
    return S.validate(loads("[s]\n" + text))


def test_minimum_is_inclusive():
    assert check("port = 1\n") == {"s.port": 1}
    assert check("ratio = 0.5\n") == {"s.ratio": 0.5}


def test_float_and_duration_bounds_inclusive():
    assert check("ratio = 2.5\ntimeout = 5m\n") == {"s.ratio": 2.5, "s.timeout": 300}
    assert check("timeout = 250ms\n") == {"s.timeout": 0.25}


def test_list_length_bounds_inclusive():
    assert check("hosts = a, b, c\n") == {"s.hosts": ["a", "b", "c"]}
    assert check("hosts = a\n") == {"s.hosts": ["a"]}


def test_equal_bounds_field():
    only = Schema([Field("s", "n", "int", minimum=3, maximum=3)])
    assert only.validate(loads("[s]\nn = 3\n")) == {"s.n": 3}


def test_outside_bounds_still_rejected():
    for text in ("port = 0\n", "port = 65536\n", "ratio = 2.51\n", "ratio = 0.49\n",
                 "timeout = 300.5\n", "timeout = 200ms\n", "hosts = a, b, c, d\n"):
        with pytest.raises(ValidationError):
            check(text)


def test_messages_for_out_of_range():
    with pytest.raises(ValidationError) as info:
        check("port = 70000\nratio = 0.1\n")
    assert info.value.problems == [
        "s.port: 70000 is above the maximum 65535",
        "s.ratio: 0.1 is below the minimum 0.5",
    ]
