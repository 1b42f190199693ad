"""The bike-share facade used by the request threads."""

from .errors import PermissionDenied, UnknownRental
from .network import Move, StationNetwork
from .rentals import Rental, RentalBook
from .riders import Rider, authorize
from .stats import TripStats


class DockService:
    def __init__(self, network: StationNetwork, clock, stats: TripStats | None = None):
        self.network = network
        self.rentals = RentalBook(clock)
        self.stats = stats or TripStats(clock)

    def rent(self, rider: Rider, station_id: str) -> Rental:
        authorize(rider, "rent")
        station = self.network.get(station_id)
        station.take()
        self.stats.record_start(station.id)
        return self.rentals.start(rider.name, rider.role, station.id)

    def wait_and_rent(self, rider: Rider, station_id: str, timeout: float = 5.0) -> Rental:
        authorize(rider, "rent")
        station = self.network.get(station_id)
        station.wait_take(timeout)
        self.stats.record_start(station.id)
        return self.rentals.start(rider.name, rider.role, station.id)

    def return_bike(self, rider: Rider, rental_id: int, station_id: str) -> Rental:
        authorize(rider, "return")
        rental = self.rentals.get(rental_id)
        if rental.rider != rider.name and rider.role != "admin":
            raise UnknownRental(f"rental {rental_id} is not {rider.name}'s")
        station = self.network.get(station_id)
        station.put()
        rental = self.rentals.finish(rental_id, station.id)
        self.stats.record_end(station.id, rental.minutes, rental.cents)
        return rental

    def rebalance(self, rider: Rider, src_id: str, dst_id: str, n: int) -> Move:
        for station_id in (src_id, dst_id):
            authorize(rider, "rebalance", self.network.get(station_id).zone)
        return self.network.transfer(src_id, dst_id, n)

    def restock(self, rider: Rider, station_id: str, n: int) -> int:
        station = self.network.get(station_id)
        authorize(rider, "restock", station.zone)
        station.restock(n)
        return station.bikes

    def stations_for(self, rider: Rider) -> list[str]:
        """The ids of the stations a member of staff looks after (all of them for an admin)."""
        if rider.role == "rider":
            raise PermissionDenied(f"{rider.name} looks after no stations")
        return [s.id for s in self.network.stations()
                if rider.role == "admin" or rider.zone in ("*", s.zone)]

    def report(self) -> dict:
        snap = self.stats.snapshot()
        snap["bikes"] = {s.id: s.bikes for s in self.network.stations()}
        snap["open_rentals"] = len(self.rentals.open_rentals())
        return snap
