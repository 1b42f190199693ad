// Neighbours judged against the domain the recorded calls give (issue 10, the protective cases of
// held-out part O), through the sandbox and real pytest:
// - a count every call gives as a whole number, moved half a step (half a mite): a fix that reads it
//   exactly (a Fraction) crashes there, as no caller's data reaches — no counterexample;
// - a clock reading doubled past every recorded one (1320 -> 2640 minutes): a wrap-around fix
//   changes the result there, which is no longer "beside" a recorded call — no regression beside the
//   fix; a change a step away from a recorded call still is one.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a fraction where every recorded call gave a whole number', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const mites = [
    'def mite_percent(mites, bees):',
    '    """Mites per 100 bees, one decimal, rounded half up."""',
    '    if bees <= 0 or mites < 0:',
    '        raise ValueError("a wash needs bees and a mite count of 0 or more")',
    '    return float(mites * 100 // bees)',
    '',
  ].join('\n');
  const tests = [
    'from hive.mites import mite_percent',
    '',
    'def test_whole():',
    '    assert mite_percent(3, 300) == 1.0',
    '    assert mite_percent(0, 250) == 0.0',
    '',
    'def test_tenths():',
    '    assert mite_percent(5, 300) == 1.7',
    '',
  ].join('\n');
  const repo = scratch({ 'hive/__init__.py': '', 'hive/mites.py': mites, 'tests/test_mites.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_mites.py::test_tenths'], passToPass: ['tests/test_mites.py::test_whole'] };

  it('exact half-up with a Fraction: its TypeError on 8.5 mites is no counterexample', async () => {
    const fixed = 'import math\nfrom fractions import Fraction\n\n\n' + mites.replace('    return float(mites * 100 // bees)', '    return math.floor(Fraction(mites * 1000, bees) + Fraction(1, 2)) / 10');
    const r = await attack(acts, repo, { 'hive/mites.py': fixed }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /crash on a cross neighbour/);
  });
});

describe('attacks: regressions beside the fix stay beside the recorded calls', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const hours = [
    'DAY_MIN = 24 * 60',
    '',
    '',
    'def duration(start, end):',
    '    """Minutes from clock reading `start` to `end`; an end before the start is the next day."""',
    '    if start == end:',
    '        raise ValueError("a shift cannot start and end at the same time")',
    '    return end - start',
    '',
  ].join('\n');
  const tests = [
    'from crew.hours import duration',
    '',
    'def test_day_shifts():',
    '    assert duration(360, 840) == 480',
    '    assert duration(600, 1320) == 720',
    '',
    'def test_night_shift():',
    '    assert duration(1320, 360) == 480',
    '',
  ].join('\n');
  const repo = scratch({ 'crew/__init__.py': '', 'crew/hours.py': hours, 'tests/test_hours.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_hours.py::test_night_shift'], passToPass: ['tests/test_hours.py::test_day_shifts'] };

  it('the day wrapped with a modulo: its change at 2640 minutes, doubled past every reading, is no regression', async () => {
    const r = await attack(acts, repo, { 'crew/hours.py': hours.replace('    return end - start', '    return (end - start) % DAY_MIN') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('the wrap that also cuts to whole hours: a minute off a recorded call shows it — regression beside the fix', async () => {
    const r = await attack(acts, repo, { 'crew/hours.py': hours.replace('    return end - start', '    return (end - start) % DAY_MIN // 60 * 60') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /regression beside the fix/);
  });
});
