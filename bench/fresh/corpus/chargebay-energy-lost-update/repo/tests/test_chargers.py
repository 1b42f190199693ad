import pytest

from chargebay import BUSY, FREE, OFFLINE, ChargeError, ChargerPool, NoCharger


def test_pool_layout(pool):
    assert pool.sites() == ["north", "quay"]
    assert pool.chargers("quay") == ["quay-1", "quay-2"]
    assert pool.site_of("north-3") == "north"
    with pytest.raises(ChargeError):
        pool.site_of("south-1")
    with pytest.raises(ChargeError):
        ChargerPool({"north": 0})


def test_take_and_free(pool):
    assert pool.take("quay") == "quay-1"
    assert pool.take("quay") == "quay-2"
    with pytest.raises(NoCharger):
        pool.take("quay")
    pool.free("quay-1")
    assert pool.state("quay-1") == FREE
    assert pool.take("quay", "quay-1") == "quay-1"
    assert pool.count("quay", BUSY) == 2


def test_offline(pool):
    pool.set_offline("north-1")
    assert pool.state("north-1") == OFFLINE
    assert pool.take("north") == "north-2"
    pool.free("north-1")
    assert pool.state("north-1") == OFFLINE
    pool.set_offline("north-1", False)
    assert pool.count("north", FREE) == 2
