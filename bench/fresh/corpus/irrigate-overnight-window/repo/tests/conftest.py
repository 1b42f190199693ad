import pytest

from irrigate import Zone


@pytest.fixture
def lawn():
    return Zone("lawn", area_m2=40, flow_lpm=12, crop="lawn", dry_below=30, max_cycle_min=10)


@pytest.fixture
def beds():
    return [
        Zone("lawn", area_m2=40, flow_lpm=12, crop="lawn", dry_below=30, max_cycle_min=10),
        Zone("veg", area_m2=12, flow_lpm=6, crop="vegetables", dry_below=35, max_cycle_min=15),
        Zone("hedge", area_m2=20, flow_lpm=8, crop="shrubs", dry_below=20, max_cycle_min=15),
    ]
