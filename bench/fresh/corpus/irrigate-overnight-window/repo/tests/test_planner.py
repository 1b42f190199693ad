from irrigate import RainDelay, check_plan, parse_window, plan_day, render, totals


def test_plan_waters_dry_zones_in_order(beds):
    plan = plan_day(beds, {"lawn": 22.0, "veg": 31.0, "hedge": 25.0}, et_mm=5.0, rain_mm=0.0,
                    window=parse_window("05:00-08:00"))
    assert [e.zone for e in plan] == ["lawn", "veg"]
    assert plan[0].start == 300 and plan[0].cycles == (10, 4)
    assert plan[1].start == 300 + 14 + 10
    check_plan(plan, parse_window("05:00-08:00"))


def test_rain_reduces_the_plan(beds):
    plan = plan_day(beds, {"lawn": 22.0}, et_mm=5.0, rain_mm=5.0, window=parse_window("05:00-08:00"))
    assert plan == []


def test_zone_that_does_not_fit_is_skipped(beds):
    plan = plan_day(beds, {"lawn": 10.0, "veg": 10.0}, et_mm=5.0, rain_mm=0.0,
                    window=parse_window("05:00-05:20"))
    assert [e.zone for e in plan] == ["veg"]


def test_report(beds):
    plan = plan_day(beds, {"lawn": 22.0, "veg": 31.0}, et_mm=5.0, rain_mm=0.0,
                    window=parse_window("05:00-08:00"))
    text = render(plan)
    assert text.splitlines()[2] == "lawn at 05:00: 10+4 min, 160.0 L"
    assert totals(plan) == {"zones": 2, "minutes": 24, "litres": 220.0, "cycles": 3}
    assert "nothing to water" in render([])


def test_rain_delay():
    delay = RainDelay(threshold_mm=5, hours=24)
    delay.record_rain(10, 3)
    assert not delay.is_delayed(11)
    delay.record_rain(10, 6)
    assert delay.is_delayed(33.5) and not delay.is_delayed(34)
    assert delay.hours_left(30) == 4
    delay.clear()
    assert delay.hours_left(30) == 0.0


def test_check_plan_rejects_overlaps_and_early_starts():
    import pytest
    from irrigate import PlanEntry, ScheduleError
    w = parse_window("05:00-08:00")
    with pytest.raises(ScheduleError):
        check_plan([PlanEntry("a", 300, (10,), 1.0), PlanEntry("b", 305, (5,), 1.0)], w)
    with pytest.raises(ScheduleError):
        check_plan([PlanEntry("a", 290, (10,), 1.0)], w)


def test_longest_rain_delay_wins():
    delay = RainDelay(threshold_mm=5, hours=12)
    delay.record_rain(0, 20)
    delay.record_rain(-6, 8)
    assert delay.hours_left(1) == 11


def test_weekly_totals(beds):
    from irrigate import weekly
    mon = plan_day(beds, {"lawn": 22.0}, et_mm=5.0, rain_mm=0.0, window=parse_window("05:00-08:00"))
    out = weekly({"mon": mon, "tue": []})
    assert out["days"]["tue"]["zones"] == 0
    assert out["week"] == {"zones": 1, "minutes": 14, "litres": 160.0, "cycles": 2}


def test_rain_since():
    delay = RainDelay()
    delay.record_rain(1, 2.5)
    delay.record_rain(5, 1.25)
    assert delay.rain_since(0) == 3.8 and delay.rain_since(2) == 1.2
