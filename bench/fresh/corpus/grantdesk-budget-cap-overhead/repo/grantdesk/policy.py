"""Who may do what. A reviewer must not review an application from their own institution,
nor one they applied for themselves."""

from .errors import Forbidden
from .people import same_institution


def conflicted(person, application) -> bool:
    return person == application.applicant or same_institution(
        person.institution, application.applicant.institution
    )


def may_review(person, application) -> bool:
    return person.role in ("reviewer", "chair") and not conflicted(person, application)


def may_decide(person) -> bool:
    return person.role == "chair"


def may_see_scores(person, application) -> bool:
    if person.role in ("chair", "admin"):
        return True
    return may_review(person, application)


def require(allowed: bool, what: str) -> None:
    if not allowed:
        raise Forbidden(what)
