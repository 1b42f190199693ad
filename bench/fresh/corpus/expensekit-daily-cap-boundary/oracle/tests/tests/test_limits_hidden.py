from decimal import Decimal

from conftest import line, submitted
from expensekit import Claim, cap_findings, check_lines, exceeds, may_decide, receipt_findings, reimbursable


def test_every_daily_cap_is_inclusive():
    lines = [line(3, "lodging", "180.00", receipt=True), line(3, "taxi", "80.00", receipt=True),
             line(4, "supplies", "150.00", receipt=True), line(4, "meals", "60.00", receipt=True)]
    assert cap_findings(lines) == []
    assert reimbursable(lines) == Decimal("470.00")


def test_receipt_limit_is_inclusive(book):
    assert receipt_findings([line(4, "taxi", "25.00"), line(4, "meals", "25.00")]) == []
    claim = book.new_claim("e1")
    book.add_line(claim.id, line(4, "taxi", "25.00"))
    assert book.submit(claim.id, line(5, "taxi", "1").day) == []


def test_approval_limit_is_inclusive(book, staff):
    a = submitted(book, "e1", line(2, "travel", "600.00", receipt=True), line(3, "travel", "400.00", receipt=True))
    assert book.approve("m1", a.id).status == "approved"
    b = Claim("C8", "m2", [line(2, "travel", "5000.00", receipt=True)], status="submitted")
    assert may_decide(staff["d2"], b, staff["m2"])
    assert not exceeds(Decimal("60.00"), Decimal("60.00"))


def test_one_cent_over_is_flagged(staff):
    found = cap_findings([line(3, "meals", "60.01", receipt=True)])
    assert [(f.code, f.amount) for f in found] == [("over-cap", Decimal("0.01"))]
    assert [f.amount for f in receipt_findings([line(4, "taxi", "25.01")])] == [Decimal("25.01")]
    c = Claim("C8", "e1", [line(2, "travel", "1000.01", receipt=True)], status="submitted")
    assert not may_decide(staff["m1"], c, staff["e1"])
    assert exceeds(Decimal("0.01"), Decimal("0.00"))


def test_values_of_clear_cases():
    lines = [line(5, "taxi", "95.00"), line(4, "meals", "70.00", receipt=True)]
    assert [(f.code, f.amount) for f in check_lines(lines)] == [
        ("over-cap", Decimal("10.00")), ("over-cap", Decimal("15.00")), ("receipt-missing", Decimal("95.00"))]
    assert reimbursable(lines) == Decimal("140.00")
    assert not exceeds(Decimal("99999.00"), None)
