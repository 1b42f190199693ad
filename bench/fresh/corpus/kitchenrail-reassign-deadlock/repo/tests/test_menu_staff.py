import pytest

from kitchenrail import Cook, UnknownItem, prep_seconds, split_by_station, station_of
from conftest import AMY, DOT, MAX


def test_station_of_and_unknown_items():
    assert station_of("fries") == "fryer"
    with pytest.raises(UnknownItem):
        station_of("pizza")


def test_split_by_station_keeps_first_appearance_order():
    groups = split_by_station(["soup", "steak", "fries", "burger", "salad"])
    assert list(groups) == ["stove", "grill", "fryer", "cold"]
    assert groups["grill"] == ["steak", "burger"]


def test_prep_seconds():
    assert prep_seconds(["steak", "burger"]) == 600
    assert prep_seconds([]) == 0


def test_cook_validation_and_stations():
    with pytest.raises(ValueError):
        Cook("", stations={"grill"})
    with pytest.raises(ValueError):
        Cook("x", role="owner")
    assert AMY.works("fryer") and not AMY.works("stove")
    assert MAX.works("pastry") and not DOT.works("stove")
