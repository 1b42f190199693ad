from ballotbox import Ballot, approval, instant_runoff, leaders, plurality

OPTIONS = ["ann", "bob", "cy"]


def ballots(*rankings):
    return [Ballot(f"v{i}", list(r)) for i, r in enumerate(rankings)]


def test_plurality_and_leaders():
    counts = plurality(ballots(["ann"], ["bob"], ["ann"], []), OPTIONS)
    assert counts == {"ann": 2, "bob": 1, "cy": 0}
    assert leaders(counts) == ["ann"]
    assert leaders({"ann": 1, "bob": 1}) == ["ann", "bob"]


def test_approval_counts_every_approved_option():
    counts = approval(ballots(["ann", "bob"], ["bob"], ["cy", "bob"]), OPTIONS)
    assert counts == {"ann": 1, "bob": 3, "cy": 1}


def test_runoff_with_a_first_round_majority():
    run = instant_runoff(ballots(["ann"], ["ann", "bob"], ["bob"]), OPTIONS)
    assert run.winner == "ann" and len(run.rounds) == 1


def test_runoff_transfers_votes():
    run = instant_runoff(
        ballots(["ann"], ["ann"], ["bob"], ["bob"], ["cy", "bob"]), OPTIONS)
    assert run.eliminated == ("cy",)
    assert run.winner == "bob"
    assert run.rounds[-1] == {"ann": 2, "bob": 3}


def test_runoff_of_blank_ballots_only():
    assert instant_runoff(ballots([], []), OPTIONS).winner is None
