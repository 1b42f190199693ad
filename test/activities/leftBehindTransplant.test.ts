// The transplant attack on a second method of the object the reproducer built (issue 10 item 2,
// partial fixes), through the real sandbox and pytest. A shed's `store` refuses a crate once the
// load would reach the limit (`<=`, the bug: reaching it exactly is allowed); `audit`, which no
// recorded call runs on a shed holding exactly the limit, repeats the comparison. Only the objects
// the FAIL_TO_PASS test left behind on the candidate (the shed holding the limit) show `audit`
// still calling that load too much:
// - `store` fixed alone: a partial fix, shown by `audit` on the shed the reproducer filled;
// - both fixed: clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const shed = [
  'class Full(Exception):',
  '    pass',
  '',
  '',
  'def over_limit(load, limit):',
  '    return load >= limit',
  '',
  '',
  'class Shed:',
  '    def __init__(self, limit):',
  '        self.limit = limit',
  '        self.crates = []',
  '',
  '    def load(self):',
  '        return sum(self.crates)',
  '',
  '    def store(self, kg):',
  '        if over_limit(self.load() + kg, self.limit):',
  '            raise Full(f"{kg} kg more would overload the shed")',
  '        self.crates.append(kg)',
  '',
  '    def audit(self):',
  '        """The problems of the shed as it stands."""',
  '        problems = []',
  '        if self.load() >= self.limit:',
  '            problems.append(f"overloaded: {self.load()} of {self.limit} kg")',
  '        return problems',
  '',
].join('\n');

const tests = [
  'import pytest',
  'from depot.shed import Full, Shed',
  '',
  '',
  'def test_store_and_audit():',
  '    s = Shed(100)',
  '    s.store(30)',
  '    s.store(40)',
  '    assert s.load() == 70',
  '    assert s.audit() == []',
  '',
  '',
  'def test_overload_refused():',
  '    s = Shed(100)',
  '    s.store(90)',
  '    with pytest.raises(Full):',
  '        s.store(20)',
  '',
  '',
  'def test_exactly_the_limit_is_allowed():',
  '    s = Shed(100)',
  '    s.store(60)',
  '    s.store(40)',
  '    assert s.load() == 100',
  '',
].join('\n');

describe('attacks: the fixed rule left in a second method of the object the reproducer built (transplant)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'depot/__init__.py': '', 'depot/shed.py': shed, 'tests/test_shed.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_shed.py::test_exactly_the_limit_is_allowed'], passToPass: ['test_store_and_audit', 'test_overload_refused'].map((t) => `tests/test_shed.py::${t}`) };
  const helperFixed = shed.replace('    return load >= limit', '    return load > limit');

  it('store fixed through its helper, audit left: partial, shown by audit on the shed the reproducer filled', async () => {
    const r = await attack(acts, repo, { 'depot/shed.py': helperFixed }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in the code of the same structure it left unchanged \(`self\.load\(\) >= self\.limit` at depot\/shed\.py:\d+ \(Shed\.audit\)/);
    assert.match(r.text, /depot\/shed\.py: Shed\.audit\(depot\.shed\.Shed\(crates=\[60, 40\], limit=100\)\)/);
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'depot/shed.py': helperFixed.replace('        if self.load() >= self.limit:', '        if self.load() > self.limit:') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
