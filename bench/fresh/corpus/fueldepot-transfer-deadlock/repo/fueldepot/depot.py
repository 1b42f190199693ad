"""The depot facade used by pump threads, delivery drivers and supervisors."""

import threading

from .errors import DepotError
from .meters import Meters
from .operators import Operator, require
from .sales import Ledger, Sale
from .tanks import Tank


class Depot:
    def __init__(self, site: str, grades: dict, clock):
        """`grades` maps a grade to (capacity, level, cents per litre)."""
        self.site = site
        self.clock = clock
        self.tanks = {g: Tank(g, cap, level, clock) for g, (cap, level, _) in grades.items()}
        self.prices = {g: price for g, (_, _, price) in grades.items()}
        self.meters = Meters(clock)
        self.ledger = Ledger()
        self._lock = threading.Lock()

    def _tank(self, grade: str) -> Tank:
        if grade not in self.tanks:
            raise DepotError(f"no {grade} at {self.site}")
        return self.tanks[grade]

    def dispense(self, op: Operator, pump: int, grade: str, litres: float, wait: float = 0.0) -> Sale:
        require(op, "dispense", self.site)
        tank = self._tank(grade)
        if wait > 0:
            tank.draw_when_available(litres, wait)
        else:
            tank.draw(litres)
        self.meters.record(grade, pump, litres)
        return self.ledger.add(op.name, self.site, pump, grade, litres, round(litres * self.prices[grade]))

    def deliver(self, op: Operator, grade: str, litres: float) -> float:
        require(op, "deliver", self.site)
        return self._tank(grade).fill(litres)

    def transfer(self, op: Operator, from_grade: str, to_grade: str, litres: float) -> None:
        require(op, "transfer", self.site)
        self._tank(from_grade).transfer_to(self._tank(to_grade), litres)

    def void(self, op: Operator, sale_id: int) -> Sale:
        """Cancel a whole sale: the fuel goes back to the tank. Supervisors of the site only."""
        sale = self.ledger.get(sale_id)
        require(op, "void", sale.site)
        with self._lock:
            if sale.status != "paid" or sale.refunded:
                raise DepotError(f"sale {sale_id} cannot be voided")
            sale.status = "void"
        self._tank(sale.grade).put_back(sale.litres)
        self.meters.reverse(sale.grade, sale.pump, sale.litres)
        return sale

    def refund(self, op: Operator, sale_id: int, litres: float) -> int:
        """Refund part of a sale; returns the cents paid back. Supervisors of the site only."""
        sale = self.ledger.get(sale_id)
        require(op, "refund", sale.site)
        with self._lock:
            if sale.status != "paid" or litres <= 0 or sale.refunded + litres > sale.litres:
                raise DepotError(f"cannot refund {litres} l of sale {sale_id}")
            sale.refunded += litres
        cents = round(litres * self.prices[sale.grade])
        self.meters.reverse(sale.grade, sale.pump, litres)
        return cents

    def set_price(self, op: Operator, grade: str, cents_per_litre: int) -> None:
        """Change a grade's price for the sales that follow. Supervisors of the site only."""
        require(op, "price", self.site)
        self._tank(grade)
        if cents_per_litre <= 0:
            raise DepotError("a price is positive")
        with self._lock:
            self.prices[grade] = cents_per_litre

    def low_tanks(self, percent: float = 20.0) -> list[str]:
        """Grades whose tank is at or below `percent` full, emptiest first."""
        levels = [(t.percent_full(), g) for g, t in self.tanks.items()]
        return [g for p, g in sorted(levels) if p <= percent]

    def sales_of(self, op: Operator, name: str) -> list[Sale]:
        """The sales an operator made; supervisors and auditors may look at anyone's."""
        if name != op.name:
            require(op, "report", self.site)
        return self.ledger.by_operator(name)

    def report(self, op: Operator) -> dict:
        require(op, "report", self.site)
        snap = self.meters.snapshot()
        snap["levels"] = {g: t.level for g, t in self.tanks.items()}
        snap["cents"] = self.ledger.total_cents()
        return snap
