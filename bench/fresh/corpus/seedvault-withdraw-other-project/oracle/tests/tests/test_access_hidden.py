import pytest

from conftest import ADMIN, CURA, RITA, RUDI
from seedvault import Person, PermissionDenied, ValidationError


def test_reserving_from_another_project_is_denied(vault):
    with pytest.raises(PermissionDenied):
        vault.reserve(RITA, "SV-0002", 50)
    assert vault.lot("SV-0002").reserved == 0
    assert vault.movements_of("rita") == []


def test_moved_lot_is_out_of_reach(vault):
    vault.move_lot(CURA, "SV-0001", "coastal")
    with pytest.raises(PermissionDenied):
        vault.withdraw(RITA, "SV-0001", 10)
    with pytest.raises(PermissionDenied):
        vault.reserve(RITA, "SV-0001", 10)
    vault.withdraw(RUDI, "SV-0001", 10)
    assert vault.lot("SV-0001").seeds == 990


def test_researcher_with_two_projects(vault):
    vault.withdraw(RUDI, "SV-0003", 20)
    vault.reserve(RUDI, "SV-0002", 20)
    for act in (vault.withdraw, vault.reserve):
        with pytest.raises(PermissionDenied):
            act(RUDI, "SV-0001", 20)
        with pytest.raises(PermissionDenied):
            act(Person("nia"), "SV-0002", 20)
    assert (vault.lot("SV-0001").seeds, vault.lot("SV-0001").reserved) == (1000, 0)
    assert (vault.lot("SV-0002").seeds, vault.lot("SV-0002").reserved) == (800, 20)


def test_staff_take_seeds_of_any_project(vault):
    vault.withdraw(CURA, "SV-0003", 200, "exchange")
    vault.withdraw(CURA, "SV-0001", 5)
    vault.reserve(ADMIN, "SV-0001", 50)
    vault.reserve(CURA, "SV-0003", 100)
    assert (vault.lot("SV-0003").seeds, vault.lot("SV-0003").reserved) == (200, 100)
    assert [m.kind for m in vault.movements_of("cora")][-3:] == ["withdrawal", "withdrawal", "reservation"]


def test_own_project_requests_are_still_checked(vault):
    with pytest.raises(ValidationError):
        vault.withdraw(RITA, "SV-0001", 201)
    vault.reserve(RITA, "SV-0001", 200)
    vault.withdraw(RITA, "SV-0001", 150)
    assert vault.lot("SV-0001").available == 650
