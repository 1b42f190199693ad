from hivelog import Inspection, Treatment, colony_card, format_card, yard_summary


def test_colony_card(apiary, mites):
    apiary.inspect(Inspection("h1", "2024-05-01", 13, 6, True))
    mites.record("h1", "2024-05-01", 6, 300)
    apiary.harvest("h1", "2024-05-20", 10.0)
    card = colony_card(apiary, mites, "h1", "2024-05-20")
    assert card == {
        "colony": "h1", "strength": "strong", "frames": 13, "last_inspection": "2024-05-01",
        "days_since": 19, "queen_seen": True, "mites": {"percent": 2.0, "level": "moderate"},
        "honey_ok": True, "harvested_kg": 10.0,
    }


def test_card_of_an_uninspected_colony(apiary, mites):
    card = colony_card(apiary, mites, "h4", "2024-05-20")
    assert card["last_inspection"] is None and card["mites"] is None and card["strength"] == "medium"


def test_yard_summary(apiary, mites):
    apiary.inspect(Inspection("h1", "2024-05-10", 14))
    apiary.inspect(Inspection("h3", "2024-05-10", 8))
    apiary.inspect(Inspection("h3", "2024-05-10", 7, notes="second look"))
    apiary.treat(Treatment("h3", "thymol", "2024-05-01", 10))
    for colony, n in (("h1", 3), ("h2", 4), ("h3", 3)):
        mites.record(colony, "2024-05-10", n, 300)
    summary = yard_summary(apiary, mites, "north", "2024-05-20")
    assert summary["colonies"] == 3 and summary["mite_level"] == "moderate"
    assert summary["overdue"] == ["h2"] and summary["blocked"] == ["h3"]


def test_format_card(apiary, mites):
    apiary.inspect(Inspection("h2", "2024-05-01", 4, 2, False))
    mites.record("h2", "2024-05-01", 12, 300)
    apiary.treat(Treatment("h2", "formic", "2024-05-02", 7))
    text = format_card(colony_card(apiary, mites, "h2", "2024-05-04"))
    assert text.splitlines() == [
        "h2: weak, 4 frames",
        "  inspected 2024-05-01 (3 days ago), queen not seen",
        "  mites 4.0 per 100 bees (high)",
        "  honey withdrawal period",
    ]
    assert format_card(colony_card(apiary, mites, "h4", "2024-05-04")).splitlines()[1] == "  never inspected"
