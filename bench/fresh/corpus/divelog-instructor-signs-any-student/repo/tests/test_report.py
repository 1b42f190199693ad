from conftest import dive

from divelog import deepest, favourite_sites, format_summary, log_lines, summary


def _dives(book):
    return [
        book.add(dive(date="2026-05-03", site="Reef", depth=12, minutes=50)),
        book.add(dive(date="2026-05-01", site="Wreck", depth=27, minutes=20)),
        book.add(dive(date="2026-05-02", site="Reef", depth=18, minutes=40)),
        book.add(dive(date="2026-05-04", site="Arch", depth=27, minutes=18)),
    ]


def test_summary_totals(book):
    s = summary(_dives(book))
    assert (s["dives"], s["minutes"], s["deepest"]) == (4, 128, 27)
    assert (s["first"], s["last"]) == ("2026-05-01", "2026-05-04")
    assert s["sites"] == ["Reef", "Arch", "Wreck"]


def test_summary_of_nothing():
    assert summary([])["dives"] == 0
    assert format_summary([]) == "no dives logged"


def test_format_summary(book):
    assert format_summary(_dives(book)) == "4 dives, 2 h 08 min underwater, deepest 27 m, 2026-05-01 to 2026-05-04"


def test_deepest_and_sites(book):
    dives = _dives(book)
    assert [d.number for d in deepest(dives, 2)] == [2, 4]
    assert favourite_sites(dives, 2) == [("Reef", 2), ("Arch", 1)]


def test_log_lines(book):
    dives = _dives(book)
    dives[1].signed_by = "ida"
    lines = log_lines(dives)
    assert lines[0] == "#1 2026-05-03 Reef 12 m 50 min"
    assert lines[1] == "#2 2026-05-01 Wreck 27 m 20 min *"
