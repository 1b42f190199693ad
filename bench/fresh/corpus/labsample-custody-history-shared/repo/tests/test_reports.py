from datetime import date

from labsample import Box, Sample, box_map, expiring_soon, inventory, volume_by_kind


def make(sid, kind, group, collected=date(2024, 1, 1), status="stored", volume=100):
    return Sample(sid, kind, volume, collected, group, status=status)


SAMPLES = [
    make("LS-2024-00001", "blood", "virology", volume=250),
    make("LS-2024-00002", "swab", "virology"),
    make("LS-2024-00003", "blood", "genomics", volume=80.5),
    make("LS-2024-00004", "blood", "virology", status="disposed"),
]


def test_inventory_and_volumes():
    assert inventory(SAMPLES) == {"genomics": {"blood": 1}, "virology": {"blood": 1, "swab": 1}}
    assert volume_by_kind(SAMPLES) == {"blood": 330.5, "swab": 100.0}


def test_box_map():
    box = Box("tiny", rows=2, cols=3)
    box.place("s1", "A2")
    box.place("s2", "B3")
    assert box_map(box) == "  123\nA .#.\nB ..#"


def test_expiring_soon():
    assert expiring_soon(SAMPLES, date(2024, 3, 10)) == [("LS-2024-00002", 21)]
    assert expiring_soon(SAMPLES, date(2024, 3, 10), within_days=10) == []
