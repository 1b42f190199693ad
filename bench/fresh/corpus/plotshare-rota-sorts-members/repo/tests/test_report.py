from conftest import BEN, CORA
from plotshare import garden_report, members_report


def test_garden_report(book):
    book.assign(CORA, "A-2", "milo")
    lines = garden_report(book, "A")
    assert lines[1] == "A-2      55.5 m2  milo"
    assert lines[-1] == "1 of 3 plots held, 55.5 m2"
    assert garden_report(book, "C") == ["0 of 0 plots held, 0.0 m2"]


def test_members_report(book):
    book.assign(CORA, "A-1", "milo")
    book.assign(BEN, "B-2", "nina")
    book.release(CORA, "A-1")
    assert members_report(book) == {"nina": ["B-2"]}


def test_occupancy_and_history(book):
    from plotshare import Member, coordinators_of, history_lines, occupancy
    book.assign(CORA, "A-1", "milo")
    assert occupancy(book) == {"A": 33.3, "B": 0.0}
    assert history_lines(book) == ["assign A-1 milo (by cora)"]
    assert history_lines(book, "nina") == []
    assert coordinators_of([CORA, BEN, Member("zed", role="coordinator", garden="A")], "A") == ["cora", "zed"]
