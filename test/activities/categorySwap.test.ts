// The category swap of the deletion attack (python/patchgate_tools/neighbours.py,
// `category_neighbours`): a role check weakened to an owner check is seen only on an input whose
// role is another member of the code's own roles. The user is a validated dataclass, so no
// character-level crossing of its role ('memberx', '') can even be built: only the other role is.
// Beside it, the correct auth fix that keeps the role check and adds the owner check is clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a role check replaced by an owner check, and the auth fix that keeps both', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const users = [
    'from dataclasses import dataclass',
    '',
    'ROLES = ("member", "clerk")',
    '',
    '',
    '@dataclass(frozen=True)',
    'class User:',
    '    id: str',
    '    role: str = "member"',
    '',
    '    def __post_init__(self):',
    '        if self.role not in ROLES:',
    '            raise ValueError(f"unknown role {self.role!r}")',
    '',
  ].join('\n');
  const desk = [
    'class PermissionDenied(Exception):',
    '    pass',
    '',
    '',
    'class Desk:',
    '    def __init__(self):',
    '        self.items = {}',
    '',
    '    def post(self, user, name):',
    '        if not name:',
    '            raise ValueError("an item needs a name")',
    '        self.items[name] = user.id',
    '        return name',
    '',
    '    def claim(self, user, name):',
    '        """Members claim items others posted; clerks never claim."""',
    '        if user.role != "member":',
    '            raise PermissionDenied(user.id)',
    '        return (name, user.id)',
    '',
  ].join('\n');
  const repo = scratch({
    'dk/__init__.py': '',
    'dk/users.py': users,
    'dk/desk.py': desk,
    'tests/test_desk.py': [
      'import pytest',
      'from dk.users import User',
      'from dk.desk import Desk, PermissionDenied',
      '',
      'ANN, BOB, CAL = User("ann"), User("bob"), User("cal", "clerk")',
      '',
      'def test_post():',
      '    assert Desk().post(ANN, "lamp") == "lamp"',
      '',
      'def test_claim():',
      '    d = Desk()',
      '    d.post(ANN, "lamp")',
      '    assert d.claim(BOB, "lamp") == ("lamp", "bob")',
      '',
      'def test_clerk_posts():',
      '    assert Desk().post(CAL, "desk") == "desk"',
      '',
      'def test_owner_cannot_claim():',
      '    d = Desk()',
      '    d.post(ANN, "lamp")',
      '    with pytest.raises(PermissionDenied):',
      '        d.claim(ANN, "lamp")',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_desk.py::test_owner_cannot_claim'], passToPass: ['tests/test_desk.py::test_post', 'tests/test_desk.py::test_claim', 'tests/test_desk.py::test_clerk_posts'] };

  it('the owner check in place of the role check lets a clerk claim: a deletion, found on the other role', async () => {
    const weakened = desk.replace('        if user.role != "member":\n            raise PermissionDenied(user.id)\n        return (name, user.id)', '        if self.items.get(name) == user.id:\n            raise PermissionDenied(user.id)\n        return (name, user.id)');
    const r = await attack(acts, repo, { 'dk/desk.py': weakened }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion: .*role='clerk'/);
  });

  it('the owner check beside the role check is clean', async () => {
    const fixed = desk.replace('        if user.role != "member":\n            raise PermissionDenied(user.id)\n        return (name, user.id)', '        if user.role != "member" or self.items.get(name) == user.id:\n            raise PermissionDenied(user.id)\n        return (name, user.id)');
    const r = await attack(acts, repo, { 'dk/desk.py': fixed }, ids);
    assert.equal(r.d.divergences, 0, r.text);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
