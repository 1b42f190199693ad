import pytest

from dockride import NoBike, PermissionDenied, UnknownRental
from conftest import ANN, BOB, OPS_N, OPS_S, ROOT, started, wait_until


def test_rent_and_return(service, clock):
    rental = service.rent(ANN, "north-1")
    clock.advance(40 * 60)
    done = service.return_bike(ANN, rental.id, "north-2")
    assert (done.minutes, done.cents) == (40, 100)
    report = service.report()
    assert report["bikes"]["north-1"] == 2 and report["bikes"]["north-2"] == 1
    assert (report["trips"], report["revenue"], report["open_rentals"]) == (1, 100, 0)


def test_no_bike_to_rent(service):
    with pytest.raises(NoBike):
        service.rent(ANN, "north-2")


def test_returning_someone_elses_rental(service):
    rental = service.rent(ANN, "north-1")
    with pytest.raises(UnknownRental):
        service.return_bike(BOB, rental.id, "north-1")
    assert service.return_bike(ROOT, rental.id, "north-1").end_station == "north-1"


def test_operator_rebalances_own_zone(service, net):
    service.rebalance(OPS_N, "north-1", "north-2", 2)
    assert net.get("north-2").bikes == 2
    with pytest.raises(PermissionDenied):
        service.rebalance(ANN, "north-1", "north-2", 1)


def test_restock_by_an_operator(service):
    assert service.restock(OPS_S, "south-1", 3) == 7


def test_stations_for_staff(service):
    assert service.stations_for(OPS_N) == ["north-1", "north-2"]
    assert len(service.stations_for(ROOT)) == 4
    with pytest.raises(PermissionDenied):
        service.stations_for(ANN)


def test_wait_and_rent_gets_a_returned_bike(service):
    out = service.rent(ANN, "north-1")
    for _ in range(2):
        service.rent(BOB, "north-1")
    w = started(lambda: service.wait_and_rent(BOB, "north-1", timeout=2.0))
    wait_until(lambda: service.network.get("north-1").waiting == 1)
    service.return_bike(ANN, out.id, "north-1")
    w.join(1.0)
    assert not w.is_alive() and w.error is None
    assert w.result.start_station == "north-1"


def test_operator_of_every_zone_restocks_anywhere(service):
    from dockride import Rider

    lead = Rider("ida", role="operator", zone="*")
    assert service.restock(lead, "south-1", 2) == 6
