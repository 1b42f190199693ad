import pytest

from csvreport.infer import convert, detect_type, infer_column_type, parse_float, parse_int


def test_detect_type_basic():
    assert detect_type("42") == "int"
    assert detect_type("-3.5") == "float"
    assert detect_type("yes") == "bool"
    assert detect_type("abc") == "str"
    assert detect_type("") == "null"
    assert detect_type("N/A") == "null"


def test_parse_int_thousands_separators():
    assert parse_int("1,234") == 1234
    assert parse_int("-7") == -7
    assert parse_int("12,34") is None


def test_parse_float_percent_and_nan():
    assert parse_float("12.5%") == pytest.approx(0.125)
    assert parse_float("nan") is None
    assert parse_float("1,234.5") == 1234.5


def test_infer_int_column():
    assert infer_column_type(["1", "2", ""]) == "int"


def test_infer_float_column():
    assert infer_column_type(["1.5", "2.25"]) == "float"


def test_infer_bool_column():
    assert infer_column_type(["yes", "no", "Y"]) == "bool"


def test_infer_mixed_text_falls_back_to_str():
    assert infer_column_type(["1", "abc"]) == "str"


def test_infer_all_null_is_str():
    assert infer_column_type(["", "n/a"]) == "str"


def test_convert_values():
    assert convert("1,234", "int") == 1234
    assert convert("n/a", "float") is None
    assert convert(" hi ", "str") == "hi"
    assert convert("no", "bool") is False


def test_convert_unknown_type_raises():
    with pytest.raises(ValueError):
        convert("1", "decimal")
