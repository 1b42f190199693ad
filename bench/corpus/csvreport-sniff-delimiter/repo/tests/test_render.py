import pytest

from csvreport.group import summarize
from csvreport.render import format_number, render_table, truncate


def test_truncate_short_text_unchanged():
    assert truncate("abc", 5) == "abc"


def test_truncate_width_one():
    assert truncate("abc", 1) == "\u2026"


def test_truncate_rejects_zero_width():
    with pytest.raises(ValueError):
        truncate("abc", 0)


def test_format_number_int():
    assert format_number(1234567) == "1,234,567"


def test_format_number_float():
    assert format_number(3.14159) == "3.14"
    assert format_number(2.5, decimals=0) == "2"


def test_format_number_bool_and_none():
    assert format_number(True) == "yes"
    assert format_number(None) == ""


def test_render_table_layout():
    out = render_table(["name", "total"], [["ann", 1.5], ["bob", 12.25]])
    assert out == "name | total\n-----+------\nann  |  1.50\nbob  | 12.25"


def test_render_table_right_aligns_numbers():
    out = render_table(["city", "quantity"], [["Boston", 5], ["Reno", 12]], max_width=8)
    lines = out.splitlines()
    assert lines[2].split(" | ")[1] == "       5"
    assert lines[3].split(" | ")[1] == "      12"
    assert lines[2].startswith("Boston")


def test_render_table_has_no_trailing_whitespace():
    out = render_table(["a", "b"], [["x", None], [None, "y"]])
    assert all(line == line.rstrip() for line in out.splitlines())


def test_render_summary_report(sales_table):
    columns, rows = summarize(sales_table, "region", {"amount": "sum"})
    out = render_table(columns, rows)
    lines = out.splitlines()
    assert len(lines) == 4
    assert lines[2].startswith("east") and lines[3].startswith("west")
