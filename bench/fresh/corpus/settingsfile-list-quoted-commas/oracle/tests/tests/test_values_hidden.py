import pytest

from settingsfile import loads, parse_list, parse_mapping


def test_single_quotes_and_later_items():
    assert parse_list("'a,b', c") == ["a,b", "c"]
    assert parse_list('x, "y, z", w') == ["x", "y, z", "w"]
    assert parse_list("one, 'two, three'") == ["one", "two, three"]


def test_mapping_values_with_commas():
    assert parse_mapping('cmd = "run, fast", n=1') == {"cmd": "run, fast", "n": "1"}
    assert parse_mapping("label='a,b'") == {"label": "a,b"}


def test_unterminated_quote_is_an_error():
    with pytest.raises(ValueError, match="unterminated"):
        parse_list('"a, b')
    with pytest.raises(ValueError, match="unterminated"):
        parse_mapping("k='v, w")


def test_getlist_from_a_file():
    cfg = loads('[r]\nregions = "eu-west, primary", \'us, east\' ; two\n')
    assert cfg.getlist("r", "regions") == ["eu-west, primary", "us, east"]


def test_plain_and_padded_items_unchanged():
    assert parse_list('" padded ", x,, y ,') == [" padded ", "x", "y"]
    assert parse_list('"", a') == ["", "a"]
    assert parse_list("\"it's\", b") == ["it's", "b"]


def test_sample_prompts_keep_spaces(sample_text):
    assert loads(sample_text).getlist("server", "prompts") == ["> ", "$ "]


def test_mapping_errors_unchanged():
    with pytest.raises(ValueError, match="key=value"):
        parse_mapping("a=1, b")
    with pytest.raises(ValueError, match="key=value"):
        parse_mapping("=1")
