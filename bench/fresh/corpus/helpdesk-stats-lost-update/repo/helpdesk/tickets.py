"""Tickets and a thread-safe ticket store."""

import itertools
import threading
from dataclasses import dataclass, field

from .errors import NotFound

PRIORITIES = (1, 2, 3, 4)  # 1 is the most urgent


@dataclass
class Ticket:
    id: int
    title: str
    team: str
    priority: int = 3
    status: str = "open"
    assignee: str | None = None
    opened_at: float = 0.0
    history: list = field(default_factory=list)


class TicketStore:
    """Tickets by id. Every method holds the store lock, so workers may share one store."""

    def __init__(self):
        self._lock = threading.Lock()
        self._tickets: dict[int, Ticket] = {}
        self._ids = itertools.count(1)

    def create(self, title: str, team: str, priority: int = 3, opened_at: float = 0.0) -> Ticket:
        if not title.strip():
            raise ValueError("a ticket needs a title")
        if priority not in PRIORITIES:
            raise ValueError(f"priority must be one of {PRIORITIES}")
        with self._lock:
            t = Ticket(next(self._ids), title.strip(), team, priority, opened_at=opened_at)
            self._tickets[t.id] = t
            return t

    def get(self, ticket_id: int) -> Ticket:
        with self._lock:
            try:
                return self._tickets[ticket_id]
            except KeyError:
                raise NotFound(ticket_id) from None

    def update(self, ticket_id: int, note: str, **changes) -> Ticket:
        """Change fields of a ticket and append `note` to its history, atomically."""
        with self._lock:
            if ticket_id not in self._tickets:
                raise NotFound(ticket_id)
            t = self._tickets[ticket_id]
            for key, value in changes.items():
                if not hasattr(t, key) or key in ("id", "history"):
                    raise AttributeError(key)
                setattr(t, key, value)
            t.history.append(note)
            return t

    def all(self) -> list[Ticket]:
        with self._lock:
            return list(self._tickets.values())
