"""The kitchen facade used by front-of-house terminals and cook threads."""

import threading

from .errors import PermissionDenied
from .menu import STATIONS, prep_seconds, split_by_station
from .rail import StationRail
from .staff import Cook, may_handle, may_reassign
from .stats import KitchenStats
from .tickets import Ticket, TicketBoard


class Kitchen:
    def __init__(self, clock, stations=STATIONS):
        self.clock = clock
        self.board = TicketBoard(clock)
        self.stats = KitchenStats(clock)
        self.rails = {s: StationRail(s) for s in stations}
        self._cooks: dict[str, Cook] = {}
        self._cooks_lock = threading.Lock()

    def add_cook(self, cook: Cook) -> None:
        with self._cooks_lock:
            self._cooks[cook.name] = cook

    def cook(self, name: str) -> Cook:
        with self._cooks_lock:
            try:
                return self._cooks[name]
            except KeyError:
                raise PermissionDenied(f"{name} does not work here") from None

    def place_order(self, table: str, items: list[str]) -> list[Ticket]:
        """One ticket per station the order needs."""
        return self.place_orders([(table, items)])

    def place_orders(self, orders: list[tuple[str, list[str]]]) -> list[Ticket]:
        """Open the tickets of several orders and put them on the rails at once."""
        tickets = []
        for table, items in orders:
            for station, group in split_by_station(items).items():
                tickets.append(self.board.open(table, station, group))
        by_station: dict[str, list[int]] = {}
        for t in tickets:
            by_station.setdefault(t.station, []).append(t.number)
        for station, numbers in by_station.items():
            self.rails[station].put_many(numbers)
        return tickets

    def claim(self, cook: Cook, station: str, timeout: float = 0.0) -> Ticket | None:
        """Take the next ticket of a station the cook works; None if none came within `timeout`."""
        if not cook.works(station):
            raise PermissionDenied(f"{cook.name} does not work {station}")
        number = self.rails[station].take(timeout)
        if number is None:
            return None
        return self.board.claim(number, cook.name)

    def bump(self, actor: Cook, number: int) -> Ticket:
        """The ticket is cooked and goes out."""
        ticket = self.board.get(number)
        if not may_handle(actor, ticket):
            raise PermissionDenied(f"{actor.name} may not bump ticket {number}")
        ticket = self.board.finish(number)
        self.stats.record_bump(ticket.station, ticket.done_at - ticket.opened_at)
        return ticket

    def send_back(self, actor: Cook, number: int) -> Ticket:
        """Give a claimed ticket back: it goes to the front of its station's rail."""
        ticket = self.board.get(number)
        if not may_handle(actor, ticket):
            raise PermissionDenied(f"{actor.name} may not send back ticket {number}")
        ticket = self.board.unclaim(number)
        self.stats.record_send_back(ticket.station)
        self.rails[ticket.station].put_front(number)
        return ticket

    def reassign(self, actor: Cook, number: int, to_name: str) -> Ticket:
        """A chef (of the station) or a manager hands a claimed ticket to another cook."""
        ticket = self.board.get(number)
        if not may_reassign(actor, ticket):
            raise PermissionDenied(f"{actor.name} may not reassign ticket {number}")
        if not self.cook(to_name).works(ticket.station):
            raise PermissionDenied(f"{to_name} does not work {ticket.station}")
        return self.board.reassign(number, to_name)

    def close(self) -> None:
        for rail in self.rails.values():
            rail.close()

    def cook_load(self) -> dict[str, int]:
        """Claimed (being cooked) tickets per cook."""
        load: dict[str, int] = {}
        for t in self.board.tickets(state="claimed"):
            load[t.cook] = load.get(t.cook, 0) + 1
        return load

    def table_status(self, table: str) -> dict[str, list[int]]:
        """Ticket numbers of one table by state."""
        status: dict[str, list[int]] = {"queued": [], "claimed": [], "done": []}
        for t in self.board.tickets():
            if t.table == table:
                status[t.state].append(t.number)
        return status

    def late_tickets(self, grace: float = 1.5) -> list[int]:
        """Open tickets older than `grace` times their prep time, oldest first."""
        now = self.clock.now()
        late = [t for t in self.board.tickets() if t.state != "done"
                and now - t.opened_at > grace * prep_seconds(list(t.items))]
        return [t.number for t in sorted(late, key=lambda t: (t.opened_at, t.number))]
