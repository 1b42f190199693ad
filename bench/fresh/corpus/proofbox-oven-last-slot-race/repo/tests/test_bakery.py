import pytest

from conftest import ANN, BOB, LIZ, MAX, NED, TOM, run_together, started
from proofbox import BakeryError, PermissionDenied


def test_a_batch_from_dough_to_rack(bakery, clock):
    b = bakery.start_batch(ANN, "sourdough", qty=12, proof_minutes=90)
    with pytest.raises(BakeryError):
        bakery.bake(ANN, b.id, "deck")
    clock.advance(90)
    assert bakery.bake(ANN, b.id, "deck").state == "baking"
    clock.advance(40)
    assert bakery.finish(ANN, b.id).state == "done"
    assert bakery.rack.take(0.1) == ("sourdough", 12)
    assert bakery.tally.snapshot() == {"baked": {"sourdough": 12}, "discarded": {}}


def test_start_needs_this_bakery(bakery):
    with pytest.raises(PermissionDenied):
        bakery.start_batch(NED, "rye", qty=4, proof_minutes=30)


def test_extend_own_proof(bakery, clock):
    b = bakery.start_batch(TOM, "rye", qty=4, proof_minutes=30)
    clock.advance(10)
    w = started(lambda: bakery.extend_proof(TOM, b.id, 15))
    w.join(1)
    assert not w.is_alive(), "extend_proof did not return"
    assert (w.error, w.result) == (None, 35)


def test_discard_own_batch(bakery, clock):
    b = bakery.start_batch(BOB, "rye", qty=6, proof_minutes=30)
    assert bakery.discard(BOB, b.id).state == "discarded"
    assert bakery.tally.snapshot()["discarded"] == {"rye": 6}


def test_lead_discards_a_bakers_batch_in_the_oven(bakery, clock):
    b = bakery.start_batch(ANN, "baguette", qty=20, proof_minutes=20)
    clock.advance(20)
    bakery.bake(ANN, b.id, "rack")
    assert bakery.discard(LIZ, b.id).state == "discarded"
    assert bakery.ovens["rack"].loaded() == []


def test_only_a_manager_closes_the_rack(bakery):
    with pytest.raises(PermissionDenied):
        bakery.close_rack(LIZ)
    bakery.close_rack(MAX)


def test_many_bakers_at_once(bakery, clock):
    batches = [bakery.start_batch(ANN, "bun", qty=1, proof_minutes=5) for _ in range(4)]
    clock.advance(5)
    workers = run_together(4, lambda i: bakery.bake(ANN, batches[i].id, "rack"))
    assert all(w.error is None for w in workers)
    assert bakery.ovens["rack"].free_slots() == 0
