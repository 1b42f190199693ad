// Regressions beside the fix (domain/behaviour/besideTheFix.ts), on plain behaviours: a side change
// of another kind than the fix's is counted, the fix's own kind (in the fixed function, or carried
// over to a sibling) never is.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { besideTheFix } from '../../../domain/behaviour/besideTheFix.js';
import { intendedChange } from '../../../domain/behaviour/attribution.js';
import type { NeighbourProbe } from '../../../domain/behaviour/generalization.js';
import type { Behaviour, Obs } from '../../../domain/behaviour/schemas.js';

const ret = (obs: Obs): Behaviour => ({ kind: 'return', value: JSON.stringify(obs), key: JSON.stringify(obs), obs, mutatedKey: 'm0', stable: true });
const num = (v: number): Obs => ({ t: 'num', v: String(v) });
const seq = (...items: Obs[]): Obs => ({ t: 'seq', len: items.length, items });

function rows(list: { id: string; entity: string; role?: NeighbourProbe['role']; pre: Behaviour; cand: Behaviour }[]) {
  const probes: NeighbourProbe[] = list.map((r, i) => ({ id: r.id, group: i, role: r.role ?? 'keep', transform: 'keep@0', file: 't/grading.py', entity: r.entity, argsRepr: `${r.entity}(…)` }));
  return { probes, pre: new Map(list.map((r) => [r.id, r.pre] as const)), cand: new Map(list.map((r) => [r.id, r.cand] as const)) };
}

// the fix: difficulty(15.0) answers 'T3' where the pre-edit answered 'T2'
const intended = intendedChange([{ file: 't/grading.py', entity: 'difficulty', pre: ret('T2'), cand: ret('T3') }]);
const changedHere = () => true;

describe('regressions beside the fix', () => {
  it('a side function the candidate changed, whose neighbour now rounds a grade to a whole percent: of no kind the fix shows', () => {
    const r = rows([{ id: 'a', entity: 'segment_grades', pre: ret(seq(num(0.1), num(20))), cand: ret(seq(num(0), num(20))) }]);
    const found = besideTheFix(r.probes, r.pre, r.cand, intended, changedHere);
    assert.equal(found.length, 1);
    assert.match(found[0]!.text, /regression beside the fix: .*segment_grades.*the FAIL_TO_PASS tests change no call of segment_grades, which the candidate changed too, and this change \(num:shrink/);
  });

  it('protective: the same number in another type (60 for 60.0) in a side function is no change', () => {
    const r = rows([{ id: 'a', entity: 'descent', pre: ret({ t: 'num', v: '60.0' }), cand: ret({ t: 'num', v: '60' }) }]);
    r.pre.set('a', { ...r.pre.get('a')!, value: '60.0', key: 'f60' });
    r.cand.set('a', { ...r.cand.get('a')!, value: '60', key: 'i60' });
    assert.deepEqual(besideTheFix(r.probes, r.pre, r.cand, intended, changedHere), []);
  });

  it('protective: a side function the issue text names is one whose change the report asks for', () => {
    const r = rows([{ id: 'a', entity: 'segment_grades', pre: ret(seq(num(0.1), num(20))), cand: ret(seq(num(0), num(20))) }]);
    assert.deepEqual(besideTheFix(r.probes, r.pre, r.cand, intended, changedHere, (e) => e === 'segment_grades'), []);
  });

  it('protective: a sibling repaired alike (another label, the fix\'s own kind) is the fix carried over', () => {
    const r = rows([{ id: 'a', entity: 'steep_label', pre: ret('T2'), cand: ret('T3') }]);
    assert.deepEqual(besideTheFix(r.probes, r.pre, r.cand, intended, changedHere), []);
  });

  it('in the fixed function itself, a change of another kind than the reproducer\'s is unexplained; of the same kind it is the fix', () => {
    const bad = rows([{ id: 'a', entity: 'difficulty', pre: ret('T2'), cand: ret(2) }]);
    assert.equal(besideTheFix(bad.probes, bad.pre, bad.cand, intended, changedHere).length, 1);
    const good = rows([{ id: 'b', entity: 'difficulty', pre: ret('T1'), cand: ret('T2') }]);
    assert.deepEqual(besideTheFix(good.probes, good.pre, good.cand, intended, changedHere), []);
  });

  it('only relation-keeping neighbours, only returned values, only functions the candidate changed', () => {
    const cross = rows([{ id: 'a', entity: 'segment_grades', role: 'cross', pre: ret(seq(num(0.1))), cand: ret(seq(num(0))) }]);
    assert.deepEqual(besideTheFix(cross.probes, cross.pre, cross.cand, intended, changedHere), []);
    // an option list grown by a copy of its last option names it twice: no input of the domain
    const grown = rows([{ id: 'a', entity: 'segment_grades', pre: ret(seq(num(0.1))), cand: ret(seq(num(0))) }]);
    grown.probes[0]!.transform = 'keep@1+len';
    assert.deepEqual(besideTheFix(grown.probes, grown.pre, grown.cand, intended, changedHere), []);
    const reader = rows([{ id: 'a', entity: 'segment_grades', pre: ret(seq(num(0.1))), cand: ret(seq(num(0))) }]);
    assert.deepEqual(besideTheFix(reader.probes, reader.pre, reader.cand, intended, () => false), [], 'a function that only reads a changed constant is judged elsewhere');
    const raised: Behaviour = { kind: 'raise', exc: 'builtins.ValueError', deliberate: true, site: 's', value: 'ValueError', mutatedKey: 'm0', stable: true };
    const r = rows([{ id: 'a', entity: 'segment_grades', pre: ret(seq(num(0.1))), cand: raised }]);
    assert.deepEqual(besideTheFix(r.probes, r.pre, r.cand, intended, changedHere), []);
  });

  it('nothing is held against a side change where the fix\'s own change was not measured', () => {
    const r = rows([{ id: 'a', entity: 'segment_grades', pre: ret(seq(num(0.1))), cand: ret(seq(num(0))) }]);
    assert.deepEqual(besideTheFix(r.probes, r.pre, r.cand, intendedChange([]), changedHere), []);
  });
});
