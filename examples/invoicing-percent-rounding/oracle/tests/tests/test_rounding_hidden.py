"""Hidden evaluation tests for the percent rounding issue (not shipped with the repo)."""

from decimal import Decimal

from invoicing import LineItem, build_invoice, credit_note, percent_of, tax_breakdown


def _half_up(amount_cents, percent_int):
    """Reference: integer percent of an amount, halves away from zero."""
    scaled = abs(amount_cents) * percent_int
    cents = (scaled + 50) // 100
    return -cents if amount_cents < 0 else cents


# ---------------------------------------------------------------- FAIL_TO_PASS

def test_hidden_percent_of_rounds_up_from_above_half():
    assert percent_of(1298, Decimal("20")) == 260   # 259.6
    assert percent_of(1999, Decimal("15")) == 300   # 299.85
    assert percent_of(2599, 20) == 520              # 519.8
    assert percent_of(1, "60") == 1                 # 0.6
    assert percent_of(1999, Decimal("5.5")) == 110  # 109.945


def test_hidden_percent_of_half_cent_rounds_away_from_zero():
    assert percent_of(1005, 10) == 101    # 100.5
    assert percent_of(25, 2) == 1         # 0.5
    assert percent_of(-1005, 10) == -101  # -100.5


def test_hidden_percent_of_negative_amounts_round_to_nearest():
    assert percent_of(-1299, Decimal("20")) == -260
    assert percent_of(-1999, Decimal("15")) == -300


def test_hidden_percent_of_matches_reference_over_a_range():
    for amount in range(-2500, 2501, 7):
        for rate in (7, 15, 19, 20, 21):
            assert percent_of(amount, rate) == _half_up(amount, rate), (amount, rate)


def test_hidden_discount_code_from_issue():
    inv = build_invoice([LineItem("SH-3", "Shirt", 1999)], discount_code="SAVE15")
    assert inv.discount_cents == 300
    assert inv.tax_cents == 340      # 20 % of 1699 = 339.8
    assert inv.total_cents == 2039


def test_hidden_invoice_vat_for_many_prices():
    for price in range(1280, 1320):
        inv = build_invoice([LineItem("PEN-9", "Fountain pen", price)])
        assert inv.tax_cents == _half_up(price, 20), price
        assert inv.total_cents == price + _half_up(price, 20), price


# ---------------------------------------------------------------- PASS_TO_PASS

def test_hidden_percent_of_exact_results_keep_their_sign():
    assert percent_of(-2000, Decimal("20")) == -400
    assert percent_of(-1000, "12.5") == -125
    assert percent_of(-2000, Decimal("5.5")) == -110
    assert percent_of(0, 20) == 0


def test_hidden_percent_of_fractional_rates():
    assert percent_of(4000, "2.5") == 100
    assert percent_of(2000, Decimal("12.5")) == 250
    assert percent_of(10000, Decimal("7.25")) == 725


def test_hidden_percent_of_below_half_is_unchanged():
    assert percent_of(1301, 20) == 260    # 260.2
    assert percent_of(1302, 20) == 260    # 260.4
    assert percent_of(-1301, 20) == -260  # -260.2


def test_hidden_credit_note_mirrors_invoice(sample_items):
    inv = build_invoice(sample_items, discount_code="SAVE10")
    credit = credit_note(inv)
    assert credit.subtotal_cents == -inv.subtotal_cents
    assert credit.discount_cents == -inv.discount_cents
    assert credit.tax_by_rate == {rate: -tax for rate, tax in inv.tax_by_rate.items()}
    assert credit.total_cents == -inv.total_cents


def test_hidden_refund_line_exact_tax():
    inv = build_invoice([LineItem("MUG-2", "Mug (returned)", 1000, quantity=-2)])
    assert inv.tax_cents == -400
    assert inv.total_cents == -2400


def test_hidden_tax_breakdown_groups_by_rate():
    nets = [(Decimal("20"), 1000), (Decimal("5.5"), 2000), ("20", 1000)]
    assert tax_breakdown(nets) == {Decimal("5.5"): 110, Decimal("20"): 400}


def test_hidden_allocate_needs_weights():
    import pytest
    from invoicing import allocate
    with pytest.raises(ValueError):
        allocate(1000, [])
    with pytest.raises(ValueError):
        allocate(1000, [0, 0])
