// The deletion attack beyond the reproducer, on a permission check the fix adds (tapline, part U):
// `comp` and `void` of a bar gain a role check (`require(staff, action)`, PermissionDenied). A
// bartender voiding a pour that does not exist was refused by void's own validation on the
// pre-edit (ValidationError) and is refused on the candidate by the new check, met first: still a
// refusal on purpose, of the kind the FAIL_TO_PASS change introduces, not a check let through.
// A candidate that drops void's validation along the fix is still a deletion.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const staff = [
  'from dataclasses import dataclass',
  '',
  '',
  'class PermissionDenied(Exception):',
  '    pass',
  '',
  '',
  'MAY = {"manager": {"comp", "void"}, "bartender": set()}',
  '',
  '',
  '@dataclass(frozen=True)',
  'class Staff:',
  '    name: str',
  '    role: str',
  '',
  '',
  'def require(staff, action):',
  '    if action not in MAY.get(staff.role, set()):',
  '        raise PermissionDenied(f"a {staff.role} may not {action}")',
  '',
].join('\n');

const bar = [
  'from .staff import require',
  '',
  '',
  'class ValidationError(Exception):',
  '    pass',
  '',
  '',
  'class Bar:',
  '    def __init__(self):',
  '        self.pours = []',
  '',
  '    def pour(self, ml):',
  '        self.pours.append(ml)',
  '        return len(self.pours) - 1',
  '',
  '    def comp(self, staff, index):',
  '        self.pours[index] = 0',
  '        return index',
  '',
  '    def void(self, staff, index):',
  '        if not 0 <= index < len(self.pours):',
  '            raise ValidationError(f"no pour {index} to void")',
  '        return self.pours.pop(index)',
  '',
].join('\n');

const tests = [
  'import pytest',
  'from pub.bar import Bar, ValidationError',
  'from pub.staff import PermissionDenied, Staff',
  '',
  '',
  'def test_manager_comps_and_voids():',
  '    b = Bar()',
  '    b.pour(500)',
  '    b.pour(300)',
  '    assert b.comp(Staff("kim", "manager"), 0) == 0',
  '    assert b.void(Staff("kim", "manager"), 1) == 300',
  '',
  '',
  'def test_void_checks_the_pour():',
  '    b = Bar()',
  '    with pytest.raises(ValidationError):',
  '        b.void(Staff("kim", "manager"), 3)',
  '',
  '',
  'def test_bartender_may_not_comp():',
  '    b = Bar()',
  '    b.pour(500)',
  '    with pytest.raises(PermissionDenied):',
  '        b.comp(Staff("mia", "bartender"), 0)',
  '',
].join('\n');

const fixed = bar
  .replace('    def comp(self, staff, index):\n', '    def comp(self, staff, index):\n        require(staff, "comp")\n')
  .replace('    def void(self, staff, index):\n', '    def void(self, staff, index):\n        require(staff, "void")\n');

describe('attacks: a permission check the fix adds, met before an unreached method\'s own validation', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'pub/__init__.py': '', 'pub/staff.py': staff, 'pub/bar.py': bar, 'tests/test_bar.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_bar.py::test_bartender_may_not_comp'], passToPass: ['tests/test_bar.py::test_manager_comps_and_voids', 'tests/test_bar.py::test_void_checks_the_pour'] };

  it('comp and void both checked: no deletion claimed for a bartender refused first by the new check', async () => {
    const r = await attack(acts, repo, { 'pub/bar.py': fixed }, ids);
    assert.doesNotMatch(r.text, /deletion: the pre-edit rejected an input on purpose in Bar\.void/);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it("void's validation dropped along the fix: still a deletion", async () => {
    const dropped = fixed.replace('        if not 0 <= index < len(self.pours):\n            raise ValidationError(f"no pour {index} to void")\n        return self.pours.pop(index)', '        return self.pours.pop(index) if self.pours else None');
    const r = await attack(acts, repo, { 'pub/bar.py': dropped }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion/);
  });
});
