import pytest

from grantdesk import Forbidden, GrantError

from conftest import ADA, ALMA, BEN, CATO, CHAD, KIT, RIA, ROB, RUTH, SMALL, scored


def test_submit_numbers_and_checks(desk):
    a = desk.submit(ALMA, "Moss", SMALL)
    b = desk.submit(BEN, "Kelp", KIT)
    assert (a.id, b.id) == ("A001", "A002")
    assert desk.get("A002").title == "Kelp"
    with pytest.raises(GrantError):
        desk.submit(CATO, "Big", [("staff", 150000)])
    with pytest.raises(GrantError):
        desk.get("A009")


def test_assign_needs_the_chair(desk):
    app = desk.submit(ALMA, "Moss", SMALL)
    with pytest.raises(Forbidden):
        desk.assign(ROB, app.id, RUTH)
    desk.assign(CHAD, app.id, ROB)
    desk.assign(CHAD, app.id, ROB)
    assert app.reviewers == [ROB]


def test_a_reviewer_cannot_review_their_own_application(desk):
    app = desk.submit(RIA, "Own", SMALL)
    with pytest.raises(Forbidden):
        desk.assign(CHAD, app.id, RIA)


def test_entry_needs_enough_reviews(desk):
    app = scored(desk, ALMA, "Moss", SMALL, 8)
    with pytest.raises(GrantError):
        desk.entry(app)
    desk.assign(CHAD, app.id, RUTH)
    desk.score(RUTH, app.id, 7)
    e = desk.entry(app)
    assert (e.average, e.band, e.total) == (7.5, "fund", 54000)


def test_scores_are_private(desk):
    app = scored(desk, ALMA, "Moss", SMALL, 8, 7)
    assert desk.scores_of(ADA, app.id) == {"rob": 8.0, "ruth": 7.0}
    with pytest.raises(Forbidden):
        desk.scores_of(BEN, app.id)


def test_scores_are_validated_and_replaced(desk):
    app = desk.submit(ALMA, "Moss", SMALL)
    desk.assign(CHAD, app.id, ROB)
    with pytest.raises(GrantError):
        desk.score(ROB, app.id, 11)
    desk.score(ROB, app.id, 6)
    desk.score(ROB, app.id, 6.5)
    assert desk.scores_of(ROB, app.id) == {"rob": 6.5}


def test_reviewer_from_the_applicants_institution_is_refused(desk):
    app = desk.submit(BEN, "Kelp", SMALL)
    with pytest.raises(Forbidden):
        desk.assign(CHAD, app.id, RIA)
