import copy

from ballotbox import Ballot, instant_runoff, runoff_table
from conftest import CHAIR, MEMBER, run_poll

OPTS = ["ann", "bob", "cy", "dan"]


def field():
    return [Ballot("a", ["ann"]), Ballot("b", ["ann", "dan"]), Ballot("c", ["ann"]),
            Ballot("d", ["bob", "cy"]), Ballot("e", ["bob"]), Ballot("f", ["cy", "bob"]),
            Ballot("g", ["dan", "cy", "bob"]), Ballot("h", [])]


def test_runoff_over_several_rounds_keeps_rankings():
    bs = field()
    before = copy.deepcopy(bs)
    run = instant_runoff(bs, OPTS)
    assert run.eliminated == ("dan", "cy")
    assert run.winner == "bob"
    assert bs == before


def test_runoff_table_leaves_the_ballots_alone():
    bs = field()
    before = copy.deepcopy(bs)
    lines = runoff_table(bs, OPTS)
    assert lines[0] == "round 1: ann 3, bob 2, cy 1, dan 1; dan out"
    assert bs == before


def test_audit_after_a_runoff_result(book):
    poll = run_poll(book, [["ann"], ["ann"], ["bob"], ["bob"], ["cy", "bob"], ["cy", "ann", "bob"]],
                    method="runoff")
    book.result(MEMBER, poll.id)
    runoff_table(poll.ballot_list(), poll.options)
    audit = dict(book.audit(CHAIR, poll.id))
    assert audit["v4"] == ("cy", "bob")
    assert audit["v5"] == ("cy", "ann", "bob")
    assert audit["v2"] == ("bob",)


def test_counting_twice_gives_the_same_rounds():
    bs = field()
    table = runoff_table(bs, OPTS)
    first = instant_runoff(bs, OPTS)
    assert runoff_table(bs, OPTS) == table
    assert instant_runoff(bs, OPTS) == first
    assert first.rounds[0] == {"ann": 3, "bob": 2, "cy": 1, "dan": 1}


def test_exhausted_ballots_leave_the_count():
    def bs():
        return [Ballot("a", ["ann"]), Ballot("b", ["ann"]), Ballot("c", ["ann"]), Ballot("d", ["bob"]),
                Ballot("e", ["bob"]), Ballot("f", ["cy"]), Ballot("g", ["cy"])]
    run = instant_runoff(bs(), ["ann", "bob", "cy"])
    assert (run.winner, run.eliminated) == ("ann", ("cy",))
    assert run.rounds == ({"ann": 3, "bob": 2, "cy": 2}, {"ann": 3, "bob": 2})
    assert runoff_table(bs(), ["ann", "bob", "cy"]) == [
        "round 1: ann 3, bob 2, cy 2; cy out", "round 2: ann 3, bob 2"]


def test_runoff_results_unchanged():
    bs = [Ballot("a", ["ann"]), Ballot("b", ["ann", "bob"]), Ballot("c", ["bob"])]
    run = instant_runoff(bs, ["ann", "bob", "cy"])
    assert (run.winner, run.rounds, run.eliminated) == ("ann", ({"ann": 2, "bob": 1, "cy": 0},), ())
    assert instant_runoff([], ["ann", "bob"]).winner is None
    assert runoff_table([Ballot("a", ["bob"])], ["ann", "bob"]) == ["round 1: ann 0, bob 1"]
