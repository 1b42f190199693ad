from seathold import ManualClock, SalesStats


def test_sales_and_revenue():
    s = SalesStats(ManualClock(50.0))
    s.record_sale("stalls", 2, 9000)
    s.record_sale("balcony", 1, 3000)
    s.record_sale("stalls", 1, 4500)
    assert s.snapshot()["sold"] == {"stalls": 3, "balcony": 1}
    assert (s.revenue(), s.revenue("stalls")) == (16500, 13500)
    assert s.snapshot()["last_sale"] == 50.0


def test_refunds():
    s = SalesStats(ManualClock(50.0))
    s.record_sale("stalls", 2, 9000)
    s.record_refund("stalls", 1, 4500)
    snap = s.snapshot()
    assert (snap["refunded"], snap["revenue"]) == ({"stalls": 1}, {"stalls": 4500})


def test_snapshot_is_a_copy():
    s = SalesStats(ManualClock(0.0))
    s.record_sale("stalls", 1, 4500)
    snap = s.snapshot()
    snap["sold"]["stalls"] = 99
    assert s.snapshot()["sold"] == {"stalls": 1}
