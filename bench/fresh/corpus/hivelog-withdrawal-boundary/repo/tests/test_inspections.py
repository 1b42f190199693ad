import pytest

from hivelog import Inspection, InspectionLog, InvalidRecord


def test_inspection_validation():
    i = Inspection("h1", "2024-05-01", 8, 4, True)
    assert i.day.isoformat() == "2024-05-01" and i.temper == 3
    with pytest.raises(ValueError):
        Inspection("h1", "2024-05-01", 4, 5)
    with pytest.raises(ValueError):
        Inspection("h1", "2024-05-01", 4, temper=6)


def test_log_latest_and_days_since():
    log = InspectionLog()
    assert log.latest("h1") is None and log.days_since("h1", "2024-05-01") is None
    log.add(Inspection("h1", "2024-05-01", 8))
    log.add(Inspection("h1", "2024-05-09", 9))
    assert log.latest("h1").frames == 9
    assert log.days_since("h1", "2024-05-20") == 11


def test_overdue():
    log = InspectionLog()
    log.add(Inspection("h1", "2024-05-01", 8))
    log.add(Inspection("h2", "2024-05-10", 5))
    assert log.overdue(["h2", "h1", "h3"], "2024-05-15") == ["h1", "h3"]
    assert log.overdue(["h2"], "2024-05-23") == []


def test_inspect_updates_the_colony(apiary):
    apiary.inspect(Inspection("h3", "2024-05-01", 9, 5, True))
    assert apiary.colony("h3").frames == 9
    with pytest.raises(InvalidRecord):
        apiary.inspect(Inspection("h3", "2024-05-02", 11))
    assert [i.frames for i in apiary.inspections.for_colony("h3")] == [9]
