"""The seat map: sections, prices and the status of every seat."""

import threading

from .errors import SeatError

FREE, HELD, SOLD = "free", "held", "sold"


def parse_seat(seat_id: str) -> tuple[str, int, int]:
    """'stalls-3-12' -> ('stalls', 3, 12)."""
    parts = seat_id.rsplit("-", 2)
    if len(parts) != 3 or not parts[0] or not parts[1].isdigit() or not parts[2].isdigit():
        raise SeatError(f"bad seat id: {seat_id!r}")
    return parts[0], int(parts[1]), int(parts[2])


class SeatMap:
    """Seats of a venue by section: {section: (rows, seats per row, price in cents)}."""

    def __init__(self, sections: dict[str, tuple[int, int, int]]):
        if not sections:
            raise ValueError("a seat map needs at least one section")
        self._prices: dict[str, int] = {}
        self._status: dict[str, str] = {}
        for name, (rows, per_row, cents) in sections.items():
            if rows < 1 or per_row < 1 or cents < 0:
                raise ValueError(f"bad section {name!r}")
            self._prices[name] = cents
            for r in range(1, rows + 1):
                for s in range(1, per_row + 1):
                    self._status[f"{name}-{r}-{s}"] = FREE
        self._lock = threading.Lock()

    def _known(self, seat_ids) -> list[str]:
        seat_ids = list(seat_ids)
        if not seat_ids:
            raise SeatError("no seats given")
        for seat in seat_ids:
            if seat not in self._status:
                raise SeatError(f"no such seat: {seat}")
        if len(set(seat_ids)) != len(seat_ids):
            raise SeatError("a seat is given twice")
        return seat_ids

    def _move(self, seat_ids, expected: str, to: str) -> list[str]:
        with self._lock:
            seats = self._known(seat_ids)
            wrong = [s for s in seats if self._status[s] != expected]
            if wrong:
                raise SeatError(f"not {expected}: {', '.join(wrong)}")
            for s in seats:
                self._status[s] = to
            return seats

    def take(self, seat_ids) -> list[str]:
        """Mark free seats held, all or none."""
        return self._move(seat_ids, FREE, HELD)

    def sell(self, seat_ids) -> list[str]:
        """Mark held seats sold, all or none."""
        return self._move(seat_ids, HELD, SOLD)

    def free(self, seat_ids, expected: str = HELD) -> list[str]:
        """Mark held (or, with expected=SOLD, sold) seats free again, all or none."""
        return self._move(seat_ids, expected, FREE)

    def status(self, seat_id: str) -> str:
        with self._lock:
            return self._status[self._known([seat_id])[0]]

    def price(self, seat_id: str) -> int:
        return self._prices[parse_seat(seat_id)[0]]

    def sections(self) -> list[str]:
        return sorted(self._prices)

    def free_seats(self, section: str) -> list[str]:
        """Free seats of a section, by row then seat number."""
        if section not in self._prices:
            raise SeatError(f"no such section: {section}")
        with self._lock:
            seats = [s for s, st in self._status.items() if st == FREE and parse_seat(s)[0] == section]
        return sorted(seats, key=parse_seat)

    def counts(self) -> dict[str, int]:
        with self._lock:
            out = {FREE: 0, HELD: 0, SOLD: 0}
            for st in self._status.values():
                out[st] += 1
            return out


def by_section(seat_ids) -> dict[str, int]:
    """How many of the seats are in each section."""
    out: dict[str, int] = {}
    for seat in seat_ids:
        section = parse_seat(seat)[0]
        out[section] = out.get(section, 0) + 1
    return out
