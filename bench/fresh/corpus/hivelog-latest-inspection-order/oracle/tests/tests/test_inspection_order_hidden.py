from hivelog import Inspection, InspectionLog, colony_card, yard_summary


def test_history_is_in_date_order():
    log = InspectionLog()
    for day, frames in (("2024-05-09", 9), ("2024-04-20", 6), ("2024-05-01", 8)):
        log.add(Inspection("h1", day, frames))
    assert [i.frames for i in log.for_colony("h1")] == [6, 8, 9]


def test_overdue_after_a_backfill():
    log = InspectionLog()
    log.add(Inspection("h1", "2024-05-10", 8))
    log.add(Inspection("h1", "2024-04-01", 7))
    log.add(Inspection("h2", "2024-05-01", 5))
    assert log.overdue(["h1", "h2"], "2024-05-15") == ["h2"]


def test_backfill_through_the_apiary(apiary, mites):
    apiary.inspect(Inspection("h3", "2024-05-09", 9, 4, True))
    apiary.inspect(Inspection("h3", "2024-05-01", 6, 2, False))
    assert apiary.colony("h3").frames == 9
    card = colony_card(apiary, mites, "h3", "2024-05-20")
    assert (card["last_inspection"], card["days_since"], card["queen_seen"]) == ("2024-05-09", 11, True)


def test_same_day_reinspection_counts_the_last_record(apiary, mites):
    apiary.inspect(Inspection("h3", "2024-05-10", 8, queen_seen=False))
    apiary.inspect(Inspection("h3", "2024-05-10", 7, queen_seen=True))
    assert apiary.colony("h3").frames == 7
    assert apiary.inspections.latest("h3").queen_seen is True
    assert yard_summary(apiary, mites, "north", "2024-05-20")["frames"] == 25


def test_in_order_records(apiary):
    apiary.inspect(Inspection("h1", "2024-05-01", 12))
    apiary.inspect(Inspection("h1", "2024-05-15", 13))
    assert [i.frames for i in apiary.inspections.for_colony("h1")] == [12, 13]
    assert apiary.inspections.overdue(["h1", "h2"], "2024-05-29") == ["h1", "h2"]
