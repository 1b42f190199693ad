from datetime import date

from labsample import Sample, days_left, due_for_disposal, expiry, is_due


def swab(sid, collected, status="stored"):
    return Sample(sid, "swab", 100, collected, "virology", status=status)


def test_expiry_and_days_left():
    s = swab("LS-2024-00001", date(2024, 1, 1))
    assert expiry(s) == date(2024, 3, 31)
    assert days_left(s, date(2024, 3, 1)) == 30


def test_is_due():
    s = swab("LS-2024-00001", date(2024, 1, 1))
    flags = {d: is_due(s, d) for d in (date(2024, 3, 1), date(2024, 3, 31), date(2024, 4, 15))}
    assert not flags[date(2024, 3, 1)]
    assert flags[date(2024, 4, 15)]


def test_due_for_disposal_longest_overdue_first():
    samples = [
        swab("LS-2024-00003", date(2024, 1, 10)),
        swab("LS-2024-00001", date(2024, 1, 1)),
        swab("LS-2024-00002", date(2024, 1, 1), status="disposed"),
        swab("LS-2024-00004", date(2024, 6, 1)),
    ]
    assert due_for_disposal(samples, date(2024, 5, 1)) == ["LS-2024-00001", "LS-2024-00003"]


def test_due_on_the_expiry_day():
    s = swab("LS-2024-00001", date(2024, 1, 1))
    assert is_due(s, date(2024, 3, 31))
