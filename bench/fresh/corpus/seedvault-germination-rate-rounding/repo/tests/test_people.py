import pytest

from conftest import ADMIN, CURA, RITA, RUDI, make_lot
from seedvault import Person, ValidationError, may_curate, may_view, may_withdraw


def test_person_validation():
    assert Person("x").role == "researcher"
    assert RUDI.projects == frozenset({"coastal", "steppe"})
    with pytest.raises(ValidationError):
        Person(" ")
    with pytest.raises(ValidationError):
        Person("x", role="gardener")


def test_staff_may_curate_and_withdraw():
    lot = make_lot(project="coastal")
    assert may_curate(CURA) and may_curate(ADMIN) and not may_curate(RITA)
    assert may_withdraw(CURA, lot) and may_withdraw(ADMIN, lot)


def test_researcher_withdraws_from_own_projects():
    assert may_withdraw(RUDI, make_lot(project="steppe"))
    assert not may_withdraw(RITA, make_lot(project="steppe"))
    assert may_view(RITA, make_lot(project="steppe"))
