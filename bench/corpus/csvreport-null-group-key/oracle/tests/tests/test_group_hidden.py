from csvreport.group import aggregate, group_by, summarize
from csvreport.loader import parse_csv


def test_missing_key_group_sorted_last():
    rows = [
        {"region": "south", "n": 4},
        {"region": None, "n": 2},
        {"region": "north", "n": 1},
    ]
    assert aggregate(rows, "region", "n") == [("north", 1), ("south", 4), (None, 2)]


def test_summarize_with_blank_region():
    table = parse_csv("region,amount\neast,1.5\n,2.5\nwest,3.0\n")
    columns, rows = summarize(table, "region", {"amount": "sum"})
    assert rows == [["east", 1.5], ["west", 3.0], [None, 2.5]]


def test_multi_column_key_with_missing_part():
    rows = [
        {"region": "west", "rep": "bob", "n": 3},
        {"region": "east", "rep": None, "n": 2},
        {"region": "east", "rep": "ann", "n": 1},
    ]
    assert aggregate(rows, ["region", "rep"], "n") == [
        (("east", "ann"), 1),
        (("east", None), 2),
        (("west", "bob"), 3),
    ]


def test_group_by_keeps_rows_without_key():
    rows = [{"k": None, "n": 1}, {"k": "a", "n": 2}]
    assert group_by(rows, "k") == {None: [rows[0]], "a": [rows[1]]}


def test_numeric_keys_sorted():
    rows = [{"year": 2021, "n": 1}, {"year": 2019, "n": 2}, {"year": 2020, "n": 3}]
    assert [k for k, _ in aggregate(rows, "year", "n")] == [2019, 2020, 2021]


def test_mean_per_group():
    rows = [{"g": "a", "x": 1}, {"g": "a", "x": 3}, {"g": "b", "x": None}]
    assert aggregate(rows, "g", "x", "mean") == [("a", 2.0), ("b", None)]
