from kitchenrail import Kitchen, KitchenStats, ManualClock, TicketBoard
from conftest import run_together


def test_concurrent_bumps_are_all_counted():
    s = KitchenStats(ManualClock(50.0, delay=0.02))
    run_together(8, lambda i: s.record_bump("fryer", 120))
    assert s.done("fryer") == 8


def test_concurrent_orders_through_the_kitchen():
    k = Kitchen(ManualClock(0.0, delay=0.02))
    workers = run_together(8, lambda i: k.place_order(f"T{i}", ["steak"])[0].number)
    assert sorted(w.result for w in workers) == list(range(1, 9))
    assert (len(k.board), len(k.rails["grill"])) == (8, 8)


def test_concurrent_bumps_in_two_stations():
    s = KitchenStats(ManualClock(50.0, delay=0.02))
    run_together(8, lambda i: s.record_bump("grill" if i % 2 else "fryer", 100))
    assert (s.done("grill"), s.done("fryer"), s.done()) == (4, 4, 8)
    assert (s.average_seconds("grill"), s.average_seconds("fryer")) == (100.0, 100.0)


def test_numbers_and_times_with_a_moving_clock():
    clock = ManualClock(10.0)
    board = TicketBoard(clock)
    a = board.open("T1", "grill", ["steak"])
    clock.advance(5)
    b = board.open("T2", "cold", ["salad"])
    assert [(t.number, t.opened_at) for t in (a, b)] == [(1, 10.0), (2, 15.0)]
    assert [t.number for t in board.tickets()] == [1, 2]


def test_stats_with_a_moving_clock():
    clock = ManualClock(10.0)
    s = KitchenStats(clock)
    s.record_bump("grill", 300)
    clock.advance(60)
    s.record_bump("grill", 500)
    assert s.snapshot() == {"done": {"grill": 2}, "sent_back": {}, "last_bump": 70.0}
    assert s.average_seconds("grill") == 400.0
