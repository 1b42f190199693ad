import pytest

from conftest import SAM
from routeset import GradeError, RouteBook, band_counts, grade_band, is_advanced, route_card


def test_every_band_starts_at_its_lowest_grade():
    assert [grade_band(v) for v in (3, 5, 8)] == ["intermediate", "advanced", "elite"]


def test_band_edges_on_both_sides():
    assert [grade_band(v) for v in range(0, 10)] == [
        "beginner", "beginner", "beginner", "intermediate", "intermediate",
        "advanced", "advanced", "advanced", "elite", "elite",
    ]


def test_v5_route_card_and_counts(book):
    assert route_card(book.get(2)) == "#2 cave blue V5 / 6c (advanced) by sam - spotter"
    assert band_counts(book) == {"beginner": 1, "advanced": 1, "intermediate": 1, "elite": 1}


def test_routes_in_bands_at_the_edges():
    b = RouteBook()
    for g in ("V2", "V3", "V4", "V7", "V8"):
        b.add(SAM, "slab", g, colour="white", day=1)
    assert [r.v for r in b.in_band("intermediate")] == [3, 4]
    assert [r.v for r in b.in_band("elite")] == [8]
    assert [is_advanced(v) for v in (4, 5, 8)] == [False, True, True]


def test_out_of_range_grades_are_rejected():
    for bad in (-1, 18, True, 2.0):
        with pytest.raises(GradeError):
            grade_band(bad)
        with pytest.raises(GradeError):
            is_advanced(bad)


def test_clear_grades_unchanged():
    assert [grade_band(v) for v in (0, 1, 6, 12, 17)] == ["beginner", "beginner", "advanced", "elite", "elite"]
    assert [is_advanced(v) for v in (0, 6, 17)] == [False, True, True]
    b = RouteBook()
    b.add(SAM, "slab", "V1", colour="white", day=1)
    b.add(SAM, "slab", "V6", colour="white", day=1)
    assert band_counts(b) == {"beginner": 1, "advanced": 1}
