from conftest import ann, cy, started, wait_until
from gpulease import DevicePool, LeaseHub, ManualClock, NoDevices, User

QUOTAS = {"vision": 3, "speech": 2}


def full_hub(clock=None):
    hub = LeaseHub(DevicePool.of_size(4), clock or ManualClock(1000.0), quotas=QUOTAS, ttl=60)
    big = hub.acquire(ann, 3, ttl=10)
    hub.acquire(cy, 1, ttl=100)
    return hub, big


def waiters(hub, n, want=1, timeout=1.5):
    ws = [started(lambda u=User(f"w{i}", "ops"): hub.acquire_wait(u, want, timeout=timeout)) for i in range(n)]
    wait_until(lambda: hub.signal.waiting == n)
    return ws


def test_three_waiters_three_devices():
    hub, big = full_hub()
    ws = waiters(hub, 3)
    hub.release(ann, big.id)
    for w in ws:
        w.join(0.5)
    assert not any(w.is_alive() for w in ws)
    assert [w.error for w in ws] == [None, None, None]
    assert hub.pool.free_count() == 0


def test_expiry_wakes_every_waiter():
    clock = ManualClock(1000.0)
    hub, big = full_hub(clock)
    ws = waiters(hub, 3)
    clock.advance(10)
    hub.tick()
    for w in ws:
        w.join(0.5)
    assert not any(w.is_alive() for w in ws)
    assert all(w.error is None for w in ws)


def test_shutdown_wakes_every_waiter():
    hub, _ = full_hub()
    ws = waiters(hub, 3, timeout=1.5)
    hub.shutdown()
    for w in ws:
        w.join(0.5)
    assert not any(w.is_alive() for w in ws)
    assert all(isinstance(w.error, NoDevices) for w in ws)


def test_shutdown_wakes_two_waiters():
    hub, _ = full_hub()
    ws = waiters(hub, 2, timeout=1.5)
    hub.shutdown()
    for w in ws:
        w.join(0.5)
    assert not any(w.is_alive() for w in ws)


def test_a_waiter_for_two_keeps_waiting_for_one_device():
    hub, _ = full_hub()
    w = waiters(hub, 1, want=2, timeout=0.3)[0]
    lone = hub.book.active()[1]
    hub.release(cy, lone.id)
    w.join(2)
    assert isinstance(w.error, NoDevices)
    assert hub.pool.free_count() == 1


def test_one_waiter_one_device():
    hub, big = full_hub()
    w = waiters(hub, 1)[0]
    hub.release(ann, big.id)
    w.join(0.5)
    assert not w.is_alive() and w.error is None and w.result.devices == ("gpu0",)
