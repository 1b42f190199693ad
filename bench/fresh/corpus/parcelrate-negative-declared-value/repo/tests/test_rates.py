import pytest

from parcelrate import RateError, RateTable


def test_base_price_between_limits():
    table = RateTable()
    assert table.base_price(0.3) == 395
    assert table.base_price(1.5) == 620
    assert table.base_price(3.0) == 890
    assert table.base_price(7.25) == 1350
    assert table.base_price(25.0) == 2900


def test_price_by_zone():
    table = RateTable()
    assert table.price(1.5, 1) == 620
    assert table.price(1.5, 2) == 775
    assert table.price(0.3, 3) == 632
    with pytest.raises(RateError):
        table.price(1.5, 9)


def test_weights_outside_the_table_are_refused():
    table = RateTable()
    with pytest.raises(RateError):
        table.base_price(31.0)
    with pytest.raises(RateError):
        table.base_price(0)


def test_headroom_inside_a_bracket():
    table = RateTable()
    assert table.headroom(1.5) == 0.5
    assert table.headroom(3.2) == 1.8
    assert table.headroom(0.1) == 0.4


def test_brackets_must_increase():
    with pytest.raises(RateError):
        RateTable([(2.0, 500), (1.0, 400)])
    with pytest.raises(RateError):
        RateTable([])


def test_describe():
    assert RateTable([(1, 300), (2.5, 480)]).describe() == ["up to 1 kg: 3.00", "up to 2.5 kg: 4.80"]
