import pytest

from bidhall import BidRejected, LotClosed, NotFound, PermissionDenied, Result
from conftest import ANN, AUC, BOB, CAT, SAM


def test_open_lots_get_ids(hall, clock):
    a = hall.open_lot(SAM, "Telescope", 100)
    b = hall.open_lot(ANN, "Sextant", 50, duration=60)
    assert (a.id, b.id, b.closes_at) == ("L1", "L2", 1060.0)
    assert hall.open_lots() == ["L1", "L2"]
    with pytest.raises(PermissionDenied):
        hall.open_lot(AUC, "Gavel", 10)
    with pytest.raises(NotFound):
        hall.lot("L9")


def test_bids_and_standings(hall, lot):
    hall.bid(ANN, lot.id, 100)
    hall.bid(BOB, lot.id, 130)
    with pytest.raises(BidRejected):
        hall.bid(ANN, lot.id, 135)
    assert hall.standings(lot.id) == {"lot": lot.id, "open": True, "high": ("bob", 130), "bids": 2}


def test_auctioneer_does_not_bid(hall, lot):
    with pytest.raises(PermissionDenied):
        hall.bid(AUC, lot.id, 100)
    assert hall.standings(lot.id)["bids"] == 0


def test_auto_bid(hall, lot):
    hall.bid(ANN, lot.id, 100)
    assert hall.auto_bid(BOB, lot.id, 300).amount == 110
    assert hall.auto_bid(ANN, lot.id, 300).amount == 120
    assert hall.standings(lot.id)["high"] == ("ann", 120)


def test_close_sells_to_the_highest_bidder(hall, lot):
    hall.bid(ANN, lot.id, 150)
    hall.bid(BOB, lot.id, 160)
    assert hall.close(SAM, lot.id) == Result(lot.id, "bob", 160)
    assert hall.result(lot.id).sold
    assert hall.ledger.totals()["hammer"] == 160
    assert hall.open_lots() == []
    with pytest.raises(LotClosed):
        hall.bid(CAT, lot.id, 200)


def test_reserve_not_met_is_unsold(hall, lot):
    hall.bid(ANN, lot.id, 120)
    result = hall.close(AUC, lot.id)
    assert result == Result(lot.id, None, 0) and not result.sold
    assert hall.ledger.totals()["sold"] == 0


def test_close_rules(hall, lot):
    with pytest.raises(PermissionDenied):
        hall.close(ANN, lot.id)
    hall.close(AUC, lot.id)
    with pytest.raises(LotClosed):
        hall.close(SAM, lot.id)


def test_close_due(hall, clock):
    a = hall.open_lot(SAM, "Map", 10, duration=30)
    b = hall.open_lot(SAM, "Globe", 10, duration=90)
    hall.open_lot(ANN, "Chart", 10)
    hall.bid(ANN, a.id, 10)
    assert hall.close_due() == []
    clock.advance(30)
    assert hall.close_due() == [Result(a.id, "ann", 10)]
    clock.advance(100)
    assert hall.close_due() == [Result(b.id, None, 0)]
    assert hall.open_lots() == ["L3"]


def test_sale_listeners_get_every_result(hall, lot):
    seen = []
    hall.on_sold(seen.append)
    other = hall.open_lot(ANN, "Lamp", 5)
    hall.bid(BOB, lot.id, 150)
    hall.close(SAM, lot.id)
    hall.close(AUC, other.id)
    assert seen == [Result(lot.id, "bob", 150), Result(other.id, None, 0)]


def test_outbid_through_the_hall(hall, lot):
    hall.bid(ANN, lot.id, 100)
    hall.bid(BOB, lot.id, 110)
    assert hall.watch.wait_outbid(lot.id, "ann", 0.5).bidder == "bob"


def test_unknown_lot_and_user(hall):
    with pytest.raises(NotFound):
        hall.bid(ANN, "L7", 100)
    with pytest.raises(NotFound):
        hall.user("zed")
    assert hall.user("ann") is ANN


def test_lots_and_bids_of_a_member(hall, lot):
    other = hall.open_lot(ANN, "Vase", 30)
    hall.bid(BOB, lot.id, 100)
    hall.bid(BOB, other.id, 30)
    hall.bid(CAT, other.id, 40)
    assert [l.id for l in hall.lots_of("sam")] == [lot.id]
    assert [(b.lot_id, b.amount) for b in hall.bids_by("bob")] == [(lot.id, 100), (other.id, 30)]
    assert hall.bids_by("dan") == []


def test_sale_listener_may_read_the_hall(hall, lot):
    from conftest import started

    seen = []
    hall.on_sold(lambda r: seen.append(hall.result(r.lot_id)))
    hall.bid(ANN, lot.id, 150)
    w = started(lambda: hall.close(SAM, lot.id))
    w.join(1)
    assert not w.is_alive(), "close() did not return"
    assert w.error is None
    assert seen == [Result(lot.id, "ann", 150)]
