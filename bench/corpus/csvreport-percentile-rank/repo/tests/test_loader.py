import pytest

from csvreport.loader import load_csv, parse_csv, sniff_delimiter


def test_parse_csv_infers_types(sales_table):
    assert sales_table.types == {
        "region": "str",
        "rep": "str",
        "amount": "float",
        "units": "int",
        "closed": "bool",
    }
    assert sales_table.rows[0]["amount"] == 100.0


def test_parse_csv_missing_cell_is_none(sales_table):
    assert sales_table.rows[4]["units"] is None
    assert len(sales_table) == 5


def test_parse_csv_skips_blank_lines():
    table = parse_csv("a,b\n\n1,2\n  \n3,4\n")
    assert table.column("a") == [1, 3]


def test_parse_csv_pads_short_rows():
    table = parse_csv("a,b,c\n1,2\n")
    assert table.rows == [{"a": 1, "b": 2, "c": None}]


def test_parse_csv_rejects_long_rows():
    with pytest.raises(ValueError, match="expected 2 fields"):
        parse_csv("a,b\n1,2,3\n")


def test_headers_are_normalized_and_deduped():
    table = parse_csv("Unit Price, unit price ,Qty\n1,2,3\n")
    assert table.columns == ["unit_price", "unit_price_2", "qty"]


def test_parse_csv_inconsistent_flag_column():
    table = parse_csv("id,flag\n1,1\n2,yes\n3,0\n")
    assert table.columns == ["id", "flag"]
    assert len(table) == 3


def test_load_csv_reads_file(write_csv, sales_csv):
    table = load_csv(write_csv("sales.csv", sales_csv))
    assert len(table) == 5
    assert table.column("rep")[:2] == ["ann", "bob"]


def test_load_csv_sniffs_semicolons(write_csv):
    table = load_csv(write_csv("semi.csv", "a;b\n1;2\n"))
    assert table.columns == ["a", "b"]
    assert table.rows == [{"a": 1, "b": 2}]


def test_sniff_delimiter_tab():
    assert sniff_delimiter("a\tb\n1\t2\n") == "\t"


def test_sniff_delimiter_defaults_to_comma():
    assert sniff_delimiter("value\n1\n") == ","
    assert sniff_delimiter("") == ","


def test_empty_text_gives_empty_table():
    table = parse_csv("")
    assert table.columns == [] and len(table) == 0


def test_unknown_column_raises(sales_table):
    with pytest.raises(KeyError):
        sales_table.column("price")
