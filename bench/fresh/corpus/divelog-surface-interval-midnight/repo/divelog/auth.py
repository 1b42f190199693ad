"""Who may sign or edit which dive."""

from .models import Dive, Diver


def may_sign(actor: Diver, owner: Diver, dive: Dive) -> bool:
    """May `actor` sign `dive` of `owner`?

    Admins may sign any dive. Instructors may sign training dives of their own students and
    any dive of a certified diver (as a witness), but never their own dives. Nobody else signs.
    """
    if actor.role == "admin":
        return True
    if actor.role != "instructor" or actor.name == owner.name:
        return False
    if owner.role == "student":
        return dive.training and owner.instructor == actor.name
    return True


def may_edit(actor: Diver, owner: Diver, dive: Dive) -> bool:
    """Owners edit their unsigned dives; admins edit anything."""
    if actor.role == "admin":
        return True
    return actor.name == owner.name and dive.signed_by is None
