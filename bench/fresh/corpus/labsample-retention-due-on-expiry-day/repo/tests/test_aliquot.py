import pytest

from labsample import VolumeError, check_draw, max_aliquots, remaining_after


def test_remaining_after():
    assert remaining_after(500, 4, 50) == 295.0
    with pytest.raises(VolumeError):
        remaining_after(500, 0, 50)


def test_check_draw_rejects_overdraws():
    assert check_draw(500, 4, 50) == 295.0
    with pytest.raises(VolumeError):
        check_draw(100, 2, 50)
    with pytest.raises(VolumeError):
        check_draw(100, 1, 80)


def test_use_all():
    assert check_draw(100, 1, 80, use_all=True) == 15.0
    assert check_draw(105, 2, 50, use_all=True) == 0.0


def test_max_aliquots():
    assert max_aliquots(500, 50) == 9
    assert max_aliquots(500, 50, use_all=True) == 9
    assert max_aliquots(10, 50) == 0
