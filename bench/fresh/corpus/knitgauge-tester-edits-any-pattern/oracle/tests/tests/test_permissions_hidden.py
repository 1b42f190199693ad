import pytest

from conftest import ADAM, DANA, OLAF, RITA, TESS
from knitgauge import PermissionDenied, can_edit, can_note


def test_tester_cannot_change_sizes(library):
    with pytest.raises(PermissionDenied):
        library.set_size(TESS, 1, "XL", 130)
    assert "XL" not in library.get(1).sizes


def test_tester_cannot_finish_testing(library):
    with pytest.raises(PermissionDenied):
        library.finish_testing(TESS, 2)
    assert library.get(2).testing is True


def test_tester_only_notes(library):
    library.add_note(TESS, 2, "sleeve cap fits")
    with pytest.raises(PermissionDenied):
        library.retitle(TESS, 2, "Fjord Jacket")
    assert (library.get(2).title, library.get(2).notes) == ("Fjord Cardigan", ["tess: sleeve cap fits"])


def test_designer_and_admin_edit(library):
    library.retitle(DANA, 1, "Harbour Sweater")
    library.set_size(ADAM, 2, "S", 96)
    library.finish_testing(DANA, 1)
    with pytest.raises(PermissionDenied):
        library.finish_testing(OLAF, 1)
    with pytest.raises(PermissionDenied):
        library.set_size(RITA, 2, "S", 90)
    assert (library.get(1).title, library.get(1).testing, library.get(2).sizes["S"]) == ("Harbour Sweater", False, 96)


def test_notes_and_rules(library):
    p = library.get(1)
    assert (can_edit(TESS, p), can_note(TESS, p), can_edit(ADAM, p), can_note(RITA, p)) == (False, True, True, False)
    library.finish_testing(ADAM, 1)
    with pytest.raises(PermissionDenied):
        library.add_note(TESS, 1, "late")
    library.add_note(DANA, 1, "done")
    assert library.get(1).notes == ["dana: done"]
