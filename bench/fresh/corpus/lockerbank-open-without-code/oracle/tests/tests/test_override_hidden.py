import pytest

from lockerbank import Denied, User, may_override

from conftest import ADA, ANN, KAI, SAL, STAN, ZOE

HAL = User("hal", "courier", site="harbour")


def deliver(service, size="M", to="ann", courier=KAI):
    res = service.reserve(courier, size)
    return service.deposit(courier, res.id, to)


def test_a_courier_may_not_return_a_parcel(service):
    parcel = deliver(service)
    for courier in (ZOE, KAI):
        with pytest.raises(Denied):
            service.return_to_sender(courier, parcel.id)
    assert parcel.status == "in-locker"


def test_a_courier_may_not_cancel_another_couriers_reservation(book):
    res = book.reserve(KAI, "S")
    with pytest.raises(Denied):
        book.cancel(ZOE, res.id)
    assert book.active() == [res.id]


def test_couriers_with_a_wrong_code_or_none(service):
    parcel = deliver(service)
    for courier, code in ((ZOE, "123456"), (KAI, None), (KAI, "000000"), (ZOE, None)):
        with pytest.raises(Denied):
            service.pickup(courier, parcel.id, code)
    assert not may_override(ZOE, "central") and not may_override(HAL, "harbour")
    assert parcel.status == "in-locker"


def test_staff_and_admins_still_override(service):
    p1, p2, p3 = deliver(service), deliver(service, "S"), deliver(service, "S")
    with pytest.raises(Denied):
        service.pickup(SAL, p1.id)
    service.pickup(STAN, p1.id)
    service.return_to_sender(ADA, p2.id)
    service.pickup(ANN, p3.id, p3.code)
    assert service.log == [("override", p1.id, "stan"), ("return", p2.id, "ada"), ("code", p3.id, "ann")]
    assert may_override(SAL, "harbour") and may_override(ADA, "north")


def test_couriers_cancel_their_own_reservations(book, bank):
    r1 = book.reserve(ZOE, "L")
    r2 = book.reserve(KAI, "S")
    book.cancel(ZOE, r1.id)
    book.cancel(STAN, r2.id)
    assert book.active() == [] and bank.free_count() == 6
