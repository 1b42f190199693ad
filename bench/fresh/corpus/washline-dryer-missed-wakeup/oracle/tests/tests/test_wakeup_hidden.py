from conftest import started, wait_until


def _queue_up(queue, kinds):
    workers = []
    for i, kind in enumerate(kinds):
        workers.append(started(lambda kind=kind: queue.wait_for(kind, timeout=3)))
        wait_until(lambda kind=kind, n=kinds[: i + 1].count(kind): queue.waiting(kind) == n)
    return workers


def test_freed_machine_reaches_its_waiter_behind_two_others(queue):
    w1, w2, d = _queue_up(queue, ["washer", "washer", "dryer"])
    queue.machine_freed("dryer")
    d.join(1.0)
    assert not d.is_alive() and d.result is True
    assert queue.waiting("washer") == 2
    queue.close()


def test_two_freed_washers_serve_two_waiters_behind_a_dryer_waiter(queue):
    d, w1, w2 = _queue_up(queue, ["dryer", "washer", "washer"])
    queue.machine_freed("washer", 2)
    w1.join(1.0)
    w2.join(1.0)
    assert [w1.result, w2.result] == [True, True]
    assert queue.waiting("dryer") == 1
    queue.close()


def test_repaired_machine_reaches_its_waiter(queue):
    w, d = _queue_up(queue, ["washer", "dryer"])
    queue.machine_repaired("dryer")
    d.join(1.0)
    assert not d.is_alive() and d.result is True
    queue.close()


def test_machines_freed_while_nobody_waits_are_not_kept(queue):
    queue.machine_freed("washer", 2)
    queue.machine_repaired("dryer")
    assert queue.wait_for("washer", timeout=0.05) is False
    assert queue.wait_for("dryer", timeout=0.05) is False


def test_one_machine_serves_one_waiter(queue):
    a, b = _queue_up(queue, ["dryer", "dryer"])
    queue.machine_freed("dryer")
    wait_until(lambda: [a.result, b.result].count(True) == 1)
    assert queue.waiting("dryer") == 1
    queue.close()
