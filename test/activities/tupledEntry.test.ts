// The transplant attack on a sibling that takes many records of what the fixed function takes one
// of (issue 10 item 2, partial fixes), through the real sandbox and pytest: `hit_rate(hits, shots)`
// floors its percentage, and `pooled_rate(rounds)`, which no test calls, sums (hits, shots) pairs
// and floors the same way. The reproducer's own values handed over as a list of one tuple,
// `pooled_rate([(1, 3)])`, are the input the flaw left there shows on:
// - `hit_rate` fixed alone: a partial fix;
// - both fixed: clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const rates = [
  'def hit_rate(hits, shots):',
  '    """Hits per 100 shots, one decimal."""',
  '    if shots <= 0:',
  '        raise ValueError("no shots")',
  '    return float(hits * 100 // shots)',
  '',
  '',
  'def pooled_rate(rounds):',
  '    """Hits per 100 shots over several (hits, shots) rounds, as hit_rate."""',
  '    hits = sum(h for h, _ in rounds)',
  '    shots = sum(s for _, s in rounds)',
  '    if shots <= 0:',
  '        raise ValueError("no shots")',
  '    return float(hits * 100 // shots)',
  '',
].join('\n');

const tests = [
  'from range_.rates import hit_rate, pooled_rate',
  '',
  '',
  'def test_whole_rates():',
  '    assert hit_rate(1, 4) == 25.0',
  '    assert hit_rate(3, 10) == 30.0',
  '',
  '',
  'def test_rate_keeps_a_decimal():',
  '    assert hit_rate(1, 3) == 33.3',
  '',
].join('\n');

describe('attacks: the fixed rule left in a sibling taking a list of records (transplant, tupled entry)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'range_/__init__.py': '', 'range_/rates.py': rates, 'tests/test_rates.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_rates.py::test_rate_keeps_a_decimal'], passToPass: ['tests/test_rates.py::test_whole_rates'] };
  const fixOne = (text: string) => text.replace('    return float(hits * 100 // shots)\n', '    return round(hits * 100 / shots, 1)\n');

  it('hit_rate fixed alone: partial, shown by pooled_rate([(1, 3)])', async () => {
    const r = await attack(acts, repo, { 'range_/rates.py': fixOne(rates) }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in the code of the same structure it left unchanged \(`float\(hits \* 100 \/\/ shots\)` at range_\/rates\.py:\d+ \(pooled_rate\).*pooled_rate\(\[\(1, 3\)\]\)/);
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'range_/rates.py': fixOne(fixOne(rates)) }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
