from datetime import date

from conftest import TOM
from labsample import CustodyLog, Handover


def test_all_events_is_a_copy():
    log = CustodyLog()
    log.record("s1", date(2024, 1, 1), "", "tom")
    events = log.all_events()
    events.append(Handover("s2", date(2024, 1, 2), "x", "y"))
    events.clear()
    assert [e.taker for e in log.all_events()] == ["tom"]


def test_history_pop_does_not_change_the_holder():
    log = CustodyLog()
    log.record("s1", date(2024, 1, 1), "", "tom")
    log.record("s1", date(2024, 1, 2), "tom", "lia")
    h = log.history("s1")
    h.pop()
    assert log.holder("s1") == "lia" and log.held_by("lia") == ["s1"]
    assert len(log.history("s1")) == 2


def test_registry_custody_is_safe(reg):
    s = reg.register(TOM, "blood", 100, date(2024, 5, 1))
    reg.custody.history(s.id).append(Handover(s.id, date(2024, 5, 3), "tom", "eve"))
    assert reg.custody.holder(s.id) == "tom"


def test_history_keeps_the_recorded_order():
    log = CustodyLog()
    log.record("s1", date(2024, 1, 5), "", "tom")
    log.record("s1", date(2024, 1, 3), "tom", "lia", "back-dated paper form")
    assert [h.taker for h in log.history("s1")] == ["tom", "lia"]
    assert [e.on.day for e in log.all_events()] == [5, 3]
    assert log.holder("s1") == "lia"


def test_holder_and_held_by_values():
    log = CustodyLog()
    log.record("a", date(2024, 2, 1), "", "tom")
    log.record("b", date(2024, 2, 1), "", "tom")
    log.record("c", date(2024, 2, 2), "", "lia")
    assert log.held_by("tom") == ["a", "b"] and log.holder("c") == "lia"
