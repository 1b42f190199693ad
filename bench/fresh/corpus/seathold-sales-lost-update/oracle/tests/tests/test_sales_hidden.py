from conftest import run_together
from seathold import ManualClock, SalesStats


def test_concurrent_refunds_are_all_counted():
    s = SalesStats(ManualClock(100.0, delay=0.02))
    for _ in range(8):
        s.record_sale("stalls", 1, 4500)
    run_together(8, lambda i: s.record_refund("stalls", 1, 4500))
    assert s.snapshot()["refunded"] == {"stalls": 8}


def test_concurrent_sales_in_two_sections():
    s = SalesStats(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: s.record_sale("stalls" if i % 2 else "balcony", 2, 100))
    assert s.snapshot()["sold"] == {"stalls": 8, "balcony": 8}


def test_sales_and_refunds_at_the_same_time():
    s = SalesStats(ManualClock(100.0, delay=0.02))
    for _ in range(4):
        s.record_sale("balcony", 1, 3000)
    run_together(8, lambda i: s.record_sale("balcony", 1, 3000) if i % 2 else s.record_refund("balcony", 1, 3000))
    snap = s.snapshot()
    assert (snap["sold"], snap["refunded"]) == ({"balcony": 8}, {"balcony": 4})


def test_sequential_updates_with_a_moving_clock():
    clock = ManualClock(10.0)
    s = SalesStats(clock)
    s.record_sale("stalls", 3, 13500)
    clock.advance(5)
    s.record_refund("stalls", 1, 4500)
    clock.advance(5)
    s.record_sale("balcony", 1, 3000)
    snap = s.snapshot()
    assert (snap["last_sale"], snap["last_refund"]) == (20.0, 15.0)
    assert snap["sold"] == {"stalls": 3, "balcony": 1}
    assert (s.revenue("stalls"), s.revenue()) == (9000, 12000)


def test_refunds_leave_the_sold_counts():
    s = SalesStats(ManualClock(50.0))
    s.record_sale("stalls", 2, 9000)
    s.record_refund("stalls", 1, 4500)
    assert s.snapshot()["sold"] == {"stalls": 2}
    assert s.snapshot()["revenue"] == {"stalls": 4500}
