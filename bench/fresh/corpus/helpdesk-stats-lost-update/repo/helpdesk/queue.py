"""The claim queue: agents block until a ticket for one of their teams is available.

Tickets are handed out most urgent first, oldest first within a priority. Waiters share one
Condition; because a new ticket may suit only some of the waiting agents (other teams), every
change wakes all waiters and each one checks for itself.
"""

import threading
import time

from .agents import allowed
from .errors import ClaimTimeout, QueueClosed


class ClaimQueue:
    def __init__(self):
        self._cond = threading.Condition()
        self._tickets = []
        self._seq = 0
        self._waiting = 0
        self._closed = False

    def put(self, ticket) -> None:
        """Offer a ticket to the agents."""
        with self._cond:
            self._seq += 1
            self._tickets.append((ticket.priority, self._seq, ticket))
            self._cond.notify_all()

    def release(self, ticket) -> None:
        """Give a claimed ticket back; it goes ahead of the others of its priority."""
        with self._cond:
            self._tickets.append((ticket.priority, -self._seq, ticket))
            self._cond.notify_all()

    def _take_for(self, agent):
        candidates = [e for e in self._tickets if allowed(agent, "claim", e[2])]
        if not candidates:
            return None
        best = min(candidates, key=lambda e: (e[0], e[1]))
        self._tickets.remove(best)
        return best[2]

    def claim(self, agent, timeout: float | None = None):
        """The most urgent ticket the agent may claim; waits up to `timeout` seconds for one."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while True:
                ticket = self._take_for(agent)
                if ticket is not None:
                    return ticket
                if self._closed:
                    raise QueueClosed("queue closed")
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    raise ClaimTimeout(f"no ticket for {agent.name}")
                self._waiting += 1
                try:
                    self._cond.wait(remaining)
                finally:
                    self._waiting -= 1

    def waiting(self) -> int:
        """How many agents are blocked in claim() right now."""
        with self._cond:
            return self._waiting

    def pending(self) -> int:
        with self._cond:
            return len(self._tickets)

    def close(self) -> None:
        """Wake every waiter with QueueClosed; tickets still queued stay claimable."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
