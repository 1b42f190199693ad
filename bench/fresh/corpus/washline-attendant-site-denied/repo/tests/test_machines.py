import pytest

from washline import IDLE, OUT_OF_ORDER, RUNNING, MachineRegistry, WashError


def test_claim_the_lowest_idle_machine(machines):
    assert [machines.claim("washer") for _ in range(3)] == ["W1", "W2", "W3"]
    machines.release("W2")
    assert machines.claim("washer") == "W2"
    assert machines.idle("dryer") == ["D1", "D2"]


def test_claim_when_none_is_idle(machines):
    machines.claim("dryer")
    machines.out_of_order("D2")
    assert machines.claim("dryer") is None


def test_release_fault_and_repair(machines):
    mid = machines.claim("washer")
    machines.out_of_order(mid)
    assert machines.state(mid) == OUT_OF_ORDER
    with pytest.raises(WashError):
        machines.release(mid)
    machines.repair(mid)
    assert machines.state(mid) == IDLE
    with pytest.raises(WashError):
        machines.repair(mid)


def test_counts_and_unknown_machines(machines):
    machines.claim("washer")
    assert machines.counts() == {IDLE: 4, RUNNING: 1, OUT_OF_ORDER: 0}
    assert machines.kind("D2") == "dryer"
    with pytest.raises(WashError):
        machines.state("W9")
    with pytest.raises(ValueError):
        MachineRegistry({"iron": 1})
