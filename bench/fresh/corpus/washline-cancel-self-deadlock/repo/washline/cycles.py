"""Cycles: a program running on a machine until an end time read from a clock."""

import itertools
import threading
from dataclasses import dataclass

from .errors import MachineBusy, WashError
from .machines import MachineRegistry
from .programs import program
from .waitqueue import WaitQueue

MAX_EXTENSION = 30  # minutes one call to extend() may add


@dataclass
class Cycle:
    id: str
    owner: str
    machine: str
    kind: str
    program: str
    started: float
    ends_at: float

    @property
    def minutes(self) -> float:
        return (self.ends_at - self.started) / 60


class CycleBook:
    """The running cycles of a site. One lock guards the cycles; a cycle whose end time has come
    is finished (its machine released and offered to the queue) by the next operation that sees
    it."""

    def __init__(self, machines: MachineRegistry, clock, queue: WaitQueue):
        self._machines, self._clock, self._queue = machines, clock, queue
        self._cycles: dict[str, Cycle] = {}
        self._finished: list[Cycle] = []
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def _end_locked(self, cycle: Cycle) -> None:
        del self._cycles[cycle.id]
        self._machines.release(cycle.machine)
        self._queue.machine_freed(cycle.kind)

    def _finish_due_locked(self) -> list[Cycle]:
        now = self._clock.now()
        due = sorted((c for c in self._cycles.values() if c.ends_at <= now), key=lambda c: int(c.id[1:]))
        for cycle in due:
            self._end_locked(cycle)
        self._finished.extend(due)
        return due

    def _get_locked(self, cycle_id: str) -> Cycle:
        self._finish_due_locked()
        cycle = self._cycles.get(cycle_id)
        if cycle is None:
            raise WashError(f"cycle {cycle_id} has finished or does not exist")
        return cycle

    def start(self, owner: str, kind: str, program_name: str) -> Cycle:
        prog = program(program_name, kind)
        with self._lock:
            self._finish_due_locked()
            mid = self._machines.claim(kind)
            if mid is None:
                raise MachineBusy(f"no {kind} is idle")
            now = self._clock.now()
            cycle = Cycle(f"C{next(self._ids)}", owner, mid, kind, prog.name, now, now + prog.minutes * 60)
            self._cycles[cycle.id] = cycle
            return cycle

    def get(self, cycle_id: str) -> Cycle:
        with self._lock:
            return self._get_locked(cycle_id)

    def extend(self, cycle_id: str, minutes: int) -> Cycle:
        """Let a running cycle go on `minutes` longer (at most MAX_EXTENSION per call)."""
        if not 0 < minutes <= MAX_EXTENSION:
            raise WashError(f"extend by 1 to {MAX_EXTENSION} minutes")
        with self._lock:
            cycle = self._get_locked(cycle_id)
            cycle.ends_at = max(cycle.ends_at, self._clock.now()) + minutes * 60
            return cycle

    def remaining(self, cycle_id: str) -> float:
        """Minutes left until the cycle ends."""
        with self._lock:
            cycle = self.get(cycle_id)
            return (cycle.ends_at - self._clock.now()) / 60

    def stop(self, cycle_id: str) -> Cycle:
        """End a running cycle now; its machine is idle again and offered to the queue."""
        with self._lock:
            cycle = self._get_locked(cycle_id)
            self._end_locked(cycle)
            return cycle

    def cancel_all(self, owner: str) -> list[Cycle]:
        """End every running cycle of `owner` now; their machines are offered to the queue."""
        with self._lock:
            self._finish_due_locked()
            mine = sorted((c for c in self._cycles.values() if c.owner == owner), key=lambda c: int(c.id[1:]))
            for cycle in mine:
                self.stop(cycle.id)
            return mine

    def abort_on(self, mid: str) -> Cycle | None:
        """Drop the cycle running on machine `mid` without releasing the machine."""
        with self._lock:
            for cycle in list(self._cycles.values()):
                if cycle.machine == mid:
                    del self._cycles[cycle.id]
                    return cycle
            return None

    def finish_due(self) -> list[Cycle]:
        with self._lock:
            return self._finish_due_locked()

    def drain_finished(self) -> list[Cycle]:
        """Cycles that ran to their end since the last call, oldest first."""
        with self._lock:
            done, self._finished = self._finished, []
            return done

    def active(self) -> list[Cycle]:
        with self._lock:
            self._finish_due_locked()
            return sorted(self._cycles.values(), key=lambda c: int(c.id[1:]))
