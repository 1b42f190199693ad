import pytest

from csvreport import parse_csv

SALES_CSV = """region,rep,amount,units,closed
east,ann,100.00,3,yes
east,bob,100.00,1,no
west,cid,80.50,2,yes
east,dan,250.00,5,yes
west,eve,40.00,,no
"""


@pytest.fixture
def sales_csv():
    return SALES_CSV


@pytest.fixture
def sales_table():
    return parse_csv(SALES_CSV)


@pytest.fixture
def write_csv(tmp_path):
    """Write *text* to a file under tmp_path and return its path."""

    def _write(name, text, encoding="utf-8"):
        path = tmp_path / name
        path.write_bytes(text.encode(encoding))
        return path

    return _write
