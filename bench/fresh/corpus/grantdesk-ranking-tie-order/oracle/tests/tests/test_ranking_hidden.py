from grantdesk import Entry, allocate, rank


def e(id, average, total, submitted, band="fund"):
    return Entry(id, id, average, band, total, submitted)


def test_ties_go_to_the_smaller_budget():
    entries = [e("a", 8.0, 60000, 0), e("b", 8.0, 50000, 1), e("c", 9.0, 90000, 2)]
    assert [x.id for x in rank(entries)] == ["c", "b", "a"]
    entries = [e("a", 8.0, 72000, 0), e("b", 8.0, 54000, 1), e("c", 8.0, 36000, 2)]
    assert [x.id for x in rank(entries)] == ["c", "b", "a"]


def test_allocation_follows_the_tie_break():
    entries = [e("a", 8.0, 60000, 0), e("b", 8.0, 50000, 1)]
    assert [x.id for x in allocate(entries, 100000)] == ["b"]
    entries = [e("a", 8.0, 72000, 0), e("b", 8.0, 54000, 1), e("c", 8.0, 36000, 2)]
    assert [x.id for x in allocate(entries, 100000)] == ["c", "b"]


def test_equal_budgets_then_go_to_the_earlier_one():
    entries = [e("late", 7.5, 40000, 5), e("early", 7.5, 40000, 2), e("cheap", 7.5, 30000, 9)]
    assert [x.id for x in rank(entries)] == ["cheap", "early", "late"]
    assert [x.id for x in allocate(entries, 75000)] == ["cheap", "early"]


def test_averages_decide_first():
    entries = [e("a", 7.25, 10000, 0), e("b", 9.0, 99000, 1), e("c", 7.5, 99000, 2)]
    assert [x.id for x in rank(entries)] == ["b", "c", "a"]


def test_allocation_skips_what_does_not_fit():
    entries = [e("a", 9.0, 90000, 0), e("b", 8.0, 70000, 1), e("c", 7.5, 50000, 2),
               e("d", 6.5, 1000, 3, band="reserve")]
    assert [x.id for x in allocate(entries, 150000)] == ["a", "c"]
    assert allocate(entries, 10) == []
