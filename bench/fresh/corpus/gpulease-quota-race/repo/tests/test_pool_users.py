import pytest

from gpulease import DevicePool, LeaseError, NoDevices, User, UsageMeter


def test_take_and_give_back(pool):
    assert pool.take(2) == ["gpu0", "gpu1"]
    assert pool.free_count() == 2
    pool.give_back(["gpu1", "gpu0"])
    assert pool.take(1) == ["gpu0"]


def test_take_is_all_or_nothing(pool):
    pool.take(3)
    with pytest.raises(NoDevices):
        pool.take(2)
    assert pool.free_count() == 1


def test_pool_checks(pool):
    with pytest.raises(ValueError):
        DevicePool(["a", "a"])
    with pytest.raises(LeaseError):
        pool.give_back(["gpu0"])
    with pytest.raises(LeaseError):
        pool.give_back(["tpu9"])


def test_user_validation():
    with pytest.raises(ValueError):
        User("x", "")
    with pytest.raises(ValueError):
        User("x", "vision", role="boss")


def test_meter():
    m = UsageMeter()
    m.record("vision", 2, 30.0)
    m.record("vision", 1, 10.0)
    assert m.device_seconds("vision") == 70.0
    assert m.snapshot() == {"device_seconds": {"vision": 70.0}, "leases": {"vision": 2}}
