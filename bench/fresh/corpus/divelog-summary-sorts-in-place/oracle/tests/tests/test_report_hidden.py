from conftest import dive

from divelog import deepest, format_summary, summary


def _dives(book):
    return [
        book.add(dive(date="2026-05-03", site="Reef", depth=12, minutes=50)),
        book.add(dive(date="2026-05-01", site="Wreck", depth=27, minutes=20)),
        book.add(dive(date="2026-05-02", site="Reef", depth=18, minutes=40)),
        book.add(dive(date="2026-05-04", site="Arch", depth=27, minutes=18)),
    ]


def test_deepest_leaves_the_list_alone(book):
    dives = _dives(book)
    deepest(dives, 2)
    assert [d.number for d in dives] == [1, 2, 3, 4]


def test_format_summary_leaves_the_list_alone(book):
    dives = _dives(book)
    format_summary(dives)
    assert [d.site for d in dives] == ["Reef", "Wreck", "Reef", "Arch"]


def test_calls_in_a_row_on_the_same_list(book):
    dives = _dives(book)
    assert [d.number for d in deepest(dives, 1)] == [2]
    assert dives[0].site == "Reef"
    s = summary(dives)
    assert dives[-1].site == "Arch" and dives[1].number == 2
    assert s["first"] == "2026-05-01"


def test_summary_values_unchanged(book):
    dives = _dives(book)
    dives[2].signed_by = "ida"
    s = summary(dives)
    assert s == {"dives": 4, "minutes": 128, "deepest": 27, "first": "2026-05-01",
                 "last": "2026-05-04", "signed": 1, "sites": ["Reef", "Arch", "Wreck"]}


def test_deepest_ties_by_number(book):
    dives = _dives(book)
    reordered = [dives[3], dives[0], dives[2], dives[1]]
    assert [d.number for d in deepest(reordered, 3)] == [2, 4, 3]
