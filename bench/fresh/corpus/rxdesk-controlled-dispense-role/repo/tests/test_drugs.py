import pytest

from rxdesk import Drug, NotFound, RxError


def test_drug_validation():
    with pytest.raises(RxError):
        Drug("x", "X", 0, 10)
    with pytest.raises(RxError):
        Drug("x", "X", 20, 10)
    with pytest.raises(RxError):
        Drug("x", "X", 5, 10, schedule=1)
    assert not Drug("x", "X", 5, 10).controlled
    assert Drug("y", "Y", 5, 10, schedule=5).controlled


def test_formulary_get_and_search(formulary):
    assert formulary.get("aspirin").strength_mg == 75
    with pytest.raises(NotFound):
        formulary.get("unobtainium")
    assert [d.code for d in formulary.search("PRO")] == ["ibuprofen"]
    assert [d.code for d in formulary.search("in")][:3] == ["amoxicillin", "aspirin", "buprenorphine"]
    with pytest.raises(RxError):
        formulary.add(formulary.get("aspirin"))


def test_controlled_listing(formulary):
    assert formulary.controlled() == ["buprenorphine", "oxycodone", "pregabalin", "tramadol"]
