from csvreport.render import format_number, render_table, truncate


def test_truncate_never_exceeds_width():
    for width in range(2, 12):
        assert len(truncate("Providence, Rhode Island", width)) == width


def test_truncate_keeps_prefix():
    assert truncate("Worcester", 5) == "Worc\u2026"


def test_truncate_width_two():
    assert truncate("abc", 2) == "a\u2026"


def test_long_header_is_truncated():
    assert render_table(["description"], [["ok"]], max_width=5).splitlines()[0] == "desc\u2026"


def test_text_exactly_width_is_kept():
    assert truncate("Boston", 6) == "Boston"


def test_cell_exactly_max_width_is_kept():
    assert render_table(["code"], [["ABCDEFGH"]], max_width=8) == "code\n--------\nABCDEFGH"


def test_format_negative_float():
    assert format_number(-1234.5) == "-1,234.50"
