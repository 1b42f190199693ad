import pytest

from conftest import started, wait_until
from stockroom import Closed


def test_wait_returns_at_once_when_stocked(board):
    board.announce("north", "bolt", 5)
    assert board.wait_for("north", "bolt", 5, timeout=0.5)


def test_wait_times_out(board):
    board.announce("north", "bolt", 1)
    assert not board.wait_for("north", "bolt", 2, timeout=0.05)
    assert board.waiting() == 0


def test_announce_wakes_a_waiter(board):
    w = started(lambda: board.wait_for("north", "bolt", 3, timeout=2))
    wait_until(lambda: board.waiting() == 1)
    board.announce("north", "bolt", 3)
    w.join(1)
    assert not w.is_alive() and w.result is True


def test_close_wakes_a_waiter(board):
    w = started(lambda: board.wait_for("north", "bolt", 3, timeout=2))
    wait_until(lambda: board.waiting() == 1)
    board.close()
    w.join(1)
    assert not w.is_alive() and isinstance(w.error, Closed)


def test_announce_of_too_little_keeps_waiting(board):
    w = started(lambda: board.wait_for("north", "bolt", 3, timeout=0.3))
    wait_until(lambda: board.waiting() == 1)
    board.announce("north", "bolt", 2)
    board.announce("south", "bolt", 9)
    w.join(1)
    assert not w.is_alive() and w.result is False
