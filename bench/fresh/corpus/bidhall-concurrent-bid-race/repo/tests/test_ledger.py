from bidhall import Ledger, ManualClock, commission
from conftest import run_together


def test_sales_and_totals():
    clock = ManualClock(10.0)
    ledger = Ledger(clock)
    ledger.record_sale("L1", "sam", "ann", 250)
    clock.advance(5)
    ledger.record_sale("L2", "sam", "bob", 99)
    assert ledger.totals() == {"sold": 2, "hammer": 349, "commission": 34, "last_sale_at": 15.0}
    assert [s[0] for s in ledger.sales()] == ["L1", "L2"]


def test_payout_after_commission():
    ledger = Ledger(ManualClock())
    ledger.record_sale("L1", "sam", "ann", 250)
    ledger.record_sale("L2", "sam", "bob", 99)
    ledger.record_sale("L3", "ann", "bob", 40)
    assert (commission(250), commission(99)) == (25, 9)
    assert ledger.payout("sam") == 315
    assert ledger.payout("ann") == 36
    assert ledger.payout("nobody") == 0


def test_concurrent_sales_are_all_recorded():
    ledger = Ledger(ManualClock(1.0, delay=0.02))
    workers = run_together(8, lambda i: ledger.record_sale(f"L{i}", "sam", "ann", 100))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert ledger.totals()["sold"] == 8
    assert ledger.payout("sam") == 720


def test_empty_ledger():
    ledger = Ledger(ManualClock())
    assert ledger.totals() == {"sold": 0, "hammer": 0, "commission": 0, "last_sale_at": None}
    assert ledger.sales() == []


def test_top_sellers():
    ledger = Ledger(ManualClock())
    for lot, seller, amount in (("L1", "sam", 50), ("L2", "ann", 80), ("L3", "sam", 30), ("L4", "bob", 80)):
        ledger.record_sale(lot, seller, "cat", amount)
    assert ledger.top_sellers() == [("ann", 80), ("bob", 80), ("sam", 80)]
    assert ledger.top_sellers(1) == [("ann", 80)]
