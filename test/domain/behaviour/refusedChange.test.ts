// Refusals made atomic (domain/behaviour/refusedChange.ts): which fixed methods promise that a
// refused call leaves its object unchanged, and which sibling calls break that promise.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeRefusedChange, refusalsMadeAtomic } from '../../../domain/behaviour/refusedChange.js';
import type { Behaviour, TraceCall } from '../../../domain/behaviour/schemas.js';

const refused = (mutated: (string | null)[], extra: Partial<Behaviour> = {}): Behaviour => ({ kind: 'raise', exc: 'farm.Refused', deliberate: true, mutated, ...extra });
const call = (entity: string, b: Behaviour): TraceCall => ({ type: 'call', test: 't::x', file: 'farm/yard.py', entity, args: '', argsRepr: `${entity}(…)`, behaviour: b });
const intended = (atoms: string[]) => ({ atoms: { 'farm/yard.py::Yard.merge': atoms }, removedRaises: {}, changedCalls: 1, comparedCalls: 1 });

describe('refused-change: the fixed method', () => {
  it('a refusal that changed the receiver on the pre-edit and no longer does: made atomic', () => {
    const got = refusalsMadeAtomic(intended(['arg0|mut:gone']), [call('Yard.merge', refused(['<private state changed> ab']))]);
    assert.deepEqual(got, [{ file: 'farm/yard.py', entity: 'Yard.merge', owner: 'Yard', exc: 'farm.Refused' }]);
  });

  it('no receiver mutation stopped, a crash rather than a refusal, or a module function: nothing promised', () => {
    assert.deepEqual(refusalsMadeAtomic(intended(['value:edit']), [call('Yard.merge', refused(['x']))]), []);
    assert.deepEqual(refusalsMadeAtomic(intended(['arg0|mut:gone']), [call('Yard.merge', refused(['x'], { deliberate: false }))]), []);
    assert.deepEqual(refusalsMadeAtomic({ ...intended([]), atoms: { 'farm/yard.py::merge': ['arg0|mut:gone'] } }, [call('merge', refused(['x']))]), []);
  });
});

describe('refused-change: the siblings', () => {
  const fixed = [{ file: 'farm/yard.py', entity: 'Yard.merge', owner: 'Yard', exc: 'farm.Refused' }];
  const probe = (id: string, entity: string) => ({ id, file: 'farm/yard.py', entity, args: '', argsRepr: `${entity}(…)` });

  it('a sibling refusing with the same exception after changing its receiver is the flaw left', () => {
    const got = judgeRefusedChange(fixed, [probe('a', 'Yard.split')], new Map([['a', refused(['<private state changed> cd'])]]));
    assert.equal(got.length, 1);
    assert.match(got[0]!.text, /Yard\.split of the same class still changes its object before refusing/);
  });

  it('a clean refusal, another exception, a return, or another class: nothing', () => {
    const cand = new Map<string, Behaviour>([
      ['a', refused([null])],
      ['b', refused(['x'], { exc: 'builtins.ValueError' })],
      ['c', { kind: 'return', mutated: ['x'] }],
      ['d', refused(['x'])],
    ]);
    assert.deepEqual(judgeRefusedChange(fixed, [probe('a', 'Yard.split'), probe('b', 'Yard.split'), probe('c', 'Yard.split'), probe('d', 'Barn.split')], cand), []);
  });
});
