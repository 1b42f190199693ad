import pytest

from conftest import run_together
from tapline import EmptyKeg, Keg, ManualClock, TapBoard, ValidationError


@pytest.fixture
def board(clock):
    b = TapBoard(clock)
    for t in ("a", "b", "c"):
        b.add_tap(t)
    b.change_keg("a", Keg("ka", "pale", 5000, clock))
    b.change_keg("b", Keg("kb", "stout", 5000, clock))
    return b


def test_add_and_lookup(board):
    assert board.tap_ids() == ["a", "b", "c"]
    with pytest.raises(ValidationError):
        board.add_tap("a")
    with pytest.raises(ValidationError):
        board.tap("z")


def test_pour_and_change(board, clock):
    keg, left = board.pour("a", 500)
    assert (keg.keg_id, left) == ("ka", 4500)
    with pytest.raises(EmptyKeg):
        board.pour("c", 100)
    old = board.change_keg("a", Keg("ka2", "pale", 5000, clock))
    assert old.keg_id == "ka" and board.keg_on("a").keg_id == "ka2"


def test_swap(board):
    board.swap("a", "b")
    assert (board.keg_on("a").keg_id, board.keg_on("b").keg_id) == ("kb", "ka")
    board.swap("c", "a")
    assert board.keg_on("a") is None and board.keg_on("c").keg_id == "kb"
    with pytest.raises(ValidationError):
        board.swap("a", "a")


def test_move_keg(board):
    board.move_keg("a", "c")
    assert board.keg_on("a") is None and board.keg_on("c").keg_id == "ka"
    with pytest.raises(ValidationError):
        board.move_keg("b", "c")
    with pytest.raises(EmptyKeg):
        board.move_keg("a", "b")


def test_swaps_on_different_pairs_at_once():
    clock = ManualClock(0.0, delay=0.05)
    b = TapBoard(clock)
    for t in ("a", "b", "c", "d"):
        b.add_tap(t)
    workers = run_together(2, lambda i: b.swap("a", "b") if i == 0 else b.swap("c", "d"), join=2.0)
    assert not any(w.is_alive() for w in workers)
    assert len(b.log) == 2
