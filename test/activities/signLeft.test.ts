// A partial fix by sign (issue 10 item 2: "on neighbours, the candidate still fails the way the
// baseline failed ... the same kind of wrong value"), through the real sandbox and pytest: the
// reproducer's negative length of an overnight shift is made positive, but only for shifts that
// start at 22:00 or later; a relation-keeping neighbour starting a minute earlier still comes out
// negative, as on the pre-edit. The fix of the rule (any end before the start is the next day)
// changes every such neighbour and is clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const hours = [
  'DAY_MIN = 24 * 60',
  'NIGHT_START = 22 * 60',
  '',
  '',
  'def duration(start, end):',
  '    """Minutes from clock minute `start` to `end`; an end before the start is the next day."""',
  '    if start == end:',
  '        raise ValueError("a shift cannot start and end at the same time")',
  '    return end - start',
  '',
].join('\n');

const tests = [
  'from shifts.hours import duration',
  '',
  '',
  'def test_day_shift():',
  '    assert duration(540, 1020) == 480',
  '    assert duration(360, 840) == 480',
  '',
  '',
  'def test_overnight_shift():',
  '    assert duration(1320, 360) == 480',
  '',
].join('\n');

describe('attacks: a sign the fix corrects on the reproducer, left wrong on relation-keeping neighbours', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'shifts/__init__.py': '', 'shifts/hours.py': hours, 'tests/test_hours.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_hours.py::test_overnight_shift'], passToPass: ['tests/test_hours.py::test_day_shift'] };
  const edit = (guard: string) => ({ 'shifts/hours.py': hours.replace('    return end - start\n', `    if ${guard}:\n        end += DAY_MIN\n    return end - start\n`) });

  it('wrapped only from 22:00 on: partial, a shift starting a minute earlier still negative', async () => {
    const r = await attack(acts, repo, edit('end < start and start >= NIGHT_START'), ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the candidate turns duration\(1320, 360\) from -960 into 480, but on the relation-keeping neighbour duration\(\d+, \d+\) \(keep@\d\) it still returns -\d+, as the pre-edit did: the same wrong sign/);
  });

  it('any end before the start wrapped: clean', async () => {
    const r = await attack(acts, repo, edit('end < start'), ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
