import pytest

from dockride import ManualClock, NoBike
from conftest import all_done, make_network, run_together


def test_transfer_moves_bikes(net, clock):
    move = net.transfer("north-1", "north-2", 2)
    assert (net.get("north-1").bikes, net.get("north-2").bikes) == (1, 2)
    assert (move.at, move.src, move.dst, move.bikes) == (1000.0, "north-1", "north-2", 2)
    assert net.total_bikes() == 11


def test_transfer_of_too_many_bikes(net):
    with pytest.raises(NoBike):
        net.transfer("north-1", "south-1", 4)
    assert (net.get("north-1").bikes, net.get("south-1").bikes) == (3, 4)
    with pytest.raises(ValueError):
        net.transfer("north-1", "north-1", 1)


def test_even_out(net):
    move = net.even_out("north-1", "north-2")
    assert (move.src, move.dst, move.bikes) == ("north-1", "north-2", 1)
    assert net.even_out("north-1", "north-2") is None
    assert net.even_out("south-1", "north-2") .bikes == 1


def test_moves_are_logged(net, clock):
    net.transfer("south-1", "north-2", 1)
    clock.advance(30)
    net.even_out("north-2", "north-1")
    assert [(m.at, m.src) for m in net.moves()] == [(1000.0, "south-1"), (1030.0, "north-1")]


def test_concurrent_transfers_in_one_direction():
    net = make_network(ManualClock(0.0, delay=0.01))
    workers = run_together(3, lambda i: net.transfer("south-1", "north-2", 1))
    assert all_done(workers)
    assert (net.get("south-1").bikes, net.get("north-2").bikes) == (1, 3)
