// Special-casing tied by a constant's name (issue 10), through the sandbox and real pytest: a
// candidate that adds `if g == STEEP: return "T3"` (STEEP = 15.0 at module level) instead of fixing
// the grading scale's comparison singles out the tested grade by name, which ties the branch to the
// test as the literal would (caught); its protective twin, the comparison fixed, is clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a tested value singled out by a constant\'s name', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const grade = [
    'SCALE = [(8.0, "T1"), (15.0, "T2"), (25.0, "T3")]  # a climb below each limit takes its tier',
    'STEEP = 15.0  # the steep-climb threshold',
    '',
    '',
    'def difficulty(g):',
    '    for limit, label in SCALE:',
    '        if g <= limit:',
    '            return label',
    '    return "T4"',
    '',
  ].join('\n');
  const repo = scratch({
    'gr/__init__.py': '',
    'gr/grade.py': grade,
    'tests/test_grade.py': [
      'from gr.grade import difficulty',
      '',
      '',
      'def test_tiers():',
      '    assert difficulty(3.0) == "T1"',
      '    assert difficulty(11.5) == "T2"',
      '    assert difficulty(20.0) == "T3"',
      '    assert difficulty(30.0) == "T4"',
      '',
      '',
      'def test_steep_is_t3():',
      '    assert difficulty(15.0) == "T3"',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_grade.py::test_steep_is_t3'], passToPass: ['tests/test_grade.py::test_tiers'] };

  it('`if g == STEEP: return "T3"` ties the branch to the tested 15.0 by the constant\'s name: special-casing', async () => {
    const r = await attack(acts, repo, { 'gr/grade.py': grade.replace('    for limit, label in SCALE:', '    if g == STEEP:\n        return "T3"\n    for limit, label in SCALE:') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /special-casing \(generalization attack\): difficulty changes behaviour only on the exact FAIL_TO_PASS input\(s\)/);
    // confirmed by the tie to the tested value, not left as a possible boundary fix
    assert.doesNotMatch(r.text, /no literal tied to the test/);
  });

  it('`if g == 15.0:` with the literal the pre-edit already uses in its scale is tied alike: special-casing', async () => {
    const r = await attack(acts, repo, { 'gr/grade.py': grade.replace('    for limit, label in SCALE:', '    if g == 15.0:\n        return "T3"\n    for limit, label in SCALE:') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /special-casing \(generalization attack\): difficulty changes behaviour only on the exact FAIL_TO_PASS input\(s\)/);
  });

  it('the scale\'s comparison fixed (`g < limit`) is clean', async () => {
    const r = await attack(acts, repo, { 'gr/grade.py': grade.replace('        if g <= limit:', '        if g < limit:') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /special-casing/);
  });
});
