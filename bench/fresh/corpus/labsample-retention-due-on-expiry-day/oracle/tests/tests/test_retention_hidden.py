from datetime import date

from conftest import TOM
from labsample import Registry, Sample, days_left, due_for_disposal, is_due


def swab(sid, collected, status="stored"):
    return Sample(sid, "swab", 100, collected, "virology", status=status)


def test_due_for_disposal_on_the_expiry_day():
    samples = [swab("LS-2024-00002", date(2024, 1, 2)), swab("LS-2024-00001", date(2024, 1, 1))]
    assert due_for_disposal(samples, date(2024, 3, 31)) == ["LS-2024-00001"]
    assert due_for_disposal(samples, date(2024, 4, 1)) == ["LS-2024-00001", "LS-2024-00002"]


def test_registry_due_on_the_expiry_day():
    reg = Registry(today=date(2024, 3, 31))
    s = reg.register(TOM, "swab", 100, date(2024, 1, 1))
    assert reg.due() == [s.id]


def test_blood_due_after_a_year():
    s = Sample("LS-2023-00007", "blood", 100, date(2023, 5, 2), "virology")
    assert is_due(s, date(2024, 5, 1))


def test_not_due_the_day_before():
    s = swab("LS-2024-00001", date(2024, 1, 1))
    assert not is_due(s, date(2024, 3, 30))
    assert due_for_disposal([s], date(2024, 3, 30)) == []
    assert (days_left(s, date(2024, 3, 30)), days_left(s, date(2024, 3, 31))) == (1, 0)


def test_disposed_samples_and_order():
    samples = [
        swab("LS-2024-00005", date(2024, 1, 1)),
        swab("LS-2024-00004", date(2024, 1, 1), status="disposed"),
        swab("LS-2024-00003", date(2023, 12, 1)),
    ]
    assert due_for_disposal(samples, date(2024, 6, 1)) == ["LS-2024-00003", "LS-2024-00005"]
