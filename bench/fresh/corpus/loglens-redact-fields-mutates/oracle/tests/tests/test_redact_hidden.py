from loglens import Redactor, format_record, parse_line, parse_lines, redact

LINE = 'ts=t1 level=warn msg="login ok" user=ann auth_token=abcdef card=4242 port=443'


def test_redact_returns_a_new_record():
    rec = parse_line(LINE)
    out = redact(rec, ["card"], keep=2)
    assert out is not rec
    assert out.fields is not rec.fields
    assert rec.fields["card"] == "4242"


def test_redactor_apply_leaves_the_original():
    rec = parse_line(LINE)
    out = Redactor(patterns=["token"]).apply(rec)
    assert out.fields["auth_token"] == "***"
    assert rec.fields["auth_token"] == "abcdef"
    assert format_record(rec) == LINE


def test_apply_all_leaves_the_batch():
    batch = parse_lines([LINE, "level=info user=bo card=1111"])
    out = Redactor(keys=["card"]).apply_all(batch)
    assert [r.fields["card"] for r in out] == ["***", "***"]
    assert [r.fields["card"] for r in batch] == ["4242", "1111"]


def test_two_policies_on_one_record():
    rec = parse_line(LINE)
    a = redact(rec, ["card"], keep=2)
    b = redact(rec, ["card"])
    assert (a.fields["card"], b.fields["card"]) == ("***42", "***")


def test_redacted_line_keeps_field_order():
    rec = parse_line(LINE)
    out = Redactor(keys=["user"], patterns=["token"]).apply(rec)
    assert format_record(out) == 'ts=t1 level=warn msg="login ok" user=*** auth_token=*** card=4242 port=443'


def test_redacted_copy_keeps_the_other_parts():
    rec = parse_line(LINE, line_no=9)
    out = redact(rec, ["USER"])
    assert (out.ts, out.level, out.msg, out.line_no) == (rec.ts, rec.level, rec.msg, 9)
    assert list(out.fields) == ["user", "auth_token", "card", "port"]
    assert out.fields["user"] == "***"
