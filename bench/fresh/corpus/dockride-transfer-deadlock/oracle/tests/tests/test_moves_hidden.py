import pytest

from conftest import all_done, make_network, run_together
from dockride import ManualClock, StationFull


def slow_net():
    return make_network(ManualClock(0.0, delay=0.05))


def test_opposite_even_outs_do_not_deadlock():
    net = slow_net()
    workers = run_together(2, lambda i: net.even_out("north-2", "south-1") if i == 0
                           else net.even_out("south-1", "north-2"))
    assert all_done(workers)
    assert net.total_bikes() == 11
    assert len(net.moves()) == 1


def test_transfer_and_even_out_together():
    net = slow_net()
    net.get("north-2").restock(2)
    workers = run_together(2, lambda i: net.transfer("north-2", "south-1", 1) if i == 0
                           else net.even_out("south-1", "north-2"))
    assert all_done(workers)
    assert net.total_bikes() == 13
    assert len(net.moves()) == 2


def test_many_opposite_transfers():
    net = make_network(ManualClock(0.0, delay=0.05))
    pairs = [("north-1", "south-1"), ("south-1", "north-1"), ("north-2", "south-2"),
             ("south-2", "north-2"), ("south-1", "north-2"), ("north-1", "south-2")]
    net.get("north-2").restock(2)
    workers = run_together(6, lambda i: net.transfer(pairs[i][0], pairs[i][1], 1), timeout=3.0)
    assert all(not w.is_alive() for w in workers)
    assert net.total_bikes() == 13


def test_opposite_transfers_within_a_zone():
    net = slow_net()
    net.get("north-2").restock(2)
    workers = run_together(2, lambda i: net.transfer("north-1", "north-2", 1) if i == 0
                           else net.transfer("north-2", "north-1", 2))
    assert all_done(workers)
    assert (net.get("north-1").bikes, net.get("north-2").bikes) == (4, 1)
    assert len(net.moves()) == 2


def test_transfer_into_a_full_station():
    net = make_network(ManualClock(0.0))
    with pytest.raises(StationFull):
        net.transfer("south-1", "south-2", 1)
    assert (net.get("south-1").bikes, net.get("south-2").bikes) == (4, 4)
    assert net.moves() == []


def test_sequential_moves_unchanged():
    clock = ManualClock(50.0)
    net = make_network(clock)
    net.transfer("south-1", "north-2", 3)
    clock.advance(10)
    move = net.even_out("north-1", "north-2")
    assert move is None
    move = net.even_out("south-2", "south-1")
    assert (move.at, move.src, move.dst, move.bikes) == (60.0, "south-2", "south-1", 1)
    assert [net.get(s).bikes for s in ("north-1", "north-2", "south-1", "south-2")] == [3, 3, 2, 3]
