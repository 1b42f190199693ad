from decimal import Decimal

from invoicing import LineItem, build_invoice, credit_note, render_invoice


def test_invoice_totals_per_rate(sample_items):
    inv = build_invoice(sample_items)
    assert inv.subtotal_cents == 3000
    assert inv.discount_cents == 0
    assert inv.tax_by_rate == {Decimal("5.5"): 110, Decimal("20"): 200}
    assert inv.total_cents == 3310


def test_discount_is_split_across_rates(sample_items):
    inv = build_invoice(sample_items, discount_code="SAVE10")
    assert inv.discount_cents == 300
    # 200 of the discount comes off the books, 100 off the mug
    assert inv.tax_by_rate == {Decimal("5.5"): 99, Decimal("20"): 180}
    assert inv.total_cents == 3000 - 300 + 279


def test_credit_note_is_negative(sample_items):
    credit = credit_note(build_invoice(sample_items))
    assert credit.subtotal_cents == -3000
    assert credit.tax_cents < 0
    assert all(tax < 0 for tax in credit.tax_by_rate.values())
    assert credit.total_cents < credit.subtotal_cents


def test_render_invoice(sample_items):
    text = render_invoice(build_invoice(sample_items, discount_code="SAVE10"))
    assert "Paperback" in text
    assert "Discount SAVE10" in text
    assert "VAT 5.5%" in text
    assert text.splitlines()[-1].startswith("Total")
    assert text.splitlines()[-1].endswith("€29.79")


def test_vat_is_rounded_to_nearest_cent():
    # issue #41: €12.99 at 20 % VAT must be €2.60 VAT and €15.59 in total
    inv = build_invoice([LineItem("PEN-9", "Fountain pen", 1299)])
    assert inv.tax_cents == 260
    assert inv.total_cents == 1559
