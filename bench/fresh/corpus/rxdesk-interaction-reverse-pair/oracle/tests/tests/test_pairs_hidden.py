from conftest import ANN, D0, day
from rxdesk import all_interactions, interacting_with, patient_summary, severity, worst
from rxdesk.interactions import _TABLE


def test_every_pair_in_both_orders():
    for (a, b), sev in _TABLE.items():
        assert severity(a, b) == sev
        assert severity(b, a) == sev
    assert severity("tramadol", "sertraline") == "severe"
    assert severity("furosemide", "metformin") == "moderate"


def test_interacting_with_looks_at_both_sides():
    assert interacting_with("aspirin") == {"ibuprofen": "moderate", "warfarin": "severe"}
    assert interacting_with("tramadol") == {"sertraline": "severe"}
    assert interacting_with("ibuprofen") == {"aspirin": "moderate", "lisinopril": "moderate", "warfarin": "severe"}


def test_desk_and_reports_in_reverse_order(desk):
    desk.write(ANN, "pat", "lisinopril", 10, 1, 30, D0)
    rx = desk.write(ANN, "pat", "ibuprofen", 400, 3, 10, D0)
    assert rx.warnings == ["moderate interaction with lisinopril"]
    assert all_interactions(["aspirin", "warfarin"]) == [("aspirin", "warfarin", "severe")]
    assert patient_summary(desk, ANN, "pat", day(1))["interactions"] == [("lisinopril", "ibuprofen", "moderate")]
    assert worst(["tramadol", "amoxicillin", "sertraline"]) == "severe"


def test_no_interaction_for_unlisted_pairs():
    assert severity("aspirin", "aspirin") is None
    assert severity("amoxicillin", "warfarin") is None
    assert severity("warfarin", "amoxicillin") is None
    assert interacting_with("pregabalin") == {}
    assert worst(["amoxicillin", "metformin"]) is None


def test_listed_order_results_unchanged(desk):
    codes = ["warfarin", "aspirin", "lisinopril", "ibuprofen"]
    assert all_interactions(codes) == [
        ("warfarin", "aspirin", "severe"),
        ("warfarin", "ibuprofen", "severe"),
        ("aspirin", "ibuprofen", "moderate"),
        ("lisinopril", "ibuprofen", "moderate"),
    ]
    desk.write(ANN, "pia", "metformin", 500, 2, 30, D0)
    assert desk.write(ANN, "pia", "amoxicillin", 500, 3, 7, D0).warnings == []
