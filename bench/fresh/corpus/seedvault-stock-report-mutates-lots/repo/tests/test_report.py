from conftest import CURA, RITA, make_lot
from seedvault import GerminationTest, Policy, project_report, regeneration_list, stock_report, summary


def test_stock_report_rows(vault):
    vault.record_test(CURA, "SV-0001", 100, 90, 2020)
    vault.reserve(RITA, "SV-0001", 100)
    rows = stock_report(vault.lots(), vault.policy, 2026)
    assert [r["lot"] for r in rows] == ["SV-0002", "SV-0001", "SV-0003"]
    first = rows[1]
    assert (first["seeds"], first["available"], first["rate"], first["retest"]) == (900, 800, 90.0, False)
    assert rows[2]["retest"] is True


def test_regeneration_list_order(vault):
    vault.record_test(CURA, "SV-0001", 100, 60, 2020)
    vault.record_test(CURA, "SV-0002", 100, 95, 2020)
    assert regeneration_list(vault.lots(), vault.policy) == ["SV-0003", "SV-0001"]


def test_regeneration_low_stock():
    lots = [make_lot("SV-0005", seeds=100), make_lot("SV-0006", seeds=2000)]
    for lot in lots:
        lot.tests.append(GerminationTest(100, 99, 2024))
    assert regeneration_list(lots, Policy()) == ["SV-0005"]


def test_summary(vault):
    vault.record_test(CURA, "SV-0001", 100, 90, 2020)
    vault.record_test(CURA, "SV-0002", 200, 161, 2020)
    vault.reserve(RITA, "SV-0001", 50)
    s = summary(vault.lots())
    assert (s["lots"], s["seeds"], s["available"]) == (3, 1900, 1850)
    assert s["by_project"] == {"alpine": 850, "coastal": 600, "steppe": 400}
    assert s["pooled_rate"] == 83.7


def test_summary_of_nothing():
    s = summary([])
    assert (s["lots"], s["mean_rate"], s["pooled_rate"]) == (0, None, None)


def test_project_report(vault):
    vault.record_test(CURA, "SV-0001", 100, 95, 2020)
    vault.reserve(RITA, "SV-0001", 100)
    report = project_report(vault.lots(), vault.policy)
    assert list(report) == ["alpine", "coastal", "steppe"]
    assert report["alpine"] == {"lots": 1, "seeds": 900, "available": 800, "regenerate": 0}
    assert report["steppe"]["regenerate"] == 1


def test_stock_report_leaves_the_list_alone(vault):
    shelf = [vault.lot("SV-0003"), vault.lot("SV-0001"), vault.lot("SV-0002")]
    rows = stock_report(shelf, vault.policy, 2026)
    assert [r["lot"] for r in rows] == ["SV-0002", "SV-0001", "SV-0003"]
    assert [lot.lot_id for lot in shelf] == ["SV-0003", "SV-0001", "SV-0002"]
