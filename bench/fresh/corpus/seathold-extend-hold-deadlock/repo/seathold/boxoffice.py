"""The box office: the facade the agent threads use."""

import itertools
import threading
from dataclasses import dataclass

from .errors import Denied, SeatError
from .holds import Hold, HoldBook
from .sales import SalesStats
from .seats import SOLD, SeatMap, by_section
from .users import User, may_act_on, require
from .waitlist import Waitlist


@dataclass
class Order:
    id: str
    agent: str
    seats: tuple[str, ...]
    cents: int
    refunded: bool = False


class BoxOffice:
    def __init__(self, seats: SeatMap, clock, venue: str = "main", hold_ttl: float = 300.0):
        self.venue = venue
        self.seats = seats
        self.waitlist = Waitlist()
        self.holds = HoldBook(seats, clock, self.waitlist, hold_ttl)
        self.stats = SalesStats(clock)
        self._orders: dict[str, Order] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def _check_owner(self, user: User, owner: str) -> None:
        if not may_act_on(user, owner, self.venue):
            raise Denied(f"{user.name} may not act on what belongs to {owner}")

    def hold(self, user: User, seat_ids, ttl: float | None = None) -> Hold:
        require(user, "hold")
        if user.venue != self.venue and user.role != "admin":
            raise Denied(f"{user.name} works at {user.venue}, not {self.venue}")
        return self.holds.hold(user.name, seat_ids, ttl)

    def release_hold(self, user: User, hold_id: str) -> Hold:
        require(user, "release")
        self._check_owner(user, self.holds.get(hold_id).owner)
        return self.holds.release(hold_id)

    def buy(self, user: User, hold_id: str) -> Order:
        """Turn a live hold into an order; the hold's owner (or a supervisor) buys it."""
        require(user, "buy")
        self._check_owner(user, self.holds.get(hold_id).owner)
        hold = self.holds.claim(hold_id)
        self.seats.sell(hold.seats)
        cents = sum(self.seats.price(s) for s in hold.seats)
        with self._lock:
            order = Order(f"O{next(self._ids)}", hold.owner, hold.seats, cents)
            self._orders[order.id] = order
        for section, n in by_section(hold.seats).items():
            self.stats.record_sale(section, n, sum(self.seats.price(s) for s in hold.seats if s.startswith(section + "-")))
        return order

    def order(self, order_id: str) -> Order:
        with self._lock:
            try:
                return self._orders[order_id]
            except KeyError:
                raise SeatError(f"no such order: {order_id}") from None

    def refund(self, user: User, order_id: str) -> Order:
        """Refund an order: its seats are free again and offered to the waitlist."""
        require(user, "refund")
        order = self.order(order_id)
        self._check_owner(user, order.agent)
        with self._lock:
            if order.refunded:
                raise SeatError(f"order {order_id} was already refunded")
            order.refunded = True
        self.seats.free(order.seats, expected=SOLD)
        for section, n in by_section(order.seats).items():
            self.waitlist.release_seats(section, n)
            self.stats.record_refund(section, n, sum(self.seats.price(s) for s in order.seats if s.startswith(section + "-")))
        return order

    def wait_and_hold(self, user: User, section: str, timeout: float) -> Hold | None:
        """Hold the first free seat of `section`, waiting up to `timeout` seconds for one."""
        require(user, "hold")
        free = self.seats.free_seats(section)
        if not free:
            if not self.waitlist.wait_for_seat(section, timeout):
                return None
            free = self.seats.free_seats(section)
            if not free:
                return None
        return self.hold(user, free[:1])

    def orders_of(self, user: User) -> list[Order]:
        with self._lock:
            return [o for o in self._orders.values() if may_act_on(user, o.agent, self.venue)]
