"""Agents, roles and the permission check.

A role grants a set of actions. Except for admins, an action on a ticket is allowed only when
the ticket belongs to one of the agent's teams (an agent may be in several teams; the first one
is their home team, used for reporting only).
"""

from dataclasses import dataclass

from .errors import PermissionDenied

ROLES = {
    "agent": frozenset({"view", "claim", "comment"}),
    "lead": frozenset({"view", "claim", "comment", "assign", "close", "reopen"}),
    "admin": frozenset({"view", "claim", "comment", "assign", "close", "reopen", "delete"}),
}


@dataclass(frozen=True)
class Agent:
    name: str
    teams: tuple = ()
    role: str = "agent"

    def __post_init__(self):
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}")
        if isinstance(self.teams, str):
            raise TypeError("teams must be a tuple of team names, not a string")
        object.__setattr__(self, "teams", tuple(self.teams))

    @property
    def home_team(self) -> str | None:
        return self.teams[0] if self.teams else None


def _in_team(agent: Agent, ticket) -> bool:
    return agent.role == "admin" or ticket.team in agent.teams


def allowed(agent: Agent, action: str, ticket) -> bool:
    """Whether `agent` may perform `action` on `ticket`."""
    if action not in ROLES[agent.role]:
        return False
    return _in_team(agent, ticket)


def require(agent: Agent, action: str, ticket) -> None:
    """PermissionDenied unless `allowed`."""
    if not allowed(agent, action, ticket):
        raise PermissionDenied(f"{agent.name} may not {action} ticket {ticket.id} ({ticket.team})")


def visible_tickets(agent: Agent, tickets) -> list:
    """The tickets `agent` may view, in the given order."""
    if "view" not in ROLES[agent.role]:
        return []
    return [t for t in tickets if _in_team(agent, t)]
