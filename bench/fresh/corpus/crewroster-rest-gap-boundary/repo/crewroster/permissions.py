"""Who may change which roster."""


def may_manage(actor, crew):
    """Managers run their own crew's roster; admins run every crew."""
    return actor.role == "admin" or (actor.role == "manager" and actor.crew == crew)


def may_assign(actor, shift):
    """Managers and admins as above; a lead may also assign within the lead's own crew."""
    if may_manage(actor, shift.crew):
        return True
    return actor.role == "lead" and actor.crew == shift.crew


def may_approve_swap(actor, swap):
    """A manager of the shift's crew (or an admin) approves a swap, never one they are part of."""
    if actor.name in (swap.giver, swap.taker):
        return False
    return may_manage(actor, swap.shift.crew)


def may_cancel_swap(actor, swap):
    """The member who asked, or whoever may approve it."""
    if actor.name == swap.giver:
        return True
    return may_manage(actor, swap.shift.crew)
