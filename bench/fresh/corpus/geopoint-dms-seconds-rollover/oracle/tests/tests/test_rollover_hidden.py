from geopoint import Point, format_dm, format_dms, format_point, split_dm, split_dms


def test_seconds_carry_into_minutes():
    assert split_dms(10.5 + 59.97 / 3600) == (1, 10, 31, 0.0)
    assert format_dms(10.5 + 59.97 / 3600, "lat") == "10°31'00.0\"N"


def test_decimal_minutes_carry_into_degrees():
    assert format_dm(45.99999999, "lon") == "46°00.000'E"
    assert split_dm(-0.99999999) == (-1, 1, 0.0)


def test_negative_values_and_other_places_roll_over():
    assert format_dms(-77.99999, "lon") == "78°00'00.0\"W"
    assert format_dms(12.0 + 59.6 / 3600, "lat", 0) == "12°01'00\"N"


def test_points_roll_over_in_every_style():
    assert format_point(10.99999999, 20.99999999) == "11°00'00.0\"N 21°00'00.0\"E"
    assert format_point(10.99999999, 20.99999999, "dm") == "11°00.000'N 21°00.000'E"


def test_ordinary_values_are_unchanged():
    assert split_dms(-122.42, 3) == (-1, 122, 25, 12.0)
    assert format_dms(151.2093, "lon", 3) == "151°12'33.480\"E"
    assert format_dms(59.99999, "lat", 3) == "59°59'59.964\"N"
    assert format_dm(-122.42, "lon") == "122°25.200'W"
    assert format_dm(33.5, "lat", 1) == "33°30.0'N"
    assert split_dms(0.00001) == (1, 0, 0, 0.0)


def test_point_text_values():
    assert Point.from_text("51°30'26.5\"N, 0°07'39\"W").to_text() == "51°30'26.5\"N 0°07'39.0\"W"
    assert Point(-33.8688, 151.2093).to_text("dm", 1) == "33°52.1'S 151°12.6'E"
