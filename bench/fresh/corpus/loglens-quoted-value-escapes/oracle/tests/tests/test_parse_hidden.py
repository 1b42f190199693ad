from loglens import Record, Level, format_record, parse_line, parse_lines


def test_tab_escape():
    assert parse_line('note="a\\tb\\tc"').fields["note"] == "a\tb\tc"


def test_round_trip_of_line_breaks_and_tabs():
    rec = Record(ts="t", level=Level.WARN, msg="first\nsecond", fields={"tsv": "a\tb", "dir": "C:\\new"})
    line = format_record(rec)
    assert "\n" not in line and "\t" not in line
    assert parse_line(line) == rec


def test_parse_lines_with_escaped_breaks():
    records = parse_lines(['msg="a\\nb"', 'msg="c\\td"'])
    assert [r.msg for r in records] == ["a\nb", "c\td"]


def test_non_ascii_values_are_kept():
    rec = parse_line('msg="Grüße aus Köln" user="José" note="naïve \\"quote\\""')
    assert rec.msg == "Grüße aus Köln"
    assert rec.fields == {"user": "José", "note": 'naïve "quote"'}


def test_escaped_backslash_and_quote():
    rec = parse_line('dir="C:\\\\new\\\\table" q="say \\"hi\\""')
    assert rec.fields == {"dir": "C:\\new\\table", "q": 'say "hi"'}


def test_other_escaped_characters_stand_for_themselves():
    assert parse_line('x="a\\qb\\-c"').fields["x"] == "aqb-c"
