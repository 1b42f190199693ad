import pytest

from parcelrate import Parcel, ParcelError, billable_weight, dimensional_weight, from_imperial


def test_sides_and_girth():
    p = Parcel(2.0, 30, 40, 20)
    assert p.sides == (40, 30, 20)
    assert p.longest_side == 40
    assert p.girth == 140
    assert p.volume_cm3 == 24000


def test_rejects_non_positive_and_non_numbers():
    with pytest.raises(ParcelError):
        Parcel(0, 10, 10, 10)
    with pytest.raises(ParcelError):
        Parcel(1.0, -5, 10, 10)
    with pytest.raises(ParcelError):
        Parcel("2", 10, 10, 10)
    with pytest.raises(ParcelError):
        Parcel(True, 10, 10, 10)


def test_girth_limit():
    with pytest.raises(ParcelError):
        Parcel(5.0, 100, 60, 50)
    assert Parcel(5.0, 100, 50, 40).girth == 280


def test_from_imperial():
    p = from_imperial(10, 12, 10, 8)
    assert p.weight_kg == 4.536
    assert (p.length_cm, p.width_cm, p.height_cm) == (30.48, 25.4, 20.32)


def test_dimensional_and_billable_weight():
    bulky = Parcel(2.0, 40, 30, 20)
    assert dimensional_weight(bulky) == 5.0
    assert billable_weight(bulky) == 5.0
    dense = Parcel(1.23, 10, 10, 10)
    assert dimensional_weight(dense) == 0.5
    assert billable_weight(dense) == 1.3
