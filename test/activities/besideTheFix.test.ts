// Regressions beside the fix, through the real sandbox and pytest (domain/behaviour/besideTheFix.ts
// on the generalization attack's relation-keeping neighbours of recorded calls): a second change
// the recorded call hides (a budget that halves evenly, where truncating and rounding agree) shows
// on a neighbour; the fix alone (a copy instead of scaling the caller's dict) is clean there.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a regression beside the fix, on neighbours of the recorded calls', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def allocate(budget, demands):',
    '    """Share `budget` litres between the zones\' demands, tenths of a litre, rounded down."""',
    '    total = sum(demands.values())',
    '    if total <= budget:',
    '        return demands',
    '    factor = budget / total',
    '    for name, amount in demands.items():',
    '        demands[name] = int(amount * factor * 10) / 10',
    '    return demands',
    '',
    '',
    'def shortfall(demands, allocation):',
    '    return {n: d - allocation.get(n, 0) for n, d in demands.items() if d > allocation.get(n, 0)}',
    '',
  ].join('\n');
  const repo = scratch({
    'ir/__init__.py': '',
    'ir/budget.py': text,
    'tests/test_budget.py': [
      'from ir.budget import allocate, shortfall',
      '',
      'def test_over_budget_scales_down():',
      '    assert allocate(100, {"lawn": 150.0, "veg": 50.0}) == {"lawn": 75.0, "veg": 25.0}',
      '',
      'def test_shortfall():',
      '    demands = {"lawn": 150.0, "veg": 50.0}',
      '    alloc = allocate(100, demands)',
      '    assert shortfall(demands, alloc) == {"lawn": 75.0, "veg": 25.0}',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_budget.py::test_shortfall'], passToPass: ['tests/test_budget.py::test_over_budget_scales_down'] };
  const copying = (scale: string) =>
    text.replace('    if total <= budget:\n        return demands\n    factor = budget / total\n    for name, amount in demands.items():\n        demands[name] = int(amount * factor * 10) / 10\n    return demands', `    if total <= budget:\n        return dict(demands)\n    factor = budget / total\n    return {name: ${scale} for name, amount in demands.items()}`);

  it('the copy made and the shares rounded instead of truncated: shown on a budget one litre larger', async () => {
    const r = await attack(acts, repo, { 'ir/budget.py': copying('round(amount * factor, 1)') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /regression beside the fix: on a relation-keeping neighbour .* allocate\(.*num:grow.*which the FAIL_TO_PASS change of allocate \(mut:gone/);
  });

  it('protective: the copy alone, truncating as before, is clean', async () => {
    const r = await attack(acts, repo, { 'ir/budget.py': copying('int(amount * factor * 10) / 10') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /regression beside the fix/);
  });
});
