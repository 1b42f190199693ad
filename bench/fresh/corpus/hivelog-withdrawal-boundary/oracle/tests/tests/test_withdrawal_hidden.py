import pytest

from hivelog import InvalidRecord, MiteBook, Treatment, TreatmentBook, colony_card, yard_summary


def test_every_product_clears_after_its_period():
    book = TreatmentBook()
    book.add(Treatment("a", "formic", "2024-05-01", 3))
    book.add(Treatment("b", "amitraz", "2024-03-01", 10))
    book.add(Treatment("c", "thymol", "2024-06-01", 28))
    assert book.can_harvest("a", "2024-05-10")
    assert book.can_harvest("b", "2024-04-21")
    assert book.can_harvest("c", "2024-07-28")


def test_clear_date():
    book = TreatmentBook()
    assert book.clear_date("h1") is None
    book.add(Treatment("h1", "formic", "2024-05-01", 3))
    book.add(Treatment("h1", "oxalic", "2024-04-01", 1))
    assert book.clear_date("h1").isoformat() == "2024-05-10"
    book.add(Treatment("h2", "amitraz", "2024-03-01", 10))
    assert book.clear_date("h2").isoformat() == "2024-04-21"
    assert book.can_harvest("h2", book.clear_date("h2"))


def test_card_and_summary_on_the_clear_date(apiary):
    apiary.treat(Treatment("h3", "formic", "2024-05-01", 7))
    mites = MiteBook()
    assert colony_card(apiary, mites, "h3", "2024-05-14")["honey_ok"] is True
    assert yard_summary(apiary, mites, "north", "2024-05-14")["blocked"] == []


def test_the_day_before_is_still_blocked(apiary):
    book = TreatmentBook()
    book.add(Treatment("a", "formic", "2024-05-01", 3))
    book.add(Treatment("b", "oxalic", "2024-05-01", 1))
    book.add(Treatment("c", "thymol", "2024-06-01", 28))
    assert not book.can_harvest("a", "2024-05-09")
    assert not book.can_harvest("b", "2024-05-14")
    assert not book.can_harvest("c", "2024-07-27")
    apiary.treat(Treatment("h1", "oxalic", "2024-05-01", 1))
    with pytest.raises(InvalidRecord, match="withdrawal"):
        apiary.harvest("h1", "2024-05-14", 3.0)


def test_untreated_and_later_treatments(apiary):
    book = TreatmentBook()
    book.add(Treatment("a", "amitraz", "2024-06-01", 5))
    assert book.can_harvest("a", "2024-05-31") and book.can_harvest("z", "2024-06-02")
    assert not book.can_harvest("a", "2024-06-02")
