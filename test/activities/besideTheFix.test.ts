// Regressions beside the fix, through the real sandbox and pytest (domain/behaviour/besideTheFix.ts
// on the generalization attack's relation-keeping neighbours of recorded calls): a side change the
// recorded call hides (grades that happen to be whole) shows on a neighbour; the fix carried over to
// a sibling formatter, of the fix's own kind, is clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a regression beside the fix, on neighbours of the recorded calls', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'SCALE = [(8.0, "T1"), (15.0, "T2")]',
    '',
    '',
    'def grades(rises, run):',
    '    """The grade of each rise over the run, in percent, one decimal."""',
    '    return [round(100.0 * r / run, 1) for r in rises]',
    '',
    '',
    'def difficulty(grade):',
    '    """Below 8 % T1, below 15 % T2, else T3."""',
    '    for limit, label in SCALE:',
    '        if grade <= limit:',
    '            return label',
    '    return "T3"',
    '',
    '',
    'def hardness(grade):',
    '    """The same scale, spelt for the signposts."""',
    '    for limit, label in SCALE:',
    '        if grade <= limit:',
    '            return label.lower()',
    '    return "t3"',
    '',
  ].join('\n');
  const repo = scratch({
    'tr/__init__.py': '',
    'tr/grading.py': text,
    'tests/test_grading.py': [
      'from tr.grading import difficulty, grades, hardness',
      '',
      'def test_grades():',
      '    assert grades([10, 20], 100) == [10.0, 20.0]',
      '',
      'def test_difficulty():',
      '    assert difficulty(3.0) == "T1"',
      '    assert hardness(3.0) == "t1"',
      '',
      'def test_fifteen_is_t3():',
      '    assert difficulty(15.0) == "T3"',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_grading.py::test_fifteen_is_t3'], passToPass: ['tests/test_grading.py::test_grades', 'tests/test_grading.py::test_difficulty'] };
  const fixed = text.replace('        if grade <= limit:\n            return label\n', '        if grade < limit:\n            return label\n');

  it('the label fixed and the grades rounded to whole percent on the side: shown on a neighbour of the recorded grades call', async () => {
    const r = await attack(acts, repo, { 'tr/grading.py': fixed.replace('round(100.0 * r / run, 1)', 'float(round(100.0 * r / run))') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /regression beside the fix: on a relation-keeping neighbour .* grades\(.*the FAIL_TO_PASS tests change no call of grades, which the candidate changed too, and this change \(num:/);
  });

  it('protective: the label fixed and the signpost spelling repaired alike (the fix\'s own kind) is clean', async () => {
    const r = await attack(acts, repo, { 'tr/grading.py': fixed.replace('        if grade <= limit:\n            return label.lower()', '        if grade < limit:\n            return label.lower()') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /regression beside the fix/);
  });
});
