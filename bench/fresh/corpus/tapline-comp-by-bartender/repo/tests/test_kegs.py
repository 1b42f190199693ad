import pytest

from conftest import run_together
from tapline import EmptyKeg, Keg, ManualClock, ValidationError


def test_keg_validation(clock):
    for bad in [("", "pale", 10), ("k", "", 10), ("k", "pale", 0)]:
        with pytest.raises(ValidationError):
            Keg(*bad, clock)


def test_draw_and_level(clock):
    keg = Keg("k", "pale", 1000, clock)
    assert keg.draw(250) == 750
    assert keg.level() == 0.75 and keg.last_draw == 500.0
    with pytest.raises(EmptyKeg):
        keg.draw(800)
    with pytest.raises(ValidationError):
        keg.draw(0)


def test_spill_stops_at_empty(clock):
    keg = Keg("k", "pale", 1000, clock)
    assert keg.spill(300) == 700
    assert keg.spill(900) == 0
    assert keg.spilled == 1000


def test_concurrent_draws_on_a_slow_clock():
    keg = Keg("k", "pale", 10000, ManualClock(1.0, delay=0.02))
    workers = run_together(4, lambda i: keg.draw(500))
    assert all(w.error is None for w in workers)
    assert keg.remaining == 8000
