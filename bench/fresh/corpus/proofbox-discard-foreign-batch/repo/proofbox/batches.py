"""Batches of dough and the states they go through."""

import itertools
import threading
from dataclasses import dataclass, replace

from .errors import BakeryError, NotFound

STATES = ("proofing", "baking", "done", "discarded")
_NEXT = {"proofing": {"baking", "discarded"}, "baking": {"done", "discarded"}, "done": set(), "discarded": set()}


@dataclass(frozen=True)
class Batch:
    id: int
    product: str
    baker: str
    qty: int
    state: str = "proofing"


class BatchBook:
    def __init__(self):
        self._lock = threading.Lock()
        self._batches: dict[int, Batch] = {}
        self._ids = itertools.count(1)

    def create(self, product: str, baker: str, qty: int) -> Batch:
        if qty <= 0:
            raise BakeryError("a batch needs a positive quantity")
        with self._lock:
            batch = Batch(next(self._ids), product, baker, qty)
            self._batches[batch.id] = batch
            return batch

    def get(self, batch_id: int) -> Batch:
        with self._lock:
            try:
                return self._batches[batch_id]
            except KeyError:
                raise NotFound(f"no batch {batch_id}") from None

    def move(self, batch_id: int, state: str) -> Batch:
        with self._lock:
            batch = self._batches.get(batch_id)
            if batch is None:
                raise NotFound(f"no batch {batch_id}")
            if state not in _NEXT[batch.state]:
                raise BakeryError(f"batch {batch_id} cannot go from {batch.state} to {state}")
            batch = replace(batch, state=state)
            self._batches[batch_id] = batch
            return batch

    def in_state(self, state: str) -> list[Batch]:
        with self._lock:
            return [b for b in self._batches.values() if b.state == state]
