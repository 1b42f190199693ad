import pytest

from parcelrate import Parcel, ParcelError, insurance_fee, quote


def test_quote_in_london():
    q = quote(Parcel(1.5, 20, 15, 10), "SW1A 1AA", "SE1 9GP")
    assert q.zone == 2
    assert q.billable_kg == 1.5
    assert [(line.label, line.pence) for line in q.lines] == [("postage", 775), ("fuel surcharge", 62)]
    assert q.total == 837


def test_quote_remote_with_signature_and_insurance():
    q = quote(Parcel(4.0, 30, 20, 20), "M1 1AE", "IV2 3BW", signature=True, declared_value=20000)
    assert q.zone == 4
    assert [line.label for line in q.lines] == ["postage", "fuel surcharge", "remote area", "signature", "insurance"]
    assert q.line("insurance").pence == 300
    assert q.line("postage").pence == 1869


def test_quote_breakdown_labels():
    q = quote(Parcel(1.0, 20, 15, 10), "SW1A 1AA", "SW19 5AE", fuel_percent=0)
    assert q.zone == 1
    assert [line.label for line in q.lines] == ["postage"]
    assert len(q.format().splitlines()) == 2


def test_insurance_fee():
    assert insurance_fee(None) == 0
    assert insurance_fee(20000) == 300
    assert insurance_fee(10001) == 151
