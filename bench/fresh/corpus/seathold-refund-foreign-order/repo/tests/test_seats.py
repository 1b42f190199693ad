import pytest

from seathold import FREE, HELD, SOLD, SeatError, SeatMap, by_section, parse_seat


def test_seat_ids():
    assert parse_seat("stalls-3-12") == ("stalls", 3, 12)
    assert parse_seat("upper-circle-1-2") == ("upper-circle", 1, 2)
    for bad in ("stalls", "stalls-a-1", "-1-2"):
        with pytest.raises(SeatError):
            parse_seat(bad)


def test_take_sell_free(seats):
    seats.take(["stalls-1-1", "stalls-1-2"])
    assert seats.status("stalls-1-1") == HELD
    seats.sell(["stalls-1-1"])
    seats.free(["stalls-1-2"])
    assert (seats.status("stalls-1-1"), seats.status("stalls-1-2")) == (SOLD, FREE)
    seats.free(["stalls-1-1"], expected=SOLD)
    assert seats.counts() == {FREE: 28, HELD: 0, SOLD: 0}


def test_take_is_all_or_nothing(seats):
    seats.take(["stalls-2-2"])
    with pytest.raises(SeatError):
        seats.take(["stalls-2-1", "stalls-2-2"])
    assert seats.status("stalls-2-1") == FREE
    for bad in ([], ["stalls-9-9"], ["stalls-1-1", "stalls-1-1"]):
        with pytest.raises(SeatError):
            seats.take(bad)


def test_free_seats_and_sections(seats):
    seats.take(["balcony-1-1", "balcony-2-3"])
    assert seats.free_seats("balcony")[:3] == ["balcony-1-2", "balcony-1-3", "balcony-1-4"]
    assert len(seats.free_seats("balcony")) == 6
    assert seats.sections() == ["balcony", "stalls"]
    assert seats.price("balcony-2-1") == 3000
    assert by_section(["stalls-1-1", "balcony-1-1", "stalls-2-2"]) == {"stalls": 2, "balcony": 1}
