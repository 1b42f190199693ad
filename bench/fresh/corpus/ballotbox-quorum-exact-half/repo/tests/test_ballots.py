import pytest

from ballotbox import BallotError, make_ballot

OPTIONS = ["ann", "bob", "cy"]


def test_ranked_and_blank_ballots():
    b = make_ballot("v1", [" bob", "ann "], OPTIONS, "runoff")
    assert b.ranking == ["bob", "ann"] and b.first == "bob"
    assert make_ballot("v2", [], OPTIONS).blank


@pytest.mark.parametrize("choices", [["dan"], ["ann", "ann"], ["ann", "bob"]])
def test_bad_ballots(choices):
    with pytest.raises(BallotError):
        make_ballot("v1", choices, OPTIONS, "plurality")
