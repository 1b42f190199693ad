import pytest

from parcelrate import DEFAULT_BRACKETS, Parcel, RateError, RateTable, quote


def test_every_limit_belongs_to_its_bracket():
    table = RateTable()
    for limit, price in DEFAULT_BRACKETS:
        assert table.base_price(limit) == price, limit


def test_headroom_on_a_limit_is_zero():
    table = RateTable()
    assert table.headroom(2.0) == 0.0
    assert table.headroom(0.5) == 0.0
    assert table.headroom(30.0) == 0.0


def test_top_of_the_table_can_be_priced():
    assert RateTable().price(30.0, 1) == 2900
    assert RateTable().price(10.0, 2) == 1688


def test_quotes_on_a_limit():
    q = quote(Parcel(1.0, 20, 15, 10), "SW1A 1AA", "SW19 5AE", fuel_percent=0)
    assert q.line("postage").pence == 450
    bulky = quote(Parcel(0.3, 40, 25, 10), "SW1A 1AA", "SW19 5AE", fuel_percent=0)
    assert bulky.billable_kg == 2.0
    assert bulky.total == 620


def test_just_above_a_limit():
    table = RateTable()
    assert table.base_price(2.01) == 890
    assert table.base_price(0.51) == 450
    assert table.headroom(2.01) == 2.99
    with pytest.raises(RateError):
        table.base_price(30.01)
    with pytest.raises(RateError):
        table.headroom(30.01)


def test_inside_brackets_unchanged():
    table = RateTable()
    assert table.headroom(0.25) == 0.25
    assert table.price(5.5, 2) == 1688
    assert table.price(12.0, 4) == 4410
