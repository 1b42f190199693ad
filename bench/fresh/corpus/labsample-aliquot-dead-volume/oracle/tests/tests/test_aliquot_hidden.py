from datetime import date

import pytest

from conftest import TOM
from labsample import VolumeError, check_draw, max_aliquots


def test_residual_exactly_the_minimum():
    assert check_draw(30, 1, 5) == 20.0
    assert check_draw(125, 1, 100) == 20.0


def test_max_aliquots_counts_the_dead_volume_once():
    assert max_aliquots(126, 50) == 2
    assert max_aliquots(75, 50) == 1
    assert max_aliquots(105, 50, use_all=True) == 2


def test_registry_aliquot_near_the_residual(reg):
    s = reg.register(TOM, "dna", 228, date(2024, 5, 1))
    kids = reg.aliquot(TOM, s.id, 2, 100)
    assert len(kids) == 2 and s.volume_ul == 23.0


def test_still_refuses_too_little():
    with pytest.raises(VolumeError):
        check_draw(120, 2, 50)
    with pytest.raises(VolumeError):
        check_draw(100, 2, 50, use_all=True)
    assert check_draw(100, 1, 95, use_all=True) == 0.0


def test_max_aliquots_elsewhere():
    assert max_aliquots(500, 50) == 9 and max_aliquots(10, 50) == 0
    assert max_aliquots(24, 1) == 0 and max_aliquots(1000, 100) == 9
    with pytest.raises(VolumeError):
        max_aliquots(100, 0)
