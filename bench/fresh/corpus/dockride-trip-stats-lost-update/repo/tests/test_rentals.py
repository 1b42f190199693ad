import pytest

from dockride import RentalBook, UnknownRental, fee


def test_fee_table():
    assert [fee(m) for m in (1, 30, 31, 45, 46, 60)] == [0, 0, 100, 100, 200, 200]
    assert fee(600) == 2000
    assert fee(90, "mechanic") == 0


def test_rental_minutes_and_fee(clock):
    book = RentalBook(clock)
    r = book.start("ann", "rider", "north-1")
    clock.advance(50 * 60 + 1)
    done = book.finish(r.id, "south-1")
    assert (done.minutes, done.cents, done.end_station) == (51, 200, "south-1")


def test_finish_twice_and_unknown(clock):
    book = RentalBook(clock)
    r = book.start("ann", "rider", "north-1")
    book.finish(r.id, "north-1")
    with pytest.raises(UnknownRental):
        book.finish(r.id, "north-1")
    with pytest.raises(UnknownRental):
        book.get(99)


def test_open_rentals(clock):
    book = RentalBook(clock)
    a, b = book.start("ann", "rider", "x"), book.start("bob", "rider", "x")
    book.finish(a.id, "x")
    assert [r.id for r in book.open_rentals()] == [b.id]
    assert book.open_rentals("ann") == []
