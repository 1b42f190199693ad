import pytest

from stockroom import StockError


def test_put_take_level(inv):
    assert inv.put("bolt", 10) == 10
    assert inv.put("bolt", 5, "B") == 15
    assert inv.take("bolt", 3) == 12
    assert inv.in_bin("bolt", "A") == 7 and inv.level("nut") == 0


def test_take_checks(inv):
    inv.put("bolt", 2)
    with pytest.raises(StockError):
        inv.take("bolt", 3)
    with pytest.raises(StockError):
        inv.take("bolt", 0)
    with pytest.raises(StockError):
        inv.put("bolt", 1, "Z")
    assert inv.snapshot() == {("bolt", "A"): 2}


def test_move_between_bins(inv):
    inv.put("bolt", 10)
    inv.move("bolt", 4, "A", "C")
    assert inv.snapshot() == {("bolt", "A"): 6, ("bolt", "C"): 4}
    with pytest.raises(StockError):
        inv.move("bolt", 7, "A", "B")
    assert inv.level("bolt") == 10


def test_pick_order(inv):
    inv.put("bolt", 10)
    inv.put("nut", 10, "B")
    inv.pick_order([("bolt", 4, "A"), ("nut", 6, "B")])
    assert inv.level("bolt") == 6 and inv.level("nut") == 4


def test_pick_order_is_all_or_nothing(inv):
    inv.put("bolt", 10)
    inv.put("nut", 1, "B")
    with pytest.raises(StockError):
        inv.pick_order([("bolt", 4, "A"), ("nut", 6, "B")])
    assert inv.level("bolt") == 10 and inv.level("nut") == 1


def test_set_count(inv):
    inv.put("bolt", 10)
    assert inv.set_count("bolt", "A", 7) == -3
    assert inv.set_count("bolt", "B", 2) == 2
    assert inv.set_count("bolt", "A", 0) == -7
    assert inv.snapshot() == {("bolt", "B"): 2}


def test_concurrent_puts_and_takes(inv):
    from conftest import run_together

    inv.put("bolt", 100)
    workers = run_together(8, lambda i: inv.put("bolt", 5) if i % 2 else inv.take("bolt", 5))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert inv.level("bolt") == 100


def test_concurrent_moves_keep_the_total(inv):
    from conftest import run_together

    inv.put("bolt", 40)
    workers = run_together(4, lambda i: inv.move("bolt", 5, "A", "BC"[i % 2]))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert inv.snapshot() == {("bolt", "A"): 20, ("bolt", "B"): 10, ("bolt", "C"): 10}
