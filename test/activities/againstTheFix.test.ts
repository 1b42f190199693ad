// The direction rule (domain/behaviour/direction.ts) through the real sandbox and pytest: an
// editor may delete a page unless it is locked, and should only delete their own. The fix
// refuses another editor's delete (True made False).
// - a rewrite to "the owner may delete" that drops the lock condition (the owner may now delete a
//   locked page, which the pre-edit refused): a deletion, shown on a neighbour of a recorded call
//   with the page's `locked` flag flipped;
// - the owner rule added and the lock condition kept: clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const rules = [
  'from dataclasses import dataclass',
  '',
  '',
  '@dataclass',
  'class User:',
  '    name: str',
  '    role: str',
  '',
  '',
  '@dataclass',
  'class Page:',
  '    owner: str',
  '    locked: bool = False',
  '',
  '',
  'def may_delete(user, page):',
  '    if user.role == "mod":',
  '        return True',
  '    return user.role == "editor" and not page.locked',
  '',
].join('\n');

const tests = [
  'from wk_.rules import Page, User, may_delete',
  '',
  'ANN = User("ann", "editor")',
  'BOB = User("bob", "editor")',
  'MO = User("mo", "mod")',
  '',
  '',
  'def test_owner_and_mod_may_delete():',
  '    assert may_delete(ANN, Page("ann"))',
  '    assert may_delete(MO, Page("ann", locked=True))',
  '',
  '',
  'def test_other_editor_may_not_delete():',
  '    assert not may_delete(BOB, Page("ann"))',
  '',
].join('\n');

describe('attacks: a check weakened against the fix\'s direction (direction rule)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'wk_/__init__.py': '', 'wk_/rules.py': rules, 'tests/test_rules.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_rules.py::test_other_editor_may_not_delete'], passToPass: ['tests/test_rules.py::test_owner_and_mod_may_delete'] };

  it('the lock condition dropped: deletion', async () => {
    const dropped = rules.replace('    return user.role == "editor" and not page.locked\n', '    return user.name == page.owner\n');
    const r = await attack(acts, repo, { 'wk_/rules.py': dropped }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion: the fix refuses may_delete\(.*bob.*\) \(pre-edit True, candidate False\), but the candidate now allows may_delete\(.*ann.*locked=True.*\) \(a cross neighbour, field-flip@1: a flag flipped\), which the pre-edit refused/);
  });

  it('the owner rule added, the lock kept: clean', async () => {
    const fixed = rules.replace('    return user.role == "editor" and not page.locked\n', '    return user.role == "editor" and user.name == page.owner and not page.locked\n');
    const r = await attack(acts, repo, { 'wk_/rules.py': fixed }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
