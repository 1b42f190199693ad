from datetime import date

import pytest

from conftest import AMY, GUS, KAI, LIA, ROOT, TOM
from labsample import PermissionDenied, may, require


def test_lead_cannot_transfer_another_groups_sample(reg):
    s = reg.register(TOM, "blood", 500, date(2024, 5, 1))
    with pytest.raises(PermissionDenied):
        reg.transfer(KAI, s.id, GUS)
    assert reg.custody.holder(s.id) == "tom"


def test_lead_acts_only_on_own_group():
    assert not may(KAI, "dispose", "virology")
    assert not may(LIA, "store", "genomics")
    assert not may(KAI, "view", "virology")
    with pytest.raises(PermissionDenied):
        require(LIA, "transfer", "genomics")


def test_lead_cannot_store_or_aliquot_another_groups_sample(reg):
    v = reg.register(TOM, "blood", 500, date(2024, 5, 1))
    g = reg.register(GUS, "dna", 300, date(2024, 5, 1))
    with pytest.raises(PermissionDenied):
        reg.store(KAI, v.id)
    with pytest.raises(PermissionDenied):
        reg.aliquot(LIA, g.id, 1, 10)
    assert v.location is None and g.volume_ul == 300


def test_leads_on_their_own_group(reg):
    v = reg.register(TOM, "swab", 100, date(2024, 5, 1))
    g = reg.register(GUS, "tissue", 50, date(2024, 5, 1))
    reg.dispose(LIA, v.id)
    reg.transfer(KAI, g.id, GUS)
    assert v.status == "disposed" and reg.custody.holder(g.id) == "gus"


def test_auditor_and_admin():
    assert may(AMY, "view", "virology") and may(AMY, "view", "genomics")
    assert not may(AMY, "store", "qa")
    assert may(ROOT, "dispose", "genomics")
    with pytest.raises(PermissionDenied):
        require(GUS, "dispose", "genomics")
