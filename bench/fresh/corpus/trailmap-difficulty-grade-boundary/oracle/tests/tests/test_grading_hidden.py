from conftest import track_of
from trailmap import difficulty, steep_sections, track_difficulty


def test_every_band_starts_at_its_limit():
    assert difficulty(8.0) == "T2"
    assert difficulty(-8.0) == "T2"
    assert difficulty(25.0) == "T4"
    assert difficulty(15.0) == "T3"


def test_steep_sections_include_the_limit():
    assert steep_sections([15.0, 14.9, -15.0, 30.0]) == [0, 2, 3]
    assert steep_sections([5.0, 4.0], limit=5) == [0]


def test_track_at_exactly_a_limit():
    t = track_of([100, 108, 108])
    assert track_difficulty(t) == "T2"
    t = track_of([100, 125, 125])
    assert track_difficulty(t) == "T4"


def test_values_inside_bands_unchanged():
    for g, label in ((0, "T1"), (7.99, "T1"), (8.01, "T2"), (14.99, "T2"), (15.01, "T3"),
                     (24.99, "T3"), (25.01, "T4"), (-30, "T4"), (-3, "T1")):
        assert difficulty(g) == label
    assert steep_sections([14.99, 15.01, -14.99]) == [1]


def test_segment_grades_keep_one_decimal():
    from trailmap import segment_grades
    t = track_of([100, 110, 130, 120, 120.55])
    assert segment_grades(t) == [10.0, 20.0, -10.0, 0.6]
