from conftest import run_together
from tapline import EmptyKeg, Keg, ManualClock, ValidationError

import pytest


def test_concurrent_spills_are_all_counted():
    keg = Keg("k", "pale", 10000, ManualClock(1.0, delay=0.02))
    run_together(6, lambda i: keg.spill(300))
    assert (keg.remaining, keg.spilled) == (8200, 1800)


def test_a_keg_never_gives_more_than_it_holds():
    keg = Keg("k", "pale", 1000, ManualClock(1.0, delay=0.02))
    workers = run_together(4, lambda i: keg.draw(400))
    assert sum(w.error is None for w in workers) == 2
    assert all(isinstance(w.error, EmptyKeg) for w in workers if w.error is not None)
    assert keg.remaining == 200


def test_draws_and_spills_at_once():
    keg = Keg("k", "pale", 10000, ManualClock(1.0, delay=0.02))
    run_together(8, lambda i: keg.draw(500) if i % 2 else keg.spill(100))
    assert (keg.remaining, keg.spilled) == (7600, 400)


def test_sequential_draws_with_a_moving_clock():
    clock = ManualClock(10.0)
    keg = Keg("k", "pale", 2000, clock)
    keg.draw(500)
    clock.advance(5)
    keg.spill(100)
    assert (keg.remaining, keg.last_draw, keg.level()) == (1400, 15.0, 0.7)
    clock.advance(5)
    assert keg.draw(400) == 1000 and keg.last_draw == 20.0


def test_refusals_leave_the_keg_alone():
    clock = ManualClock(10.0)
    keg = Keg("k", "pale", 600, clock)
    with pytest.raises(EmptyKeg):
        keg.draw(601)
    with pytest.raises(ValidationError):
        keg.spill(-5)
    assert (keg.remaining, keg.last_draw, keg.spilled) == (600, None, 0)
    assert keg.spill(1000) == 0 and keg.spilled == 600
