import pytest

from cellarbook import Bottle, CellarError
from conftest import CLUB, PRIVATE, bottle


def test_bottle_validation():
    with pytest.raises(CellarError):
        bottle("C 1")
    with pytest.raises(CellarError):
        bottle("X1", colour="orange")
    with pytest.raises(CellarError):
        bottle("X1", vintage=1850)
    with pytest.raises(CellarError):
        bottle("X1", size_ml=700)


def test_window_must_not_end_before_it_starts():
    with pytest.raises(CellarError):
        bottle("X1", drink_from=2030, drink_until=2029)
    assert bottle("X1", drink_from=2030, drink_until=2030).drink_until == 2030


def test_label_and_private():
    assert CLUB[0].label == "Bodegas Lar Reserva 2015" and CLUB[3].label == "Maison Dor Brut NV"
    assert PRIVATE[0].private and not CLUB[0].private
    assert Bottle("Z9", "P", "W", None, "Jura").colour == "red"
