"""Racks: rows A, B, C, ... of numbered slots (A1, A2, ...)."""

import string

from .errors import CellarError


class Rack:
    def __init__(self, name: str, rows: int, cols: int):
        if not 1 <= rows <= 26 or cols < 1:
            raise ValueError(f"bad rack size: {rows} x {cols}")
        self.name = name
        self._order = [f"{string.ascii_uppercase[r]}{c}" for r in range(rows) for c in range(1, cols + 1)]
        self._slots: dict[str, str | None] = dict.fromkeys(self._order)

    def _known(self, slot: str) -> str:
        slot = slot.strip().upper()
        if slot not in self._slots:
            raise CellarError(f"no slot {slot} in rack {self.name}")
        return slot

    def put(self, slot: str, bottle_id: str) -> str:
        slot = self._known(slot)
        if self._slots[slot] is not None:
            raise CellarError(f"slot {self.name}/{slot} holds {self._slots[slot]}")
        self._slots[slot] = bottle_id
        return slot

    def take(self, slot: str) -> str:
        slot = self._known(slot)
        bottle_id = self._slots[slot]
        if bottle_id is None:
            raise CellarError(f"slot {self.name}/{slot} is empty")
        self._slots[slot] = None
        return bottle_id

    def where(self, bottle_id: str) -> str | None:
        return next((s for s, b in self._slots.items() if b == bottle_id), None)

    def free(self) -> list[str]:
        return [s for s in self._order if self._slots[s] is None]

    def next_free(self) -> str | None:
        free = self.free()
        return free[0] if free else None

    def used(self) -> int:
        return sum(b is not None for b in self._slots.values())
