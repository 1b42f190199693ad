from csvreport.group import aggregate, group_by, summarize, top_n


def test_group_by_preserves_first_seen_order(sales_table):
    groups = group_by(sales_table.rows, "region")
    assert list(groups) == ["east", "west"]
    assert [r["rep"] for r in groups["east"]] == ["ann", "bob", "dan"]


def test_group_by_multiple_columns(sales_table):
    groups = group_by(sales_table.rows, ["region", "closed"])
    assert ("east", True) in groups
    assert len(groups[("west", False)]) == 1


def test_aggregate_sum(sales_table):
    assert aggregate(sales_table.rows, "region", "amount") == [("east", 450.0), ("west", 120.5)]


def test_aggregate_mean_skips_missing(sales_table):
    assert aggregate(sales_table.rows, "region", "units", "mean") == [("east", 3.0), ("west", 2.0)]


def test_aggregate_count(sales_table):
    assert aggregate(sales_table.rows, "region", "units", "count") == [("east", 3), ("west", 1)]


def test_summarize_columns_and_rows(sales_table):
    columns, rows = summarize(sales_table, "region", {"amount": "sum", "units": "max"})
    assert columns == ["region", "amount_sum", "units_max"]
    assert rows == [["east", 450.0, 5], ["west", 120.5, 2]]


def test_summarize_percentile_report(sales_table):
    columns, rows = summarize(sales_table, "region", {"amount": "p90"})
    assert columns == ["region", "amount_p90"]
    assert [r[0] for r in rows] == ["east", "west"]


def test_top_n(sales_table):
    results = aggregate(sales_table.rows, "rep", "amount")
    assert top_n(results, 2) == [("dan", 250.0), ("ann", 100.0)]


def test_top_n_skips_missing():
    assert top_n([("a", None), ("b", 1)], 5, descending=False) == [("b", 1)]


def test_aggregate_with_missing_region_does_not_crash():
    rows = [
        {"region": "west", "amount": 3},
        {"region": None, "amount": 2},
        {"region": "east", "amount": 5},
    ]
    result = aggregate(rows, "region", "amount")
    assert result[:2] == [("east", 5), ("west", 3)]
