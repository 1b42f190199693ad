import pytest

from grantdesk import Call, GrantDesk, Person

ALMA = Person("alma", "Uni Leiden")
BEN = Person("ben", "TU Delft")
CATO = Person("cato", "Uni Utrecht")
RIA = Person("ria", "TU Delft", "reviewer")
ROB = Person("rob", "Uni Groningen", "reviewer")
RUTH = Person("ruth", "KNAW", "reviewer")
CHAD = Person("chad", "NWO", "chair")
ADA = Person("ada", "NWO", "admin")

SMALL = [("staff", 40000), ("travel", 5000)]            # 45000 + 9000 = 54000
KIT = [("staff", 20000), ("equipment", 30000)]          # 50000 + 4000 = 54000


@pytest.fixture
def call():
    return Call("open-2026", money=150000, cap=100000)


@pytest.fixture
def desk(call):
    return GrantDesk(call)


def scored(desk, applicant, title, lines, *scores, reviewers=(ROB, RUTH, RIA)):
    app = desk.submit(applicant, title, lines)
    for reviewer, value in zip(reviewers, scores):
        desk.assign(CHAD, app.id, reviewer)
        desk.score(reviewer, app.id, value)
    return app
