import pytest

from washline import IDLE, RUNNING, MachineBusy, WashError


def test_cycle_ends_at_its_end_time(cycles, machines, clock):
    c = cycles.start("ann", "washer", "cotton")
    assert (c.machine, c.started, c.ends_at, c.minutes) == ("W1", 1000.0, 4600.0, 60)
    clock.advance(3599)
    assert cycles.active() == [c] and machines.state("W1") == RUNNING
    clock.advance(1)
    assert cycles.active() == [] and machines.state("W1") == IDLE
    assert cycles.drain_finished() == [c] and cycles.drain_finished() == []


def test_start_when_every_machine_runs(cycles):
    cycles.start("ann", "dryer", "tumble")
    cycles.start("bob", "dryer", "gentle")
    with pytest.raises(MachineBusy):
        cycles.start("cy", "dryer", "tumble")
    with pytest.raises(WashError):
        cycles.start("cy", "washer", "tumble")


def test_stop_frees_the_machine(cycles, machines):
    c = cycles.start("ann", "washer", "quick")
    assert cycles.stop(c.id) == c
    assert machines.state(c.machine) == IDLE and cycles.active() == []
    assert cycles.drain_finished() == []


def test_stop_of_a_finished_cycle_fails(cycles, clock):
    c = cycles.start("ann", "dryer", "gentle")
    clock.advance(30 * 60)
    with pytest.raises(WashError):
        cycles.stop(c.id)
    with pytest.raises(WashError):
        cycles.get("C99")


def test_active_cycles_in_start_order(cycles, clock):
    ids = [cycles.start(name, "washer", "wool").id for name in ("ann", "bob", "cy")]
    assert [c.id for c in cycles.active()] == ids
    assert cycles.abort_on("W2").owner == "bob"
    assert [c.owner for c in cycles.active()] == ["ann", "cy"] and cycles.abort_on("W2") is None
