from ballotbox import format_summary, percent, summary
from conftest import run_poll

SIXTEEN = [f"m{i}" for i in range(16)]


def test_more_halves_round_up():
    assert percent(1, 8) == 12.5
    assert percent(5, 16) == 31.3
    assert percent(1, 80) == 1.3
    assert percent(23, 2000) == 1.2
    assert percent(7, 16) == 43.8
    assert percent(1, 400) == 0.3


def test_turnout_percent_rounds_halves_up(book):
    poll = run_poll(book, [["bob"]] * 6 + [["ann"]] * 3, eligible=SIXTEEN)
    s = summary(poll)
    assert s["turnout_pct"] == 56.3
    assert "turnout 9/16 (56.3%)" in format_summary(s)


def test_summary_shares_round_halves_up(book):
    poll = run_poll(book, [["ann"]] * 9 + [["bob"]] * 6 + [["cy"]], eligible=SIXTEEN)
    s = summary(poll)
    assert s["shares"] == {"ann": 56.3, "bob": 37.5, "cy": 6.3}
    assert "  cy: 1 (6.3%)" in format_summary(s).splitlines()


def test_percent_near_halves():
    assert percent(12447, 100000) == 12.4
    assert percent(12453, 100000) == 12.5
    assert percent(1, 3) == 33.3 and percent(2, 3) == 66.7
    assert percent(1, 7) == 14.3 and percent(0, 5) == 0.0 and percent(5, 5) == 100.0


def test_summary_values_without_halves(book):
    poll = run_poll(book, [["ann"]] * 3 + [["bob"]] * 2 + [["cy"]] + [[]])
    s = summary(poll)
    assert s["turnout_pct"] == 70.0
    assert s["shares"] == {"ann": 42.9, "bob": 28.6, "cy": 14.3}
    assert summary(run_poll(book, []))["shares"] == {"ann": 0.0, "bob": 0.0, "cy": 0.0}
