import pytest

from conftest import started, wait_until
from meterhub import BatchQueue, Closed


def test_take_what_is_there():
    q = BatchQueue()
    q.put_many([1, 2, 3])
    assert q.take(2, timeout=0.1) == [1, 2]
    assert len(q) == 1


def test_take_times_out_with_what_there_is():
    q = BatchQueue()
    q.put("a")
    assert q.take(3, timeout=0.05) == ["a"]
    assert q.take(1, timeout=0.01) == []


def test_close_wakes_a_waiter():
    q = BatchQueue()
    w = started(lambda: q.take(5, timeout=5))
    wait_until(lambda: q.waiters == 1)
    q.close()
    w.join(1.0)
    assert not w.is_alive() and w.result == []
    with pytest.raises(Closed):
        q.put(1)


def test_bad_batch_size():
    with pytest.raises(ValueError):
        BatchQueue().take(0, timeout=0.1)


def test_order_is_kept_across_puts():
    q = BatchQueue()
    q.put(1)
    q.put_many([2, 3])
    q.put(4)
    assert q.take(3, timeout=0.1) == [1, 2, 3]
    assert q.take(3, timeout=0.01) == [4]
