import pytest

from conftest import ANN, BOB, LIZ, MAX, NED, TOM, started
from proofbox import PermissionDenied, Staff, may_act_on


def test_may_act_on_someone_elses_batch_needs_any():
    assert not may_act_on(BOB, "discard", "ann", "main")
    assert not may_act_on(TOM, "discard", "ann", "main")
    assert not may_act_on(ANN, "extend", "bob", "main")
    assert not may_act_on(TOM, "bake", "ann", "main")


def test_extending_someone_elses_proof_is_denied(bakery, clock):
    b = bakery.start_batch(ANN, "rye", qty=6, proof_minutes=30)
    w = started(lambda: bakery.extend_proof(BOB, b.id, 30))
    w.join(1)
    assert isinstance(w.error, PermissionDenied)
    assert bakery.timers.remaining(b.id) == 30


def test_trainee_cannot_discard_a_batch_in_the_oven(bakery, clock):
    b = bakery.start_batch(ANN, "baguette", qty=20, proof_minutes=20)
    clock.advance(20)
    bakery.bake(ANN, b.id, "rack")
    with pytest.raises(PermissionDenied):
        bakery.discard(TOM, b.id)
    with pytest.raises(PermissionDenied):
        bakery.finish(BOB, b.id)
    assert bakery.ovens["rack"].loaded() == [b.id]


def test_leads_act_on_any_batch_of_their_bakery():
    assert may_act_on(LIZ, "discard", "ann", "main")
    assert may_act_on(MAX, "extend", "bob", "main")
    assert not may_act_on(NED, "discard", "ann", "main")
    assert not may_act_on(NED, "extend", "ned", "main")
    assert may_act_on(NED, "discard", "ann", "north")


def test_own_batches_and_staff_of_other_bakeries(bakery, clock):
    b = bakery.start_batch(BOB, "rye", qty=6, proof_minutes=30)
    with pytest.raises(PermissionDenied):
        bakery.discard(NED, b.id)
    with pytest.raises(PermissionDenied):
        bakery.discard(Staff("bob", bakery="north"), b.id)
    assert bakery.discard(BOB, b.id).state == "discarded"
    c = bakery.start_batch(TOM, "rye", qty=2, proof_minutes=30)
    assert bakery.discard(LIZ, c.id).state == "discarded"
    assert not may_act_on(TOM, "close", "tom", "main")
