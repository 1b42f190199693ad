from conftest import make_lot
from seedvault import GerminationTest, Policy, is_viable, needs_regeneration, regeneration_list


def lot_tested(lot_id, sown, sprouted, seeds=1000):
    lot = make_lot(lot_id, seeds=seeds)
    lot.tests.append(GerminationTest(sown, sprouted, 2024))
    return lot


def test_lot_at_the_threshold_needs_no_regeneration():
    assert not needs_regeneration(lot_tested("SV-0010", 200, 170), Policy())
    assert not needs_regeneration(lot_tested("SV-0011", 10, 9), Policy(viability_threshold=90.0))


def test_regeneration_list_leaves_out_lots_at_the_threshold():
    lots = [lot_tested("SV-0020", 200, 170), lot_tested("SV-0021", 100, 84), lot_tested("SV-0022", 20, 18)]
    assert regeneration_list(lots, Policy()) == ["SV-0021"]
    assert regeneration_list(lots, Policy(viability_threshold=90.0)) == ["SV-0021", "SV-0020"]


def test_other_thresholds_are_reached_inclusively():
    assert is_viable(lot_tested("SV-0030", 10, 9), 90.0)
    assert is_viable(lot_tested("SV-0031", 40, 40), 100.0)
    assert regeneration_list([lot_tested("SV-0032", 40, 40)], Policy(viability_threshold=100.0)) == []


def test_rates_just_below_or_above_the_threshold():
    assert not is_viable(lot_tested("SV-0040", 1000, 849), 85.0)
    assert not is_viable(lot_tested("SV-0041", 500, 423), 85.0)
    assert is_viable(lot_tested("SV-0042", 1000, 851), 85.0)
    lots = [lot_tested("SV-0043", 1000, 849), lot_tested("SV-0044", 500, 423), lot_tested("SV-0045", 1000, 851)]
    assert regeneration_list(lots, Policy()) == ["SV-0044", "SV-0043"]


def test_stock_rules_are_unchanged():
    p = Policy()
    assert not needs_regeneration(lot_tested("SV-0050", 100, 95, seeds=500), p)
    assert needs_regeneration(lot_tested("SV-0051", 100, 95, seeds=499), p)
    lots = [lot_tested("SV-0052", 100, 95, seeds=500), lot_tested("SV-0053", 100, 99, seeds=499), make_lot("SV-0054")]
    assert regeneration_list(lots, p) == ["SV-0054", "SV-0053"]
