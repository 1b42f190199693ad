"""Cooks, chefs and managers, and who may do what with a ticket.

A cook works the stations listed for them and may bump (finish) or send back only the tickets
they claimed themselves. A chef may bump, send back or reassign any ticket of their stations.
A manager may do all of it on every station.
"""

from dataclasses import dataclass

ROLES = ("cook", "chef", "manager")


@dataclass(frozen=True)
class Cook:
    name: str
    role: str = "cook"
    stations: frozenset = frozenset()

    def __post_init__(self):
        if not self.name.strip():
            raise ValueError("cook name must not be empty")
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}")
        object.__setattr__(self, "stations", frozenset(self.stations))

    def works(self, station: str) -> bool:
        return self.role == "manager" or station in self.stations


def may_handle(actor: Cook, ticket) -> bool:
    """May `actor` bump or send back `ticket`?"""
    if actor.role == "manager":
        return True
    if actor.role == "chef":
        return ticket.station in actor.stations
    return ticket.cook == actor.name


def may_reassign(actor: Cook, ticket) -> bool:
    return actor.role == "manager" or (actor.role == "chef" and ticket.station in actor.stations)
