import pytest

from grantdesk import Call, Forbidden, GrantDesk, Person, conflicted, may_review, may_see_scores

BEN = Person("ben", "TU Delft")
ALMA = Person("alma", "Uni Leiden")
RIA = Person("ria", "TU Delft", "reviewer")
REX = Person("rex", "  tu DELFT ", "reviewer")
ROB = Person("rob", "Uni Groningen", "reviewer")
RUTH = Person("ruth", "KNAW", "reviewer")
CORA = Person("cora", "TU Delft", "chair")
CHAD = Person("chad", "NWO", "chair")
LINES = [("staff", 40000), ("travel", 5000)]


class App:
    def __init__(self, applicant):
        self.applicant = applicant


@pytest.fixture
def desk():
    return GrantDesk(Call("open-2026", money=150000, cap=100000))


def test_conflicted_by_institution():
    assert conflicted(RIA, App(BEN))
    assert conflicted(REX, App(BEN))
    assert conflicted(CORA, App(BEN))
    assert not conflicted(ROB, App(BEN))
    assert conflicted(RIA, App(RIA))


def test_no_review_and_no_scores_with_a_conflict():
    assert not may_review(RIA, App(BEN))
    assert not may_review(REX, App(BEN))
    assert not may_review(CORA, App(BEN))
    assert not may_see_scores(RIA, App(BEN))
    assert may_see_scores(CORA, App(BEN))


def test_the_desk_refuses_conflicted_reviewers(desk):
    app = desk.submit(BEN, "Kelp", LINES)
    for reviewer in (RIA, REX, CORA):
        with pytest.raises(Forbidden):
            desk.assign(CHAD, app.id, reviewer)
    desk.assign(CHAD, app.id, ROB)
    desk.score(ROB, app.id, 8)
    with pytest.raises(Forbidden):
        desk.scores_of(RIA, app.id)
    assert app.reviewers == [ROB]


def test_reviewers_without_a_conflict(desk):
    app = desk.submit(ALMA, "Moss", LINES)
    for reviewer in (RIA, ROB, CORA):
        desk.assign(CHAD, app.id, reviewer)
        desk.score(reviewer, app.id, 7)
    assert desk.scores_of(RIA, app.id) == {"ria": 7.0, "rob": 7.0, "cora": 7.0}
    assert may_review(CHAD, App(BEN))


def test_only_assigned_reviewers_score(desk):
    app = desk.submit(ALMA, "Moss", LINES)
    desk.assign(CHAD, app.id, ROB)
    desk.score(ROB, app.id, 8)
    with pytest.raises(Forbidden):
        desk.score(RUTH, app.id, 9)
    assert desk.scores_of(CHAD, app.id) == {"rob": 8.0}
    own = desk.submit(RIA, "Own", LINES)
    with pytest.raises(Forbidden):
        desk.score(RIA, own.id, 9)
