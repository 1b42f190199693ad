"""Errors raised by crewroster."""


class RosterError(Exception):
    """Base class of every crewroster error."""


class PermissionDenied(RosterError):
    """The acting member may not do this."""


class UnknownName(RosterError, KeyError):
    """No member, shift or swap by that name."""

    def __str__(self):
        return str(self.args[0]) if self.args else "unknown name"


class RuleViolation(RosterError):
    """A change would break a roster rule; `problems` lists why."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("; ".join(self.problems))
