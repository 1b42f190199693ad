from conftest import ann, run_together
from gpulease import DevicePool, LeaseBook, ManualClock


def test_concurrent_takes_hand_out_each_device_once():
    pool = DevicePool.of_size(8)
    workers = run_together(8, lambda i: pool.take(1))
    taken = sorted(d for w in workers for d in w.result)
    assert len(taken) == 8 and len(set(taken)) == 8


def test_concurrent_acquires_without_quota():
    book = LeaseBook(DevicePool.of_size(6), ManualClock(0.0, delay=0.01), ttl=60)
    workers = run_together(6, lambda i: book.acquire(ann, 1))
    assert all(w.error is None for w in workers)
    assert len({w.result.id for w in workers}) == 6
