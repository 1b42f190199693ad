from conftest import ann, bob, cy
from gpulease import expiring_within, format_report, holdings, oldest, utilization


def test_holdings_and_utilization(book, pool):
    book.acquire(cy, 1)
    book.acquire(ann, 1)
    book.acquire(bob, 1)
    assert holdings(book) == {"speech": 1, "vision": 2}
    assert utilization(book, pool) == 0.75


def test_oldest_expiring_and_text(book, pool, clock):
    a = book.acquire(ann, 2, ttl=30)
    clock.advance(10)
    b = book.acquire(cy, 1, ttl=60)
    assert oldest(book, clock) == [(a.id, "ann", 10.0), (b.id, "cy", 0.0)]
    assert expiring_within(book, clock, 20) == [a.id]
    assert format_report(book, pool, clock).splitlines()[:2] == ["pool: 3/4 leased (75%)", "  speech     1"]
