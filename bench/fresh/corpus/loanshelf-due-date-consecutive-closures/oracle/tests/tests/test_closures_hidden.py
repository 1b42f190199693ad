from datetime import date

from loanshelf import Closures, Item, LoanDesk, Member
from conftest import EASTER, item, member

CHRISTMAS = Closures(closed_weekdays=(6,), holidays={date(2026, 12, 25), date(2026, 12, 26)})


def test_three_closed_days_in_a_row():
    assert CHRISTMAS.next_open_day(date(2026, 12, 25)) == date(2026, 12, 28)
    assert EASTER.next_open_day(date(2026, 4, 5)) == date(2026, 4, 7)
    desk = LoanDesk(CHRISTMAS)
    ada = desk.add_member(Member("m1", "Ada"))
    dvd = desk.add_item(Item("d1", "Fargo", "dvd"))
    assert desk.checkout(ada, dvd, date(2026, 12, 18)).due == date(2026, 12, 28)


def test_renewal_due_date_skips_closures(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    desk.renew(loan, date(2026, 3, 15))
    assert loan.due == date(2026, 4, 7)


def test_hold_pickup_deadline_skips_closures(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    hold = desk.place_hold(member(desk, "m2"), item(desk, "b1"), date(2026, 3, 3))
    desk.return_item(loan, date(2026, 3, 31))
    assert hold.pickup_by == date(2026, 4, 7)


def test_single_closures_and_open_days_unchanged(desk):
    assert EASTER.next_open_day(date(2026, 4, 3)) == date(2026, 4, 4)
    assert EASTER.next_open_day(date(2026, 4, 7)) == date(2026, 4, 7)
    assert CHRISTMAS.open_days_between(date(2026, 12, 24), date(2026, 12, 29)) == 2
    dvd = desk.checkout(member(desk, "m1"), item(desk, "d1"), date(2026, 3, 27))
    assert dvd.due == date(2026, 4, 4)
    book = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 9))
    assert book.due == date(2026, 3, 30)


def test_closure_rules_and_renewal_on_open_days(desk):
    for weekdays in (range(7), (0, 8)):
        try:
            Closures(closed_weekdays=weekdays)
        except ValueError:
            pass
        else:
            raise AssertionError(f"{weekdays} accepted")
    loan = desk.checkout(member(desk, "m2"), item(desk, "b2"), date(2026, 3, 2))
    desk.renew(loan, date(2026, 3, 17))
    assert loan.due == date(2026, 4, 7)
    desk.renew(loan, date(2026, 4, 7))
    assert loan.due == date(2026, 4, 28) and loan.renewals == 2
