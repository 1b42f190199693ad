import pytest

from lockerbank import LockerBank, LockerError, NotFound, User, size_of


def test_lockers_and_sizes(bank):
    assert bank.free_count() == 6 and bank.free_count("M") == 2
    assert size_of("M2") == "M" and bank.state("L1") == "free"
    with pytest.raises(NotFound):
        bank.state("X9")
    with pytest.raises(ValueError):
        LockerBank({})


def test_take_fill_empty(bank):
    assert bank.take("L") == "L1"
    assert bank.take("L") is None
    bank.fill("L1")
    assert bank.state("L1") == "full"
    with pytest.raises(LockerError):
        bank.release("L1")
    bank.empty("L1")
    assert bank.free_count("L") == 1
    with pytest.raises(ValueError):
        bank.take("XL")


def test_users():
    assert User("kai", "courier").site == "central"
    with pytest.raises(ValueError):
        User("kai", "driver")
    with pytest.raises(ValueError):
        User("")


def test_lockers_are_taken_in_order(bank):
    assert [bank.take("S") for _ in range(4)] == ["S1", "S2", "S3", None]
    bank.release("S2")
    assert bank.take("S") == "S2" and bank.free_count() == 3
