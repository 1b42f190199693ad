// Behaviour deltas and their attribution to the intended change (issue 10 item 1): what counts
// as the same shape, and what leaves a divergence unexplained.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { behaviourDelta, valueDelta } from '../../../domain/behaviour/delta.js';
import { attribute, callsByName, intendedChange, mutationOnly, reorderOnly } from '../../../domain/behaviour/attribution.js';
import { judge } from '../../../domain/behaviour/compare.js';
import { changeBoundary, inputEqualities } from '../../../domain/behaviour/relations.js';
import type { Behaviour, Obs } from '../../../domain/behaviour/schemas.js';

const ret = (obs: Obs, key = JSON.stringify(obs), over: Partial<Behaviour> = {}): Behaviour => ({ kind: 'return', value: String(key), key, obs, mutatedKey: 'm0', stable: true, ...over });
const raise = (exc: string, site: string | null, deliberate = true): Behaviour => ({ kind: 'raise', exc, site, deliberate, key: null, mutatedKey: 'm0', stable: true });
const kinds = (a: Obs, b: Obs) => valueDelta(a, b).map((x) => `${x.path}|${x.kind}`);
const obj = (items: Record<string, Obs>): Obs => ({ t: 'obj', n: 'm.Rec', items });

describe('behaviour deltas', () => {
  it('numbers grow, shrink or change sign (by magnitude, so a fix away from zero is one shape for both signs)', () => {
    assert.deepEqual(kinds(259, 260), ['|num:grow']);
    assert.deepEqual(kinds(-259, -260), ['|num:grow']);
    assert.deepEqual(kinds(-110, -109), ['|num:shrink']);
    assert.deepEqual(kinds(3, -3), ['|num:sign']);
    assert.deepEqual(kinds({ t: 'num', v: '1.50', n: 'Decimal' }, { t: 'num', v: '1.5', n: 'Decimal' }), ['|num:repr'], 'the same number written differently');
    assert.deepEqual(kinds(7, 7), [], 'equal observables are no delta');
    assert.deepEqual(kinds({ t: 'num', v: '1.5', n: 'Decimal' }, { t: 'num', v: '2.5', n: 'Decimal' }), ['|num:grow']);
  });

  it('strings: a dropped or added character, a case or whitespace change, any other edit', () => {
    assert.deepEqual(kinds('hello world!', 'hello world'), ['|str:drop']);
    assert.deepEqual(kinds('a-b', 'a--b'), ['|str:add']);
    assert.deepEqual(kinds('Hello', 'hello'), ['|str:case']);
    assert.deepEqual(kinds(' a  b ', 'a b'), ['|str:space']);
    assert.deepEqual(kinds('abc', 'xyz'), ['|str:edit']);
  });

  it('records: a field added, removed or renamed; nested changes keep their path; list positions fold', () => {
    assert.deepEqual(kinds(obj({ a: 1 }), obj({ a: 1, b: 2 })), ['|field:+b']);
    assert.deepEqual(kinds(obj({ qty: 1 }), obj({ quantity: 1 })), ['|field:rename:qty->quantity']);
    assert.deepEqual(kinds(obj({ total: 5 }), obj({ total: 6 })), ['.total|num:grow']);
    const seq = (xs: Obs[]): Obs => ({ t: 'seq', n: 'list', len: xs.length, items: xs });
    assert.deepEqual(kinds(seq([1, 2]), seq([1, 2, 3])), ['|seq:len+']);
    assert.deepEqual(kinds(seq([1, 2]), seq([2, 1])), ['|seq:order']);
    assert.deepEqual(kinds(seq([obj({ n: 1 }), obj({ n: 2 })]), seq([obj({ n: 2 }), obj({ n: 3 })])), ['[].n|num:grow']);
  });

  it('private implementation objects are no delta: a condition per kind added, a lock made a condition (a lock-type fix)', () => {
    const impl = (v: string): Obs => ({ t: 'impl', v });
    const map = (items: Record<string, Obs>): Obs => ({ t: 'map', n: 'dict', items });
    const q = (conds: Record<string, Obs>, waiting: Record<string, Obs>) => obj({ _kinds: map(conds), _waiting: map(waiting) });
    // a neighbour's kind ('kryer') gets its own condition, as the fix's 'dryer' did: not a field of data
    assert.deepEqual(kinds(q({ washer: impl('condition') }, { washer: 1 }), q({ washer: impl('condition'), kryer: impl('condition') }, { washer: 1 })), []);
    assert.deepEqual(kinds(obj({ a: 1 }), obj({ a: 1, _cond: impl('condition') })), [], 'a condition attribute added');
    assert.deepEqual(kinds(obj({ _lock: impl('lock') }), obj({ _lock: impl('condition') })), [], 'a lock replaced by a condition');
    // data beside them still counts
    assert.deepEqual(kinds(q({ washer: impl('condition') }, { washer: 1 }), q({ washer: impl('condition') }, { washer: 2 })), ['._waiting.washer|num:grow']);
    assert.deepEqual(kinds(obj({ a: 1 }), obj({ a: 1, _seen: map({ x: 1 }) })), ['|field:+_seen'], 'a data field added is a delta');
  });

  it('behaviours: an exception no longer raised, an input no longer mutated', () => {
    assert.deepEqual(behaviourDelta(raise('builtins.TypeError', 'm.py::f::sorted(x)', false), ret(1)).map((a) => a.kind), ['exc:gone:builtins.TypeError']);
    const mutating = ret(1, '1', { mutated: ['[3, 1]', null], mutatedKey: 'm1' });
    const pure = ret(1, '1', { mutated: [null, null], mutatedKey: 'm2' });
    assert.deepEqual(behaviourDelta(mutating, pure), [{ path: 'arg0', kind: 'mut:gone' }]);
  });
});

describe('attribution to the intended change', () => {
  const f = (pre: Behaviour, cand: Behaviour) => ({ file: 'm.py', entity: 'percent_of', pre, cand });

  it('the same shape on the same function is explained (the fix footprint); another shape is not', () => {
    const intended = intendedChange([f(ret(259), ret(260))]);
    assert.equal(intended.changedCalls, 1);
    assert.ok(attribute('m.py', 'percent_of', ret(-259), ret(-260), intended).explained, 'rounding away from zero on a negative is the same fix');
    const hidden = attribute('m.py', 'percent_of', ret(-110), ret(-109), intended);
    assert.equal(hidden.explained, false, 'a negative moved toward zero is not what the reproducer demands');
    assert.match(hidden.why, /num:shrink, which the FAIL_TO_PASS change of percent_of \(num:grow\) does not show/);
  });

  it('a divergence of a function the reproducer does not change is unexplained', () => {
    const intended = intendedChange([f(ret(259), ret(260))]);
    const a = attribute('m.py', 'allocate', ret(3), ret(4), intended);
    assert.equal(a.explained, false);
    assert.match(a.why, /show no change of allocate/);
  });

  it('a function the reproducer does not reach, rewritten to call the fixed one, shows its change of the same kind', () => {
    const intended = intendedChange([f(ret(259), ret(260))]);
    assert.equal(attribute('m.py', 'allocate', ret(3), ret(4), intended).explained, false);
    const through = { ...intended, via: { 'm.py::allocate': ['m.py::percent_of'] } };
    const a = attribute('m.py', 'allocate', ret(3), ret(4), through);
    assert.ok(a.explained, a.why);
    assert.match(a.why, /allocate now calls percent_of/);
    // another kind of change than the fixed function shows is still unexplained
    assert.equal(attribute('m.py', 'allocate', ret(4), ret(3), through).explained, false);
    assert.deepEqual(callsByName('    retained = percent_of(ledger).net\n', ['m.py::percent_of', 'm.py::of'], 'm.py::allocate'), ['m.py::percent_of']);
  });

  it('a stopped input mutation is explained when the reproducer shows it; a field added likewise', () => {
    const stop = intendedChange([f(ret(1, '1', { mutated: ['[1, 3]'], mutatedKey: 'a' }), ret(1, '1', { mutated: [null], mutatedKey: 'b' }))]);
    assert.ok(attribute('m.py', 'percent_of', ret(2, '2', { mutated: ['[9]'], mutatedKey: 'c' }), ret(2, '2', { mutated: [null], mutatedKey: 'b' }), stop).explained);
    const field = intendedChange([f(ret(obj({ a: 1 })), ret(obj({ a: 1, b: 0 })))]);
    assert.ok(attribute('m.py', 'percent_of', ret(obj({ a: 7 })), ret(obj({ a: 7, b: 3 })), field).explained);
    assert.equal(attribute('m.py', 'percent_of', ret(obj({ a: 7 })), ret(obj({ a: 8 })), field).explained, false, 'a changed value is not an added field');
  });

  it('an exception no longer raised is explained only when the same statement raised it', () => {
    const intended = intendedChange([f(raise('builtins.ValueError', 'm.py::parse::raise ValueError("negative")'), ret(1))]);
    assert.ok(attribute('m.py', 'percent_of', raise('builtins.ValueError', 'm.py::parse::raise ValueError("negative")'), ret(5), intended).explained);
    assert.equal(attribute('m.py', 'percent_of', raise('builtins.ValueError', 'm.py::parse::raise ValueError("too long")'), ret(5), intended).explained, false);
  });

  it('unstable or unreplayable reproducer calls do not define the intended change', () => {
    const none = intendedChange([f(ret(1, '1', { stable: false }), ret(2)), f({ kind: 'error', error: 'x' }, ret(2))]);
    assert.equal(none.comparedCalls, 0);
    assert.deepEqual(none.atoms, {});
  });
});

describe('the counterexample rules', () => {
  it('a crash where the pre-edit crashed too is not a counterexample (issue 10 item 6)', () => {
    assert.equal(judge(raise('builtins.TypeError', null, false), raise('builtins.KeyError', null, false)), 'skip');
    assert.equal(judge(raise('builtins.TypeError', null, false), { kind: 'killed' }), 'skip');
    assert.equal(judge(ret(1), raise('builtins.TypeError', null, false)), 'crash');
  });
});

describe('the boundary of a boundary fix (relations.ts)', () => {
  // overlaps(self, other) on date ranges: inputs as replay.py describes them (inObs)
  const day = (n: number): Obs => ({ t: 'time', n: 'date', v: `2024-03-${String(n).padStart(2, '0')}`, ord: 738946 + n });
  const range = (a: number, b: number): Obs => ({ t: 'obj', n: 'calspan.ranges.DateRange', items: { start: day(a), end: day(b) } });
  const input = (x: Obs, y: Obs): Obs => ({ t: 'seq', n: 'list', len: 2, items: [x, y] });
  const call = (inObs: Obs, pre: boolean, cand: boolean) => ({ file: 'r.py', entity: 'DateRange.overlaps', pre: ret(pre, String(pre), { inObs }), cand: ret(cand, String(cand), { inObs }) });

  it('finds the equality that separates the changed calls from the unchanged ones, and only that', () => {
    assert.deepEqual(changeBoundary([input(range(1, 5), range(5, 9))], [input(range(1, 5), range(3, 9)), input(range(1, 2), range(7, 9))]), ['[0].end=[1].start']);
    assert.deepEqual(changeBoundary([input(range(1, 5), range(5, 9))], []), [], 'no unchanged call: nothing separates, so no boundary is claimed');
    assert.deepEqual(changeBoundary([input(range(1, 5), range(5, 9))], [input(range(2, 5), range(5, 9))]), [], 'the equality holds where nothing changed too: not the boundary');
    assert.deepEqual(changeBoundary([input(range(1, 5), range(5, 9)), input(range(1, 4), range(6, 9))], [input(range(1, 2), range(7, 9))]), [], 'changed calls off the equality: the change is not a boundary');
    assert.ok(inputEqualities(input(range(1, 5), range(5, 9))).has('[0].end=[1].start'));
    assert.equal(inputEqualities({ t: 'seq', n: 'list', len: 2, items: [3, day(3)] }).size, 0, 'a number and a date are never related');
    const boxes: Obs = { t: 'seq', n: 'list', len: 3, items: [1, 2, 3] };
    assert.ok(inputEqualities(input(3, boxes)).has('[0]=[1]#len'), 'a size is a count: an int equal to it is related');
    assert.ok(!inputEqualities(input({ t: 'num', v: '3.0', n: 'float' }, boxes)).has('[0]=[1]#len'), 'a weight of 3.0 is no count');
    assert.ok(!inputEqualities(input({ t: 'num', v: '3', n: 'Decimal' }, boxes)).has('[0]=[1]#len'), 'nor an amount');
  });

  it('protects a correct boundary fix: its divergences on the boundary stay explained', () => {
    const intended = intendedChange([call(input(range(1, 5), range(5, 9)), false, true)], [{ file: 'r.py', entity: 'DateRange.overlaps', pre: ret(true, 'true', { inObs: input(range(1, 5), range(3, 9)) }) }]);
    assert.deepEqual(intended.boundaries, { 'r.py::DateRange.overlaps': ['[0].end=[1].start'] });
    const touching = call(input(range(10, 12), range(12, 20)), false, true);
    assert.ok(attribute('r.py', 'DateRange.overlaps', touching.pre, touching.cand, intended).explained);
  });

  it('the same bool flip one day off the boundary is unexplained (ranges one day apart now "overlap")', () => {
    const intended = intendedChange([call(input(range(1, 5), range(5, 9)), false, true)], [{ file: 'r.py', entity: 'DateRange.overlaps', pre: ret(true, 'true', { inObs: input(range(1, 5), range(3, 9)) }) }]);
    const adjacent = call(input(range(1, 4), range(5, 9)), false, true);
    const a = attribute('r.py', 'DateRange.overlaps', adjacent.pre, adjacent.cand, intended);
    assert.equal(a.explained, false);
    assert.match(a.why, /only where argument 0 end = argument 1 start/);
    const crashFixed = intendedChange(
      [{ file: 'r.py', entity: 'share', pre: { ...raise('builtins.ZeroDivisionError', 'r.py::share::return a / b', false), inObs: input(0, 0) }, cand: ret(0, '0', { inObs: input(0, 0) }) }],
      [{ file: 'r.py', entity: 'share', pre: ret(0.5, '0.5', { inObs: input(2, 4) }) }],
    );
    assert.deepEqual(crashFixed.boundaries, {}, 'a fixed crash (share(0, 0)) claims no boundary: 0 = 0 is where the crash was, not the change region');
    const noInput = attribute('r.py', 'DateRange.overlaps', ret(false, 'false'), ret(true, 'true'), intended);
    assert.ok(noInput.explained, 'without a described input the shape decides, as before');
  });
});

describe('boundary fixes of table lookups, and mutations stopped in siblings', () => {
  // base_price(table, weight) with table.brackets = ((0.5, 395), (1.0, 450), (2.0, 620)): upper bounds inclusive now
  const table: Obs = { t: 'obj', n: 'p.RateTable', items: { brackets: { t: 'seq', n: 'tuple', len: 3, items: [0.5, 1.0, 2.0].map((b, i): Obs => ({ t: 'seq', n: 'tuple', len: 2, items: [b, 395 + i * 100] })) } } };
  const at = (w: number): Obs => ({ t: 'seq', n: 'list', len: 2, items: [table, w] });
  const pair = (w: number, pre: number, cand: number) => ({ file: 'r.py', entity: 'RateTable.base_price', pre: ret(pre, String(pre), { inObs: at(w) }), cand: ret(cand, String(cand), { inObs: at(w) }) });

  it('a weight on any bracket bound is on the boundary, not only the bound the reproducer hit', () => {
    const intended = intendedChange([pair(2.0, 3000, 620)], [{ file: 'r.py', entity: 'RateTable.base_price', pre: ret(450, '450', { inObs: at(0.7) }) }]);
    assert.deepEqual(intended.boundaries, { 'r.py::RateTable.base_price': ['[0].brackets[][]=[1]'] });
    const otherBound = pair(1.0, 620, 450);
    assert.ok(attribute('r.py', 'RateTable.base_price', otherBound.pre, otherBound.cand, intended).explained, 'weight 1.0 is the second bracket\'s bound: the same fix');
    const between = pair(1.5, 620, 450);
    assert.equal(attribute('r.py', 'RateTable.base_price', between.pre, between.cand, intended).explained, false, 'between bounds the price must not move');
  });

  it('an input no longer mutated by another function is explained when the fix stops a mutation', () => {
    const stop = intendedChange([{ file: 'm.py', entity: 'drop_lowest', pre: ret(1, '1', { mutated: ['[1, 3]'], mutatedKey: 'a' }), cand: ret(1, '1', { mutated: [null], mutatedKey: 'b' }) }]);
    const median = attribute('m.py', 'median', ret(2, '2', { mutated: ['[1, 2, 3]'], mutatedKey: 'c' }), ret(2, '2', { mutated: [null], mutatedKey: 'b' }), stop);
    assert.ok(median.explained, median.why);
    const valueToo = attribute('m.py', 'median', ret(2, '2', { mutated: ['[1, 2, 3]'], mutatedKey: 'c' }), ret(3, '3', { mutated: [null], mutatedKey: 'b' }), stop);
    assert.equal(valueToo.explained, false, 'a changed result of a function the reproducer does not change stays unexplained');
    const noStop = intendedChange([{ file: 'm.py', entity: 'percent_of', pre: ret(259), cand: ret(260) }]);
    assert.equal(attribute('m.py', 'median', ret(2, '2', { mutated: ['[1, 2, 3]'], mutatedKey: 'c' }), ret(2, '2', { mutated: [null], mutatedKey: 'b' }), noStop).explained, false, 'without a stopped mutation in the intended change it is unexplained');
  });
});

describe('a stopped mutation is no boundary change (genoseq longest(orfs, n): a correct copy-before-sort REJECTed)', () => {
  // longest(orfs, n) sorted the caller's list in place; the reproducer's list happened to hold an
  // item whose start equals the list's length, an equality no unchanged (already sorted) call held
  const orf = (start: number): Obs => ({ t: 'obj', n: 'g.Orf', items: { start } });
  const list = (starts: number[]): Obs => ({ t: 'seq', n: 'list', len: starts.length, items: starts.map(orf) });
  const input = (starts: number[]): Obs => ({ t: 'seq', n: 'list', len: 2, items: [list(starts), 3] });
  const stopped = (starts: number[]) => ({
    file: 'g.py', entity: 'longest',
    pre: ret(1, '1', { inObs: input(starts), mutated: ['sorted'], mutatedKey: 'a', mutObs: [list([...starts].sort((x, y) => y - x))] }),
    cand: ret(1, '1', { inObs: input(starts), mutated: [null], mutatedKey: 'b' }),
  });
  const intended = intendedChange([stopped([3, 0, 40])], [{ file: 'g.py', entity: 'longest', pre: ret(1, '1', { inObs: input([40, 6, 0, 1]) }) }]);

  it('claims no boundary from the chance equality, so a mutation stopped on another list is the fix too', () => {
    assert.deepEqual(intended.boundaries, {}, 'a mutation-only change claims no boundary');
    const valueToo = intendedChange([{ ...stopped([3, 0, 40]), cand: ret(2, '2', { inObs: input([3, 0, 40]), mutated: [null], mutatedKey: 'b' }) }], [{ file: 'g.py', entity: 'longest', pre: ret(1, '1', { inObs: input([40, 6, 0, 1]) }) }]);
    assert.ok((valueToo.boundaries?.['g.py::longest'] ?? []).length > 0, 'a change of the result too is judged for a boundary as before');
    const other = stopped([0, 6, 40, 9]);
    const a = attribute('g.py', 'longest', other.pre, other.cand, intended, true);
    assert.ok(a.explained, a.why);
  });
});

describe('attribution: a new check met first', () => {
  // refusal(approver, claim, owner): None when the approver may decide, else the reason
  const none = ret(null, 'None', { value: 'None' });
  const reason = (text: string) => ret(text, JSON.stringify(text), { value: `'${text}'` });
  const own = reason('nobody may decide on their own claim');
  const intended = intendedChange([{ file: 'a.py', entity: 'refusal', pre: none, cand: own }]);

  it('the FAIL_TO_PASS change introduces a refusal; where the pre-edit refused for another reason, the candidate giving that new refusal is explained', () => {
    assert.deepEqual(intended.newAnswers, { 'a.py::refusal': [`r:'nobody may decide on their own claim'`] });
    const a = attribute('a.py', 'refusal', reason('m1 does not report to m1'), own, intended);
    assert.equal(a.explained, true, a.why);
    assert.match(a.why, /the new check is met first/);
  });

  it('another new reason, or the new refusal where the pre-edit allowed with a value, stays unexplained', () => {
    assert.equal(attribute('a.py', 'refusal', reason('m1 does not report to m1'), reason('over the limit'), intended).explained, false);
    const allowed = ret(0, '0', { value: '0' });
    assert.equal(attribute('a.py', 'refusal', allowed, own, intended).explained, false);
  });
});

describe('a stopped mutation that changes results', () => {
  const seq = (...items: Obs[]): Obs => ({ t: 'seq', items });
  it('a pre-edit that only reorders its argument (an in-place sort) is a reorder; one that drops items is not', () => {
    const sorted = ret(1, '1', { inObs: seq(seq('b', 'a'), 3), mutObs: [seq('a', 'b'), null] });
    const dropped = ret(1, '1', { inObs: seq(seq('b', 'a'), 3), mutObs: [seq('a'), null] });
    assert.equal(reorderOnly(sorted), true);
    assert.equal(reorderOnly(dropped), false);
    assert.equal(reorderOnly(ret(1)), false, 'no observation of the arguments: nothing to say');
  });
  it('mutation-only: every atom of the FAIL_TO_PASS change is a mutation atom', () => {
    const intended = { atoms: { 'f.py::rank': ['[0]|mut:gone'], 'f.py::total': ['[0]|mut:gone', '|num:grow'] }, removedRaises: {}, changedCalls: 2, comparedCalls: 2 };
    assert.equal(mutationOnly(intended, 'f.py::rank'), true);
    assert.equal(mutationOnly(intended, 'f.py::total'), false);
    assert.equal(mutationOnly(intended, 'f.py::other'), false);
  });
});
