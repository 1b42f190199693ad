from plotshare import pairs, rota


def test_pairs_leaves_the_member_list():
    members = ["nina", "milo", "ada"]
    assert pairs(members) == [("ada", "milo"), ("nina",)]
    assert members == ["nina", "milo", "ada"]


def test_tuples_of_members():
    assert rota(("nina", "ada"), ["mon", "tue", "wed"]) == {"mon": "ada", "tue": "nina", "wed": "ada"}
    assert pairs(("d_one", "c_two", "b_three")) == [("b_three", "c_two"), ("d_one",)]


def test_rota_result_is_not_tied_to_the_input():
    members = ["milo", "ada"]
    sched = rota(members, ["mon", "tue"])
    members.append("aaron")
    assert sched == {"mon": "ada", "tue": "milo"}


def test_members_listed_twice_water_twice():
    days = ["d1", "d2", "d3", "d4"]
    assert rota(["ada", "milo", "ada"], days) == {"d1": "ada", "d2": "ada", "d3": "milo", "d4": "ada"}
    assert pairs(["milo", "ada", "milo"]) == [("ada", "milo"), ("milo",)]


def test_rota_values():
    assert rota(["b_one", "a_two"], ["x", "y", "z"]) == {"x": "a_two", "y": "b_one", "z": "a_two"}
    assert pairs(["ada"]) == [("ada",)]
