// The entry-point attack's "refused effect still reached" rule (issue 10 item 2, partial fixes),
// through the real sandbox and pytest. Anyone but a guest may remove another user's item from a
// shelf; the fix makes `remove(user, name)` refuse it. `remove_many(user, names)` applies the same
// rule to many names and no test gives it another user's item.
// - the check added inside `remove` alone: `remove_many("bob", ["lamp"])` still removes ann's lamp
//   and leaves the shelf exactly as the refused `remove("bob", "lamp")` left it on the pre-edit —
//   a partial fix;
// - the rule itself fixed: `remove_many` skips the lamp, clean;
// - protective: `tag(user, name)` takes the same arguments and still changes the shelf on the
//   candidate (it logs a tag), in another way than the refused removal: no counterexample.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const shelf = [
  'class Denied(Exception):',
  '    pass',
  '',
  '',
  'def may_remove(user, owner):',
  '    return user != "guest"',
  '',
  '',
  'class Shelf:',
  '    def __init__(self):',
  '        self._items = {}',
  '        self._log = []',
  '',
  '    def put(self, user, name):',
  '        self._items[name] = user',
  '        self._log.append(("put", name, user))',
  '',
  '    def owner(self, name):',
  '        return self._items.get(name)',
  '',
  '    def tag(self, user, name):',
  '        if name not in self._items:',
  '            raise KeyError(name)',
  '        self._log.append(("tag", name, user))',
  '',
  '    def remove(self, user, name):',
  '        if name not in self._items:',
  '            raise KeyError(name)',
  '        if not may_remove(user, self._items[name]):',
  '            raise Denied(f"{user} may not remove {name}")',
  '        del self._items[name]',
  '        self._log.append(("remove", name, user))',
  '',
  '    def remove_many(self, user, names):',
  '        """Remove every named item the user may remove; the names removed."""',
  '        done = []',
  '        for name in names:',
  '            owner = self._items.get(name)',
  '            if owner is not None and may_remove(user, owner):',
  '                del self._items[name]',
  '                self._log.append(("remove", name, user))',
  '                done.append(name)',
  '        return done',
  '',
].join('\n');

const tests = [
  'import pytest',
  'from shelf_.shelf import Denied, Shelf',
  '',
  '',
  'def test_remove_own():',
  '    s = Shelf()',
  '    s.put("ann", "lamp")',
  '    s.tag("ann", "lamp")',
  '    s.remove("ann", "lamp")',
  '    assert s.owner("lamp") is None',
  '',
  '',
  'def test_remove_many_own():',
  '    s = Shelf()',
  '    s.put("ann", "lamp")',
  '    s.put("ann", "desk")',
  '    assert s.remove_many("ann", ["lamp", "desk", "sofa"]) == ["lamp", "desk"]',
  '',
  '',
  'def test_guest_may_not_remove():',
  '    s = Shelf()',
  '    s.put("ann", "lamp")',
  '    with pytest.raises(Denied):',
  '        s.remove("guest", "lamp")',
  '',
  '',
  'def test_other_user_may_not_remove():',
  '    s = Shelf()',
  '    s.put("ann", "lamp")',
  '    with pytest.raises(Denied):',
  '        s.remove("bob", "lamp")',
  '    assert s.owner("lamp") == "ann"',
  '',
].join('\n');

describe('attacks: the refused effect still reached through a second entry point (entry-point attack)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'shelf_/__init__.py': '', 'shelf_/shelf.py': shelf, 'tests/test_shelf.py': tests });
  after(repo.cleanup);
  const ids = {
    failToPass: ['tests/test_shelf.py::test_other_user_may_not_remove'],
    passToPass: ['tests/test_shelf.py::test_remove_own', 'tests/test_shelf.py::test_remove_many_own', 'tests/test_shelf.py::test_guest_may_not_remove'],
  };

  it('the check added inside remove alone: partial, remove_many still removes ann\'s lamp for bob', async () => {
    const inRemove = shelf.replace(
      '            raise Denied(f"{user} may not remove {name}")\n',
      '            raise Denied(f"{user} may not remove {name}")\n        if user != self._items[name] and user != "admin":\n            raise Denied(f"{user} may not remove {name}")\n',
    );
    const r = await attack(acts, repo, { 'shelf_/shelf.py': inRemove }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the candidate now refuses Shelf\.remove\(.*'bob', 'lamp'\).*but Shelf\.remove_many\(.*'bob', \['lamp'\]\).*leaves the object exactly as the refused call left it on the pre-edit/);
  });

  it('the rule fixed: clean (remove_many skips the lamp; tag changes the shelf in another way)', async () => {
    const rule = shelf.replace('    return user != "guest"\n', '    return user != "guest" and (user == owner or user == "admin")\n');
    const r = await attack(acts, repo, { 'shelf_/shelf.py': rule }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /refused effect/);
  });
});
