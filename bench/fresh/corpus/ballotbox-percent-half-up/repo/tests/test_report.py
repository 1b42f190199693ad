from ballotbox import Ballot, format_summary, percent, runoff_table, shares, summary
from conftest import run_poll


def test_percent_basics():
    assert percent(1, 2) == 50.0
    assert percent(1, 3) == 33.3
    assert percent(2, 3) == 66.7
    assert percent(0, 0) == 0.0


def test_summary_of_a_plurality_poll(book):
    poll = run_poll(book, [["ann"]] * 3 + [["bob"]] * 2 + [["cy"]] + [[]])
    s = summary(poll)
    assert s["turnout"] == 7 and s["blank"] == 1
    assert s["counts"] == {"ann": 3, "bob": 2, "cy": 1}
    assert s["winner"] == "ann" and s["quorum_met"]
    assert s["shares"]["ann"] == 42.9


def test_summary_below_quorum(book):
    poll = run_poll(book, [["ann"]] * 2, quorum="2/3")
    s = summary(poll)
    assert not s["quorum_met"] and s["votes_short"] == 5
    assert "quorum not met" in format_summary(s)


def test_format_summary_lines(book):
    poll = run_poll(book, [["ann"]] * 4 + [["bob"]] * 4)
    text = format_summary(summary(poll))
    assert text.splitlines()[0] == "Election (plurality, closed)"
    assert "turnout 8/10 (80.0%)" in text
    assert "winner: none" in text


def test_runoff_table():
    ballots = [Ballot("a", ["ann"]), Ballot("b", ["ann"]), Ballot("c", ["bob"]),
               Ballot("d", ["bob"]), Ballot("e", ["cy", "bob"])]
    assert runoff_table(ballots, ["ann", "bob", "cy"]) == [
        "round 1: ann 2, bob 2, cy 1; cy out",
        "round 2: ann 2, bob 3",
    ]


def test_shares_of_counts():
    assert shares({"ann": 1, "bob": 3}, 4) == {"ann": 25.0, "bob": 75.0}
    assert shares({"ann": 0}, 0) == {"ann": 0.0}


def test_summary_of_a_committee_of_sixteen(book):
    poll = run_poll(book, [["bob"]] * 6 + [["ann"]] * 3, eligible=[f"m{i}" for i in range(16)])
    s = summary(poll)
    assert (s["winner"], s["turnout"], s["quorum_met"]) == ("bob", 9, True)


def test_percent_rounds_halves_up():
    assert percent(1, 16) == 6.3
    assert percent(3, 16) == 18.8
