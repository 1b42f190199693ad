"""The station facade used by many threads: start, stop, swap, evacuate, wait and start."""

import threading
import time

from .chargers import ChargerPool
from .errors import NoCharger, PermissionDenied, UnknownSession
from .meter import EnergyMeter
from .sessions import Session
from .users import User, may
from .waitqueue import WaitQueue


class Station:
    def __init__(self, pool: ChargerPool, clock, queue: WaitQueue | None = None,
                 meter: EnergyMeter | None = None):
        self.pool = pool
        self.clock = clock
        self.queue = queue or WaitQueue()
        self.meter = meter or EnergyMeter(clock)
        self._lock = threading.Lock()
        self._sessions: dict[int, Session] = {}
        self._next = 1

    # -- helpers (the caller holds self._lock) ------------------------------------------------
    def _active(self, session_id: int) -> Session:
        s = self._sessions.get(session_id)
        if s is None or not s.active:
            raise UnknownSession(f"no active session {session_id}")
        return s

    def _release(self, charger: str, site: str) -> None:
        self.pool.free(charger)
        self.queue.freed(site)

    def _end(self, s: Session) -> None:
        s.ended = self.clock.now()
        self._release(s.charger, s.site)
        self.meter.session_ended(s.site)

    # -- public -------------------------------------------------------------------------------
    def start(self, user: User, site: str) -> Session:
        if not may(user, "start", site):
            raise PermissionDenied(f"{user.name} may not charge at {site}")
        with self._lock:
            charger = self.pool.take(site)
            s = Session(self._next, user.name, site, charger, self.clock.now())
            self._sessions[s.id] = s
            self._next += 1
            return s

    def add_energy(self, session_id: int, kwh: float) -> None:
        with self._lock:
            s = self._active(session_id)
            s.kwh += kwh
        self.meter.add(s.site, s.charger, kwh)

    def stop(self, user: User, session_id: int) -> Session:
        with self._lock:
            s = self._active(session_id)
            own = s.driver == user.name and may(user, "stop_own", s.site)
            if not own and not may(user, "stop_any", s.site):
                raise PermissionDenied(f"{user.name} may not stop session {session_id}")
            self._end(s)
            return s

    def swap(self, user: User, session_id: int, charger: str) -> Session:
        """Move an active session to another free charger of the same site."""
        with self._lock:
            s = self._active(session_id)
            if not may(user, "swap", s.site):
                raise PermissionDenied(f"{user.name} may not move sessions at {s.site}")
            if self.pool.site_of(charger) != s.site:
                raise NoCharger(f"{charger} is not at {s.site}")
            old = s.charger
            s.charger = self.pool.take(s.site, charger)
            self._release(old, s.site)
            return s

    def set_offline(self, user: User, charger: str, offline: bool = True) -> None:
        site = self.pool.site_of(charger)
        if not may(user, "offline", site):
            raise PermissionDenied(f"{user.name} may not take chargers offline at {site}")
        with self._lock:
            if offline and any(s.active and s.charger == charger for s in self._sessions.values()):
                raise NoCharger(f"{charger} is in use")
            self.pool.set_offline(charger, offline)
        if not offline:
            self.queue.freed(site)

    def evacuate(self, user: User, site: str) -> list[Session]:
        """End every active session of `site` and take its chargers offline."""
        if not may(user, "evacuate", site):
            raise PermissionDenied(f"{user.name} may not evacuate {site}")
        with self._lock:
            ended = [s for s in self._sessions.values() if s.active and s.site == site]
            for s in ended:
                self._end(s)
            for c in self.pool.chargers(site):
                self.pool.set_offline(c)
            return ended

    def wait_and_start(self, user: User, site: str, timeout: float) -> Session | None:
        """Start at once when a charger is free, else wait up to `timeout` seconds for one."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                return self.start(user, site)
            except NoCharger:
                remaining = deadline - time.monotonic()
                if remaining <= 0 or not self.queue.wait(site, remaining):
                    return None

    def sessions_of(self, user: User) -> list[Session]:
        with self._lock:
            return [s for s in self._sessions.values() if s.driver == user.name]

    def active(self, site: str | None = None) -> list[Session]:
        with self._lock:
            return [s for s in self._sessions.values()
                    if s.active and (site is None or s.site == site)]
