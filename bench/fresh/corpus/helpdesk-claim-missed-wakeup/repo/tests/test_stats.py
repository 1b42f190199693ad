from helpdesk import DeskStats, ManualClock


def test_counters_and_mean_handling():
    clock = ManualClock(100.0)
    s = DeskStats(clock)
    s.record_claim("network")
    s.record_close("network", opened_at=40.0)
    clock.advance(20)
    s.record_close("network", opened_at=100.0)
    assert s.snapshot()["closed"] == {"network": 2}
    assert s.mean_handling("network") == 40.0
    assert s.mean_handling("billing") is None


def test_reopen_counter():
    s = DeskStats(ManualClock(5.0))
    s.record_reopen("billing")
    s.record_reopen("billing")
    assert s.snapshot()["reopened"] == {"billing": 2}


def test_snapshot_is_a_copy():
    s = DeskStats(ManualClock())
    s.record_claim("hr")
    snap = s.snapshot()
    snap["claims"]["hr"] = 99
    assert s.snapshot()["claims"] == {"hr": 1}
