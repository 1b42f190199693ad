import pytest

from labsample import Box, StorageError, format_position, parse_position


def test_positions():
    assert parse_position("A1") == (0, 0)
    assert parse_position("C7") == (2, 6)
    assert parse_position("I9") == (8, 8)
    assert format_position(8, 8) == "I9"
    for bad in ["J1", "A0", "A10", "a1", "A", "1A"]:
        with pytest.raises(StorageError):
            parse_position(bad)


def test_place_find_remove():
    box = Box("box-1")
    box.place("LS-2024-00001", "B3")
    assert box.find("LS-2024-00001") == "B3"
    with pytest.raises(StorageError):
        box.place("LS-2024-00002", "B3")
    assert box.remove("B3") == "LS-2024-00001"
    with pytest.raises(StorageError):
        box.remove("B3")


def test_next_free_is_row_by_row():
    box = Box("small", rows=2, cols=2)
    assert box.next_free() == "A1"
    box.place("s1", "A1")
    box.place("s2", "B1")
    assert box.next_free() == "A2"
    box.place("s3", "A2")
    box.place("s4", "B2")
    assert box.next_free() is None and box.free_count() == 0


def test_contents_and_move():
    box = Box("box-1")
    box.place("s2", "B1")
    box.place("s1", "A5")
    assert box.contents() == {"A5": "s1", "B1": "s2"}
    box.move("A5", "C3")
    assert box.find("s1") == "C3"
    with pytest.raises(StorageError):
        box.move("C3", "B1")
    assert box.contents() == {"B1": "s2", "C3": "s1"}
