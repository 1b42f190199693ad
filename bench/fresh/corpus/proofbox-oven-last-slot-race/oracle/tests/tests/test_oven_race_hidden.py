from conftest import run_together
from proofbox import BakeryError, ManualClock, Oven, OvenFull


def test_concurrent_load_many_for_the_last_slots():
    oven = Oven("deck", 4, ManualClock(0.0, delay=0.02))
    oven.load_many([1, 2])
    workers = run_together(4, lambda i: oven.load_many([10 + 2 * i, 11 + 2 * i]))
    assert sum(w.error is None for w in workers) == 1
    assert all(isinstance(w.error, OvenFull) for w in workers if w.error is not None)
    assert (len(oven.loaded()), oven.free_slots()) == (4, 0)


def test_eight_bakers_for_two_free_slots():
    oven = Oven("deck", 2, ManualClock(0.0, delay=0.02))
    workers = run_together(8, lambda i: oven.load(40 + i))
    assert sum(w.error is None for w in workers) == 2
    assert sum(isinstance(w.error, OvenFull) for w in workers) == 6
    assert oven.free_slots() == 0


def test_one_batch_loaded_twice_at_once():
    oven = Oven("deck", 4, ManualClock(0.0, delay=0.02))
    workers = run_together(4, lambda i: oven.load(7))
    assert sum(w.error is None for w in workers) == 1
    assert all(isinstance(w.error, BakeryError) for w in workers if w.error is not None)


def test_load_and_load_many_race_for_the_last_slot():
    oven = Oven("deck", 3, ManualClock(0.0, delay=0.02))
    oven.load_many([1, 2])
    workers = run_together(6, lambda i: oven.load(50 + i) if i % 2 else oven.load_many([50 + i]))
    assert sum(w.error is None for w in workers) == 1
    assert sum(isinstance(w.error, OvenFull) for w in workers) == 5
    assert oven.loaded()[:2] == [1, 2] and len(oven.loaded()) == 3


def test_sequential_loads_with_a_moving_clock():
    clock = ManualClock(10.0)
    oven = Oven("deck", 2, clock)
    assert oven.load(1) == 10.0
    clock.advance(5)
    assert oven.load_many([2]) == 15.0
    clock.advance(20)
    assert (oven.unload(1), oven.unload(2)) == (25.0, 20.0)
    assert oven.free_slots() == 2


def test_rejected_loads_leave_the_slots_free():
    oven = Oven("deck", 2, ManualClock(0.0))
    oven.load(1)
    for bad in (lambda: oven.load(1), lambda: oven.load_many([2, 2]), lambda: oven.load_many([1, 3]),
                lambda: oven.load_many([4, 5])):
        try:
            bad()
        except BakeryError:
            pass
        else:
            raise AssertionError("expected a rejection")
    assert (oven.loaded(), oven.free_slots()) == ([1], 1)
    oven.load(2)
    assert oven.loaded() == [1, 2]
