import pytest

from conftest import run_together
from tapline import EmptyKeg, Keg, ManualClock, TapBoard, ValidationError


def slow_board(*kegs):
    clock = ManualClock(0.0, delay=0.05)
    b = TapBoard(clock)
    for t in ("a", "b", "c"):
        b.add_tap(t)
    for tap_id, keg_id in kegs:
        b.change_keg(tap_id, Keg(keg_id, "pale", 5000, clock))
    return b


def kegs_on(b):
    return sorted(k.keg_id for k in (b.keg_on(t) for t in b.tap_ids()) if k is not None)


def test_log_keeps_the_order_asked():
    clock = ManualClock(40.0)
    b = TapBoard(clock)
    for t in ("a", "b", "c"):
        b.add_tap(t)
    b.change_keg("c", Keg("kc", "pale", 5000, clock))
    clock.advance(2)
    b.swap("c", "a")
    b.move_keg("a", "b")
    b.swap("b", "a")
    assert b.log[1:] == [("swap", "c", "a", 42.0), ("move", "a", "b", 42.0), ("swap", "b", "a", 42.0)]
    assert b.keg_on("a").keg_id == "kc"


def test_refusals():
    b = slow_board(("a", "ka"), ("b", "kb"))
    b._clock.delay = 0
    with pytest.raises(ValidationError):
        b.swap("b", "b")
    with pytest.raises(ValidationError):
        b.move_keg("a", "b")
    with pytest.raises(EmptyKeg):
        b.move_keg("c", "a")
    with pytest.raises(ValidationError):
        b.swap("a", "z")
    assert kegs_on(b) == ["ka", "kb"] and b.keg_on("a").keg_id == "ka"


def test_move_and_opposite_swap():
    b = slow_board(("c", "kc"), ("b", "kb"))
    workers = run_together(2, lambda i: b.move_keg("c", "a") if i == 0 else b.swap("a", "c"), join=1.0)
    assert not any(w.is_alive() for w in workers)
    assert kegs_on(b) == ["kb", "kc"]


def test_opposite_moves():
    b = slow_board(("c", "kc"), ("a", "ka"))
    workers = run_together(2, lambda i: b.move_keg("c", "b") if i == 0 else b.move_keg("b", "c"), join=1.0)
    assert not any(w.is_alive() for w in workers)
    assert kegs_on(b) == ["ka", "kc"]


def test_three_swaps_in_a_ring():
    b = slow_board(("a", "ka"), ("b", "kb"), ("c", "kc"))
    pairs = [("a", "b"), ("b", "c"), ("c", "a")]
    workers = run_together(3, lambda i: b.swap(*pairs[i]), join=1.0)
    assert not any(w.is_alive() for w in workers)
    assert kegs_on(b) == ["ka", "kb", "kc"]
    assert len(b.log) == 6
