from decimal import Decimal

from conftest import line, submitted
from expensekit import overview, statement


def test_statement_leaves_the_lines_alone(book, staff):
    claim = submitted(book, "e1", line(6, "taxi", "30.00", receipt=True), line(2, "meals", "20.00"), line(2, "lodging", "150.00", receipt=True))
    before = list(claim.lines)
    statement(claim, staff["e1"])
    assert claim.lines == before


def test_overview_leaves_the_list_alone(book):
    a = submitted(book, "e1", line(2, "meals", "20.00"), on=4)
    draft = book.new_claim("e2")
    b = submitted(book, "o1", line(3, "meals", "5.50"), on=9)
    claims = [a, draft, b]
    assert [r[0] for r in overview(claims)] == [b.id, a.id, draft.id]
    assert claims == [a, draft, b]


def test_overview_of_any_iterable(book):
    a = submitted(book, "e1", line(2, "meals", "20.00"), on=4)
    b = submitted(book, "o1", line(3, "meals", "5.50"), on=9)
    assert [r[0] for r in overview((a, b))] == [b.id, a.id]
    assert [r[0] for r in overview(c for c in (a, b))] == [b.id, a.id]


def test_statement_orders_lines_by_day(book, staff):
    claim = submitted(book, "e1", line(6, "taxi", "30.00", receipt=True), line(2, "meals", "20.00"), line(2, "lodging", "150.00", receipt=True))
    text = statement(claim, staff["e1"])
    assert text[0] == f"Claim {claim.id} - Eva (sales) - submitted"
    assert [row.split()[1] for row in text[1:4]] == ["lodging", "meals", "taxi"]


def test_statement_rows_and_totals(book, staff):
    claim = submitted(book, "e2", line(4, "taxi", "26.00"), line(3, "meals", "40.00", receipt=True), line(3, "meals", "30.00", receipt=True))
    text = statement(claim, staff["e2"])
    assert text[1:4] == ["2026-03-03  meals         EUR 40.00", "2026-03-03  meals         EUR 30.00",
                         "2026-03-04  taxi          EUR 26.00"]
    assert text[-1] == "Total EUR 96.00; reimbursable EUR 86.00"
