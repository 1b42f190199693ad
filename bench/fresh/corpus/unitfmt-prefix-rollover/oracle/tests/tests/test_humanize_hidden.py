import pytest

from unitfmt import humanize


def test_binary_rollover():
    assert humanize(1024**2 - 1, "B", binary=True) == "1.0 MiB"
    assert humanize(1024**3 - 10, "B", binary=True) == "1.0 GiB"


@pytest.mark.parametrize("value, places, expected", [
    (999_600, 0, "1 MB"),
    (999_995, 2, "1.00 MB"),
    (999_950_000, 1, "1.0 GB"),
])
def test_rollover_at_other_precisions(value, places, expected):
    assert humanize(value, "B", places=places) == expected


def test_negative_rollover():
    assert humanize(-999_999, "B") == "-1.0 MB"


def test_unscaled_value_rolls_over():
    assert humanize(999.97, "B") == "1.0 kB"


def test_values_below_the_rollover_unchanged():
    assert humanize(999_949, "B") == "999.9 kB"
    assert humanize(1023, "B", binary=True) == "1023 B"
    assert humanize(1000 * 1024, "B", binary=True) == "1000.0 KiB"
    assert humanize(999.94, "W") == "999.9 W"


def test_small_and_negative_values_unchanged():
    assert humanize(-512, "B") == "-512 B"
    assert humanize(1536, "B", binary=True) == "1.5 KiB"
    assert humanize(-0.04) == "0.0"


def test_exact_powers_and_largest_prefix():
    assert humanize(1_000_000, "B") == "1.0 MB"
    assert humanize(10**21, "B") == "1000.0 EB"
    assert humanize(0) == "0"
