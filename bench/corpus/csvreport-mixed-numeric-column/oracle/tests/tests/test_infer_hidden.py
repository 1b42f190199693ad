from csvreport.infer import infer_column_type
from csvreport.loader import parse_csv


def test_int_then_float_is_float():
    assert infer_column_type(["1", "2.5"]) == "float"


def test_float_then_int_with_nulls_is_float():
    assert infer_column_type(["2.5", "", "7", "n/a"]) == "float"


def test_thousands_separated_ints_with_decimals():
    assert infer_column_type(["1,200", "3.75"]) == "float"


def test_parse_csv_promotes_whole_numbers():
    assert parse_csv("qty\n1\n1.5\n-2\n").column("qty") == [1.0, 1.5, -2.0]


def test_bool_and_int_mix_is_str():
    assert infer_column_type(["1", "yes", "0"]) == "str"


def test_bool_and_float_mix_is_str():
    assert infer_column_type(["0.5", "no"]) == "str"


def test_numbers_and_words_is_str():
    assert infer_column_type(["4", "4.5", "four"]) == "str"


def test_pure_int_column_stays_int():
    assert infer_column_type(["10", "-3", "1,000"]) == "int"
