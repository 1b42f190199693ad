from petchart import patient_summary, visits_by_date, visits_seen_by, weight_history, weight_trend
from conftest import NINA, REA, VAL


def busy(chart):
    chart.add_visit(REA, "2026-03-01", "09:30", "vaccination")
    chart.add_visit(VAL, "2026-01-10", "14:00", "limping")
    chart.add_visit(VAL, "2026-03-01", "08:15", "check-up")
    return chart


def test_visits_by_date(chart):
    busy(chart)
    assert [v.id for v in visits_by_date(chart)] == [1, 3, 2]
    assert [v.id for v in visits_by_date(chart, newest_first=False)] == [2, 3, 1]


def test_visits_seen_by(chart):
    busy(chart)
    assert [v.id for v in visits_seen_by(chart, "val")] == [2, 3]


def test_weight_history_and_trend(chart):
    assert weight_trend(chart) is None
    chart.record_weight(NINA, "2026-01-01", 3.8)
    chart.record_weight(NINA, "2026-04-01", 4.18)
    assert weight_history(chart) == [("2026-01-01", 3800), ("2026-03-01", 4000), ("2026-04-01", 4180)]
    assert weight_trend(chart) == 10.0


def test_patient_summary(chart):
    busy(chart)
    chart.prescribe(VAL, "meloxicam", 0.4, 1, 5)
    s = patient_summary(chart)
    assert s["patient"] == "Miso (cat, owner Ms Park)"
    assert (s["weight"], s["weighings"], s["trend"]) == ("4.00 kg", 1, None)
    assert (s["last_visit"], s["visits"]) == ("2026-03-01", 3)
    assert s["active"] == ["meloxicam 0.4 mg x1 for 5 d"]


def test_weights_of_one_day_keep_their_order(chart):
    chart.record_weight(NINA, "2026-03-01", 4.1)
    assert weight_history(chart) == [("2026-03-01", 4000), ("2026-03-01", 4100)]
    assert chart.animal.current_weight == 4100


def test_summary_of_an_unweighed_patient(cat):
    from petchart import Chart

    s = patient_summary(Chart(cat))
    assert (s["weight"], s["last_visit"], s["active"]) == ("not weighed", None, [])


def test_notes_last_seen_and_owner_letter(chart):
    from petchart import owner_letter

    busy(chart)
    chart.add_note(VAL, 2, "mild sprain")
    chart.add_note(NINA, 3, "weight stable")
    assert chart.notes() == [("2026-01-10", "val: mild sprain"), ("2026-03-01", "nina: weight stable")]
    assert chart.last_seen_by() == {"rea": "2026-03-01", "val": "2026-03-01"}
    chart.prescribe(VAL, "meloxicam", 0.4, 1, 5)
    letter = owner_letter(chart)
    assert letter.splitlines()[3] == "  - meloxicam: 0.4 mg once a day for 5 days"
    assert letter.startswith("Dear Ms Park,") and letter.endswith("Riverside Vets")
