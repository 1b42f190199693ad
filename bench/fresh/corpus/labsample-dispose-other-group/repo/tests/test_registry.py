from datetime import date

import pytest

from conftest import AMY, GUS, KAI, LIA, ROOT, TOM
from labsample import LabError, PermissionDenied


def test_register_and_store(reg):
    s = reg.register(TOM, "blood", 500, date(2024, 5, 1))
    assert s.id == "LS-2024-00001" and s.group == "virology"
    assert reg.store(TOM, s.id) == "A1"
    assert reg.store(TOM, s.id, "box-2", "C3") == "C3"
    assert reg.boxes["box-1"].free_count() == 81
    assert s.location == ("box-2", "C3")


def test_other_group_cannot_store(reg):
    s = reg.register(TOM, "blood", 500, date(2024, 5, 1))
    with pytest.raises(PermissionDenied):
        reg.store(GUS, s.id)
    with pytest.raises(PermissionDenied):
        reg.register(AMY, "blood", 10, date(2024, 5, 1))


def test_aliquots(reg):
    s = reg.register(TOM, "dna", 300, date(2024, 5, 1))
    kids = reg.aliquot(TOM, s.id, 3, 50)
    assert [k.id for k in kids] == ["LS-2024-00002", "LS-2024-00003", "LS-2024-00004"]
    assert s.volume_ul == 145.0 and kids[0].parent == s.id


def test_transfer_and_dispose(reg):
    s = reg.register(TOM, "swab", 100, date(2024, 1, 1))
    reg.store(TOM, s.id)
    reg.transfer(LIA, s.id, KAI)
    assert reg.custody.holder(s.id) == "kai"
    with pytest.raises(PermissionDenied):
        reg.dispose(TOM, s.id)
    reg.dispose(LIA, s.id)
    assert s.status == "disposed" and reg.boxes["box-1"].find(s.id) is None
    with pytest.raises(LabError):
        reg.dispose(ROOT, s.id)


def test_due_and_audit(reg):
    old = reg.register(TOM, "swab", 100, date(2024, 1, 1))
    reg.register(TOM, "blood", 100, date(2024, 1, 1))
    assert reg.due() == [old.id]
    assert reg.audit[0] == "2024-05-02 tom: registered LS-2024-00001"


def test_no_aliquots_from_a_disposed_sample(reg):
    s = reg.register(TOM, "blood", 500, date(2024, 5, 1))
    reg.dispose(LIA, s.id)
    with pytest.raises(LabError):
        reg.aliquot(TOM, s.id, 1, 50)
    with pytest.raises(LabError):
        reg.transfer(LIA, "LS-2024-00099", KAI)


def test_admin_acts_on_any_group(reg):
    s = reg.register(GUS, "tissue", 50, date(2024, 5, 1))
    reg.transfer(ROOT, s.id, TOM)
    reg.dispose(ROOT, s.id)
    assert s.status == "disposed" and reg.custody.holder(s.id) == "tom"


def test_children_and_groups(reg):
    s = reg.register(TOM, "blood", 500, date(2024, 5, 1))
    kids = reg.aliquot(TOM, s.id, 2, 50)
    g = reg.register(GUS, "dna", 100, date(2024, 5, 1))
    assert reg.children(s.id) == [k.id for k in kids]
    reg.dispose(LIA, kids[0].id)
    assert reg.of_group("virology") == [s.id, kids[1].id]
    assert reg.of_group("genomics") == [g.id]
    assert len(reg.of_group("virology", kept_only=False)) == 3


def test_lead_cannot_dispose_of_another_groups_sample(reg):
    s = reg.register(TOM, "blood", 500, date(2024, 5, 1))
    with pytest.raises(PermissionDenied):
        reg.dispose(KAI, s.id)
    assert s.status == "registered"
