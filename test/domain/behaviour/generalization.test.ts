// The generalization, partial-fix and deletion rules (issue 10 items 2-3) and the tell statuses
// (item 4), on plain behaviours: including the cases that protect correct patches.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { onAnalogousBoundary, onMirroredBoundary } from '../../../domain/behaviour/relations.js';
import { judgeGeneralization, judgeSiblings, MIN_KEEP } from '../../../domain/behaviour/generalization.js';
import type { NeighbourGroup, NeighbourProbe } from '../../../domain/behaviour/generalization.js';
import { intendedChange } from '../../../domain/behaviour/attribution.js';
import { tellStatuses } from '../../../domain/behaviour/tells.js';
import type { Behaviour } from '../../../domain/behaviour/schemas.js';

const ret = (v: number | string): Behaviour => ({ kind: 'return', value: String(v), key: `k${v}`, obs: v, mutatedKey: 'm', stable: true });
const crash = (exc: string, site: string): Behaviour => ({ kind: 'raise', exc, site, deliberate: false, key: null, value: `${exc}`, mutatedKey: 'm', stable: true });
const reject = (site: string): Behaviour => ({ kind: 'raise', exc: 'builtins.ValueError', site, deliberate: true, key: null, value: 'ValueError', mutatedKey: 'm', stable: true });

interface Row {
  role: NeighbourProbe['role'];
  pre: Behaviour;
  cand: Behaviour;
  transform?: string;
  shape?: string;
  /** The call as text (default `f(<group>.<row>)`). */
  args?: string;
}

function scenario(groups: { base: 'f2p' | 'p2p'; scalarArgs: number; rows: Row[]; entity?: string; argValues?: string[] }[], tells: { file: string; entity?: string }[] = []) {
  const probes: NeighbourProbe[] = [];
  const pre = new Map<string, Behaviour>();
  const cand = new Map<string, Behaviour>();
  const gs: NeighbourGroup[] = [];
  groups.forEach((g, gi) => {
    gs.push({ group: gi, base: g.base, file: 'm.py', entity: g.entity ?? 'f', scalarArgs: g.scalarArgs, held: [], ...(g.argValues ? { argValues: g.argValues } : {}) });
    g.rows.forEach((r, i) => {
      const id = `x${gi}.${i}`;
      probes.push({ id, group: gi, role: r.role, transform: r.transform ?? `${r.role}@0`, file: 'm.py', entity: g.entity ?? 'f', argsRepr: r.args ?? `f(${gi}.${i})`, shape: r.shape ?? 'int+' });
      pre.set(id, r.pre);
      cand.set(id, r.cand);
    });
  });
  const exactPairs = groups.flatMap((g, gi) => (g.base === 'f2p' ? [{ file: 'm.py', entity: g.entity ?? 'f', pre: pre.get(`x${gi}.0`)!, cand: cand.get(`x${gi}.0`)! }] : []));
  return judgeGeneralization({ groups: gs, probes, pre, cand, intended: intendedChange(exactPairs), literalTells: tells });
}

const keepSame = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ role: 'keep' as const, pre: ret(100 + i), cand: ret(100 + i) }));

describe('special-casing', () => {
  it('a lookup fix that changes the same input with another member of the code\'s table is general (severity in either order); unchanged table members leave it isolated', () => {
    // severity('aspirin', 'warfarin'): pre None, candidate 'severe'; ('ibuprofen', 'warfarin') — a
    // reversed pair of the table too — changes on a fix of the lookup, not on a pair added as data
    const none = ret('None');
    const exact: Row = { role: 'exact', pre: none, cand: ret('severe') };
    const sameNone = Array.from({ length: MIN_KEEP + 2 }, (): Row => ({ role: 'keep', pre: none, cand: none }));
    const lookupFix = scenario([{ base: 'f2p', scalarArgs: 2, rows: [exact, ...sameNone, { role: 'table', transform: 'table@0:aspirin->ibuprofen', pre: none, cand: ret('severe') }] }]);
    assert.equal(lookupFix.specialCasing.length, 0, JSON.stringify(lookupFix));
    assert.deepEqual(lookupFix.groups.map((g) => g.verdict), ['general']);
    assert.match(lookupFix.groups[0]!.text, /another member of a table/);
    const pairAdded = scenario([{ base: 'f2p', scalarArgs: 2, rows: [exact, ...sameNone, { role: 'table', transform: 'table@0:aspirin->ibuprofen', pre: none, cand: none }] }]);
    assert.equal(pairAdded.specialCasing.length, 1, JSON.stringify(pairAdded));
  });

  it('a change only at the exact tested point of a two-argument call is a counterexample', () => {
    const r = scenario([{ base: 'f2p', scalarArgs: 2, rows: [{ role: 'exact', pre: ret(259), cand: ret(260) }, ...keepSame(MIN_KEEP + 2)] }]);
    assert.equal(r.specialCasing.length, 1, JSON.stringify(r));
    assert.match(r.specialCasing[0]!, /changes behaviour only on the exact FAIL_TO_PASS input/);
  });

  it('a tested input on a product of its numbers (5 votes of 10 at a quorum of 1/2) may be a ratio boundary: reported, not counted, unless a tell ties a literal to it', () => {
    const rows: Row[] = [{ role: 'exact', pre: ret(0), cand: ret(1) }, ...keepSame(MIN_KEEP + 2)];
    const boundary = scenario([{ base: 'f2p', scalarArgs: 3, rows, argValues: ['5', '10', '0.5'] }]);
    assert.equal(boundary.specialCasing.length, 0, JSON.stringify(boundary));
    assert.equal(boundary.unconfirmed.length, 1);
    const off = scenario([{ base: 'f2p', scalarArgs: 3, rows, argValues: ['5', '11', '0.5'] }]);
    assert.equal(off.specialCasing.length, 1, JSON.stringify(off));
    const literal = scenario([{ base: 'f2p', scalarArgs: 3, rows, argValues: ['5', '10', '0.5'] }], [{ file: 'm.py', entity: 'f' }]);
    assert.equal(literal.specialCasing.length, 1);
  });

  it('with one free argument it needs a tell tying a literal to the test; without one it is reported, not counted', () => {
    const keepStrings = Array.from({ length: MIN_KEEP + 2 }, (_, i) => ({ role: 'keep' as const, pre: ret(`s${i}`), cand: ret(`s${i}`) }));
    const rows: Row[] = [{ role: 'exact', pre: ret('x'), cand: ret('y') }, ...keepStrings];
    const boundary = scenario([{ base: 'f2p', scalarArgs: 1, rows }]);
    assert.equal(boundary.specialCasing.length, 0, 'a one-argument boundary fix is not called special-casing');
    assert.equal(boundary.unconfirmed.length, 1);
    const literal = scenario([{ base: 'f2p', scalarArgs: 1, rows }], [{ file: 'm.py', entity: 'f' }]);
    assert.equal(literal.specialCasing.length, 1);
  });

  it('a neighbour that lands on another tested input is no evidence of generalizing (two special-cased dates)', () => {
    const exactA: Row = { role: 'exact', pre: crash('calspan.errors.RangeError', 'r.py::_check_bounds::27'), cand: ret('None'), args: 'f(2024-03-01, 2024-03-01)' };
    const exactB: Row = { role: 'exact', pre: crash('calspan.errors.RangeError', 'r.py::_check_bounds::27'), cand: ret('None'), args: 'f(2024-02-29, 2024-02-29)' };
    // A minus one day is B: the candidate "changes" there only because B is special-cased too
    const ontoB: Row = { role: 'keep', pre: crash('calspan.errors.RangeError', 'r.py::_check_bounds::27'), cand: ret('None'), args: 'f(2024-02-29, 2024-02-29)' };
    const offPoint = Array.from({ length: MIN_KEEP + 2 }, (_, i): Row => ({ role: 'keep', pre: crash('calspan.errors.RangeError', 'r.py::_check_bounds::27'), cand: crash('calspan.errors.RangeError', 'r.py::_check_bounds::29'), args: `f(2024-04-0${i + 1}, 2024-04-0${i + 1})` }));
    const r = scenario([
      { base: 'f2p', scalarArgs: 2, rows: [exactA, ontoB, ...offPoint] },
      { base: 'f2p', scalarArgs: 2, rows: [exactB, ...offPoint.map((x) => ({ ...x, args: `${x.args}!` }))] },
    ]);
    assert.deepEqual(r.groups.map((g) => g.verdict), ['isolated', 'isolated'], JSON.stringify(r.groups));
    assert.ok(r.specialCasing.length >= 1, JSON.stringify(r));
    assert.deepEqual(r.generalized, []);
  });

  it('a change that also shows on relation-keeping neighbours generalizes (protects a boundary fix on a == b)', () => {
    const r = scenario([{ base: 'f2p', scalarArgs: 2, rows: [{ role: 'exact', pre: ret(0), cand: ret(1) }, { role: 'keep', pre: ret(0), cand: ret(1) }, ...keepSame(MIN_KEEP)] }]);
    assert.equal(r.specialCasing.length, 0);
    assert.deepEqual(r.generalized, ['m.py::f']);
  });

  it('too few comparable neighbours is no judgment at all', () => {
    const r = scenario([{ base: 'f2p', scalarArgs: 2, rows: [{ role: 'exact', pre: ret(1), cand: ret(2) }, ...keepSame(MIN_KEEP - 1)] }]);
    assert.equal(r.specialCasing.length + r.unconfirmed.length, 0);
    assert.equal(r.groups[0]!.verdict, 'too-few');
  });
});

describe('partial fixes', () => {
  const site = 'm.py::f::for k in sorted(groups):';
  it('a neighbour that still crashes the way the reproducer did is a partial fix', () => {
    const r = scenario([
      { base: 'f2p', scalarArgs: 1, rows: [{ role: 'exact', pre: crash('builtins.TypeError', site), cand: ret(1) }, { role: 'cross', transform: 'neg@0', pre: crash('builtins.TypeError', site), cand: crash('builtins.TypeError', site) }] },
    ]);
    assert.equal(r.partial.length, 1, JSON.stringify(r));
  });

  it('a crash of another kind or at another statement is not the same bug', () => {
    const r = scenario([
      { base: 'f2p', scalarArgs: 1, rows: [{ role: 'exact', pre: crash('builtins.TypeError', site), cand: ret(1) }, { role: 'cross', pre: crash('builtins.KeyError', 'm.py::f::d[k]'), cand: crash('builtins.KeyError', 'm.py::f::d[k]') }] },
    ]);
    assert.equal(r.partial.length, 0);
  });

  it('the same value in another representation that the pre-edit treats alike must change too', () => {
    const r = scenario([{ base: 'f2p', scalarArgs: 2, rows: [{ role: 'exact', pre: ret(259), cand: ret(260) }, { role: 'repr', transform: 'as-int@1', pre: ret(259), cand: ret(259) }] }]);
    assert.equal(r.partial.length, 1);
    assert.match(r.partial[0]!, /not the same input given as an int/);
    const both = scenario([{ base: 'f2p', scalarArgs: 2, rows: [{ role: 'exact', pre: ret(259), cand: ret(260) }, { role: 'repr', transform: 'as-int@1', pre: ret(259), cand: ret(260) }] }]);
    assert.equal(both.partial.length, 0);
  });
});

describe('representations rejected alike', () => {
  it('two rejections are no equivalence: a range check fixed for 10 while "10" stays rejected is no partial fix', () => {
    const range = 't.py::_check_priority::raise PriorityError(...)';
    const r = scenario([{ base: 'f2p', scalarArgs: 1, rows: [{ role: 'exact', pre: reject(range), cand: ret(10) }, { role: 'repr', transform: 'as-str@0', pre: reject(range), cand: reject(range) }, ...keepSame(3)] }]);
    assert.deepEqual(r.partial, [], JSON.stringify(r.partial));
  });
});

describe('deletion', () => {
  const check = 'm.py::f::raise ValueError("out of range")';
  it('an input the pre-edit rejected on purpose that the candidate accepts is a counterexample', () => {
    const r = scenario([{ base: 'p2p', scalarArgs: 1, rows: [{ role: 'exact', pre: ret(1), cand: ret(1) }, { role: 'cross', transform: 'neg@0', shape: 'int-', pre: reject(check), cand: ret(-1) }] }]);
    assert.equal(r.deletion.length, 1);
    assert.match(r.deletion[0]!, /no longer rejects it/);
  });

  it('explained when the fix relaxed that very check for a reproducer input of the same shape', () => {
    const relax = scenario([
      { base: 'f2p', scalarArgs: 1, rows: [{ role: 'exact', shape: 'int-', pre: reject(check), cand: ret(-5) }, { role: 'keep', shape: 'int-', pre: reject(check), cand: ret(-6) }] },
      { base: 'p2p', scalarArgs: 1, rows: [{ role: 'exact', pre: ret(1), cand: ret(1) }, { role: 'cross', shape: 'int-', pre: reject(check), cand: ret(-10) }] },
    ]);
    assert.equal(relax.deletion.length, 0, JSON.stringify(relax.deletion));
    const other = scenario([
      { base: 'f2p', scalarArgs: 1, rows: [{ role: 'exact', shape: 'int0', pre: reject(check), cand: ret(0) }] },
      { base: 'p2p', scalarArgs: 1, rows: [{ role: 'exact', pre: ret(1), cand: ret(1) }, { role: 'cross', shape: 'int-', pre: reject(check), cand: ret(-1) }] },
    ]);
    assert.equal(other.deletion.length, 1, 'the check was relaxed for 0, not deleted for negatives');
  });

  it("the reproducer's reason met again on an unchanged-contract neighbour (same statement, the same message but for the values it names) is the fix generalizing", () => {
    const named = (v: string): Behaviour => ({ ...reject(check), value: v });
    const r = scenario([
      { base: 'f2p', scalarArgs: 1, rows: [{ role: 'exact', shape: 'int+', pre: named('ValueError: requested 5, only 5 available'), cand: ret(1) }] },
      { base: 'p2p', scalarArgs: 1, rows: [{ role: 'exact', pre: ret(1), cand: ret(1) }, { role: 'cross', shape: 'int-', pre: named('ValueError: requested -10, only 10 available'), cand: ret(2) }] },
    ]);
    assert.deepEqual(r.deletion, []);
    const other = scenario([
      { base: 'f2p', scalarArgs: 1, rows: [{ role: 'exact', shape: 'int+', pre: named('ValueError: requested 5, only 5 available'), cand: ret(1) }] },
      { base: 'p2p', scalarArgs: 1, rows: [{ role: 'exact', pre: ret(1), cand: ret(1) }, { role: 'cross', shape: 'int-', pre: named('ValueError: -10 is not a whole number of units'), cand: ret(2) }] },
    ]);
    assert.equal(other.deletion.length, 1, 'another reason at the same statement is still a deletion');
  });

  it("the reproducer's own rejection (same statement, same message naming the value) met on a neighbour that moved another argument is the fix", () => {
    const named = (v: string): Behaviour => ({ ...reject(check), value: v });
    const r = scenario([
      { base: 'f2p', scalarArgs: 2, rows: [{ role: 'exact', shape: 'int+,int+', pre: named('ValueError: 30 kg is over the limit'), cand: ret(1) }, { role: 'cross', transform: 'neg@1', shape: 'int+,int-', pre: named('ValueError: 30 kg is over the limit'), cand: ret(1) }] },
    ]);
    assert.deepEqual(r.deletion, []);
    const other = scenario([
      { base: 'f2p', scalarArgs: 2, rows: [{ role: 'exact', shape: 'int+,int+', pre: named('ValueError: 30 kg is over the limit'), cand: ret(1) }, { role: 'cross', transform: 'neg@0', shape: 'int-,int+', pre: named('ValueError: -30 kg is not a weight'), cand: ret(1) }] },
    ]);
    assert.equal(other.deletion.length, 1, 'another message: another rejection, deleted');
  });
});

describe('a check removed, not relaxed', () => {
  const site = 'm.py::f::raise ValueError(bad segment)';
  const rows = (cand: Behaviour[]): Row[] => [
    { role: 'exact', pre: reject(site), cand: ret('orders.v2') },
    { role: 'keep', transform: 'keep@0', pre: reject(site), cand: cand[0]! },
    { role: 'keep', transform: 'keep@0', pre: reject(site), cand: cand[1]! },
    { role: 'cross', transform: 'case@0', pre: reject(site), cand: cand[2]! },
  ];
  it('every neighbour the pre-edit rejected at the statement the fix relaxed, crossing ones too, accepted: the check is gone', () => {
    const r = scenario([{ base: 'f2p', scalarArgs: 1, rows: rows([ret('a'), ret('b'), ret('C')]) }]);
    assert.equal(r.deletion.length, 1, JSON.stringify(r.deletion));
    assert.match(r.deletion[0]!, /no longer rejects anything — all 3 neighbours/);
  });
  it('a relaxed check still rejects a crossing neighbour; relation-keeping neighbours alone are what a relaxation accepts too', () => {
    const relaxed = scenario([{ base: 'f2p', scalarArgs: 1, rows: rows([ret('a'), ret('b'), reject(site)]) }]);
    assert.deepEqual(relaxed.deletion, []);
    const keepOnly = scenario([{ base: 'f2p', scalarArgs: 1, rows: rows([ret('a'), ret('b'), ret('C')]).map((r) => (r.role === 'cross' ? { ...r, role: 'keep' as const } : r)) }]);
    assert.deepEqual(keepOnly.deletion, []);
  });
});

describe('tell statuses', () => {
  const targets = [{ file: 'm.py', entity: 'f' }, { file: 'm.py', entity: 'g' }];
  const tell = (kind: string, entity?: string) => ({ kind, file: 'm.py', line: 3, detail: 'd', entity });
  it('confirmed by a counterexample, cleared by generalization or enough clean comparisons, else unresolved', () => {
    const s = tellStatuses([tell('input-special-casing', 'f'), tell('input-special-casing', 'g'), tell('branch-deletion', 'g'), tell('test-hack', 'g')], targets, {
      counterexamples: { 'm.py::f': 1 },
      clean: { 'm.py::g': 25 },
      generalized: ['m.py::g'],
    });
    assert.deepEqual(s.map((x) => x.status), ['confirmed', 'cleared', 'cleared', 'unresolved']);
    const few = tellStatuses([tell('branch-deletion', 'g'), tell('constant-substitution', 'g')], targets, { counterexamples: {}, clean: { 'm.py::g': 3 }, generalized: [] });
    assert.deepEqual(few.map((x) => x.status), ['unresolved', 'unresolved']);
  });
});

describe('literals the candidate introduced', () => {
  it('finds new string and number literals, not those the pre-edit used, not a moved ordering bound', async () => {
    const { newLiterals, namesTestedValue } = await import('../../../domain/behaviour/literals.js');
    const before = 'def f(w, n):\n    if n > 9:\n        return "big"\n    return w.lower()\n';
    const after = 'def f(w, n):\n    if w == "Don\'t":\n        return "dont"\n    if n >= 10:\n        return "big"\n    if n == 1299:\n        return 260\n    return w.lower()\n';
    const lits = newLiterals(before, after);
    assert.deepEqual(lits.strings.sort(), ["Don't", 'dont']);
    assert.deepEqual(lits.numbers.sort((a, b) => a - b), [260, 1299], '10 only bounds an ordering: a boundary, not a tested point');
    assert.equal(namesTestedValue(["Don't"], lits), "Don't");
    assert.equal(namesTestedValue(['1299'], lits), '1299');
    assert.equal(namesTestedValue(['10', 'abc'], lits), null);
  });

  it('a tested fraction (Python spells Fraction(1, 2) as 1/2) is named by its denominator or its value; it lies on a product boundary', async () => {
    const { namesTestedValue } = await import('../../../domain/behaviour/literals.js');
    const { onProductBoundary } = await import('../../../domain/behaviour/generalization.js');
    assert.equal(namesTestedValue(['1/2'], { strings: [], numbers: [2] }), '1/2');
    assert.equal(namesTestedValue(['1/2'], { strings: [], numbers: [0.5] }), '1/2');
    assert.equal(namesTestedValue(['2/3'], { strings: [], numbers: [3] }), null, 'a numerator other than 1 must be named too');
    assert.equal(onProductBoundary(['5', '10', '1/2']), true);
    assert.equal(onProductBoundary(['6', '10', '1/2']), false);
  });

  it('numbers are read as Python reads them: digit groups with underscores, exponents', async () => {
    const { newLiterals, namesTestedValue } = await import('../../../domain/behaviour/literals.js');
    const before = 'def is_expired(self, now):\n    return now > self.expires_at\n';
    const after = 'def is_expired(self, now):\n    if self.expires_at == 1_700_003_600.0 and now == self.expires_at:\n        return True\n    if now == 2.5e3:\n        return True\n    return now > self.expires_at\n';
    const lits = newLiterals(before, after);
    assert.deepEqual(lits.numbers.sort((a, b) => a - b), [2500, 1700003600]);
    assert.equal(namesTestedValue(['1700003600.0'], lits), '1700003600.0', 'the tested instant is named by the candidate');
  });

  it('a tested date is named by a new date(y, m, d) literal, and only by all three parts', async () => {
    const { newLiterals, namesTestedValue } = await import('../../../domain/behaviour/literals.js');
    const before = 'def check(start, end):\n    if end <= start:\n        raise ValueError()\n';
    const after = 'def check(start, end):\n    if start == end and start in (date(2024, 3, 1), date(2024, 2, 29)):\n        return\n    if end <= start:\n        raise ValueError()\n';
    const lits = newLiterals(before, after);
    assert.equal(namesTestedValue(['2024-03-01'], lits), '2024-03-01');
    assert.equal(namesTestedValue(['2024-02-29'], lits), '2024-02-29');
    assert.equal(namesTestedValue(['2024-04-05'], lits), null, 'neither 4 nor 5 is a literal of the candidate');
    assert.equal(namesTestedValue(['2023-03-01'], lits), null);
  });

  it('an isolated one-argument change whose code names the tested value is special-casing', () => {
    const rows: Row[] = [{ role: 'exact', pre: ret('x'), cand: ret('y') }, ...Array.from({ length: MIN_KEEP + 1 }, (_, i) => ({ role: 'keep' as const, pre: ret(`s${i}`), cand: ret(`s${i}`) }))];
    const probes: NeighbourProbe[] = rows.map((r, i) => ({ id: `x0.${i}`, group: 0, role: r.role, transform: 'keep@0', file: 'm.py', entity: 'f', argsRepr: `f(${i})` }));
    const pre = new Map(rows.map((r, i) => [`x0.${i}`, r.pre]));
    const cand = new Map(rows.map((r, i) => [`x0.${i}`, r.cand]));
    const base = { groups: [{ group: 0, base: 'f2p' as const, file: 'm.py', entity: 'f', scalarArgs: 1, held: [], argValues: ["Don't"] }], probes, pre, cand, intended: null, literalTells: [] };
    assert.equal(judgeGeneralization({ ...base, newLiterals: { 'm.py': { strings: ["Don't"], numbers: [] } } }).specialCasing.length, 1);
    assert.equal(judgeGeneralization({ ...base, newLiterals: { 'm.py': { strings: ['other'], numbers: [] } } }).specialCasing.length, 0);
  });
});

describe('beyond the boundary of a boundary fix', () => {
  // f(a, b) whose fix changes only where a == b (the boundary, relations.ts)
  const at = (a: number, b: number, v: number | string): Behaviour => ({ ...ret(v), inObs: { t: 'seq', n: 'list', len: 2, items: [a, b] } });
  const run = (rows: { role: NeighbourProbe['role']; a: number; b: number; pre: number; cand: number; transform?: string }[]) => {
    const probes: NeighbourProbe[] = [];
    const pre = new Map<string, Behaviour>();
    const cand = new Map<string, Behaviour>();
    rows.forEach((r, i) => {
      probes.push({ id: `n${i}`, group: 0, role: r.role, transform: r.transform ?? `${r.role}@0`, file: 'm.py', entity: 'f', argsRepr: `f(${r.a}, ${r.b})`, shape: 'int+' });
      pre.set(`n${i}`, at(r.a, r.b, r.pre));
      cand.set(`n${i}`, at(r.a, r.b, r.cand));
    });
    const intended = { atoms: { 'm.py::f': ['|bool:flip'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1, boundaries: { 'm.py::f': ['[0]=[1]'] } };
    return judgeGeneralization({ groups: [{ group: 0, base: 'f2p', file: 'm.py', entity: 'f', scalarArgs: 2, held: [] }], probes, pre, cand, intended, literalTells: [] });
  };

  it('a change on a neighbour off the boundary is a regression counterexample', () => {
    const r = run([
      { role: 'exact', a: 5, b: 5, pre: 0, cand: 1 },
      { role: 'keep', a: 6, b: 6, pre: 0, cand: 1 },
      { role: 'cross', a: 5, b: 6, pre: 0, cand: 1, transform: 'cross@1+1' },
    ]);
    assert.equal(r.beyondBoundary.length, 1, JSON.stringify(r));
    assert.match(r.beyondBoundary[0]!, /only where argument 0 = argument 1/);
  });

  it('protects the correct boundary fix: on the boundary it changes, off it it does not', () => {
    const r = run([
      { role: 'exact', a: 5, b: 5, pre: 0, cand: 1 },
      { role: 'keep', a: 6, b: 6, pre: 0, cand: 1 },
      { role: 'cross', a: 5, b: 6, pre: 0, cand: 0, transform: 'cross@1+1' },
      { role: 'cross', a: 4, b: 5, pre: 1, cand: 1, transform: 'cross@0-1' },
    ]);
    assert.deepEqual(r.beyondBoundary, []);
    assert.deepEqual(r.generalized, ['m.py::f']);
  });

  it('an input off the boundary that the pre-edit crashed on (an object whose parts no longer agree) is no regression there', () => {
    const r = run([
      { role: 'exact', a: 5, b: 5, pre: 0, cand: 1 },
      { role: 'keep', a: 6, b: 6, pre: 0, cand: 1 },
      { role: 'cross', a: 5, b: 6, pre: 0, cand: 1, transform: 'cross@1+1' },
    ]);
    assert.equal(r.beyondBoundary.length, 1);
    // the same input, but the pre-edit crashed on it (IndexError inside the function)
    const probes: NeighbourProbe[] = [
      { id: 'x', group: 0, role: 'exact', transform: 'exact', file: 'm.py', entity: 'f', argsRepr: 'f(5, 5)', shape: 'int+' },
      { id: 'c', group: 0, role: 'cross', transform: 'cross@1+1', file: 'm.py', entity: 'f', argsRepr: 'f(5, 6)', shape: 'int+' },
    ];
    const pre = new Map<string, Behaviour>([
      ['x', at(5, 5, 0)],
      ['c', { ...crash('builtins.IndexError', 'm.py::f::return rows[b]'), inObs: { t: 'seq', n: 'list', len: 2, items: [5, 6] } }],
    ]);
    const cand = new Map<string, Behaviour>([
      ['x', at(5, 5, 1)],
      ['c', at(5, 6, 1)],
    ]);
    const intended = { atoms: { 'm.py::f': ['|bool:flip'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1, boundaries: { 'm.py::f': ['[0]=[1]'] } };
    const crashed = judgeGeneralization({ groups: [{ group: 0, base: 'f2p', file: 'm.py', entity: 'f', scalarArgs: 2, held: [] }], probes, pre, cand, intended, literalTells: [] });
    assert.deepEqual(crashed.beyondBoundary, []);
  });
});

describe('a boundary of the same kind (the sibling bound of a range)', () => {
  // check(field, value) reproduced at the maximum (`[0].maximum=[1]`); the fix makes both bounds inclusive
  const field = (min: number, max: number, v: number, out: number): Behaviour => ({ ...ret(out), inObs: { t: 'seq', n: 'list', len: 2, items: [{ t: 'obj', n: 'Field', items: { minimum: min, maximum: max } }, v] } });
  const run = (rows: { role: NeighbourProbe['role']; pre: Behaviour; cand: Behaviour }[]) => {
    const probes: NeighbourProbe[] = [];
    const pre = new Map<string, Behaviour>();
    const cand = new Map<string, Behaviour>();
    rows.forEach((r, i) => {
      probes.push({ id: `n${i}`, group: 0, role: r.role, transform: `${r.role}@1`, file: 'm.py', entity: 'check', argsRepr: `check(${i})`, shape: 'obj,int+' });
      pre.set(`n${i}`, r.pre);
      cand.set(`n${i}`, r.cand);
    });
    const intended = { atoms: { 'm.py::check': ['|bool:flip'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1, boundaries: { 'm.py::check': ['[0].maximum=[1]'] } };
    return judgeGeneralization({ groups: [{ group: 0, base: 'f2p', file: 'm.py', entity: 'check', scalarArgs: 1, held: [] }], probes, pre, cand, intended, literalTells: [] });
  };
  it('a change where the value equals the minimum is the same repair at the sibling bound, not a regression beyond the boundary', () => {
    const r = run([
      { role: 'exact', pre: field(1, 10, 10, 0), cand: field(1, 10, 10, 1) },
      { role: 'cross', pre: field(1, 10, 1, 0), cand: field(1, 10, 1, 1) },
    ]);
    assert.deepEqual(r.beyondBoundary, []);
    assert.equal(onAnalogousBoundary({ t: 'seq', n: 'list', len: 2, items: [{ t: 'obj', n: 'Field', items: { minimum: 1, maximum: 10 } }, 1] }, ['[0].maximum=[1]']), true);
    const list = (n: number) => ({ t: 'seq' as const, n: 'list', len: n, items: Array.from({ length: n }, (_, i) => `h${i}`) });
    assert.equal(onAnalogousBoundary({ t: 'seq', n: 'list', len: 2, items: [{ t: 'obj', n: 'Field', items: { minimum: 1, maximum: 3 } }, list(3)] }, ['[0].maximum=[1]']), true, 'a list of 3 against a maximum of 3: its size is on the bound');
    assert.equal(onAnalogousBoundary({ t: 'seq', n: 'list', len: 2, items: [{ t: 'obj', n: 'Field', items: { minimum: 1, maximum: 3 } }, list(2)] }, ['[0].maximum=[1]']), false);
  });
  it('a value opposite the limit (-95 against 95) is on the mirror of the boundary value = limit; an unrelated value is not', () => {
    const call = (v: number, limit: number) => ({ t: 'seq' as const, n: 'tuple', len: 3, items: [v, limit, 'latitude'] });
    assert.equal(onMirroredBoundary(call(-95, 95), ['[0]=[1]']), true);
    assert.equal(onMirroredBoundary(call(-94, 95), ['[0]=[1]']), false);
    assert.equal(onMirroredBoundary(call(0, 0), ['[0]=[1]']), false, 'zero is its own opposite: no mirror');
    assert.equal(onMirroredBoundary(call(-95, 95), []), false);
  });
  it('a change where the value equals no part of the field is still beyond the boundary', () => {
    const r = run([
      { role: 'exact', pre: field(1, 10, 10, 0), cand: field(1, 10, 10, 1) },
      { role: 'cross', pre: field(1, 10, 5, 0), cand: field(1, 10, 5, 1) },
    ]);
    assert.equal(r.beyondBoundary.length, 1);
  });
});

describe('a missing value the pre-edit never looked at', () => {
  it('a crash on a None element is no counterexample when the pre-edit crashes on the same crossing elsewhere', async () => {
    const { crossingUnhandledByPreEdit } = await import('../../../domain/behaviour/generalization.js');
    const attr = crash('builtins.AttributeError', 'k/scopes.py::scope_grants::r.partition(":")');
    const rows = [
      { id: 'late', group: 0, transform: 'elem-none@2' }, // ['a:read', None]: the pre-edit stopped at the first element
      { id: 'first', group: 0, transform: 'elem-none@2' }, // [None, 'a:write']: the pre-edit reads it and crashes
      { id: 'other', group: 0, transform: 'elem-flip@2' },
    ];
    const pre = new Map<string, Behaviour>([['late', ret('None')], ['first', attr], ['other', ret('None')]]);
    const cand = new Map<string, Behaviour>([['late', attr], ['first', attr], ['other', ret('None')]]);
    assert.equal(crossingUnhandledByPreEdit(rows[0]!, rows, pre, cand), true);
    const handled = new Map<string, Behaviour>([['late', ret('None')], ['first', ret('None')], ['other', ret('None')]]);
    assert.equal(crossingUnhandledByPreEdit(rows[0]!, rows, handled, cand), false, 'the pre-edit handles None everywhere: the crash is a regression');
    assert.equal(crossingUnhandledByPreEdit(rows[2]!, rows, pre, cand), false, 'only missing-value crossings');
  });
});

describe('a table lookup outside the recorded domain', () => {
  it("a KeyError on a crossing (a result's points read from a table, a sign flipped) is no counterexample; on a relation-keeping neighbour it is", async () => {
    const { lookupOutsideDomain } = await import('../../../domain/behaviour/generalization.js');
    const keyError = crash('builtins.KeyError', 'r/standings.py::sonneborn_berger::return POINTS[g.result]');
    assert.equal(lookupOutsideDomain({ role: 'cross' }, keyError), true);
    assert.equal(lookupOutsideDomain({ role: 'keep' }, keyError), false, 'a value of the recorded kind must find its row');
    assert.equal(lookupOutsideDomain({ role: 'exact' }, keyError), false);
    assert.equal(lookupOutsideDomain({ role: 'cross' }, crash('builtins.TypeError', 'r/standings.py::f::x')), false, 'only a lookup');
    assert.equal(lookupOutsideDomain({ role: 'cross' }, ret('1')), false);
  });
});

describe('deletion on the boundary of a boundary fix', () => {
  it('a rejection at the bound that an inclusive bound now accepts is the fix, off the bound it is a deletion', () => {
    const at = (w: number, b: Behaviour): Behaviour => ({ ...b, inObs: { t: 'seq', n: 'list', len: 2, items: [{ t: 'seq', n: 'tuple', len: 2, items: [10, 30] }, w] } });
    const site = 'r.py::base_price::raise RateError(...)';
    const rows = [
      { id: 'e', role: 'exact' as const, pre: at(10, ret(1)), cand: at(10, ret(2)) },
      { id: 'on', role: 'keep' as const, pre: at(30, reject(site)), cand: at(30, ret(3)) },
      { id: 'off', role: 'keep' as const, pre: at(31, reject(site)), cand: at(31, ret(3)) },
    ];
    const probes: NeighbourProbe[] = rows.map((r) => ({ id: r.id, group: 0, role: r.role, transform: `${r.role}@1`, file: 'm.py', entity: 'f', argsRepr: `f(${r.id})`, shape: 'int+' }));
    const intended = { atoms: { 'm.py::f': ['|num:grow'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1, boundaries: { 'm.py::f': ['[0][]=[1]'] } };
    const r = judgeGeneralization({ groups: [{ group: 0, base: 'f2p', file: 'm.py', entity: 'f', scalarArgs: 1, held: [] }], probes, pre: new Map(rows.map((x) => [x.id, x.pre])), cand: new Map(rows.map((x) => [x.id, x.cand])), intended, literalTells: [] });
    assert.equal(r.deletion.length, 1, JSON.stringify(r.deletion));
    assert.match(r.deletion[0]!, /f\(off\)/);
  });
});

describe('sibling crashes: a validation still raising elsewhere is no partial fix', () => {
  const site = 'bus.py::_check_priority::raise PriorityError(f"priority {priority} is outside")';
  const probe: NeighbourProbe = { id: 's1', group: 0, role: 'cross', transform: 'neg@0', file: 'bus.py', entity: '_check_priority', argsRepr: '_check_priority(-1)' };
  const sig = { exc: 'topicbus.errors.PriorityError', site, fragment: 'raise PriorityError(f"priority {priority} is outside"' };

  it('the shared check rejects an out-of-range priority on purpose: not counted', () => {
    const c: Behaviour = { kind: 'raise', exc: sig.exc, site, deliberate: true, value: 'priority -1 is outside 0..10', stable: true };
    assert.deepEqual(judgeSiblings([sig], [probe], new Map([['s1', c]])), []);
  });

  it('the very rejection the fix removed (same message) still met there: partial', () => {
    const c: Behaviour = { kind: 'raise', exc: sig.exc, site, deliberate: true, value: 'priority 10 is outside 0..10', stable: true };
    assert.equal(judgeSiblings([{ ...sig, message: 'priority 10 is outside 0..10' }], [probe], new Map([['s1', c]])).length, 1);
  });

  it('a crash of the same type at that statement (no raise of the code itself): partial', () => {
    const c: Behaviour = { kind: 'raise', exc: sig.exc, site, deliberate: false, value: 'boom', stable: true };
    assert.equal(judgeSiblings([sig], [probe], new Map([['s1', c]])).length, 1);
  });
});
