// judgeComposition (domain/behaviour/composition.ts): an equality between a changed function F and
// a sibling G, held on every pre-edit input (the reproducer's among them, at least two), that the
// candidate breaks, is a partial fix. Protective: an equality the pre-edit itself broke once; one
// seen on a single input; a G that only hands back what it was given; an equality still held.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeComposition } from '../../../domain/behaviour/composition.js';
import type { ComposeCall, ComposeRow } from '../../../domain/behaviour/composition.js';

const calls: ComposeCall[] = [
  { id: 'a', file: 'm.py', entity: 'route', argsRepr: 'route(s, 0, 2)', reproducer: true },
  { id: 'b', file: 'm.py', entity: 'route', argsRepr: 'route(s, 1, 3)', reproducer: false },
  { id: 'c', file: 'm.py', entity: 'route', argsRepr: 'route(s, 0, 1)', reproducer: false },
];
const row = (id: string, eq: string[], moved = true): ComposeRow => ({ id, ok: true, parts: 2, rel: [{ g: 'fare_of', from: 'r1', eq, moved }] });
const rows = (f: (id: string) => ComposeRow) => new Map(calls.map((c) => [c.id, f(c.id)] as const));

describe('judgeComposition', () => {
  it('an agreement held on every pre-edit input and broken by the candidate: partial fix', () => {
    const out = judgeComposition(calls, rows((id) => row(id, ['r0'])), rows((id) => row(id, id === 'a' ? [] : ['r0'])));
    assert.equal(out.length, 1);
    assert.equal(out[0]!.fn, 'm.py::fare_of');
    assert.match(out[0]!.text, /fare_of given item 1 of its result of route answered item 0 of its result on every one of 3 inputs.*breaks that agreement on route\(s, 0, 2\)/);
  });

  it('still held on the candidate: clean', () => {
    assert.deepEqual(judgeComposition(calls, rows((id) => row(id, ['r0'])), rows((id) => row(id, ['r0']))), []);
  });

  it('an equality the pre-edit broke on one input is no invariant: clean', () => {
    assert.deepEqual(judgeComposition(calls, rows((id) => row(id, id === 'c' ? [] : ['r0'])), rows((id) => row(id, []))), []);
  });

  it('seen on one input only: clean', () => {
    const one = calls.slice(0, 1);
    assert.deepEqual(judgeComposition(one, new Map([['a', row('a', ['r0'])]]), new Map([['a', row('a', [])]])), []);
  });

  it('a G that hands back the part it was given (an identity) tells nothing: clean', () => {
    assert.deepEqual(judgeComposition(calls, rows((id) => row(id, ['r0'], false)), rows((id) => row(id, []))), []);
  });

  it('no reproducer input among those it held on: clean', () => {
    const noRepro = calls.map((c) => ({ ...c, reproducer: false }));
    assert.deepEqual(judgeComposition(noRepro, rows((id) => row(id, ['r0'])), rows((id) => row(id, []))), []);
  });
});
