import pytest

from conftest import make_lot
from seedvault import GerminationTest, Policy, ValidationError, due_for_retest, needs_regeneration


def test_policy_validation():
    assert Policy().viability_threshold == 85.0
    for kw in [{"viability_threshold": 0}, {"viability_threshold": 101}, {"max_withdrawal": 0}, {"retest_years": 0}]:
        with pytest.raises(ValidationError):
            Policy(**kw)


def test_needs_regeneration():
    p = Policy()
    lot = make_lot(seeds=1000)
    assert needs_regeneration(lot, p)
    lot.tests.append(GerminationTest(100, 95, 2020))
    assert not needs_regeneration(lot, p)
    lot.seeds = 300
    assert needs_regeneration(lot, p)


def test_due_for_retest():
    p = Policy(retest_years=10)
    lot = make_lot(collected=2010)
    assert due_for_retest(lot, p, 2021) and not due_for_retest(lot, p, 2019)
    lot.tests.append(GerminationTest(20, 19, 2016))
    assert not due_for_retest(lot, p, 2021)
    assert due_for_retest(lot, p, 2026)
