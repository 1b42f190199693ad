from lockerbank import LockerBank, LockerService, ManualClock

from conftest import COUNTS, KAI, STAN, ZOE, started, wait_until


def test_close_wakes_every_waiter(waitlist):
    ws = []
    for size in ("S", "M", "L"):
        ws.append(started(lambda size=size: waitlist.wait_for(size, 2.0)))
        wait_until(lambda size=size: waitlist.waiting(size) == 1)
    waitlist.close()
    for w in ws:
        w.join(0.5)
    assert [(w.is_alive(), w.result) for w in ws] == [(False, False)] * 3


def test_freed_locker_reaches_a_waiter_behind_two_others(waitlist):
    ws = []
    for n, size in enumerate(("S", "S", "M")):
        ws.append(started(lambda size=size: waitlist.wait_for(size, 2.0)))
        wait_until(lambda n=n: sum(waitlist.waiting(s) for s in "SM") == n + 1)
    waitlist.released("M")
    ws[2].join(0.5)
    assert not ws[2].is_alive() and ws[2].result is True
    waitlist.released("S")
    waitlist.released("S")
    for w in ws[:2]:
        w.join(0.5)
    assert [w.result for w in ws] == [True, True, True]


def test_returned_parcel_wakes_the_courier_waiting_for_its_size():
    service = LockerService(LockerBank(COUNTS), ManualClock(0.0), hold_ttl=60)
    parcels = [service.deposit(KAI, service.reserve(KAI, "M").id, "ann") for _ in range(2)]
    for _ in range(3):
        service.reserve(KAI, "S")
    small = started(lambda: service.reserve(ZOE, "S", wait=2.0))
    wait_until(lambda: service.waitlist.waiting("S") == 1)
    medium = started(lambda: service.reserve(ZOE, "M", wait=2.0))
    wait_until(lambda: service.waitlist.waiting("M") == 1)
    service.return_to_sender(STAN, parcels[1].id)
    medium.join(0.5)
    assert not medium.is_alive() and medium.error is None and medium.result.locker == "M2"
    service.waitlist.close()


def test_two_waiters_of_one_size_both_get_lockers(waitlist):
    ws = []
    for n in range(2):
        ws.append(started(lambda: waitlist.wait_for("L", 2.0)))
        wait_until(lambda n=n: waitlist.waiting("L") == n + 1)
    waitlist.released("L")
    waitlist.released("L")
    for w in ws:
        w.join(1)
    assert [w.result for w in ws] == [True, True]


def test_lockers_are_not_kept_for_later_waiters(waitlist):
    w = started(lambda: waitlist.wait_for("S", 2.0))
    wait_until(lambda: waitlist.waiting("S") == 1)
    waitlist.released("S")
    waitlist.released("S")
    w.join(1)
    assert w.result is True
    assert waitlist.wait_for("S", 0.05) is False
