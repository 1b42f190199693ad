import pytest

from hivelog import InvalidRecord, Treatment, TreatmentBook


def test_treatment_fields():
    t = Treatment("h1", "formic", "2024-05-01", 7)
    assert t.end.isoformat() == "2024-05-07"
    with pytest.raises(ValueError):
        Treatment("h1", "vinegar", "2024-05-01", 7)
    with pytest.raises(ValueError):
        Treatment("h1", "formic", "2024-05-01", 0)


def test_withdrawal_blocks_harvest():
    book = TreatmentBook()
    book.add(Treatment("h1", "thymol", "2024-05-01", 10))
    assert book.can_harvest("h1", "2024-04-30")
    assert not book.can_harvest("h1", "2024-05-05")
    assert not book.can_harvest("h1", "2024-06-01")
    assert book.can_harvest("h1", "2024-07-01")
    assert book.can_harvest("h2", "2024-05-05")


def test_clear_date():
    book = TreatmentBook()
    assert book.clear_date("h1") is None
    book.add(Treatment("h1", "formic", "2024-05-01", 3))
    book.add(Treatment("h1", "oxalic", "2024-04-01", 1))
    assert book.clear_date("h1").isoformat() == "2024-05-10"


def test_harvest_is_refused_during_withdrawal(apiary):
    apiary.treat(Treatment("h1", "amitraz", "2024-04-01", 30))
    with pytest.raises(InvalidRecord, match="withdrawal"):
        apiary.harvest("h1", "2024-05-15", 12.5)
    apiary.harvest("h3", "2024-05-15", 8.0)
    with pytest.raises(InvalidRecord):
        apiary.harvest("h3", "2024-05-16", 0)
    assert apiary.harvested() == 8.0
