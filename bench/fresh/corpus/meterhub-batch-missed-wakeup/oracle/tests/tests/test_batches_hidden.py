from conftest import OLGA, started, wait_until
from meterhub import BatchQueue


def test_put_many_wakes_a_waiting_taker():
    q = BatchQueue()
    w = started(lambda: q.take(3, timeout=5))
    wait_until(lambda: q.waiters == 1)
    q.put_many([1, 2, 3])
    w.join(1.0)
    assert not w.is_alive() and w.result == [1, 2, 3]


def test_one_batch_wakes_every_waiter():
    q = BatchQueue()
    a = started(lambda: q.take(2, timeout=5))
    b = started(lambda: q.take(2, timeout=5))
    wait_until(lambda: q.waiters == 2)
    q.put_many([1, 2, 3, 4])
    a.join(1.0)
    b.join(1.0)
    assert not a.is_alive() and not b.is_alive()
    assert sorted(a.result + b.result) == [1, 2, 3, 4]


def test_ingest_wakes_the_uploader(hub):
    w = started(lambda: hub.queue.take(2, timeout=5))
    wait_until(lambda: hub.queue.waiters == 1)
    hub.ingest(OLGA, "t1", 20.0)
    hub.ingest_many(OLGA, "t1", [21.0])
    w.join(1.0)
    assert not w.is_alive() and [r.value for r in w.result] == [20.0, 21.0]


def test_timeout_and_close_unchanged():
    q = BatchQueue()
    q.put(1)
    assert q.take(2, timeout=0.05) == [1]
    w = started(lambda: q.take(2, timeout=5))
    wait_until(lambda: q.waiters == 1)
    q.close()
    w.join(1.0)
    assert not w.is_alive() and w.result == []


def test_items_already_there_are_taken_at_once():
    q = BatchQueue()
    q.put_many(["x", "y"])
    q.put("z")
    assert q.take(3, timeout=5) == ["x", "y", "z"]
    assert q.waiters == 0 and len(q) == 0
