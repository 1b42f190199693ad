import pytest

from huekit import BLACK, WHITE, Color, best_text_color, contrast_ratio, luminance, passes, rating


def test_luminance_extremes():
    assert luminance(BLACK) == 0.0
    assert luminance(WHITE) == pytest.approx(1.0)


def test_contrast_ratio_is_symmetric_and_rounded():
    assert contrast_ratio(BLACK, WHITE) == 21.0
    assert contrast_ratio(WHITE, Color(51, 102, 153)) == contrast_ratio(Color(51, 102, 153), WHITE)
    assert contrast_ratio(WHITE, Color(51, 102, 153)) == 6.0


def test_rating_between_levels():
    assert rating(21.0) == "AAA"
    assert rating(5.1) == "AA"
    assert rating(3.5) == "fail"
    assert rating(3.5, large=True) == "AA"


def test_passes_clear_cases():
    assert passes(BLACK, WHITE, "AAA")
    assert not passes(Color(160, 160, 160), WHITE)
    with pytest.raises(ValueError):
        passes(BLACK, WHITE, "A")


def test_best_text_color():
    assert best_text_color(Color(20, 20, 60)) == WHITE
    assert best_text_color(Color(250, 240, 200)) == BLACK
