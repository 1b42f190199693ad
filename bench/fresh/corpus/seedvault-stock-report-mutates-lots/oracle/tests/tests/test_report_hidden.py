from conftest import CURA, make_lot
from seedvault import GerminationTest, Policy, regeneration_list, stock_report


def test_regeneration_list_leaves_the_list_alone(vault):
    vault.record_test(CURA, "SV-0001", 100, 60, 2020)
    shelf = [vault.lot("SV-0001"), vault.lot("SV-0002"), vault.lot("SV-0003")]
    assert regeneration_list(shelf, vault.policy) == ["SV-0003", "SV-0002", "SV-0001"]
    assert [lot.lot_id for lot in shelf] == ["SV-0001", "SV-0002", "SV-0003"]


def test_reports_accept_any_iterable(vault):
    shelf = (vault.lot("SV-0003"), vault.lot("SV-0002"))
    assert [r["lot"] for r in stock_report(shelf, vault.policy, 2026)] == ["SV-0002", "SV-0003"]
    assert regeneration_list(shelf, vault.policy) == ["SV-0003", "SV-0002"]
    assert [r["lot"] for r in stock_report(iter(shelf), vault.policy, 2026)] == ["SV-0002", "SV-0003"]


def test_report_twice_on_the_same_list(vault):
    shelf = [vault.lot("SV-0002"), vault.lot("SV-0003"), vault.lot("SV-0001")]
    first = stock_report(shelf, vault.policy, 2026)
    regeneration_list(shelf, vault.policy)
    assert stock_report(shelf, vault.policy, 2026) == first
    assert [lot.lot_id for lot in shelf] == ["SV-0002", "SV-0003", "SV-0001"]


def test_rows_of_one_species_follow_the_lot_id():
    lots = [make_lot("SV-0009", "Primula veris"), make_lot("SV-0004", "Primula veris"),
            make_lot("SV-0007", "allium ursinum")]
    rows = stock_report(sorted(lots, key=lambda lot: lot.lot_id, reverse=True), Policy(), 2026)
    assert [r["lot"] for r in rows] == ["SV-0007", "SV-0004", "SV-0009"]
    assert rows[1] == {"lot": "SV-0004", "species": "Primula veris", "project": "alpine", "seeds": 1000,
                       "available": 1000, "rate": None, "retest": True}


def test_regeneration_order_weakest_first():
    lots = [make_lot("SV-0015", seeds=300), make_lot("SV-0011"), make_lot("SV-0012", seeds=200),
            make_lot("SV-0013"), make_lot("SV-0014", seeds=200)]
    rates = {"SV-0015": (100, 99), "SV-0011": (100, 40), "SV-0012": (100, 99), "SV-0014": (100, 99)}
    for lot in lots:
        if lot.lot_id in rates:
            lot.tests.append(GerminationTest(*rates[lot.lot_id], 2024))
    assert regeneration_list(lots, Policy()) == ["SV-0013", "SV-0011", "SV-0012", "SV-0014", "SV-0015"]
