// The agreement attack on two predicates holding one rule written twice (issue 10 item 2, partial
// fixes), through the real sandbox and pytest. `may_cancel(actor, booking)` and
// `may_cancel_day(actor, day)` have the same code up to their parameter names; a lead of another
// desk may cancel, and should not. The reproducer's neighbours all answer True on the pre-edit (a
// lead stays a lead), so the recorded calls of the fixed predicate (a member refused) give the
// sample its False answers.
// - `may_cancel` fixed alone: partial (`may_cancel_day` still answers True for the other desk's lead);
// - both fixed: clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const rules = [
  'from dataclasses import dataclass',
  '',
  '',
  '@dataclass',
  'class Actor:',
  '    name: str',
  '    desk: str',
  '    role: str',
  '',
  '',
  '@dataclass',
  'class Booking:',
  '    id: int',
  '    desk: str',
  '',
  '',
  'def may_cancel(actor, booking):',
  '    return actor.role in ("lead", "admin")',
  '',
  '',
  'def may_cancel_day(actor, day):',
  '    return actor.role in ("lead", "admin")',
  '',
].join('\n');

const tests = [
  'from desk_.rules import Actor, Booking, may_cancel, may_cancel_day',
  '',
  'B = Booking(1, "north")',
  '',
  '',
  'def test_members_may_not_cancel():',
  '    assert not may_cancel(Actor("mo", "north", "member"), B)',
  '    assert not may_cancel(Actor("al", "south", "member"), B)',
  '    assert may_cancel(Actor("ad", "south", "admin"), B)',
  '    assert may_cancel(Actor("li", "north", "lead"), B)',
  '',
  '',
  'def test_day_rule():',
  '    assert may_cancel_day(Actor("li", "north", "lead"), "north")',
  '',
  '',
  'def test_lead_of_another_desk_may_not_cancel():',
  '    assert not may_cancel(Actor("sam", "south", "lead"), B)',
  '',
].join('\n');

describe('attacks: one rule written twice, fixed in one predicate (agreement attack, same code)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'desk_/__init__.py': '', 'desk_/rules.py': rules, 'tests/test_rules.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_rules.py::test_lead_of_another_desk_may_not_cancel'], passToPass: ['tests/test_rules.py::test_members_may_not_cancel', 'tests/test_rules.py::test_day_rule'] };
  const fixCancel = (t: string) => t.replace('def may_cancel(actor, booking):\n    return actor.role in ("lead", "admin")\n', 'def may_cancel(actor, booking):\n    if actor.role == "lead":\n        return actor.desk == booking.desk\n    return actor.role == "admin"\n');
  const fixDay = (t: string) => t.replace('def may_cancel_day(actor, day):\n    return actor.role in ("lead", "admin")\n', 'def may_cancel_day(actor, day):\n    if actor.role == "lead":\n        return actor.desk == day\n    return actor.role == "admin"\n');

  it('may_cancel fixed alone: partial, may_cancel_day holds the same code and still agrees with the old answer', async () => {
    const r = await attack(acts, repo, { 'desk_/rules.py': fixCancel(rules) }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: on the pre-edit, may_cancel is True exactly when may_cancel_day, given the same arguments, answers something truthy, on all \d+ sampled inputs.*the same code \(up to parameter names\)/);
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'desk_/rules.py': fixDay(fixCancel(rules)) }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
