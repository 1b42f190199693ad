from rxdesk import all_interactions, interacting_with, severity, worst


def test_severity_of_listed_pairs():
    assert severity("warfarin", "aspirin") == "severe"
    assert severity("lisinopril", "ibuprofen") == "moderate"
    assert severity("amoxicillin", "aspirin") is None


def test_interacting_with():
    assert interacting_with("warfarin") == {"aspirin": "severe", "ibuprofen": "severe"}
    assert interacting_with("amoxicillin") == {}


def test_all_interactions_and_worst():
    codes = ["warfarin", "aspirin", "lisinopril", "ibuprofen"]
    assert all_interactions(codes) == [
        ("warfarin", "aspirin", "severe"),
        ("warfarin", "ibuprofen", "severe"),
        ("aspirin", "ibuprofen", "moderate"),
        ("lisinopril", "ibuprofen", "moderate"),
    ]
    assert worst(codes) == "severe"
    assert worst(["lisinopril", "ibuprofen"]) == "moderate"
    assert worst(["amoxicillin"]) is None
