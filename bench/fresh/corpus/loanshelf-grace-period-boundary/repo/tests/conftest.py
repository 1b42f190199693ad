from datetime import date

import pytest

from loanshelf import Closures, Item, LoanDesk, Member

EASTER = Closures(closed_weekdays=(6,), holidays={date(2026, 4, 3), date(2026, 4, 6)})


@pytest.fixture
def desk():
    d = LoanDesk(EASTER)
    d.add_member(Member("m1", "Ada", "adult"))
    d.add_member(Member("m2", "Ben", "child"))
    d.add_member(Member("m3", "Cy", "staff"))
    d.add_item(Item("b1", "Dune", "book"))
    d.add_item(Item("b2", "Emma", "book"))
    d.add_item(Item("d1", "Fargo", "dvd"))
    d.add_item(Item("l1", "Laptop 7", "laptop"))
    d.add_item(Item("z1", "Zine 4", "magazine"))
    return d


def member(desk, mid):
    return desk.members[mid]


def item(desk, iid):
    return desk.items[iid]
