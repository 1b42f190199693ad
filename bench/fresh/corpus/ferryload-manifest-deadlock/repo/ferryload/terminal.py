"""The terminal: ramp crews board and unload vehicles, holds keep space, officers close the ramp."""
import threading
from dataclasses import dataclass

from .crew import Crew, require
from .deck import Deck
from .errors import HoldError, InvalidInput, NoSpace, RampClosed
from .holds import HoldBook
from .tally import Tally
from .vehicles import Vehicle


@dataclass(frozen=True)
class BoardingPass:
    plate: str
    lane: str
    position: int    # 1 for the first vehicle of its lane


class Terminal:
    def __init__(self, deck: Deck, clock, holds: HoldBook | None = None):
        self.deck = deck
        self._clock = clock
        self.holds = holds or HoldBook(clock)
        self.tally = Tally()
        self._lock = threading.Lock()
        self._open = True
        self._log: list[tuple[str, str]] = []
        self.notices: list[str] = []

    def _report_locked(self, lane: str) -> str:
        plates = [p.vehicle.plate for p in self.deck.aboard() if p.lane == lane]
        return f"lane {lane}: {len(plates)} vehicles, {self.deck.free(lane)} m free"

    def lane_report(self, lane: str) -> str:
        with self._lock:
            return self._report_locked(lane)

    def board(self, crew: Crew, vehicle: Vehicle, lane: str, hold_id: int | None = None) -> BoardingPass:
        """Board a vehicle. Without a hold, space kept by others' active holds is not used."""
        require(crew, "board")
        with self._lock:
            if not self._open:
                raise RampClosed("the ramp is closed")
            if hold_id is not None:
                h = self.holds.claim(hold_id)
                if h.lane != lane or h.metres < vehicle.length:
                    raise HoldError(f"hold {hold_id} does not fit {vehicle.plate} in lane {lane}")
            elif self.deck.free(lane) - self.holds.held(lane) < vehicle.length:
                self.tally.turned_away()
                raise NoSpace(f"no unheld space for {vehicle.plate} in lane {lane}")
            self.deck.place(vehicle, lane)
            self.tally.boarded(vehicle.kind, vehicle.length)
            self._log.append(("board", vehicle.plate))
            position = sum(1 for p in self.deck.aboard() if p.lane == lane)
            if self.deck.free(lane) == 0:
                self.notices.append("full: " + self.lane_report(lane))
            return BoardingPass(vehicle.plate, lane, position)

    def unload(self, crew: Crew, plate: str) -> None:
        require(crew, "unload")
        with self._lock:
            lane = self.deck.lane_of(plate)
            if lane is None:
                raise InvalidInput(f"{plate} is not aboard")
            was_full = self.deck.free(lane) == 0
            self.deck.remove(plate)
            self._log.append(("unload", plate))
            if was_full:
                self.notices.append("space: " + self.lane_report(lane))

    def hold(self, crew: Crew, lane: str, kind_length: int) -> int:
        require(crew, "hold")
        with self._lock:
            if self.deck.free(lane) - self.holds.held(lane) < kind_length:
                raise NoSpace(f"no space to hold in lane {lane}")
            return self.holds.hold(lane, kind_length).id

    def board_when_space(self, crew: Crew, vehicle: Vehicle, lane: str, timeout: float) -> BoardingPass:
        """Wait (outside the terminal lock) until the lane has room, then board."""
        require(crew, "board")
        if not self.deck.wait_for_space(lane, vehicle.length, timeout):
            raise NoSpace(f"no space for {vehicle.plate} in lane {lane} within {timeout} s")
        return self.board(crew, vehicle, lane)

    def close(self, crew: Crew) -> None:
        require(crew, "close")
        with self._lock:
            self._open = False

    def reopen(self, crew: Crew) -> None:
        require(crew, "open")
        with self._lock:
            self._open = True

    def log(self) -> list[tuple[str, str]]:
        with self._lock:
            return list(self._log)

    def manifest(self) -> list[tuple[str, str, str, float]]:
        """(lane, plate, kind, boarding time) of every vehicle aboard."""
        return [(p.lane, p.vehicle.plate, p.vehicle.kind, p.at) for p in self.deck.aboard()]
