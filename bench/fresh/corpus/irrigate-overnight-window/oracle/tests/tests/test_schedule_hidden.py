from irrigate import Zone, crosses_midnight, duration, in_window, minutes_until_open, parse_window, plan_day


def test_overnight_duration_and_long_windows():
    assert duration(parse_window("22:00-02:00")) == 240
    assert duration(parse_window("23:30-00:15")) == 45
    w = parse_window("19:00-13:00")
    assert duration(w) == 1080
    assert in_window(w, 750) and in_window(w, 1200) and not in_window(w, 790)


def test_window_ending_at_midnight():
    w = parse_window("22:00-00:00")
    assert in_window(w, 1439) and in_window(w, 1320)
    assert not in_window(w, 0) and not in_window(w, 1319)
    assert duration(w) == 120


def test_minutes_until_open_overnight():
    w = parse_window("22:00-02:00")
    assert minutes_until_open(w, 30) == 0
    assert minutes_until_open(w, 1260) == 60
    assert minutes_until_open(w, 120) == 1200


def test_plan_in_an_overnight_window(lawn):
    plan = plan_day([lawn], {"lawn": 22.0}, et_mm=5.0, rain_mm=0.0, window=parse_window("23:50-01:00"))
    assert [e.describe() for e in plan] == ["lawn at 23:50: 10+4 min, 160.0 L"]


def test_daytime_windows_and_window_fields():
    w = parse_window("05:00-07:00")
    assert duration(w) == 120 and not crosses_midnight(w)
    assert [in_window(w, m) for m in (299, 300, 419, 420, 1740)] == [False, True, True, False, True]
    whole = parse_window("00:00-23:59")
    assert duration(whole) == 1439 and in_window(whole, 1438) and not in_window(whole, 1439)
    night = parse_window("22:00-02:00")
    assert (night.start, night.end, str(night)) == (1320, 120, "22:00-02:00")
    assert crosses_midnight(night)


def test_plan_in_a_daytime_window(beds):
    plan = plan_day(beds, {"lawn": 22.0, "veg": 31.0}, et_mm=5.0, rain_mm=0.0, window=parse_window("05:00-05:40"))
    assert [(e.zone, e.start, e.cycles) for e in plan] == [("lawn", 300, (10, 4)), ("veg", 324, (10,))]
