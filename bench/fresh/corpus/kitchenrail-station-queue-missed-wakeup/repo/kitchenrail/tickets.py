"""The ticket board: numbered tickets and their states (queued -> claimed -> done).

Ticket numbers are unique and consecutive; the board is shared by every thread.
"""

import threading
from dataclasses import dataclass

from .errors import TicketStateError, UnknownTicket


@dataclass
class Ticket:
    number: int
    table: str
    station: str
    items: tuple
    opened_at: float
    state: str = "queued"
    cook: str | None = None
    claimed_at: float | None = None
    done_at: float | None = None


class TicketBoard:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._tickets: dict[int, Ticket] = {}
        self._next = 1

    def open(self, table: str, station: str, items: list[str]) -> Ticket:
        with self._lock:
            number = self._next
            opened = self._clock.now()
            self._next = number + 1
            ticket = Ticket(number, table, station, tuple(items), opened)
            self._tickets[number] = ticket
        return ticket

    def _ticket(self, number: int) -> Ticket:
        # caller holds self._lock
        try:
            return self._tickets[number]
        except KeyError:
            raise UnknownTicket(number) from None

    def get(self, number: int) -> Ticket:
        with self._lock:
            return self._ticket(number)

    def claim(self, number: int, cook: str) -> Ticket:
        with self._lock:
            t = self._ticket(number)
            if t.state != "queued":
                raise TicketStateError(f"ticket {number} is {t.state}")
            t.state, t.cook, t.claimed_at = "claimed", cook, self._clock.now()
            return t

    def finish(self, number: int) -> Ticket:
        with self._lock:
            t = self._ticket(number)
            if t.state != "claimed":
                raise TicketStateError(f"ticket {number} is {t.state}")
            t.state, t.done_at = "done", self._clock.now()
            return t

    def unclaim(self, number: int) -> Ticket:
        with self._lock:
            t = self._ticket(number)
            if t.state != "claimed":
                raise TicketStateError(f"ticket {number} is {t.state}")
            t.state, t.cook, t.claimed_at = "queued", None, None
            return t

    def reassign(self, number: int, cook: str) -> Ticket:
        with self._lock:
            t = self._ticket(number)
            if t.state != "claimed":
                raise TicketStateError(f"ticket {number} is {t.state}")
            t.cook, t.claimed_at = cook, self._clock.now()
            return t

    def tickets(self, state: str | None = None, station: str | None = None) -> list[Ticket]:
        with self._lock:
            found = [t for t in self._tickets.values()
                     if (state is None or t.state == state) and (station is None or t.station == station)]
        return sorted(found, key=lambda t: t.number)

    def __len__(self) -> int:
        with self._lock:
            return len(self._tickets)
