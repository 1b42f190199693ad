// The constant-shift plan and judgement (domain/behaviour/constantShift.ts), on plain values:
// which readers of a moved constant are probed, at which values, and what counts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeConstantShift, planConstantShift, shiftAims, shiftedConstants } from '../../../domain/behaviour/constantShift.js';
import type { ShiftedConstant } from '../../../domain/behaviour/constantShift.js';
import type { IntendedChange } from '../../../domain/behaviour/attribution.js';
import type { Behaviour } from '../../../domain/behaviour/schemas.js';

const master: ShiftedConstant = {
  file: 'r/elo.py',
  name: 'MASTER',
  before: 2400,
  after: 2399,
  readers: [
    { file: 'r/elo.py', entity: 'k_factor', uses: ['cmp:low'] },
    { file: 'r/elo.py', entity: 'band', uses: ['cmp:high'] },
    { file: 'r/elo.py', entity: 'max_gain', uses: ['cmp:low'] },
  ],
};
const intended = (...fns: string[]): IntendedChange => ({ atoms: Object.fromEntries(fns.map((f) => [f, ['|num:shrink']])), removedRaises: {}, changedCalls: 1, comparedCalls: 1 });
const ret = (v: string): Behaviour => ({ kind: 'return', value: v, key: v, obs: v, mutatedKey: 'm0', stable: true });

describe('constant-shift plan', () => {
  it('probes the readers whose use the fixed reader does not share, at the old and new values and their neighbours', () => {
    const plan = planConstantShift([master], intended('r/elo.py::k_factor'));
    assert.deepEqual(plan.readers.map((r) => r.entity), ['band']);
    assert.deepEqual(plan.aims, [2398, 2399, 2400, 2401]);
  });

  it('a reader with the same use is the same fix reaching it; with no fixed reader nothing is probed', () => {
    assert.match(planConstantShift([{ ...master, readers: master.readers.filter((r) => r.entity !== 'band') }], intended('r/elo.py::k_factor')).why!, /every other reader uses the moved constant as the fixed function does/);
    assert.match(planConstantShift([master], intended()).why!, /no reader of the moved constant shows the intended change/);
    assert.match(planConstantShift([], intended('r/elo.py::k_factor')).why!, /no numeric module constant moved/);
  });

  it('fractional constants are aimed at their two values only', () => {
    assert.deepEqual(shiftAims([{ ...master, before: 0.5, after: 0.25 }]), [0.25, 0.5]);
  });

  it('reads the constants off change facts, with their module', () => {
    const facts = { files: [{ path: 'r/elo.py', status: 'modified', kind: 'python', docOnly: false, changedEntities: ['<module>'], publicSignatureChanges: [], exportsChanged: false, securityHits: [], concurrencyHits: [], persistenceHits: [], changedConstants: [{ name: 'MASTER', before: 2400, after: 2399, readers: master.readers }] }], addedLines: 1, removedLines: 1 } as const;
    assert.deepEqual(shiftedConstants(facts as never), [master]);
  });
});

describe('constant-shift judgement', () => {
  const plan = planConstantShift([master], intended('r/elo.py::k_factor'));
  const probe = (id: string, group: number, role: string, args: string, borrowed?: string) => ({ id, group, role, file: 'r/elo.py', entity: 'band', argsRepr: `band(${args})`, test: 't::x', ...(borrowed ? { borrowed } : {}) });

  it('an aimed call that changes where its recorded call does not is a counterexample', () => {
    const probes = [probe('x0', 0, 'exact', '2500'), probe('x0.n0', 0, 'aim', '2399')];
    const pre = new Map([['x0', ret("'master'")], ['x0.n0', ret("'established'")]]);
    const cand = new Map([['x0', ret("'master'")], ['x0.n0', ret("'master'")]]);
    const out = judgeConstantShift(plan, probes, pre, cand);
    assert.equal(out.length, 1);
    assert.match(out[0]!, /moves MASTER from 2400 to 2399, which changes band \(it uses the constant as cmp:high; the fixed function as cmp:low\)/);
  });

  it('a recorded call that itself changes is left to differential execution; a borrowed one counts', () => {
    const pre = new Map([['x0', ret('1')], ['x0.n0', ret('1')]]);
    const cand = new Map([['x0', ret('2')], ['x0.n0', ret('2')]]);
    assert.deepEqual(judgeConstantShift(plan, [probe('x0', 0, 'exact', '1'), probe('x0.n0', 0, 'aim', '2399')], pre, cand), []);
    const borrowed = judgeConstantShift(plan, [probe('x0', 0, 'exact', '1', 'status')], pre, cand);
    assert.match(borrowed[0]!, /the arguments of status's call in t::x/);
  });
});
