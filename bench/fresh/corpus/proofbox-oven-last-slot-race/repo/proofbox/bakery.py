"""The Bakery facade used by the worker threads of the production line."""

from .batches import Batch, BatchBook
from .errors import BakeryError, NotFound, PermissionDenied
from .ovens import Oven
from .staff import Staff, may_act_on, require
from .tally import Tally
from .timers import ProofTimers
from .trays import TrayRack


class Bakery:
    def __init__(self, ovens: dict[str, int], rack_capacity: int, clock, name: str = "main"):
        self.name = name
        self.clock = clock
        self.batches = BatchBook()
        self.timers = ProofTimers(clock)
        self.ovens = {n: Oven(n, slots, clock) for n, slots in ovens.items()}
        self.rack = TrayRack(rack_capacity)
        self.tally = Tally()
        self._where: dict[int, str] = {}

    def _oven(self, name: str) -> Oven:
        try:
            return self.ovens[name]
        except KeyError:
            raise NotFound(f"no oven {name!r}") from None

    def _own(self, actor: Staff, action: str, batch: Batch) -> None:
        if not may_act_on(actor, action, batch.baker, self.name):
            raise PermissionDenied(f"{actor.name} may not {action} batch {batch.id}")

    def start_batch(self, actor: Staff, product: str, qty: int, proof_minutes: float) -> Batch:
        require(actor, "start")
        if actor.bakery != self.name:
            raise PermissionDenied(f"{actor.name} works at {actor.bakery}")
        batch = self.batches.create(product, actor.name, qty)
        self.timers.start(batch.id, proof_minutes)
        return batch

    def extend_proof(self, actor: Staff, batch_id: int, minutes: float) -> float:
        self._own(actor, "extend", self.batches.get(batch_id))
        return self.timers.extend(batch_id, minutes)

    def bake(self, actor: Staff, batch_id: int, oven: str) -> Batch:
        batch = self.batches.get(batch_id)
        self._own(actor, "bake", batch)
        if self.timers.remaining(batch_id) > 0:
            raise BakeryError(f"batch {batch_id} is still proofing")
        self._oven(oven).load(batch_id)
        self.timers.stop(batch_id)
        self._where[batch_id] = oven
        return self.batches.move(batch_id, "baking")

    def finish(self, actor: Staff, batch_id: int, timeout: float | None = None) -> Batch:
        batch = self.batches.get(batch_id)
        self._own(actor, "finish", batch)
        if batch.state != "baking":
            raise BakeryError(f"batch {batch_id} is not baking")
        self._oven(self._where.pop(batch_id)).unload(batch_id)
        batch = self.batches.move(batch_id, "done")
        self.tally.baked(batch.product, batch.qty)
        self.rack.put((batch.product, batch.qty), timeout)
        return batch

    def discard(self, actor: Staff, batch_id: int) -> Batch:
        batch = self.batches.get(batch_id)
        self._own(actor, "discard", batch)
        if batch.state == "proofing":
            self.timers.stop(batch_id)
        elif batch.state == "baking":
            self._oven(self._where.pop(batch_id)).unload(batch_id)
        batch = self.batches.move(batch_id, "discarded")
        self.tally.discarded(batch.product, batch.qty)
        return batch

    def close_rack(self, actor: Staff) -> None:
        require(actor, "close")
        self.rack.close()
