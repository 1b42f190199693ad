import pytest

from conftest import make_lot
from seedvault import GerminationTest, Lot, ValidationError


def test_lot_validation():
    for bad in [("SV-1", "a", "p", 1, 2000), ("SV-0001", " ", "p", 1, 2000), ("SV-0001", "a", "", 1, 2000),
                ("SV-0001", "a", "p", -1, 2000), ("SV-0001", "a", "p", 1, 1850)]:
        with pytest.raises(ValidationError):
            Lot(*bad)


def test_available_and_last_test():
    lot = make_lot(seeds=900)
    lot.reserved = 150
    assert lot.available == 750
    assert lot.last_test() is None
    lot.tests += [GerminationTest(50, 40, 2019), GerminationTest(50, 45, 2023), GerminationTest(50, 41, 2021)]
    assert lot.last_test().year == 2023


def test_sort_key_ignores_case():
    from seedvault.lots import sort_key

    lots = [make_lot("SV-0002", "primula"), make_lot("SV-0001", "Primula"), make_lot("SV-0003", "Allium")]
    assert [lot.lot_id for lot in sorted(lots, key=sort_key)] == ["SV-0003", "SV-0001", "SV-0002"]


def test_split_lot():
    from seedvault import split_lot

    lot = make_lot(seeds=900)
    lot.reserved = 100
    lot.tests.append(GerminationTest(50, 45, 2020))
    new = split_lot(lot, "SV-0100", 300)
    assert (lot.seeds, lot.reserved, new.seeds, new.reserved) == (600, 100, 300, 0)
    assert new.tests == lot.tests and new.tests is not lot.tests
    with pytest.raises(ValidationError):
        split_lot(lot, "SV-0101", 501)
    with pytest.raises(ValidationError):
        split_lot(lot, "SV-0001", 10)
