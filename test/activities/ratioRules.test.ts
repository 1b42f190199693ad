// Boundary fixes on a ratio, through the sandbox and real pytest (issue 10 item 2): a quorum met
// "at least" instead of "more than" a share. Caught: special-casing of the tested ratio (the
// product-boundary neighbours move the ratio along the boundary), and a partial fix that leaves a
// sibling holding the same rule (the agreement attack). Protected: the complete boundary fix, whose
// change shows only on the tested point among the ordinary neighbours, and a predicate that merely
// agreed by coincidence with the fixed one (a majority rule, rightly strict, tied to it by nothing
// in the code).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a quorum boundary on a ratio', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const rules = [
    'from fractions import Fraction',
    'from math import floor',
    '',
    'def required_turnout(eligible, quorum):',
    '    return eligible * quorum',
    '',
    'def quorum_met(turnout, eligible, quorum):',
    '    """At least `quorum` of the eligible members voted."""',
    '    if eligible <= 0:',
    '        return False',
    '    return turnout > required_turnout(eligible, quorum)',
    '',
    'def votes_short(turnout, eligible, quorum):',
    '    needed = floor(required_turnout(eligible, quorum)) + 1',
    '    return max(0, needed - turnout)',
    '',
    'def majority_reached(votes, valid, threshold=Fraction(1, 2)):',
    '    """A majority needs MORE than the threshold."""',
    '    if valid <= 0:',
    '        return False',
    '    return Fraction(votes, valid) > threshold',
    '',
    'def summary(turnout, eligible, quorum):',
    '    return {"met": quorum_met(turnout, eligible, quorum), "short": votes_short(turnout, eligible, quorum)}',
    '',
  ].join('\n');
  const repo = scratch({
    'vt/__init__.py': '',
    'vt/rules.py': rules,
    'tests/test_rules.py': [
      'from fractions import Fraction',
      'from vt.rules import quorum_met, votes_short, majority_reached, summary',
      '',
      'def test_clear_cases():',
      '    assert quorum_met(8, 10, Fraction(1, 2)) and not quorum_met(2, 10, Fraction(1, 2))',
      '    assert quorum_met(9, 12, Fraction(2, 3)) and not quorum_met(3, 12, Fraction(2, 3))',
      '    assert votes_short(2, 10, Fraction(1, 2)) > 0 and votes_short(9, 10, Fraction(1, 2)) == 0',
      '    assert majority_reached(6, 10) and not majority_reached(5, 10)',
      '',
      'def test_exactly_half_is_a_quorum():',
      '    assert summary(5, 10, Fraction(1, 2))["met"]',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_rules.py::test_exactly_half_is_a_quorum'], passToPass: ['tests/test_rules.py::test_clear_cases'] };
  const complete = rules
    .replace('    return turnout > required_turnout(eligible, quorum)', '    return turnout >= required_turnout(eligible, quorum)')
    .replace('    needed = floor(required_turnout(eligible, quorum)) + 1', '    needed = -(-required_turnout(eligible, quorum) // 1)');

  it('the complete fix (>= in both functions) is clean: no special-casing, no sibling left', async () => {
    const r = await attack(acts, repo, { 'vt/rules.py': complete }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /agreement attack: .*no agreement broken/);
  });

  it('a branch for the tested ratio alone is special-casing: at 2/3, 3/4 ... on the same boundary nothing changes', async () => {
    const special = complete
      .replace('    return turnout >= required_turnout(eligible, quorum)', '    if quorum == Fraction(1, 2):\n        return 2 * turnout >= eligible\n    return turnout > required_turnout(eligible, quorum)');
    const r = await attack(acts, repo, { 'vt/rules.py': special }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /special-casing \(generalization attack\): quorum_met changes quorum_met\(5, 10, Fraction\(1, 2\)\) .* on a product boundary of its numbers, and the change follows the boundary when they scale .* but not when the ratio "1\/2"/);
  });

  it('fixing quorum_met and leaving votes_short, which holds the same rule, is a partial fix', async () => {
    const partial = rules.replace('    return turnout > required_turnout(eligible, quorum)', '    return turnout >= required_turnout(eligible, quorum)');
    const r = await attack(acts, repo, { 'vt/rules.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: on the pre-edit, quorum_met is True exactly when votes_short, given the same arguments, answers something falsy .* the two have the same parameter names and the call required_turnout\(eligible, quorum\) in common/);
    assert.doesNotMatch(r.text, /exactly when majority_reached/);
  });
});
