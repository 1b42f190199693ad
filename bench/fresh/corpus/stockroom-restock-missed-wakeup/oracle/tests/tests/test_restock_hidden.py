import time

from conftest import CLARA, REGINA, started, wait_until
from stockroom import Closed, ManualClock, RestockBoard, User, Warehouse


def join_all(workers, seconds):
    deadline = time.monotonic() + seconds
    for w in workers:
        w.join(max(0.0, deadline - time.monotonic()))


def test_every_waiter_of_a_restock_wakes():
    board = RestockBoard()
    nut = started(lambda: board.wait_for("north", "nut", 1, timeout=1.0))
    wait_until(lambda: board.waiting() == 1)
    bolts = [started(lambda q=q: board.wait_for("north", "bolt", q, timeout=1.0)) for q in (1, 2, 3)]
    wait_until(lambda: board.waiting() == 4)
    board.announce("north", "bolt", 3)
    join_all(bolts, 0.3)
    assert [w.result for w in bolts] == [True, True, True]
    board.close()
    nut.join(1)


def test_close_wakes_every_waiter():
    board = RestockBoard()
    waiters = [started(lambda s=s: board.wait_for("north", s, 1, timeout=1.0)) for s in "abcd"]
    wait_until(lambda: board.waiting() == 4)
    board.close()
    join_all(waiters, 0.3)
    assert all(not w.is_alive() and isinstance(w.error, Closed) for w in waiters)


def test_receiving_wakes_the_right_clerk():
    wh = Warehouse(["north"], ManualClock(0.0))
    carla = User("carla")
    nut = started(lambda: wh.wait_and_pick(carla, "north", "nut", 1, timeout=0.8))
    wait_until(lambda: wh.board.waiting() == 1)
    bolt = started(lambda: wh.wait_and_pick(CLARA, "north", "bolt", 2, timeout=0.8))
    wait_until(lambda: wh.board.waiting() == 2)
    wh.receive(REGINA, "north", "bolt", 5)
    bolt.join(0.3)
    assert not bolt.is_alive() and bolt.result is True
    assert wh.level(CLARA, "north", "bolt") == 3
    wh.receive(REGINA, "north", "nut", 1)
    nut.join(1)
    assert nut.result is True


def test_levels_are_kept_for_later_waiters():
    board = RestockBoard()
    board.announce("north", "bolt", 4)
    w = started(lambda: board.wait_for("north", "bolt", 4, timeout=0.5))
    w.join(0.3)
    assert w.result is True
    assert board.wait_for("north", "bolt", 2, timeout=0.5)
    assert not board.wait_for("south", "bolt", 1, timeout=0.02)


def test_timeout_holds_while_other_skus_come_in():
    board = RestockBoard()
    w = started(lambda: board.wait_for("north", "bolt", 5, timeout=0.25))
    wait_until(lambda: board.waiting() == 1)
    start = time.monotonic()
    while time.monotonic() - start < 0.5:
        board.announce("north", "nut", 1)
        time.sleep(0.04)
    assert not w.is_alive() and w.result is False
    assert board.waiting() == 0
