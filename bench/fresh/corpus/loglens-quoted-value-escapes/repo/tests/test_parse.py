import pytest

from loglens import Level, ParseError, parse_line, parse_lines


def test_well_known_keys_are_lifted():
    rec = parse_line('ts=2026-03-01T10:00:00Z level=warning msg="disk low" free=512MB')
    assert rec.ts == "2026-03-01T10:00:00Z"
    assert rec.level is Level.WARN
    assert rec.msg == "disk low"
    assert rec.fields == {"free": "512MB"}


def test_flags_and_typed_get():
    rec = parse_line("level=info retry port=8080 ratio=0.25 ok=true name=api")
    assert rec.fields["retry"] is True
    assert rec.get("port") == 8080
    assert rec.get("ratio") == 0.25
    assert rec.get("ok") is True
    assert rec.get("name") == "api"
    assert rec.get("missing", "-") == "-"


def test_quoted_values_keep_spaces_and_equals():
    rec = parse_line('msg="a = b" query="x=1 y=2" path=/a/b')
    assert rec.msg == "a = b"
    assert rec.fields["query"] == "x=1 y=2"
    assert rec.fields["path"] == "/a/b"


def test_escaped_quote_inside_value():
    rec = parse_line('msg="he said \\"hi\\"" user=ann')
    assert rec.msg == 'he said "hi"'
    assert rec.fields["user"] == "ann"


def test_newline_escape_in_message():
    rec = parse_line('level=error msg="line one\\nline two" code=7')
    assert rec.msg == "line one\nline two"
    assert rec.fields == {"code": "7"}


def test_windows_paths_and_field_count():
    rec = parse_line('level=info msg="saved" dir="C:\\\\logs\\\\new" port=9000 user="Ann Lee"')
    assert rec.get("port") == 9000
    assert len(rec.fields) == 3


@pytest.mark.parametrize(
    "line",
    [
        'msg="never closed',
        "=value",
        'ke"y=1',
        "level=loud",
        "a=1 a=2",
    ],
    ids=["unterminated", "empty-key", "quote-in-key", "bad-level", "duplicate"],
)
def test_malformed_lines_raise(line):
    with pytest.raises(ParseError):
        parse_line(line)


def test_parse_lines_skips_blank_and_bad_unless_strict():
    lines = ['level=info msg="Grüße aus Köln"', "", "a=1 a=2", "level=warn msg=ok"]
    records = parse_lines(lines)
    assert [r.line_no for r in records] == [1, 4]
    with pytest.raises(ParseError):
        parse_lines(lines, strict=True)
