import pytest

from trackmeet import EntryError, Event, Record, RecordBook

E100 = Event("100m", "track")
SP = Event("shot put", "field")


def test_check_record_and_equal():
    book = RecordBook([Record("100m", 10.31, "Ola", 2019), Record("shot put", 18.2, "Kim", 2021)])
    assert book.check(E100, 10.30) == "record"
    assert book.check(E100, 10.31) == "equalled"
    assert book.check(E100, 10.40) is None
    assert book.check(SP, 18.5) == "record"


def test_update_keeps_history():
    book = RecordBook([Record("100m", 10.31, "Ola", 2019)])
    assert book.update(E100, 10.25, "Ada", 2026) == "record"
    assert book.get("100m").holder == "Ada"
    assert [r.holder for r in book.history()] == ["Ola"]
    with pytest.raises(EntryError):
        book.update(E100, 10.0, "Zed", 1800)
