import pytest

from parcelrate import PostcodeError, normalize_postcode, postcode_area, zone_for


def test_normalize_postcode():
    assert normalize_postcode(" sw1a1aa ") == "SW1A 1AA"
    assert normalize_postcode("m1 1ae") == "M1 1AE"
    assert postcode_area("EH1 1YZ") == "EH"


def test_rejects_bad_postcodes():
    for text in ("", "12345", "SW1A", "SW1A 1A"):
        with pytest.raises(PostcodeError):
            normalize_postcode(text)


def test_zones():
    assert zone_for("SW1A 1AA", "SW19 5AE") == 1
    assert zone_for("SW1A 1AA", "SE1 9GP") == 2
    assert zone_for("SW1A 1AA", "M1 1AE") == 3
    assert zone_for("M1 1AE", "IV2 3BW") == 4
