import pytest

from conftest import run_together
from proofbox import BakeryError, ManualClock, NotFound, Oven, OvenFull


def test_load_and_unload(clock):
    oven = Oven("deck", 2, clock)
    assert oven.load(1) == 100
    clock.advance(25)
    oven.load(2)
    assert (oven.loaded(), oven.free_slots()) == ([1, 2], 0)
    with pytest.raises(OvenFull):
        oven.load(3)
    clock.advance(5)
    assert oven.unload(1) == 30
    with pytest.raises(NotFound):
        oven.unload(1)


def test_load_checks(clock):
    oven = Oven("deck", 3, clock)
    oven.load(1)
    with pytest.raises(BakeryError):
        oven.load(1)
    with pytest.raises(BakeryError):
        Oven("tiny", 0, clock)


def test_load_many_is_all_or_nothing(clock):
    oven = Oven("deck", 3, clock)
    oven.load(1)
    with pytest.raises(OvenFull):
        oven.load_many([2, 3, 4])
    assert oven.loaded() == [1]
    oven.load_many([2, 3])
    assert oven.free_slots() == 0


def test_concurrent_loads_into_free_slots():
    oven = Oven("deck", 8, ManualClock(0.0, delay=0.01))
    workers = run_together(8, lambda i: oven.load(i))
    assert all(w.error is None for w in workers)
    assert oven.loaded() == list(range(8))


def test_the_last_slot_goes_to_one_baker():
    oven = Oven("deck", 3, ManualClock(0.0, delay=0.02))
    oven.load(1)
    oven.load(2)
    workers = run_together(6, lambda i: oven.load(10 + i))
    errors = [w.error for w in workers]
    assert sum(e is None for e in errors) == 1
    assert sum(isinstance(e, OvenFull) for e in errors) == 5
    assert len(oven.loaded()) == 3
