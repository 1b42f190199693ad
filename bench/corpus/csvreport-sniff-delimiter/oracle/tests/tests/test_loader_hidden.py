from csvreport.loader import load_csv, sniff_delimiter


def test_sniff_semicolon_when_values_hold_commas():
    assert sniff_delimiter("sku;desc\n1;a,b,c\n") == ";"


def test_sniff_tab_with_commas_in_text():
    assert sniff_delimiter("a\tb\n1\tx,y,z\n2\tq,r\n") == "\t"


def test_load_pipe_file_with_commas(write_csv):
    table = load_csv(write_csv("pipes.csv", "a|b\n1|x,y,z\n"))
    assert table.columns == ["a", "b"]
    assert table.rows == [{"a": 1, "b": "x,y,z"}]


def test_sniff_plain_comma_file():
    assert sniff_delimiter("a,b,c\n1,2,3\n") == ","


def test_sniff_semicolon_header():
    assert sniff_delimiter("x;y\n1;2\n") == ";"


def test_sniff_crlf_line_endings():
    assert sniff_delimiter("a;b\r\n1;2\r\n") == ";"


def test_sniff_single_column():
    assert sniff_delimiter("name\nann\n") == ","
