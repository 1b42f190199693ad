import pytest

from conftest import ADMIN, CURA, RITA, RUDI, make_lot
from seedvault import PermissionDenied, StockError, ValidationError


def test_add_lot_needs_a_curator(vault):
    with pytest.raises(PermissionDenied):
        vault.add_lot(RITA, make_lot("SV-0009"))
    with pytest.raises(ValidationError):
        vault.add_lot(CURA, make_lot("SV-0001"))
    assert [lot.lot_id for lot in vault.lots()] == ["SV-0002", "SV-0001", "SV-0003"]


def test_record_test_uses_seeds(vault):
    vault.record_test(CURA, "SV-0001", 100, 91, 2020)
    assert vault.lot("SV-0001").seeds == 900
    with pytest.raises(PermissionDenied):
        vault.record_test(RITA, "SV-0001", 10, 9, 2021)
    with pytest.raises(StockError):
        vault.record_test(CURA, "SV-0003", 401, 1, 2021)


def test_researcher_withdraws_from_own_lot(vault):
    move = vault.withdraw(RITA, "SV-0001", 120, "trial plot")
    assert (move.kind, move.seeds, move.purpose) == ("withdrawal", 120, "trial plot")
    assert vault.lot("SV-0001").seeds == 880


def test_withdrawal_limits(vault):
    with pytest.raises(ValidationError):
        vault.withdraw(RITA, "SV-0001", 0)
    with pytest.raises(ValidationError):
        vault.withdraw(RITA, "SV-0001", 201)
    with pytest.raises(StockError):
        vault.withdraw(RITA, "SV-0404", 10)


def test_reservation_lowers_available(vault):
    vault.reserve(RUDI, "SV-0003", 200)
    vault.reserve(RUDI, "SV-0003", 150)
    lot = vault.lot("SV-0003")
    assert (lot.seeds, lot.reserved, lot.available) == (400, 350, 50)
    with pytest.raises(StockError):
        vault.withdraw(RUDI, "SV-0003", 60)


def test_admin_withdraws_anything(vault):
    vault.withdraw(ADMIN, "SV-0002", 200)
    assert vault.lot("SV-0002").seeds == 600


def test_move_lot(vault):
    vault.move_lot(CURA, "SV-0002", "alpine")
    vault.withdraw(RITA, "SV-0002", 10)
    with pytest.raises(PermissionDenied):
        vault.move_lot(RITA, "SV-0001", "coastal")


def test_ledger(vault):
    vault.withdraw(RITA, "SV-0001", 10)
    vault.reserve(RITA, "SV-0001", 20)
    assert [m.kind for m in vault.movements_of("rita")] == ["withdrawal", "reservation"]
    assert [m.kind for m in vault.ledger][:3] == ["deposit"] * 3


def test_curator_reserves_for_any_project(vault):
    vault.reserve(CURA, "SV-0002", 100, "exchange")
    assert vault.lot("SV-0002").available == 700


def test_release_and_collect_reserved_seeds(vault):
    vault.reserve(RITA, "SV-0001", 200)
    vault.release(RITA, "SV-0001", 50)
    vault.collect(RITA, "SV-0001", 100, "field trial")
    lot = vault.lot("SV-0001")
    assert (lot.seeds, lot.reserved, lot.available) == (900, 50, 850)
    with pytest.raises(ValidationError):
        vault.collect(RITA, "SV-0001", 51)
    with pytest.raises(PermissionDenied):
        vault.release(RUDI, "SV-0001", 10)
    assert [m.kind for m in vault.movements_of("rita")] == ["reservation", "release", "collection"]


def test_split_in_the_vault(vault):
    new = vault.split(CURA, "SV-0002", "SV-0020", 300)
    assert (vault.lot("SV-0020") is new, vault.lot("SV-0002").seeds) == (True, 500)
    with pytest.raises(PermissionDenied):
        vault.split(RITA, "SV-0001", "SV-0021", 10)
    with pytest.raises(ValidationError):
        vault.split(CURA, "SV-0001", "SV-0020", 10)


def test_researcher_cannot_withdraw_from_other_projects(vault):
    with pytest.raises(PermissionDenied):
        vault.withdraw(RITA, "SV-0003", 100, "pilot")
    assert vault.lot("SV-0003").seeds == 400
