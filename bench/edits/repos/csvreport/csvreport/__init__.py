"""csvreport: load CSV files, aggregate columns and render text tables.

Typical use::

    from csvreport import load_csv, summarize, render_table

    table = load_csv("sales.csv")
    columns, rows = summarize(table, by="region", specs={"amount": "sum"})
    print(render_table(columns, rows))
"""

from .group import aggregate, group_by, summarize, top_n
from .infer import convert, detect_type, infer_column_type
from .loader import Table, load_csv, parse_csv, sniff_delimiter
from .render import format_number, render_table, truncate
from .stats import AGGREGATORS, get_aggregator, mean, median, percentile, total

__all__ = [
    "AGGREGATORS",
    "Table",
    "aggregate",
    "convert",
    "detect_type",
    "format_number",
    "get_aggregator",
    "group_by",
    "infer_column_type",
    "load_csv",
    "mean",
    "median",
    "parse_csv",
    "percentile",
    "render_table",
    "sniff_delimiter",
    "summarize",
    "top_n",
    "total",
    "truncate",
]

__version__ = "0.4.1"
