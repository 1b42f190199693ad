from datetime import date

import pytest

from labsample import LabError, Sample, format_id, parse_id


def test_format_and_parse_ids():
    assert format_id(2024, 42) == "LS-2024-00042"
    assert parse_id("LS-2024-00042") == (2024, 42)
    with pytest.raises(LabError):
        format_id(2024, 100000)


def test_bad_ids():
    for bad in ["LS-2024-0042", "XX-2024-00042", "LS-24-00042", "LS-2024-00000", "LS-2024-0004a", "LS2024-00042"]:
        with pytest.raises(LabError):
            parse_id(bad)


def test_sample_validation():
    with pytest.raises(LabError):
        Sample("LS-2024-00001", "saliva", 10, date(2024, 1, 1), "virology")
    with pytest.raises(LabError):
        Sample("LS-2024-00001", "blood", 0, date(2024, 1, 1), "virology")


def test_next_number():
    from labsample import next_number
    ids = ["LS-2024-00007", "LS-2023-00100", "LS-2024-00002"]
    assert next_number(ids, 2024) == 8
    assert next_number(ids, 2025) == 1
