from decimal import Decimal

from conftest import day, line
from expensekit import Line, mileage_amount, mileage_parts, statement

R1, R2, R3 = Decimal("0.30"), Decimal("0.25"), Decimal("0.20")


def test_parts_of_a_trip_across_a_limit():
    assert mileage_parts(500, 9800) == [(200, R1), (300, R2)]
    assert mileage_parts(400, 19900) == [(100, R2), (300, R3)]


def test_trip_across_two_limits():
    assert mileage_amount(12000, 9000) == Decimal("3000.00")
    assert mileage_parts(12000, 9000) == [(1000, R1), (10000, R2), (1000, R3)]
    assert mileage_amount(400, 19900) == Decimal("85.00")
    assert mileage_amount(25000, 0) == Decimal("6500.00")


def test_book_splits_a_line_across_the_limit(book):
    claim = book.new_claim("e1")
    assert book.add_line(claim.id, Line(day(2), "mileage", km=9800)).amount == Decimal("2940.00")
    assert book.add_line(claim.id, Line(day(3), "mileage", km=500)).amount == Decimal("135.00")
    other = book.new_claim("e1")
    assert book.add_line(other.id, Line(day(20), "mileage", km=10500)).amount == Decimal("2585.00")


def test_trips_ending_at_a_limit():
    assert mileage_amount(200, 9800) == Decimal("60.00")
    assert mileage_parts(10000, 0) == [(10000, R1)]
    assert mileage_amount(100, 10000) == Decimal("25.00")
    assert mileage_parts(10000, 10000) == [(10000, R2)]


def test_mileage_values_of_the_book(book, staff):
    claim = book.new_claim("e1")
    book.add_line(claim.id, Line(day(2), "mileage", km=400))
    book.add_line(claim.id, line(2, "meals", "12.00"))
    assert claim.total == Decimal("132.00")
    assert statement(claim, staff["e1"])[1] == "2026-03-02  meals         EUR 12.00"
    assert statement(claim, staff["e1"])[2] == "2026-03-02  mileage      EUR 120.00 400 km"
