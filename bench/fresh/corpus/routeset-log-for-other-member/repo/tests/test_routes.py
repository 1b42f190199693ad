import pytest

from conftest import ADA, ANN, SAM, TIA
from routeset import NotFound, PermissionDenied, RouteError


def test_add_reads_either_notation(book):
    assert [(r.id, r.wall, r.v) for r in book.all()] == [
        (1, "slab", 1), (2, "cave", 5), (3, "cave", 4), (4, "roof", 9),
    ]


def test_add_checks(book):
    with pytest.raises(PermissionDenied):
        book.add(ANN, "slab", "V2", colour="pink", day=5)
    with pytest.raises(RouteError):
        book.add(SAM, "ceiling", "V2", colour="pink", day=5)
    with pytest.raises(NotFound):
        book.get(99)


def test_retire_by_setter_and_admin(book):
    assert book.retire(SAM, 1).retired
    with pytest.raises(PermissionDenied):
        book.retire(SAM, 3)
    book.retire(ADA, 3)
    assert [r.id for r in book.active()] == [2, 4]


def test_active_by_wall_and_band(book):
    assert [r.id for r in book.active("cave")] == [2, 3]
    assert [r.id for r in book.in_band("elite")] == [4]
    assert [r.id for r in book.in_band("beginner")] == [1]
    book.retire(TIA, 4)
    assert book.in_band("elite") == []
