// The same-name mutation judgement (domain/behaviour/sameNamed.ts), on plain behaviours: which
// changed methods stopped mutating their receiver, and which recorded calls of a same-named method
// of another class still show the flaw on both trees.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeSameNamedMutation, receiverMutationStopped, sameNamedMethods } from '../../../domain/behaviour/sameNamed.js';
import type { SameNamed } from '../../../domain/behaviour/sameNamed.js';
import type { IntendedChange } from '../../../domain/behaviour/attribution.js';
import type { Behaviour, Probe } from '../../../domain/behaviour/schemas.js';
import type { ChangeFacts } from '../../../domain/schemas.js';

const FILE = 'geo/track.py';
const ret = (v: string, mutated: (string | null)[] = [null], stable = true): Behaviour => ({ kind: 'return', value: v, key: `k${v}`, obs: v, mutated, mutatedKey: JSON.stringify(mutated), stable });
const raise = (exc: string, mutated: (string | null)[]): Behaviour => ({ kind: 'raise', exc, value: `${exc}()`, key: null, deliberate: true, site: `${FILE}::Route.reversed::raise`, mutated, mutatedKey: JSON.stringify(mutated), stable: true });
const intended = (atoms: Record<string, string[]>): IntendedChange => ({ atoms, removedRaises: {}, changedCalls: 1, comparedCalls: 1 });
const probe = (id: string, entity: string, argsRepr = `${entity}(<${entity.split('.')[0]}>)`, test: string | null = 'tests/test_track.py::test_route_reversed', file = FILE): Probe => ({ id, file, entity, args: 'blob', argsRepr, test });
const trees = (b: Record<string, [Behaviour, Behaviour]>) => ({ pre: new Map(Object.entries(b).map(([id, [p]]) => [id, p] as const)), cand: new Map(Object.entries(b).map(([id, [, c]]) => [id, c] as const)) });

const track: SameNamed = { file: FILE, entity: 'Track.reversed', others: [{ file: FILE, entity: 'Route.reversed' }, { file: 'geo/lap.py', entity: 'Lap.reversed' }] };

describe('same-named methods read off the change facts', () => {
  it('every changed file\'s sameNamed entries, with the file of the changed method', () => {
    const facts = {
      files: [
        { path: FILE, sameNamed: [{ entity: 'Track.reversed', others: [{ file: FILE, entity: 'Route.reversed' }] }] },
        { path: 'geo/other.py' },
      ],
    } as unknown as ChangeFacts;
    assert.deepEqual(sameNamedMethods(facts), [{ file: FILE, entity: 'Track.reversed', others: [{ file: FILE, entity: 'Route.reversed' }] }]);
    assert.deepEqual(sameNamedMethods(null), []);
  });
});

describe('receiver mutation stopped', () => {
  it('only where the FAIL_TO_PASS change of that very method includes `arg0|mut:gone`', () => {
    const route: SameNamed = { file: FILE, entity: 'Route.reversed', others: [{ file: FILE, entity: 'Track.reversed' }] };
    assert.deepEqual(receiverMutationStopped([track, route], intended({ [`${FILE}::Track.reversed`]: ['ret|value', 'arg0|mut:gone'] })), [track]);
  });

  it('an argument other than the receiver, another atom kind, another file or no intended change: none', () => {
    assert.deepEqual(receiverMutationStopped([track], intended({ [`${FILE}::Track.reversed`]: ['arg1|mut:gone'] })), []);
    assert.deepEqual(receiverMutationStopped([track], intended({ [`${FILE}::Track.reversed`]: ['arg0|mut:new', 'ret|value'] })), []);
    assert.deepEqual(receiverMutationStopped([track], intended({ ['geo/other.py::Track.reversed']: ['arg0|mut:gone'] })), []);
    assert.deepEqual(receiverMutationStopped([track], null), []);
    assert.deepEqual(receiverMutationStopped([track], undefined), []);
  });
});

describe('same-name mutation judgement', () => {
  const reversedPoints = "Route([(1, 1), (0, 0)])";

  it('a sibling that mutates its receiver on both trees is a partial fix, named with its recorded call', () => {
    const probes = [probe('m0', 'Route.reversed', 'Route.reversed(Route([(0, 0), (1, 1)]))')];
    const { pre, cand } = trees({ m0: [ret(reversedPoints, ['Route([(1, 1), (0, 0)])']), ret(reversedPoints, ['Route([(1, 1), (0, 0)])'])] });
    const out = judgeSameNamedMutation([track], probes, pre, cand);
    assert.equal(out.length, 1);
    assert.equal(out[0]!.fn, `${FILE}::Route.reversed`);
    assert.equal(
      out[0]!.text,
      'partial fix: the candidate stops Track.reversed mutating its receiver, but Route.reversed, the same method of another class, still does on the candidate — ' +
        'geo/track.py: Route.reversed(Route([(0, 0), (1, 1)])) (recorded in tests/test_track.py::test_route_reversed): returned Route([(1, 1), (0, 0)]) and mutated argument 0 became Route([(1, 1), (0, 0)])',
    );
  });

  it('a receiver left alone on the candidate (the sibling fixed too), or already on the pre-edit, is no counterexample', () => {
    const probes = [probe('m0', 'Route.reversed'), probe('m1', 'Route.reversed')];
    const { pre, cand } = trees({
      m0: [ret(reversedPoints, ['Route(...)']), ret(reversedPoints, [null])],
      m1: [ret(reversedPoints, [null]), ret(reversedPoints, ['Route(...)'])],
    });
    assert.deepEqual(judgeSameNamedMutation([track], probes, pre, cand), []);
  });

  it('only the receiver counts: another argument mutated on both trees is not this flaw; an absent mutated list is none', () => {
    const probes = [probe('m0', 'Route.reversed'), probe('m1', 'Route.reversed')];
    const noList: Behaviour = { kind: 'return', value: 'x', key: 'kx', stable: true };
    const { pre, cand } = trees({ m0: [ret('x', [null, '[2, 1]']), ret('x', [null, '[2, 1]'])], m1: [noList, noList] });
    assert.deepEqual(judgeSameNamedMutation([track], probes, pre, cand), []);
  });

  it('only calls that return on both trees: a raise, a timeout or a call that could not be run is skipped', () => {
    const probes = ['m0', 'm1', 'm2', 'm3'].map((id) => probe(id, 'Route.reversed'));
    const timeout: Behaviour = { kind: 'timeout', mutated: ['Route(...)'], stable: true };
    const error: Behaviour = { kind: 'error', error: 'could not load', mutated: ['Route(...)'] };
    const { pre, cand } = trees({
      m0: [raise('ValueError', ['Route(...)']), raise('ValueError', ['Route(...)'])],
      m1: [ret('x', ['Route(...)']), raise('ValueError', ['Route(...)'])],
      m2: [timeout, ret('x', ['Route(...)'])],
      m3: [ret('x', ['Route(...)']), error],
    });
    assert.deepEqual(judgeSameNamedMutation([track], probes, pre, cand), []);
  });

  it('a pre-edit that is not stable across its repeats is ignored; the next recorded call of the same sibling is judged', () => {
    const probes = [probe('m0', 'Route.reversed'), probe('m1', 'Route.reversed', 'Route.reversed(Route([(5, 5)]))')];
    const { pre, cand } = trees({
      m0: [ret('x', ['Route(...)'], false), ret('x', ['Route(...)'])],
      m1: [ret('y', ['Route(...)']), ret('y', ['Route(...)'])],
    });
    const out = judgeSameNamedMutation([track], probes.slice(0, 1), pre, cand);
    assert.deepEqual(out, []);
    const both = judgeSameNamedMutation([track], probes, pre, cand);
    assert.equal(both.length, 1);
    assert.match(both[0]!.text, /Route\.reversed\(Route\(\[\(5, 5\)\]\)\)/);
  });

  it('one counterexample per sibling, the first recorded call that shows it; each sibling on its own', () => {
    const probes = [
      probe('m0', 'Route.reversed', 'Route.reversed(first)'),
      probe('m1', 'Route.reversed', 'Route.reversed(second)'),
      probe('m2', 'Lap.reversed', 'Lap.reversed(lap)', null, 'geo/lap.py'),
    ];
    const mut = ret('x', ['changed']);
    const { pre, cand } = trees({ m0: [mut, mut], m1: [mut, mut], m2: [mut, mut] });
    const out = judgeSameNamedMutation([track], probes, pre, cand);
    assert.deepEqual(out.map((x) => x.fn), [`${FILE}::Route.reversed`, 'geo/lap.py::Lap.reversed']);
    assert.match(out[0]!.text, /Route\.reversed\(first\) \(recorded in /);
    // a call no test recorded names no test
    assert.match(out[1]!.text, /geo\/lap\.py: Lap\.reversed\(lap\): returned x and mutated argument 0 became changed$/);
  });

  it('a method that is no sibling of a stopped one, or the same name in another file than listed, is not judged', () => {
    const probes = [probe('m0', 'Route.flipped'), probe('m1', 'Route.reversed', undefined, undefined, 'geo/elsewhere.py')];
    const mut = ret('x', ['changed']);
    const { pre, cand } = trees({ m0: [mut, mut], m1: [mut, mut] });
    assert.deepEqual(judgeSameNamedMutation([track], probes, pre, cand), []);
    assert.deepEqual(judgeSameNamedMutation([], probes, pre, cand), []);
  });

  it('a long recorded call is clipped to 240 characters', () => {
    const long = `Route.reversed(Route([${Array.from({ length: 80 }, (_, i) => `(${i}, ${i})`).join(', ')}]))`;
    const { pre, cand } = trees({ m0: [ret('x', ['changed']), ret('x', ['changed'])] });
    const out = judgeSameNamedMutation([track], [probe('m0', 'Route.reversed', long)], pre, cand);
    assert.equal(out.length, 1);
    assert.ok(out[0]!.text.includes(`${long.slice(0, 239)}… (recorded in`), out[0]!.text);
    assert.ok(!out[0]!.text.includes(long));
  });
});
