from irrigate import Zone, dry_zones, needs_water, parse_window, plan_day


def test_dry_zones_include_zones_at_the_threshold(beds):
    assert dry_zones(beds, {"lawn": 30.0, "veg": 35.0, "hedge": 20.0}) == ["hedge", "lawn", "veg"]


def test_plan_waters_a_zone_at_its_threshold(beds):
    plan = plan_day(beds, {"veg": 35.0}, et_mm=5.0, rain_mm=0.0, window=parse_window("05:00-06:00"))
    assert [(e.zone, e.cycles) for e in plan] == [("veg", (10,))]


def test_threshold_of_other_zones():
    assert needs_water(Zone("roses", 5, 5, crop="shrubs", dry_below=42.5), 42.5)
    assert needs_water(Zone("pots", 1, 2, dry_below=0), 0.0)


def test_values_next_to_the_threshold(lawn, beds):
    assert needs_water(lawn, 29.9)
    assert not needs_water(lawn, 30.05)
    assert not needs_water(lawn, 30.1)
    assert dry_zones(beds, {"lawn": 30.05, "veg": 35.1, "hedge": 20.01}) == []


def test_driest_first_with_ties_by_name(beds):
    assert dry_zones(beds, {"veg": 10.0, "lawn": 10.0, "hedge": 19.0}) == ["lawn", "veg", "hedge"]
