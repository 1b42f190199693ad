from decimal import Decimal

from conftest import day, line, submitted
from expensekit import category_totals, overview, statement, top_claimants


def test_statement_orders_lines_by_day(book, staff):
    claim = submitted(book, "e1", line(6, "taxi", "30.00", receipt=True), line(2, "meals", "20.00"), line(2, "lodging", "150.00", receipt=True))
    text = statement(claim, staff["e1"])
    assert text[0] == f"Claim {claim.id} - Eva (sales) - submitted"
    assert [row.split()[1] for row in text[1:4]] == ["lodging", "meals", "taxi"]


def test_statement_findings_and_totals(book, staff):
    claim = submitted(book, "e2", line(3, "meals", "70.00", receipt=True), line(3, "taxi", "26.00"))
    text = statement(claim, staff["e2"])
    assert any("above the daily cap" in row for row in text)
    assert any("a receipt is needed" in row for row in text)
    assert text[-1] == "Total EUR 96.00; reimbursable EUR 86.00"


def test_category_totals(book):
    a = submitted(book, "e1", line(2, "meals", "20.00"), line(2, "taxi", "11.00"))
    b = submitted(book, "o1", line(3, "meals", "5.50"))
    assert category_totals([a, b]) == {"meals": Decimal("25.50"), "taxi": Decimal("11.00")}


def test_overview_newest_first_drafts_last(book):
    a = submitted(book, "e1", line(2, "meals", "20.00"), on=4)
    draft = book.new_claim("e2")
    b = submitted(book, "o1", line(3, "meals", "5.50"), on=9)
    rows = overview([a, draft, b])
    assert [r[0] for r in rows] == [b.id, a.id, draft.id]
    assert rows[0] == (b.id, "o1", "submitted", Decimal("5.50"))


def test_top_claimants(book):
    for emp, amount in (("e1", "50.00"), ("e2", "80.00"), ("e1", "40.00"), ("o1", "10.00")):
        claim = submitted(book, emp, line(2, "travel", amount, receipt=True))
        book.approve("f1", claim.id)
    assert top_claimants(book.all_claims(), n=2) == [("e1", Decimal("90.00")), ("e2", Decimal("80.00"))]
