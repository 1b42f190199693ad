from huekit import WHITE, Color, sort_by_hue, sort_by_luminance, summary

RED, GREEN, BLUE = Color(255, 0, 0), Color(0, 128, 0), Color(0, 0, 255)


def test_sort_by_hue_leaves_the_palette_alone():
    palette = [BLUE, Color(90, 90, 90), GREEN, RED]
    assert sort_by_hue(palette) == [Color(90, 90, 90), RED, GREEN, BLUE]
    assert palette == [BLUE, Color(90, 90, 90), GREEN, RED]


def test_results_are_new_lists():
    palette = [WHITE, BLUE]
    for result in (sort_by_luminance(palette), sort_by_luminance(palette, reverse=True), sort_by_hue(palette)):
        assert result is not palette
    assert sort_by_luminance(palette, reverse=True) == [WHITE, BLUE]
    assert palette == [WHITE, BLUE]


def test_tuples_and_generators_are_accepted():
    assert sort_by_luminance((WHITE, BLUE, GREEN)) == [BLUE, GREEN, WHITE]
    assert sort_by_luminance(c for c in (WHITE, RED)) == [RED, WHITE]
    assert sort_by_hue((BLUE, RED)) == [RED, BLUE]


def test_duplicates_are_kept():
    assert sort_by_luminance([RED, BLUE, RED]) == [BLUE, RED, RED]
    assert sort_by_hue([BLUE, RED, BLUE]) == [RED, BLUE, BLUE]


def test_equal_keys_keep_their_order_and_summary_values():
    half, full = Color(10, 10, 10, 0.5), Color(10, 10, 10)
    assert sort_by_luminance([half, full]) == [half, full]
    assert sort_by_luminance([full, half], reverse=True) == [full, half]
    s = summary([RED, BLUE, RED, GREEN])
    assert s["mean_luminance"] == 0.1629
