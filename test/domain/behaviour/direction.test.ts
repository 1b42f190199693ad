// againstTheFix (domain/behaviour/direction.ts): where the fix moves every changed FAIL_TO_PASS
// answer of a predicate one way, an input the candidate moves the other way is a check weakened
// (or tightened) beside it. Protective: moves in the fix's own direction; a fix that moves both
// ways; a neighbour that moves a string or number, not a flag; neighbours cut loose from the
// receiver's data.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { againstTheFix } from '../../../domain/behaviour/direction.js';
import type { DirectionRow } from '../../../domain/behaviour/direction.js';
import type { Behaviour } from '../../../domain/behaviour/schemas.js';

const says = (v: boolean): Behaviour => ({ kind: 'return', value: v ? 'True' : 'False', key: String(v) }) as Behaviour;
const row = (id: string, role: string, extra: Partial<DirectionRow> = {}): DirectionRow => ({ id, role, file: 'r.py', entity: 'may_delete', argsRepr: `may_delete(${id})`, ...extra });

function judged(rows: DirectionRow[], pre: Record<string, boolean>, cand: Record<string, boolean>, repro = ['f']) {
  const m = (o: Record<string, boolean>) => new Map(Object.entries(o).map(([k, v]) => [k, says(v)] as const));
  return againstTheFix(rows, m(pre), m(cand), (r) => repro.includes(r.id));
}

describe('againstTheFix', () => {
  const rows = [row('f', 'exact'), row('k1', 'cross', { transform: 'field-flip@1' }), row('k2', 'cross', { transform: 'field-flip@0' }), row('k3', 'keep', { transform: 'keep@1.station' })];

  it('a refusal added, an acceptance added beside it: deletion', () => {
    const out = judged(rows, { f: true, k1: false, k2: true }, { f: false, k1: true, k2: false });
    assert.equal(out.length, 1);
    assert.match(out[0]!.text, /^deletion: the fix refuses may_delete\(f\) \(pre-edit True, candidate False\), but the candidate now allows may_delete\(k1\) \(a cross neighbour, field-flip@1: a flag flipped\), which the pre-edit refused/);
  });

  it('every move in the fix\'s direction: clean', () => {
    assert.deepEqual(judged(rows, { f: true, k1: true, k2: true }, { f: false, k1: false, k2: true }), []);
  });

  it('a fix whose reproducer calls move both ways: not judged', () => {
    const two = [...rows, row('g', 'exact')];
    assert.deepEqual(judged(two, { f: true, g: false, k1: false }, { f: false, g: true, k1: true }, ['f', 'g']), []);
  });

  it('a moved string (a rule replaced moves other inputs both ways by design): not judged', () => {
    assert.deepEqual(judged(rows, { f: true, k1: true, k2: true, k3: false }, { f: false, k1: true, k2: true, k3: true }), []);
  });

  it('a neighbour cut loose from the receiver\'s data: not judged', () => {
    const loose = [row('f', 'exact'), row('k1', 'cross', { transform: 'field-flip@1', unlinked: true })];
    assert.deepEqual(judged(loose, { f: true, k1: false }, { f: false, k1: true }), []);
  });

  it('another role let through by a changed predicate no FAIL_TO_PASS call reaches: deletion; the same swap in the fixed predicate: not judged', () => {
    const team = (id: string, extra: Partial<DirectionRow> = {}) => row(id, 'cross', { entity: 'may_revoke_team', argsRepr: `may_revoke_team(${id})`, ...extra });
    const swapped = [row('f', 'exact'), team('t1', { transform: 'category@0.role' })];
    const out = judged(swapped, { f: true, t1: false }, { f: false, t1: true });
    assert.equal(out.length, 1);
    assert.match(out[0]!.text, /now allows may_revoke_team\(t1\) \(a cross neighbour, category@0.role: another of the code's categories\)/);
    assert.deepEqual(judged(swapped, { f: true, t1: true }, { f: false, t1: false }), [], 'moved the fix\'s way');
    const inFixed = [row('f', 'exact'), row('c1', 'cross', { transform: 'category@0.role' })];
    assert.deepEqual(judged(inFixed, { f: true, c1: false }, { f: false, c1: true }), [], 'a rule replaced in the fixed predicate moves roles both ways');
  });
});
