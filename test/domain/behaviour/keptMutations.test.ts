// judgeKeptMutations (domain/behaviour/generalization.ts), the "removal made smaller, not stopped"
// rule: a query that took items out of the caller's list on the pre-edit and, on the candidate,
// still takes some of them (the head no longer popped, the tail still popped) is a partial fix.
// Protective: the removal stopped; an accumulator the call only adds to; a procedure.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeKeptMutations } from '../../../domain/behaviour/generalization.js';
import type { Behaviour, Obs } from '../../../domain/behaviour/schemas.js';

const seq = (...items: Obs[]): Obs => ({ t: 'seq', n: 'list', len: items.length, items });
const call = { id: 'x0', entity: 'render', argsRepr: "render(grid, ['a', 'b', 'c', 'd'])" };
const inObs = seq('grid', seq('a', 'b', 'c', 'd'));

function ran(after: Obs | null, value = "'text'"): Behaviour {
  return { kind: 'return', value, key: value, inObs, mutated: [null, after === null ? null : JSON.stringify(after)], mutObs: [null, after] } as Behaviour;
}

function judged(pre: Behaviour, cand: Behaviour): string[] {
  return judgeKeptMutations([call], new Map([['x0', pre]]), new Map([['x0', cand]]));
}

describe('judgeKeptMutations: a removal in place made smaller, not stopped', () => {
  it('the head kept, the tail still popped: partial', () => {
    const out = judged(ran(seq('b', 'c')), ran(seq('a', 'b', 'c')));
    assert.equal(out.length, 1);
    assert.match(out[0]!, /takes fewer items out of argument 1 in place than the pre-edit did, but still takes some \(4 before the call, 2 left on the pre-edit, 3 on the candidate\)/);
  });

  it('the removal stopped: clean', () => {
    assert.deepEqual(judged(ran(seq('b', 'c')), ran(null)), []);
  });

  it('an item the pre-edit did not take taken instead: not this rule', () => {
    assert.deepEqual(judged(ran(seq('b', 'c')), ran(seq('a', 'c', 'd'))), []);
  });

  it('an accumulator the call adds fewer items to: clean (only removals count)', () => {
    assert.deepEqual(judged(ran(seq('a', 'b', 'c', 'd', 'e', 'f')), ran(seq('a', 'b', 'c', 'd', 'e'))), []);
  });

  it('a procedure (returns None) that removes fewer items: clean', () => {
    assert.deepEqual(judged(ran(seq('b', 'c'), 'None'), ran(seq('a', 'b', 'c'), 'None')), []);
  });
});

describe('judgeKeptMutations: a random source used as it is meant to be', () => {
  const rollCall = { id: 'r0', entity: 'roll', argsRepr: 'roll(expr, ScriptedRng(used=0), 5)' };
  const obj = (items: Record<string, Obs>): Obs => ({ t: 'obj', n: 'd.X', items });
  const rolled = (expr: Obs | null, rng: Obs | null, rngIn: Obs = obj({ used: 0 })): Behaviour =>
    ({ kind: 'return', value: '7', key: '7', inObs: seq(obj({ terms: seq(1, 2) }), rngIn, 5), mutated: [expr === null ? null : JSON.stringify(expr), rng === null ? null : JSON.stringify(rng), null], mutObs: [expr, rng, null] }) as Behaviour;
  const judge2 = (pre: Behaviour, cand: Behaviour) => judgeKeptMutations([rollCall], new Map([['r0', pre]]), new Map([['r0', cand]]));

  it("the expression no longer rewritten, the source's counter still advanced: clean", () => {
    assert.deepEqual(judge2(rolled(obj({ terms: seq(1) }), obj({ used: 1 })), rolled(null, obj({ used: 1 }))), []);
  });

  it('the expression no longer rewritten, another argument still emptied: partial', () => {
    const full = obj({ used: 0, pool: seq(4, 5) });
    const out = judge2(rolled(obj({ terms: seq(1) }), obj({ used: 0, pool: seq() }), full), rolled(null, obj({ used: 0, pool: seq() }), full));
    assert.equal(out.length, 1, 'a pool emptied in place, not a counter advanced: still flagged');
  });
});
