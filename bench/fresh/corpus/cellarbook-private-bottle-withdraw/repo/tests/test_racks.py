import pytest

from cellarbook import CellarError, Rack


def test_put_take_and_where():
    r = Rack("R", 2, 3)
    assert r.put("b2", "X1") == "B2"
    assert r.where("X1") == "B2" and r.used() == 1
    assert r.take("B2") == "X1" and r.where("X1") is None


def test_free_slots_in_row_order():
    r = Rack("R", 2, 2)
    r.put("A1", "X1")
    assert r.free() == ["A2", "B1", "B2"] and r.next_free() == "A2"


def test_rack_errors():
    r = Rack("R", 1, 2)
    r.put("A1", "X1")
    with pytest.raises(CellarError):
        r.put("A1", "X2")
    with pytest.raises(CellarError):
        r.take("A2")
    with pytest.raises(CellarError):
        r.put("C1", "X3")
    with pytest.raises(ValueError):
        Rack("R", 0, 2)
