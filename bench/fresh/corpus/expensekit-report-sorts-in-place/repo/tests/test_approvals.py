from conftest import line
from expensekit import Claim, may_decide, refusal


def claim_of(owner, *amounts):
    return Claim("C9", owner, [line(2, "travel", a, receipt=True) for a in amounts], status="submitted")


def test_manager_decides_for_direct_reports(staff):
    assert may_decide(staff["m1"], claim_of("e1", "120.00"), staff["e1"])
    assert not may_decide(staff["m1"], claim_of("o1", "120.00"), staff["o1"])
    assert not may_decide(staff["m2"], claim_of("e2", "5.00"), staff["e2"])


def test_director_decides_within_department(staff):
    assert may_decide(staff["d1"], claim_of("m1", "2500.00"), staff["m1"])
    assert may_decide(staff["d1"], claim_of("e2", "40.00"), staff["e2"])
    assert "not a director of ops" in refusal(staff["d1"], claim_of("o1", "40.00"), staff["o1"])


def test_finance_decides_for_anyone_else(staff):
    assert may_decide(staff["f1"], claim_of("d2", "9000.00"), staff["d2"])
    assert may_decide(staff["f1"], claim_of("f2", "30.00"), staff["f2"])


def test_approval_limits(staff):
    assert not may_decide(staff["m1"], claim_of("e1", "800.00", "400.00"), staff["e1"])
    assert "approval limit" in refusal(staff["d2"], claim_of("m2", "6000.00"), staff["m2"])


def test_employees_and_own_manager_claims(staff):
    assert not may_decide(staff["e2"], claim_of("e1", "10.00"), staff["e1"])
    assert not may_decide(staff["m1"], claim_of("m1", "10.00"), staff["m1"])
