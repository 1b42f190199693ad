import pytest

from lockerbank import Denied, LockerError, NotFound

from conftest import ADA, ANN, BOB, KAI, SAL, STAN, ZOE


def deliver(service, size="M", to="ann", courier=KAI):
    res = service.reserve(courier, size)
    return service.deposit(courier, res.id, to)


def test_deposit_and_pickup_with_code(service, clock):
    parcel = deliver(service)
    assert (parcel.locker, parcel.status, len(parcel.code)) == ("M1", "in-locker", 6)
    assert service.bank.state("M1") == "full" and service.parcels_for("ann") == [parcel.id]
    clock.advance(300)
    service.pickup(ANN, parcel.id, parcel.code)
    assert parcel.status == "collected" and service.bank.state("M1") == "free"
    assert service.stats.snapshot()["mean_dwell"] == {"M": 300.0}
    assert service.log == [("code", parcel.id, "ann")]


def test_wrong_code_or_wrong_person_is_denied(service):
    parcel = deliver(service)
    with pytest.raises(Denied):
        service.pickup(ANN, parcel.id, "000000")
    with pytest.raises(Denied):
        service.pickup(BOB, parcel.id, parcel.code)
    with pytest.raises(Denied):
        service.pickup(ANN, parcel.id)
    assert parcel.status == "in-locker"


def test_staff_and_admin_override(service):
    p1, p2 = deliver(service), deliver(service, "S")
    service.pickup(STAN, p1.id)
    service.pickup(ADA, p2.id)
    assert [entry[0] for entry in service.log] == ["override", "override"]
    p3 = deliver(service)
    with pytest.raises(Denied):
        service.pickup(SAL, p3.id)


def test_return_to_sender(service):
    parcel = deliver(service)
    with pytest.raises(Denied):
        service.return_to_sender(ANN, parcel.id)
    service.return_to_sender(STAN, parcel.id)
    assert parcel.status == "returned"
    with pytest.raises(LockerError):
        service.pickup(ANN, parcel.id, parcel.code)


def test_deposit_needs_ones_own_reservation(service):
    res = service.reserve(KAI, "S")
    with pytest.raises(Denied):
        service.deposit(ZOE, res.id, "ann")
    with pytest.raises(NotFound):
        service.parcel(42)


def test_usage_counts_deposits(service):
    deliver(service, "S")
    deliver(service, "S", to="bob")
    assert service.stats.snapshot()["deposits"] == {"S": 2}


def test_waiting_parcels_and_summary(service, clock):
    p1 = deliver(service)
    clock.advance(100)
    p2 = deliver(service, "S", to="bob")
    service.reserve(ZOE, "L")
    clock.advance(50)
    assert service.waiting_parcels(120) == [p1.id]
    assert service.waiting_parcels(0) == [p1.id, p2.id]
    assert service.summary() == {"free": {"S": 2, "M": 1, "L": 0}, "parcels": 2, "reservations": 1}


def test_parcels_for_a_recipient(service):
    p1, p2 = deliver(service), deliver(service, "S", to="bob")
    p3 = deliver(service, "S")
    service.pickup(ANN, p1.id, p1.code)
    assert service.parcels_for("ann") == [p3.id] and service.parcels_for("bob") == [p2.id]
