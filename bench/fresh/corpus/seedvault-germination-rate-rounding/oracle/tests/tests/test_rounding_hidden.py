from conftest import CURA
from seedvault import GerminationTest, pooled_rate, rate, round_rate, summary


def test_round_rate_halves_go_up():
    assert [round_rate(v) for v in (0.25, 12.25, 50.05, 99.45, 2.5)] == [0.3, 12.3, 50.1, 99.5, 2.5]


def test_pooled_rate_halves_go_up():
    assert pooled_rate([GerminationTest(200, 170, 2020), GerminationTest(200, 171, 2021)]) == 85.3
    assert pooled_rate([GerminationTest(400, 49, 2020)]) == 12.3


def test_summary_mean_rate_halves_go_up(vault):
    vault.record_test(CURA, "SV-0001", 100, 90, 2020)
    vault.record_test(CURA, "SV-0002", 200, 161, 2020)
    assert summary(vault.lots())["mean_rate"] == 85.3


def test_rates_that_are_not_halves():
    assert [rate(GerminationTest(*t, 2020)) for t in [(3, 2), (7, 1), (6, 5), (2500, 2111), (800, 1)]] == [
        66.7, 14.3, 83.3, 84.4, 0.1]
    assert round_rate(84.44) == 84.4 and round_rate(84.46) == 84.5


def test_summary_other_values(vault):
    vault.record_test(CURA, "SV-0001", 100, 90, 2020)
    vault.record_test(CURA, "SV-0002", 200, 161, 2020)
    s = summary(vault.lots())
    assert (s["seeds"], s["available"], s["pooled_rate"]) == (1900, 1900, 83.7)
    assert summary([vault.lot("SV-0003")])["mean_rate"] is None
