from grantdesk import GrantError, Person, may_decide, may_review, may_see_scores, same_institution

import pytest

from conftest import ADA, ALMA, BEN, CHAD, RIA, ROB


class App:
    def __init__(self, applicant):
        self.applicant = applicant


def test_people():
    with pytest.raises(GrantError):
        Person("x", "Y", "dean")
    with pytest.raises(GrantError):
        Person(" ", "Y")


def test_same_institution_ignores_case_and_spaces():
    assert same_institution("TU Delft", " tu delft ")
    assert not same_institution("TU Delft", "TU Eindhoven")


def test_reviewers_and_roles():
    assert may_review(ROB, App(ALMA))
    assert may_review(CHAD, App(ALMA))
    assert not may_review(ALMA, App(BEN))
    assert not may_review(ADA, App(ALMA))
    assert may_decide(CHAD) and not may_decide(ROB) and not may_decide(ADA)


def test_who_sees_scores():
    assert may_see_scores(ADA, App(ALMA))
    assert may_see_scores(RIA, App(ALMA))
    assert not may_see_scores(BEN, App(ALMA))
