import pytest

from conftest import run_together
from helpdesk import Agent, DeskStats, Helpdesk, ManualClock


def test_concurrent_handling_total():
    s = DeskStats(ManualClock(100.0, delay=0.02))
    run_together(6, lambda i: s.record_close("billing", opened_at=90.0))
    snap = s.snapshot()
    assert snap["closed"] == {"billing": 6}
    assert snap["handling"] == {"billing": 60.0}
    assert s.mean_handling("billing") == 10.0


def test_concurrent_reopens_are_counted():
    s = DeskStats(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: s.record_reopen("hr"))
    assert s.snapshot()["reopened"] == {"hr": 8}


def test_desk_closes_from_many_workers():
    clock = ManualClock(500.0)
    desk = Helpdesk(b"0123456789abcdef-test-secret", clock=clock)
    lead = Agent("lee", teams=("network",), role="lead")
    tickets = [desk.open_ticket(f"t{i}", team="network") for i in range(6)]
    clock.delay = 0.02
    run_together(6, lambda i: desk.close(lead, tickets[i].id))
    assert desk.stats.snapshot()["closed"] == {"network": 6}
    assert all(desk.store.get(t.id).status == "closed" for t in tickets)


def test_fractional_handling_times_are_kept():
    clock = ManualClock(100.0)
    s = DeskStats(clock)
    s.record_close("network", opened_at=99.75)
    s.record_close("network", opened_at=99.25)
    assert s.mean_handling("network") == pytest.approx(0.5)
    assert s.snapshot()["handling"] == {"network": pytest.approx(1.0)}


def test_counters_are_separate_per_team():
    clock = ManualClock(50.0)
    s = DeskStats(clock)
    s.record_claim("a")
    s.record_close("a", 20.0)
    s.record_close("b", 45.5)
    s.record_reopen("a")
    assert s.snapshot() == {
        "claims": {"a": 1},
        "closed": {"a": 1, "b": 1},
        "reopened": {"a": 1},
        "handling": {"a": 30.0, "b": 4.5},
    }


def test_sequential_updates_with_a_moving_clock():
    clock = ManualClock(0.0)
    s = DeskStats(clock)
    for i in range(4):
        clock.advance(2.5)
        s.record_close("x", opened_at=0.0)
    assert s.mean_handling("x") == pytest.approx(6.25)
