from hivelog import Inspection, colony_card, level, mite_percent, pooled_percent, yard_summary


def test_halves_round_up():
    assert mite_percent(1, 400) == 0.3
    assert mite_percent(1, 80) == 1.3
    assert mite_percent(3, 200) == 1.5
    assert mite_percent(7, 1600) == 0.4
    assert mite_percent(2, 3) == 66.7


def test_pooled_percent():
    assert pooled_percent([]) is None
    assert pooled_percent([(3, 300), (6, 300)]) == 1.5
    assert pooled_percent([(1, 300), (1, 100)]) == 0.5
    assert pooled_percent([(4, 300), (4, 300), (3, 300)]) == 1.2


def test_card_and_yard_load(apiary, mites):
    mites.record("h1", "2024-05-01", 8, 300)
    mites.record("h2", "2024-05-01", 2, 300)
    mites.record("h3", "2024-05-01", 1, 300)
    card = colony_card(apiary, mites, "h1", "2024-05-02")
    assert card["mites"] == {"percent": 2.7, "level": "moderate"}
    summary = yard_summary(apiary, mites, "north", "2024-05-02")
    assert (summary["mite_load"], summary["mite_level"]) == (1.2, "moderate")


def test_whole_percents_and_levels():
    assert [mite_percent(m, 300) for m in (0, 3, 6, 9, 30)] == [0.0, 1.0, 2.0, 3.0, 10.0]
    assert [mite_percent(m, 100) for m in (1, 2, 5)] == [1.0, 2.0, 5.0]
    assert level(mite_percent(9, 300)) == "high"


def test_pooled_load_weights_by_bees(apiary, mites):
    assert pooled_percent([(3, 300), (5, 100)]) == 2.0
    mites.record("h1", "2024-05-01", 3, 300)
    mites.record("h3", "2024-05-01", 5, 100)
    summary = yard_summary(apiary, mites, "north", "2024-05-02")
    assert (summary["mite_load"], summary["mite_level"]) == (2.0, "moderate")
