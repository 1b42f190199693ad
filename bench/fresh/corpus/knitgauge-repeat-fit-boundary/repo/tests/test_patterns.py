import pytest

from conftest import ADAM, DANA, OLAF, RITA, TESS
from knitgauge import KnitError, NotFound, PermissionDenied


def test_publish_and_get(library):
    p = library.get(1)
    assert (p.title, p.designer, p.testing) == ("Harbour Pullover", "dana", True)
    assert [q.id for q in library.by_designer("olaf")] == [2]
    with pytest.raises(NotFound):
        library.get(9)


def test_only_designers_and_admins_publish(library):
    with pytest.raises(PermissionDenied):
        library.publish(TESS, "Socks", {})
    with pytest.raises(KnitError):
        library.publish(DANA, " ", {})
    assert library.publish(ADAM, "House Socks", {"M": 24}).designer == "adam"


def test_designer_edits_own_pattern(library):
    library.retitle(DANA, 1, "Harbour Sweater")
    library.set_size(DANA, 1, "XL", 120)
    assert library.get(1).title == "Harbour Sweater"
    assert library.get(1).sizes["XL"] == 120


def test_designer_cannot_edit_someone_elses_pattern(library):
    with pytest.raises(PermissionDenied):
        library.retitle(OLAF, 1, "Mine now")
    assert library.get(1).title == "Harbour Pullover"


def test_admin_edits_any_pattern(library):
    library.set_size(ADAM, 2, "S", 96)
    library.finish_testing(ADAM, 2)
    assert library.get(2).testing is False


def test_notes(library):
    library.add_note(TESS, 1, " row 12 is short by 2 sts ")
    library.add_note(DANA, 1, "fixed")
    assert library.get(1).notes == ["tess: row 12 is short by 2 sts", "dana: fixed"]
    with pytest.raises(PermissionDenied):
        library.add_note(RITA, 1, "nice")


def test_no_test_notes_after_testing(library):
    library.finish_testing(DANA, 1)
    with pytest.raises(PermissionDenied):
        library.add_note(TESS, 1, "late")
