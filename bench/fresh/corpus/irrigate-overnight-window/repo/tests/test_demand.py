import pytest

from irrigate import IrrigateError, Zone, cycle_count, litres, runtime_minutes, soak_span, split_cycles, water_need_mm


def test_zone_validation():
    with pytest.raises(IrrigateError):
        Zone("lawn", area_m2=0, flow_lpm=10)
    with pytest.raises(IrrigateError):
        Zone("lawn", area_m2=10, flow_lpm=10, crop="cactus")
    with pytest.raises(IrrigateError):
        Zone("front lawn", area_m2=10, flow_lpm=10)
    assert Zone("veg", 5, 5, crop="vegetables").coefficient == 1.0


def test_water_need():
    assert water_need_mm(5.0, 0.8) == 4.0
    assert water_need_mm(5.0, 0.8, rain_mm=2.5) == 2.0
    assert water_need_mm(2.0, 0.5, rain_mm=10) == 0.0
    with pytest.raises(IrrigateError):
        water_need_mm(-1, 0.8)


def test_litres_and_runtime(lawn):
    assert litres(lawn, 4.0) == 160.0
    assert runtime_minutes(lawn, 4.0) == 14
    assert runtime_minutes(lawn, 0) == 0


def test_split_cycles_even():
    assert split_cycles(30, 10) == [10, 10, 10]
    assert split_cycles(8, 10) == [8]
    assert split_cycles(0, 10) == []
    with pytest.raises(IrrigateError):
        split_cycles(10, 0)


def test_cycle_count_and_soak_span():
    assert cycle_count(30, 10) == 3
    assert cycle_count(0, 10) == 0
    assert soak_span(30, 10, 5) == 40
    assert soak_span(8, 10, 5) == 8


def test_by_name_rejects_duplicates(beds):
    from irrigate import by_name
    assert sorted(by_name(beds)) == ["hedge", "lawn", "veg"]
    with pytest.raises(IrrigateError):
        by_name(beds + [beds[0]])


def test_area_and_crops(beds):
    from irrigate import total_area, with_crop
    assert total_area(beds) == 72.0
    assert [z.name for z in with_crop(beds, "lawn")] == ["lawn"]
    assert with_crop(beds, "trees") == []
