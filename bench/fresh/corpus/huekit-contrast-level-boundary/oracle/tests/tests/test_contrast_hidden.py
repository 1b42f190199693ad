from huekit import BLACK, WHITE, Color, contrast_ratio, passes, rating


def test_rating_at_every_minimum():
    assert rating(7.0) == "AAA"
    assert rating(4.5, large=True) == "AAA"
    assert rating(3.0, large=True) == "AA"


def test_passes_at_an_exact_ratio():
    assert contrast_ratio(Color(117, 119, 119), WHITE) == 4.5
    assert passes(Color(117, 119, 119), WHITE, "AA")
    assert passes(Color(89, 89, 89), WHITE, "AAA")
    assert passes(Color(149, 149, 149), WHITE, "AA", large=True)
    assert passes(Color(117, 119, 119), WHITE, "AAA", large=True)


def test_rating_of_colour_pairs_at_a_minimum():
    assert rating(contrast_ratio(Color(239, 0, 0), WHITE)) == "AA"
    assert rating(contrast_ratio(Color(89, 89, 89), BLACK), large=True) == "AA"
    assert rating(contrast_ratio(Color(89, 89, 89), WHITE)) == "AAA"


def test_just_below_a_minimum_does_not_pass():
    assert rating(4.49) == "fail"
    assert rating(4.499) == "fail"
    assert rating(6.995) == "AA"
    assert rating(2.999, large=True) == "fail"
    assert not passes(Color(119, 119, 119), WHITE)
    assert not passes(Color(150, 150, 150), WHITE, "AA", large=True)


def test_clear_ratings_unchanged():
    assert rating(contrast_ratio(WHITE, Color(51, 102, 153))) == "AA"
    assert rating(contrast_ratio(WHITE, Color(51, 102, 153)), large=True) == "AAA"
    assert passes(BLACK, WHITE, "AAA", large=True)
    assert rating(1.0) == "fail"
