"""Who may do what, and how many plots a member may hold."""

from .members import Member

MAX_PLOTS = 2


def coordinates(actor: Member, garden: str) -> bool:
    """True if `actor` is the coordinator of `garden`."""
    return actor.role == "coordinator" and actor.garden == garden


def can_assign(actor: Member, garden: str) -> bool:
    """Admins assign plots in every garden; a coordinator only in their own garden."""
    if actor.is_admin:
        return True
    return actor.role == "coordinator" and actor.garden == garden


def can_release(actor: Member, holder: str, garden: str) -> bool:
    """The holder may give up their own plot; otherwise as for assigning."""
    if actor.is_admin or actor.name == holder:
        return True
    return actor.role == "coordinator" and actor.garden == garden


def may_take_another(held: int, limit: int = MAX_PLOTS) -> bool:
    """A member holding `held` plots may be given one more while below the limit."""
    return held < limit
