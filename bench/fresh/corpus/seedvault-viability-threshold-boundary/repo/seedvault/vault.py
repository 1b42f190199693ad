"""The vault: lots, tests, withdrawals and reservations, with a ledger of every movement."""

from dataclasses import dataclass

from . import people
from .errors import PermissionDenied, StockError, ValidationError
from .germination import GerminationTest
from .lots import Lot, sort_key, split_lot
from .policy import Policy


@dataclass(frozen=True)
class Movement:
    kind: str
    lot_id: str
    person: str
    seeds: int
    purpose: str = ""


class Vault:
    def __init__(self, policy: Policy | None = None):
        self.policy = policy or Policy()
        self._lots: dict[str, Lot] = {}
        self.ledger: list[Movement] = []

    # -- lots -------------------------------------------------------------
    def add_lot(self, person, lot: Lot) -> Lot:
        if not people.may_curate(person):
            raise PermissionDenied(f"{person.name} may not add lots")
        if lot.lot_id in self._lots:
            raise ValidationError(f"lot {lot.lot_id} exists")
        self._lots[lot.lot_id] = lot
        self.ledger.append(Movement("deposit", lot.lot_id, person.name, lot.seeds))
        return lot

    def lot(self, lot_id: str) -> Lot:
        try:
            return self._lots[lot_id]
        except KeyError:
            raise StockError(f"no lot {lot_id}") from None

    def lots(self) -> list[Lot]:
        return sorted(self._lots.values(), key=sort_key)

    def record_test(self, person, lot_id: str, sown: int, sprouted: int, year: int):
        if not people.may_curate(person):
            raise PermissionDenied(f"{person.name} may not record tests")
        lot = self.lot(lot_id)
        if sown > lot.available:
            raise StockError(f"only {lot.available} seeds available in {lot_id}")
        test = GerminationTest(sown, sprouted, year)
        lot.tests.append(test)
        lot.seeds -= sown
        self.ledger.append(Movement("test", lot_id, person.name, sown))
        return test

    def move_lot(self, person, lot_id: str, project: str) -> None:
        if not people.may_curate(person):
            raise PermissionDenied(f"{person.name} may not move lots")
        if not project.strip():
            raise ValidationError("a lot needs a project")
        self.lot(lot_id).project = project

    # -- seeds going out --------------------------------------------------
    def _check_request(self, lot: Lot, seeds: int) -> None:
        if seeds <= 0:
            raise ValidationError("ask for at least one seed")
        if seeds > self.policy.max_withdrawal:
            raise ValidationError(f"at most {self.policy.max_withdrawal} seeds per request")
        if seeds > lot.available:
            raise StockError(f"only {lot.available} seeds available in {lot.lot_id}")

    def withdraw(self, person, lot_id: str, seeds: int, purpose: str = "") -> Movement:
        lot = self.lot(lot_id)
        if not people.may_withdraw(person, lot):
            raise PermissionDenied(f"{person.name} may not withdraw seeds of {lot_id}")
        self._check_request(lot, seeds)
        lot.seeds -= seeds
        move = Movement("withdrawal", lot_id, person.name, seeds, purpose)
        self.ledger.append(move)
        return move

    def reserve(self, person, lot_id: str, seeds: int, purpose: str = "") -> Movement:
        lot = self.lot(lot_id)
        if not people.may_withdraw(person, lot):
            raise PermissionDenied(f"{person.name} may not reserve seeds of {lot_id}")
        self._check_request(lot, seeds)
        lot.reserved += seeds
        move = Movement("reservation", lot_id, person.name, seeds, purpose)
        self.ledger.append(move)
        return move

    def release(self, person, lot_id: str, seeds: int) -> Movement:
        """Give reserved seeds back to the lot's free stock."""
        lot = self.lot(lot_id)
        if not people.may_withdraw(person, lot):
            raise PermissionDenied(f"{person.name} may not release seeds of {lot_id}")
        if not 0 < seeds <= lot.reserved:
            raise ValidationError(f"{lot_id} has {lot.reserved} reserved seeds")
        lot.reserved -= seeds
        move = Movement("release", lot_id, person.name, seeds)
        self.ledger.append(move)
        return move

    def collect(self, person, lot_id: str, seeds: int, purpose: str = "") -> Movement:
        """Take reserved seeds out of the vault."""
        lot = self.lot(lot_id)
        if not people.may_withdraw(person, lot):
            raise PermissionDenied(f"{person.name} may not collect seeds of {lot_id}")
        if not 0 < seeds <= lot.reserved:
            raise ValidationError(f"{lot_id} has {lot.reserved} reserved seeds")
        lot.reserved -= seeds
        lot.seeds -= seeds
        move = Movement("collection", lot_id, person.name, seeds, purpose)
        self.ledger.append(move)
        return move

    def split(self, person, lot_id: str, new_id: str, seeds: int) -> Lot:
        if not people.may_curate(person):
            raise PermissionDenied(f"{person.name} may not split lots")
        if new_id in self._lots:
            raise ValidationError(f"lot {new_id} exists")
        new = split_lot(self.lot(lot_id), new_id, seeds)
        self._lots[new_id] = new
        self.ledger.append(Movement("split", lot_id, person.name, seeds, new_id))
        return new

    def movements_of(self, person_name: str) -> list[Movement]:
        return [m for m in self.ledger if m.person == person_name]
