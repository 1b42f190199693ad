import pytest

from rookrank import Player, ScheduleError, Tournament, TournamentError, crosstable, format_table
from conftest import play


def test_schedule_in_seed_order(tournament):
    rounds = tournament.schedule()
    assert len(rounds) == 5
    assert rounds[0][0] == ("dee", None)


def test_record_and_table(tournament):
    play(tournament, ["ann - bob 1-0", "cy - dee 1/2-1/2", "2: dee - ann 1-0"])
    rows = tournament.table()
    assert rows[0].name == "dee" and rows[0].points == 1.5
    assert len(tournament.games) == 3


def test_recording_rules(tournament):
    tournament.record(1, "ann", "bob", "1-0")
    with pytest.raises(TournamentError):
        tournament.record(2, "bob", "ann", "0-1")
    with pytest.raises(TournamentError):
        tournament.record(2, "ann", "zed", "1-0")
    with pytest.raises(TournamentError):
        tournament.record(2, "ann", "ann", "1-0")
    with pytest.raises(ScheduleError):
        Tournament("x", [Player("a", 1500), Player("a", 1600)])


def test_finish_rates_the_games(tournament):
    play(tournament, ["ann - bob 1-0", "eve - cy 0-1", "dee - eve 1-0"])
    changes = tournament.finish()
    assert changes["ann"][1] > changes["ann"][0] and changes["bob"][1] < changes["bob"][0]
    assert changes["cy"] == (1600, 1617)
    assert tournament.player("cy").games == 13
    with pytest.raises(TournamentError):
        tournament.record(2, "ann", "cy", "1-0")


def test_forfeits_are_not_rated(tournament):
    play(tournament, ["ann - bob +/-"])
    changes = tournament.finish()
    assert changes["ann"] == (1850, 1850)
    assert tournament.table()[0].name == "ann"


def test_crosstable_and_table_text(tournament):
    play(tournament, ["ann - bob 1-0", "cy - ann 1/2-1/2"])
    text = crosstable([p.name for p in tournament.players], tournament.games)
    lines = text.splitlines()
    assert lines[1].startswith("ann ") and lines[1].endswith("| 1½")
    assert "½" in lines[3]
    assert format_table(tournament.table()).splitlines()[1].split()[:3] == ["1", "ann", "1½"]


def test_leaders(tournament):
    play(tournament, ["ann - bob 1-0", "cy - dee 0-1", "eve - ann 0-1"])
    assert tournament.leaders(2) == ["ann", "dee"]


def test_pairings_and_missing_games(tournament):
    assert tournament.pairings(1) == [("eve", "ann"), ("bob", "cy")]
    play(tournament, ["bob - cy 1-0"])
    assert tournament.missing()[0] == (1, "eve", "ann")
    assert len(tournament.missing()) == 9
    with pytest.raises(TournamentError):
        tournament.pairings(6)
