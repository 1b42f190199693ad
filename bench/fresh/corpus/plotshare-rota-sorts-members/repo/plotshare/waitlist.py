"""Waiting lists per garden, first come first served."""

from datetime import date

from .allocations import Allocations
from .errors import PlotError


class Waitlist:
    def __init__(self, book: Allocations):
        self.book = book
        self._queues: dict[str, list[tuple[date, str]]] = {}

    def join(self, garden: str, member: str, on: date) -> int:
        """Put `member` on the list of `garden`; returns their position (1 = next).
        Members who already hold as many plots as allowed cannot join."""
        held = len(self.book.plots_of(member))
        if held >= self.book.max_plots:
            raise PlotError(f"{member} already holds {held} plots")
        queue = self._queues.setdefault(garden, [])
        if any(m == member for _, m in queue):
            raise PlotError(f"{member} is already waiting for garden {garden}")
        queue.append((on, member))
        queue.sort(key=lambda x: x[0])
        return self.position(garden, member)

    def position(self, garden: str, member: str) -> int:
        for i, (_, m) in enumerate(self._queues.get(garden, []), start=1):
            if m == member:
                return i
        raise PlotError(f"{member} is not waiting for garden {garden}")

    def leave(self, garden: str, member: str) -> None:
        queue = self._queues.get(garden, [])
        self._queues[garden] = [(d, m) for d, m in queue if m != member]

    def next_up(self, garden: str) -> str | None:
        queue = self._queues.get(garden, [])
        return queue[0][1] if queue else None

    def waiting(self, garden: str) -> list[str]:
        return [m for _, m in self._queues.get(garden, [])]

    def offer_next(self, actor, garden: str) -> tuple[str, str] | None:
        """Give the first free plot of `garden` to the first member waiting for it; returns
        (plot id, member) or None when nobody waits or no plot is free."""
        free = self.book.free_plots(garden)
        member = self.next_up(garden)
        if not free or member is None:
            return None
        self.book.assign(actor, free[0], member)
        self.leave(garden, member)
        return free[0], member

    def waiting_since(self, garden: str, member: str) -> date:
        for d, m in self._queues.get(garden, []):
            if m == member:
                return d
        raise PlotError(f"{member} is not waiting for garden {garden}")

    def all_waiting(self) -> dict[str, list[str]]:
        """Every garden with somebody waiting, and who waits there."""
        return {g: [m for _, m in q] for g, q in sorted(self._queues.items()) if q}
