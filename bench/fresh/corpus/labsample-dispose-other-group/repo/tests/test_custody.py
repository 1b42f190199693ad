from datetime import date

from labsample import CustodyLog


def test_history_and_holder():
    log = CustodyLog()
    log.record("s1", date(2024, 1, 1), "", "tom")
    log.record("s1", date(2024, 1, 3), "tom", "lia", "to the lead")
    assert [h.taker for h in log.history("s1")] == ["tom", "lia"]
    assert log.holder("s1") == "lia"
    assert log.holder("s2") is None
    assert log.history("s2") == []


def test_held_by_and_all_events():
    log = CustodyLog()
    log.record("s1", date(2024, 1, 1), "", "tom")
    log.record("s2", date(2024, 1, 2), "", "tom")
    log.record("s1", date(2024, 1, 3), "tom", "lia")
    assert log.held_by("tom") == ["s2"]
    assert [(e.sample, e.taker) for e in log.all_events()] == [("s1", "tom"), ("s2", "tom"), ("s1", "lia")]


def test_record_returns_the_handover():
    log = CustodyLog()
    h = log.record("s9", date(2024, 2, 2), "tom", "amy", "audit")
    assert (h.sample, h.giver, h.taker, h.note) == ("s9", "tom", "amy", "audit")
