// Regressions beside the fix (domain/behaviour/besideTheFix.ts), on plain behaviours: on a
// relation-keeping neighbour of a recorded call of a function the FAIL_TO_PASS change reaches, a
// change attribution does not explain is counted; the fix's own change, and any change of a
// function changed only on the side (the fix carried over to a twin, in another shape), never is.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { besideTheFix } from '../../../domain/behaviour/besideTheFix.js';
import { intendedChange } from '../../../domain/behaviour/attribution.js';
import type { NeighbourProbe } from '../../../domain/behaviour/generalization.js';
import type { Behaviour, Obs } from '../../../domain/behaviour/schemas.js';

const num = (v: number): Obs => ({ t: 'num', v: String(v) });
const map = (o: Record<string, number>): Obs => ({ t: 'map', items: Object.fromEntries(Object.entries(o).map(([k, v]) => [k, num(v)])) });
const ret = (obs: Obs, mutated: (string | null)[] = [null, null]): Behaviour => ({
  kind: 'return',
  value: JSON.stringify(obs),
  key: JSON.stringify(obs),
  obs,
  mutated,
  mutatedKey: JSON.stringify(mutated),
  mutObs: mutated.some((m) => m !== null) ? mutated.map((m) => (m === null ? null : obs)) : null,
  stable: true,
});

function rows(list: { id: string; entity: string; role?: NeighbourProbe['role']; transform?: string; pre: Behaviour; cand: Behaviour }[]) {
  const probes: NeighbourProbe[] = list.map((r, i) => ({ id: r.id, group: i, role: r.role ?? 'keep', transform: r.transform ?? 'keep@0', file: 'b/budget.py', entity: r.entity, argsRepr: `${r.entity}(…)` }));
  return { probes, pre: new Map(list.map((r) => [r.id, r.pre] as const)), cand: new Map(list.map((r) => [r.id, r.cand] as const)) };
}

// the fix: allocate(100, {lawn: 150, veg: 50}) no longer scales the caller's dict in place
const mutatedPre = ret(map({ lawn: 75, veg: 25 }), [null, "{'lawn': 75.0, 'veg': 25.0}"]);
const intended = intendedChange([{ file: 'b/budget.py', entity: 'allocate', pre: mutatedPre, cand: ret(map({ lawn: 75, veg: 25 })) }]);
const changedHere = () => true;

describe('regressions beside the fix', () => {
  it('a neighbour on which the candidate also rounds where the pre-edit truncated: a change the fix (a stopped mutation) does not show', () => {
    const r = rows([{ id: 'a', entity: 'allocate', pre: ret(map({ lawn: 75.7, veg: 25.2 }), [null, "{'lawn': 75.7, 'veg': 25.2}"]), cand: ret(map({ lawn: 75.8, veg: 25.2 })) }]);
    const found = besideTheFix(r.probes, r.pre, r.cand, intended, changedHere);
    assert.equal(found.length, 1, JSON.stringify(intended));
    assert.match(found[0]!.text, /regression beside the fix: on a relation-keeping neighbour \(keep@0\) .*allocate.*num:grow/);
  });

  it('protective: the fix\'s own change on a neighbour (the input no longer mutated, the same figures) is the fix', () => {
    const r = rows([{ id: 'a', entity: 'allocate', pre: ret(map({ lawn: 75.7, veg: 25.2 }), [null, "{'lawn': 75.7, 'veg': 25.2}"]), cand: ret(map({ lawn: 75.7, veg: 25.2 })) }]);
    assert.deepEqual(besideTheFix(r.probes, r.pre, r.cand, intended, changedHere), []);
  });

  it('protective: a function changed only on the side (the fix carried over to a twin, in another shape) is never judged here', () => {
    const r = rows([{ id: 'a', entity: 'cap_demands', pre: ret(map({ lawn: 75.7 })), cand: ret(map({ lawn: 75.8 })) }]);
    assert.deepEqual(besideTheFix(r.probes, r.pre, r.cand, intended, changedHere), []);
  });

  it('only relation-keeping neighbours, never a list grown by a copy of its last element, only returned values', () => {
    const rounded = () => ({ pre: ret(map({ lawn: 75.7 }), [null, "{'lawn': 75.7}"]), cand: ret(map({ lawn: 75.8 })) });
    const cross = rows([{ id: 'a', entity: 'allocate', role: 'cross', ...rounded() }]);
    assert.deepEqual(besideTheFix(cross.probes, cross.pre, cross.cand, intended, changedHere), []);
    const grown = rows([{ id: 'a', entity: 'allocate', transform: 'keep@1+len', ...rounded() }]);
    assert.deepEqual(besideTheFix(grown.probes, grown.pre, grown.cand, intended, changedHere), [], 'an option named twice is no input of the domain');
    const raised: Behaviour = { kind: 'raise', exc: 'builtins.ValueError', deliberate: true, site: 's', value: 'ValueError', mutatedKey: 'm0', stable: true };
    const r = rows([{ id: 'a', entity: 'allocate', pre: rounded().pre, cand: raised }]);
    assert.deepEqual(besideTheFix(r.probes, r.pre, r.cand, intended, changedHere), []);
  });

  it('protective: float noise (62.400000000000006 made 62.4 by exact arithmetic) is no side change; a move past it still is', () => {
    const noise = rows([{ id: 'a', entity: 'allocate', pre: ret(map({ lawn: 62.400000000000006, veg: 25.2 }), [null, "{'lawn': 62.4, 'veg': 25.2}"]), cand: ret(map({ lawn: 62.4, veg: 25.2 })) }]);
    assert.deepEqual(besideTheFix(noise.probes, noise.pre, noise.cand, intended, changedHere), []);
    const moved = rows([{ id: 'a', entity: 'allocate', pre: ret(map({ lawn: 62.400000000000006, veg: 25.2 }), [null, "{'lawn': 62.4, 'veg': 25.2}"]), cand: ret(map({ lawn: 62.41, veg: 25.2 })) }]);
    assert.equal(besideTheFix(moved.probes, moved.pre, moved.cand, intended, changedHere).length, 1);
  });
});

