from conftest import started, wait_until

from bedboard import busiest, full_wards, occupancy, percent, ward_lines


def test_occupancy_and_percent(board):
    board.admit("p1", "surg", "noel")
    assert occupancy(board) == {"icu": (0, 2), "surg": (1, 3), "med": (0, 4)}
    assert percent(1, 3) == 33
    assert percent(1, 8) == 13
    assert percent(2, 3) == 67


def test_ward_lines_and_busiest(board):
    board.admit("p1", "icu", "nina")
    board.admit("p2", "icu", "nina")
    board.admit("p3", "med", "drew")
    w = started(lambda: board.wait_and_admit("p4", "icu", "nina", 0.5))
    wait_until(lambda: board.waitlist.waiting("icu") == 1)
    lines = ward_lines(board)
    assert lines[0] == "icu: 2/2 beds (100%), 1 waiting"
    assert lines[2] == "med: 1/4 beds (25%)"
    assert busiest(board) == "icu"
    assert full_wards(board) == ["icu"]
    w.join(1.0)
