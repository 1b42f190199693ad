// The boundary-point test (domain/behaviour/boundaryPoint.ts), on plain behaviours: a difference
// between the trees that vanishes on both sides of every part whose move matters is confined to a
// point (a boundary fix met on another boundary); one that survives a move on one side is an
// interval (a shifted threshold, a rounding, a check gone); and the second look for an input on
// two boundaries at once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeBoundaryPoints, movedOneStep, sameDirection, settleOneSided, WHOLE_STEPS } from '../../../domain/behaviour/boundaryPoint.js';
import type { NudgeRow, PointJudgement } from '../../../domain/behaviour/boundaryPoint.js';
import type { Behaviour } from '../../../domain/behaviour/schemas.js';

const ret = (v: string): Behaviour => ({ kind: 'return', value: v, key: `k${v}`, obs: v, mutated: [null, null], mutatedKey: '[null,null]', stable: true });
const crash = (exc: string): Behaviour => ({ kind: 'raise', exc, value: exc, key: null, deliberate: false, site: null, mutated: [null, null], mutatedKey: 'm', stable: true });
const refuse = (exc: string): Behaviour => ({ kind: 'raise', exc, value: `${exc}('short')`, key: null, deliberate: true, site: 'lib/pantry.py::Pantry.use::raise', mutated: [null, null], mutatedKey: 'm', stable: true });

const exact = (group: number, args = 'band(6.0, Call(cutoff=7.0, reserve_margin=1.0))'): NudgeRow => ({
  id: `x${group}`,
  group,
  role: 'exact',
  transform: 'exact',
  file: 'lib/scoring.py',
  entity: 'band',
  args: 'blob',
  argsRepr: args,
  test: null,
});
const nudge = (group: number, path: string, sign: '-' | '+'): NudgeRow => ({
  id: `x${group}.${path}${sign}`,
  group,
  role: 'nudge',
  transform: `nudge:${path}${sign}`,
  path,
  sign,
  file: 'lib/scoring.py',
  entity: 'band',
  args: 'blob',
  argsRepr: `band(…${path}${sign})`,
  test: null,
});
/** The exact call and both sides of every part. */
const around = (group: number, paths: string[]) => [exact(group), ...paths.flatMap((p) => [nudge(group, p, '-'), nudge(group, p, '+')])];

/** Behaviours per row id: [pre-edit, candidate]. */
function trees(b: Record<string, [Behaviour, Behaviour]>) {
  return { pre: new Map(Object.entries(b).map(([id, [p]]) => [id, p] as const)), cand: new Map(Object.entries(b).map(([id, [, c]]) => [id, c] as const)) };
}

const R = ret('"reserve"');
const D = ret('"decline"');
const F = ret('"fund"');

describe('boundary-point judgement', () => {
  // band(6.0, Call(cutoff=7.0, reserve_margin=1.0)): exactly on the reserve floor cutoff - margin
  const rows = around(0, ['0', '1.cutoff', '1.reserve_margin', '1.weight']);

  it('a change that vanishes on both sides of every part whose move matters is at a point', () => {
    // `avg > floor` made `avg >= floor`: just below the floor both decline, just above both reserve;
    // the weight is never read, so its moves leave the difference in place and tell nothing
    const { pre, cand } = trees({
      x0: [D, R],
      'x0.0-': [D, D],
      'x0.0+': [R, R],
      'x0.1.cutoff-': [R, R],
      'x0.1.cutoff+': [D, D],
      'x0.1.reserve_margin-': [D, D],
      'x0.1.reserve_margin+': [R, R],
      'x0.1.weight-': [D, R],
      'x0.1.weight+': [D, R],
    });
    const j = judgeBoundaryPoints(rows, pre, cand).get(0)!;
    assert.equal(j.changed, true);
    assert.equal(j.atPoint, true);
    assert.deepEqual(j.parts, ['0 ±', '1.cutoff ±', '1.reserve_margin ±']);
    assert.deepEqual(j.oneSided, []);
    assert.equal(settleOneSided(j, new Set()), true);
  });

  it('a change that survives a move on one side is an interval, not a point', () => {
    // the margin written as its tested value (`avg >= cutoff - 1`): a larger margin still differs
    const { pre, cand } = trees({
      x0: [D, R],
      'x0.0-': [D, D],
      'x0.0+': [R, R],
      'x0.1.cutoff-': [R, R],
      'x0.1.cutoff+': [D, D],
      'x0.1.reserve_margin-': [D, D],
      'x0.1.reserve_margin+': [R, D],
      'x0.1.weight-': [D, R],
      'x0.1.weight+': [D, R],
    });
    const j = judgeBoundaryPoints(rows, pre, cand).get(0)!;
    assert.equal(j.changed, true);
    assert.equal(j.atPoint, false);
    assert.deepEqual(j.parts, ['0 ±', '1.cutoff ±', '1.reserve_margin -']);
    assert.deepEqual(j.oneSided, ['x0.1.reserve_margin+']);
    // the side that still differs is no point of its own: refused
    assert.equal(settleOneSided(j, new Set()), false);
  });

  it('a rounding added keeps the change on one side of the input itself: an interval', () => {
    // `avg = round(avg, 1)`: 6.0 - 1e-9 rounds onto the floor and still differs
    const { pre, cand } = trees({
      x0: [D, R],
      'x0.0-': [D, R],
      'x0.0+': [R, R],
      'x0.1.cutoff-': [R, R],
      'x0.1.cutoff+': [D, R],
      'x0.1.reserve_margin-': [D, R],
      'x0.1.reserve_margin+': [R, R],
      'x0.1.weight-': [D, R],
      'x0.1.weight+': [D, R],
    });
    const j = judgeBoundaryPoints(rows, pre, cand).get(0)!;
    assert.equal(j.atPoint, false);
    assert.deepEqual(j.parts, ['0 +', '1.cutoff -', '1.reserve_margin +']);
    assert.deepEqual(new Set(j.oneSided), new Set(['x0.0-', 'x0.1.cutoff+', 'x0.1.reserve_margin-']));
  });

  it('parts whose moves never make the trees agree are ignored, and with no part left nothing is at a point', () => {
    // only the unread weight moved (or every move still differs): no part matters
    const { pre, cand } = trees({
      x0: [D, R],
      'x0.0-': [D, R],
      'x0.0+': [D, R],
      'x0.1.cutoff-': [D, R],
      'x0.1.cutoff+': [D, R],
      'x0.1.reserve_margin-': [D, R],
      'x0.1.reserve_margin+': [D, R],
      'x0.1.weight-': [D, R],
      'x0.1.weight+': [D, R],
    });
    const j = judgeBoundaryPoints(rows, pre, cand).get(0)!;
    assert.equal(j.changed, true);
    assert.deepEqual(j.parts, []);
    assert.equal(j.atPoint, false);
    assert.equal(settleOneSided(j, new Set(['x0.0-', 'x0.0+'])), false);
    // a call with no number to move at all: no nudge row, no part
    const bare = judgeBoundaryPoints([exact(3, 'label("x")')], new Map([['x3', D]]), new Map([['x3', R]])).get(3)!;
    assert.equal(bare.changed, true);
    assert.equal(bare.atPoint, false);
    assert.deepEqual(bare.parts, []);
  });

  it('a side that could not be compared on both trees, or only crashes there, does not count as agreeing', () => {
    const { pre, cand } = trees({
      x0: [D, R],
      'x0.0-': [D, D],
      'x0.0+': [{ kind: 'error', error: 'unpickle' }, R],
      'x0.1.cutoff-': [R, R],
      'x0.1.cutoff+': [D, D],
      'x0.1.reserve_margin-': [crash('builtins.TypeError'), crash('builtins.TypeError')],
      'x0.1.reserve_margin+': [R, R],
    });
    const j = judgeBoundaryPoints(rows.filter((r) => !r.path?.startsWith('1.weight')), pre, cand).get(0)!;
    // the crash on both trees is the same behaviour: that side agrees
    assert.deepEqual(j.parts, ['0 -', '1.cutoff ±', '1.reserve_margin ±']);
    assert.equal(j.atPoint, false);
    assert.deepEqual(j.oneSided, ['x0.0+']);
  });

  it('an unchanged exact call is not changed, and nothing about it is at a point', () => {
    const { pre, cand } = trees({
      x0: [R, R],
      'x0.0-': [R, R],
      'x0.0+': [R, R],
      'x0.1.cutoff-': [R, R],
      'x0.1.cutoff+': [R, R],
      'x0.1.reserve_margin-': [R, R],
      'x0.1.reserve_margin+': [R, R],
      'x0.1.weight-': [R, R],
      'x0.1.weight+': [R, R],
    });
    const j = judgeBoundaryPoints(rows, pre, cand).get(0)!;
    assert.equal(j.changed, false);
    assert.equal(j.atPoint, false);
    assert.equal(settleOneSided(j, new Set()), false);
    // an exact call that could not be run on one tree is not "changed" either
    const gone = trees({ x0: [R, { kind: 'error', error: 'import' }], 'x0.0-': [D, D], 'x0.0+': [F, F] });
    const g = judgeBoundaryPoints([exact(0), nudge(0, '0', '-'), nudge(0, '0', '+')], gone.pre, gone.cand).get(0)!;
    assert.equal(g.changed, false);
    assert.equal(g.atPoint, false);
  });

  it('groups are judged apart', () => {
    const two = [...around(0, ['0']), ...around(1, ['0'])];
    const { pre, cand } = trees({
      x0: [D, R],
      'x0.0-': [D, D],
      'x0.0+': [R, R],
      x1: [D, R],
      'x1.0-': [D, R],
      'x1.0+': [R, R],
    });
    const out = judgeBoundaryPoints(two, pre, cand);
    assert.deepEqual([...out.keys()].sort(), [0, 1]);
    assert.equal(out.get(0)!.atPoint, true);
    assert.equal(out.get(1)!.atPoint, false);
    assert.deepEqual(out.get(1)!.oneSided, ['x1.0-']);
  });
});

describe('boundary-point judgement: an input on two boundaries at once', () => {
  // Pantry.use(Pantry(stock={flour: 2, eggs: 3}), {flour: 2, eggs: 3}): both amounts exactly in
  // stock; `stock <= need` made `stock < need` refuses no more. Moving one amount up still leaves
  // the other on its own boundary, so that side still differs.
  const U = ret('None');
  const X = refuse('lib.pantry.Short');
  const rows = around(0, ['1["flour"]', '1["eggs"]', '0.stock["flour"]']);
  const { pre, cand } = trees({
    x0: [X, U],
    'x0.1["flour"]-': [X, U],
    'x0.1["flour"]+': [X, X],
    'x0.1["eggs"]-': [X, U],
    'x0.1["eggs"]+': [X, X],
    'x0.0.stock["flour"]-': [X, X],
    'x0.0.stock["flour"]+': [X, U],
  });
  const j: PointJudgement = judgeBoundaryPoints(rows, pre, cand).get(0)!;

  it('not at a point on the first look: every part that matters agrees on one side only', () => {
    assert.equal(j.changed, true);
    assert.equal(j.atPoint, false);
    assert.deepEqual(j.parts, ['1["flour"] +', '1["eggs"] +', '0.stock["flour"] -']);
    assert.deepEqual(j.oneSided, ['x0.1["flour"]-', 'x0.1["eggs"]-', 'x0.0.stock["flour"]+']);
  });

  it('accepted when every one-sided row is itself at a point (the second look)', () => {
    assert.equal(settleOneSided(j, new Set(j.oneSided)), true);
  });

  it('refused when any one-sided row is no point of its own', () => {
    assert.equal(settleOneSided(j, new Set(j.oneSided.slice(1))), false);
    assert.equal(settleOneSided(j, new Set()), false);
  });

  it('refused when a part agrees on one side and its other side has no row to look at', () => {
    const partial = rows.filter((r) => r.id !== 'x0.0.stock["flour"]+');
    const k = judgeBoundaryPoints(partial, pre, cand).get(0)!;
    assert.deepEqual(k.parts, ['1["flour"] +', '1["eggs"] +', '0.stock["flour"] -']);
    assert.deepEqual(k.oneSided, ['x0.1["flour"]-', 'x0.1["eggs"]-']);
    assert.equal(settleOneSided(k, new Set(k.oneSided)), false);
  });

  it('a mixed input (one part both-sided, one part one-sided) is settled by its one-sided row alone', () => {
    const mixed = trees({ x0: [X, U], 'x0.1["flour"]-': [X, X], 'x0.1["flour"]+': [X, X], 'x0.1["eggs"]-': [X, U], 'x0.1["eggs"]+': [X, X] });
    const m = judgeBoundaryPoints(around(0, ['1["flour"]', '1["eggs"]']), mixed.pre, mixed.cand).get(0)!;
    assert.deepEqual(m.parts, ['1["flour"] ±', '1["eggs"] +']);
    assert.equal(settleOneSided(m, new Set(['x0.1["eggs"]-'])), true);
    assert.equal(settleOneSided(m, new Set(['x0.1["flour"]-'])), false);
  });

  it('no second look clears an unchanged call or one with no part that matters', () => {
    assert.equal(settleOneSided({ group: 0, changed: false, atPoint: false, parts: ['0 +'], oneSided: ['a'], sides: {}, moved: [] }, new Set(['a'])), false);
    assert.equal(settleOneSided({ group: 0, changed: true, atPoint: false, parts: [], oneSided: [], sides: {}, moved: [] }, new Set()), false);
  });
});

describe('boundary-point judgement: the direction a boundary moves', () => {
  const rows = around(0, ['0', '1.cutoff']);

  it('names the side of the pre-edit the candidate takes at the point, and a boundary moved the other way is not the fix\'s shape', () => {
    // the reserve floor made inclusive (`>` -> `>=`): at the floor the candidate reserves, as the
    // pre-edit does just above it (argument 0 up, or the cutoff down)
    const inclusive = trees({ x0: [D, R], 'x0.0-': [D, D], 'x0.0+': [R, R], 'x0.1.cutoff-': [R, R], 'x0.1.cutoff+': [D, D] });
    const up = judgeBoundaryPoints(rows, inclusive.pre, inclusive.cand).get(0)!;
    assert.equal(up.atPoint, true);
    assert.deepEqual(up.sides, { '0': '+', '1.cutoff': '-' });
    // an inclusive floor made exclusive (`>=` -> `>`): still a point, but the candidate declines as
    // the pre-edit does just below it
    const exclusive = trees({ x0: [R, D], 'x0.0-': [D, D], 'x0.0+': [R, R], 'x0.1.cutoff-': [R, R], 'x0.1.cutoff+': [D, D] });
    const down = judgeBoundaryPoints(rows, exclusive.pre, exclusive.cand).get(0)!;
    assert.equal(down.atPoint, true);
    assert.deepEqual(down.sides, { '0': '-', '1.cutoff': '+' });
    // against a fix that made its own bound inclusive from below, only the first is the same shape
    const fix = { '0': '+' as const, '1.cutoff': '-' as const };
    assert.equal(sameDirection(fix, up.sides), true);
    assert.equal(sameDirection(fix, down.sides), false);
    // parts the fix's calls do not name decide nothing
    assert.equal(sameDirection({}, down.sides), true);
    assert.equal(sameDirection({ '2.grace': '+' }, down.sides), true);
  });

  it('a call the pre-edit could not replay is no witnessed change', () => {
    const unstable: Behaviour = { ...D, stable: false };
    const t = trees({ x0: [unstable, R], 'x0.0-': [D, D], 'x0.0+': [R, R], 'x0.1.cutoff-': [R, R], 'x0.1.cutoff+': [D, D] });
    const j = judgeBoundaryPoints(rows, t.pre, t.cand).get(0)!;
    assert.equal(j.changed, false);
    assert.equal(j.atPoint, false);
  });
});

describe('a threshold moved instead of met (movedBoundaries)', () => {
  // within_window(post(created=1000.0), 1900.0): the pre-edit refuses at the window's end (900 s)
  // and allows a hair earlier; the FAIL_TO_PASS test asks the end itself to be allowed
  const rows = around(0, ['1', '0.created']);
  const T = ret('True');
  const N = ret('False');

  it('a boundary made inclusive changes the point alone: no moved boundary', () => {
    // `elapsed <= window`: a hair past the end both refuse
    const { pre, cand } = trees({ x0: [N, T], 'x0.1-': [T, T], 'x0.1+': [N, N], 'x0.0.created-': [N, N], 'x0.0.created+': [T, T] });
    const j = judgeBoundaryPoints(rows, pre, cand).get(0)!;
    assert.equal(j.atPoint, true);
    assert.deepEqual(j.moved, []);
  });

  it('a grace second (`elapsed < window + 1`) also allows a hair past the end: the boundary moved', () => {
    const { pre, cand } = trees({ x0: [N, T], 'x0.1-': [T, T], 'x0.1+': [N, T], 'x0.0.created-': [N, T], 'x0.0.created+': [T, T] });
    const j = judgeBoundaryPoints(rows, pre, cand).get(0)!;
    assert.equal(j.atPoint, false);
    assert.deepEqual(j.moved.map((m) => `${m.path}${m.sign}:${m.row}`).sort(), ['0.created-:x0.0.created-', '1+:x0.1+']);
  });

  it('a change over a whole interval where the pre-edit does not flip at the input is no moved boundary (a formula fix)', () => {
    // the pre-edit answers the same on both sides of the input: the input is on no boundary of it
    const A = ret('2');
    const B = ret('3');
    const { pre, cand } = trees({ x0: [A, B], 'x0.1-': [A, B], 'x0.1+': [A, B], 'x0.0.created-': [A, B], 'x0.0.created+': [A, B] });
    assert.deepEqual(judgeBoundaryPoints(rows, pre, cand).get(0)!.moved, []);
  });

  it('an input on two boundaries at once (the other part still decides) is no moved boundary', () => {
    // has({flour: 200, sugar: 50}) with exactly 200 and 50 in stock: moving flour down leaves
    // sugar exact, so the pre-edit still refuses; it flips on neither side of flour
    const two = around(1, ['0.flour', '0.sugar']);
    const { pre, cand } = trees({ x1: [N, T], 'x1.0.flour-': [N, T], 'x1.0.flour+': [N, N], 'x1.0.sugar-': [N, T], 'x1.0.sugar+': [N, N] });
    const j = judgeBoundaryPoints(two, pre, cand).get(1)!;
    assert.deepEqual(j.moved, []);
  });

  it('a far side the candidate could not run (or the pre-edit ran unstably) is no evidence', () => {
    const unstable: Behaviour = { ...N, stable: false };
    const { pre, cand } = trees({ x0: [N, T], 'x0.1-': [T, T], 'x0.1+': [unstable, T], 'x0.0.created-': [N, { kind: 'error', value: 'replay failed' } as Behaviour], 'x0.0.created+': [T, T] });
    assert.deepEqual(judgeBoundaryPoints(rows, pre, cand).get(0)!.moved, []);
  });
});

describe('a boundary moved by one whole step (movedOneStep)', () => {
  const far = WHOLE_STEPS.map((n): NudgeRow => ({ id: `s${n}`, group: 0, role: 'nudge', transform: `nudge:1-x${n}`, path: '1', sign: '-', steps: n, file: 'f.py', entity: 'overlaps', args: '', argsRepr: '' }));
  const same = (v: string) => new Map(far.map((r) => [r.id, ret(v)] as const));

  it('the pre-edit answers as at the point all the way out and the candidate as the pre-edit: the change stopped after one step', () => {
    assert.equal(movedOneStep(far, ret('True'), same('True'), same('True')), true);
  });

  it('the candidate still changed further out (a changed rule, not a moved point): no', () => {
    const cand = same('True');
    cand.set('s64', ret('False'));
    assert.equal(movedOneStep(far, ret('True'), same('True'), cand), false);
  });

  it('the pre-edit answers otherwise a few steps out (a rounding): no', () => {
    const pre = same('259');
    pre.set('s6', ret('258'));
    assert.equal(movedOneStep(far, ret('259'), pre, pre), false);
  });

  it('a step missing (a value the constructor refused): no', () => {
    assert.equal(movedOneStep(far.slice(1), ret('True'), same('True'), same('True')), false);
  });
});
