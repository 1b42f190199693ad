import pytest

from loglens import Redactor, format_record, mask_value, parse_line, redact


def test_mask_value_keep():
    assert mask_value("s3cr3t") == "***"
    assert mask_value("4111111111111111", keep=4) == "***1111"
    assert mask_value("abc", keep=4) == "***"


def test_redact_masks_named_keys_case_insensitively():
    rec = parse_line("level=info user=ann Password=hunter2 port=1")
    out = redact(rec, ["password"])
    assert out.fields["Password"] == "***"
    assert out.fields["user"] == "ann"


def test_redactor_patterns():
    red = Redactor(keys=["card"], patterns=[r"token$"], keep=2)
    assert red.is_sensitive("AuthToken")
    assert not red.is_sensitive("tokens_used")
    out = red.apply(parse_line("card=4242 auth_token=abcdef user=bo"))
    assert out.fields == {"card": "***42", "auth_token": "***ef", "user": "bo"}


def test_redactor_output_line():
    red = Redactor(patterns=["secret"])
    line = format_record(red.apply(parse_line('level=warn msg="login" client_secret=xyz user=ann')))
    assert "client_secret=***" in line
    assert "xyz" not in line


def test_redactor_rejects_negative_keep():
    with pytest.raises(ValueError):
        Redactor(keep=-1)
