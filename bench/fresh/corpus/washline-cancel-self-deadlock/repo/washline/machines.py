"""The machines of a site and the state of each one."""

import threading

from .errors import WashError
from .programs import KINDS

IDLE, RUNNING, OUT_OF_ORDER = "idle", "running", "out of order"


class MachineRegistry:
    """Machines by id: washers W1, W2, ... and dryers D1, D2, ..."""

    def __init__(self, counts: dict[str, int]):
        self._kind: dict[str, str] = {}
        self._state: dict[str, str] = {}
        for kind, n in counts.items():
            if kind not in KINDS or n < 0:
                raise ValueError(f"bad machine count: {kind}={n}")
            for i in range(1, n + 1):
                mid = f"{kind[0].upper()}{i}"
                self._kind[mid], self._state[mid] = kind, IDLE
        if not self._kind:
            raise ValueError("a site needs at least one machine")
        self._lock = threading.Lock()

    def _known(self, mid: str) -> str:
        if mid not in self._kind:
            raise WashError(f"no such machine: {mid}")
        return mid

    def kind(self, mid: str) -> str:
        return self._kind[self._known(mid)]

    def claim(self, kind: str) -> str | None:
        """Mark the idle machine of `kind` with the lowest number running; None if none is idle."""
        with self._lock:
            idle = [m for m, k in self._kind.items() if k == kind and self._state[m] == IDLE]
            if not idle:
                return None
            mid = min(idle, key=lambda m: int(m[1:]))
            self._state[mid] = RUNNING
            return mid

    def _move(self, mid: str, expected: tuple[str, ...], to: str) -> None:
        with self._lock:
            state = self._state[self._known(mid)]
            if state not in expected:
                raise WashError(f"{mid} is {state}")
            self._state[mid] = to

    def release(self, mid: str) -> None:
        """A running machine is idle again."""
        self._move(mid, (RUNNING,), IDLE)

    def out_of_order(self, mid: str) -> None:
        self._move(mid, (IDLE, RUNNING), OUT_OF_ORDER)

    def repair(self, mid: str) -> None:
        self._move(mid, (OUT_OF_ORDER,), IDLE)

    def state(self, mid: str) -> str:
        with self._lock:
            return self._state[self._known(mid)]

    def idle(self, kind: str) -> list[str]:
        with self._lock:
            return sorted((m for m, k in self._kind.items() if k == kind and self._state[m] == IDLE),
                          key=lambda m: int(m[1:]))

    def counts(self) -> dict[str, int]:
        with self._lock:
            out = {IDLE: 0, RUNNING: 0, OUT_OF_ORDER: 0}
            for state in self._state.values():
                out[state] += 1
            return out
