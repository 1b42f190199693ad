from petchart import patient_summary, visits_by_date, weight_history, weight_trend
from conftest import NINA, REA, VAL


def busy(chart):
    chart.add_visit(REA, "2026-03-01", "09:30", "vaccination")
    chart.add_visit(VAL, "2026-01-10", "14:00", "limping")
    chart.add_visit(VAL, "2026-03-01", "08:15", "check-up")
    return chart


def test_weight_history_leaves_the_weights_alone(chart):
    chart.record_weight(NINA, "2026-01-01", 3.8)
    chart.record_weight(NINA, "2026-02-01", 3.9)
    weight_history(chart)
    assert [d for d, _ in chart.animal.weights] == ["2026-03-01", "2026-01-01", "2026-02-01"]


def test_summary_leaves_the_chart_alone(chart):
    busy(chart)
    chart.record_weight(NINA, "2026-01-01", 3.8)
    patient_summary(chart)
    assert [v.id for v in chart.visits] == [1, 2, 3]
    assert [d for d, _ in chart.animal.weights] == ["2026-03-01", "2026-01-01"]


def test_returned_lists_are_new_lists(chart):
    busy(chart)
    visits_by_date(chart).clear()
    weight_history(chart).clear()
    assert len(chart.visits) == 3 and len(chart.animal.weights) == 1


def test_ties_keep_the_order_of_entry(chart):
    chart.add_visit(REA, "2026-03-01", "09:00", "vaccination")
    chart.add_visit(REA, "2026-03-01", "09:00", "nail clipping")
    chart.add_visit(VAL, "2026-01-01", "10:00", "limping")
    assert [v.id for v in visits_by_date(chart)] == [1, 2, 3]
    assert [v.id for v in visits_by_date(chart, newest_first=False)] == [3, 1, 2]


def test_trend_and_current_weight(chart):
    chart.record_weight(NINA, "2026-05-01", 4.4)
    chart.record_weight(NINA, "2026-01-01", 3.6)
    assert weight_history(chart)[0] == ("2026-01-01", 3600)
    assert (weight_trend(chart), chart.animal.current_weight) == (22.2, 4400)
