// A fix that scales numbers by a ratio of the input (nutrition per dish times new servings over
// old) moves them up on the reproducer and down on a recipe halved elsewhere: the same law, not
// a regression (recipebox, a correct fix REJECTed). A change that does not keep the law with the
// same parts of the input stays unexplained.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { attribute, intendedChange } from '../../../domain/behaviour/attribution.js';
import { lawBroken, movedNumbers, partlyMovedMapping, ratioRoles, ratioValue, scalingLaw } from '../../../domain/behaviour/scaling.js';
import type { Behaviour, Obs } from '../../../domain/behaviour/schemas.js';

const obj = (n: string, items: Record<string, Obs>): Obs => ({ t: 'obj', n, items });
const map = (items: Record<string, Obs>): Obs => ({ t: 'map', n: 'dict', items });
const seq = (xs: Obs[]): Obs => ({ t: 'seq', n: 'list', len: xs.length, items: xs });
const recipe = (servings: number, kcal: number, fat: number, flour = 2): Obs =>
  obj('recipebox.recipes.Recipe', { name: 'pancakes', servings, flour, nutrition: map({ kcal, fat }) });
const ret = (obs: Obs, inObs: Obs): Behaviour => ({ kind: 'return', value: JSON.stringify(obs), key: JSON.stringify(obs), obs, inObs, mutatedKey: 'm0', stable: true });
const FILE = 'recipebox/recipes.py';
const FN = 'Recipe.scaled';
const pancakes = recipe(4, 1400, 40);

/** `scaled(pancakes, servings)` on the pre-edit (nutrition copied) and on `cand`'s law. */
function call(servings: number, law: (x: number) => number): { pre: Behaviour; cand: Behaviour } {
  const input = seq([pancakes, servings]);
  return {
    pre: ret(recipe(servings, 1400, 40), input),
    cand: ret(recipe(servings, law(1400), law(40)), input),
  };
}
const perServing = (servings: number) => (x: number) => (x * servings) / 4;

describe('scaling law (a fix that scales numbers by a ratio of its input)', () => {
  it('finds the moved numbers and the input ratio every one of them keeps', () => {
    const { pre, cand } = call(8, perServing(8));
    const moved = movedNumbers(pre.obs, cand.obs);
    assert.deepEqual(moved.map((m) => m.path).sort(), ['.nutrition.fat', '.nutrition.kcal']);
    const roles = ratioRoles(pre.inObs, moved);
    assert.ok(roles.has('[1]/[0].servings'), [...roles].join(', '));
    assert.deepEqual(scalingLaw([call(8, perServing(8))]).includes('[1]/[0].servings'), true);
  });

  it('explains the same law moving numbers the other way (a recipe halved where the reproducer doubled one)', () => {
    const f2p = call(8, perServing(8));
    const intended = intendedChange([{ file: FILE, entity: FN, ...f2p }]);
    assert.ok(intended.scales?.[`${FILE}::${FN}`]?.includes('[1]/[0].servings'));
    const halved = call(2, perServing(2));
    const a = attribute(FILE, FN, halved.pre, halved.cand, intended, true);
    assert.equal(a.explained, true, a.why);
    assert.match(a.why, /argument 1 \/ argument 0 servings/);
    const third = call(3, perServing(3));
    assert.equal(attribute(FILE, FN, third.pre, third.cand, intended, true).explained, true, 'scaled to 3 of 4');
  });

  it('leaves unexplained a shrink that does not keep the law (halved numbers on a recipe scaled to 3)', () => {
    const f2p = call(8, perServing(8));
    const intended = intendedChange([{ file: FILE, entity: FN, ...f2p }]);
    const wrong = call(3, (x) => x / 2);
    const a = attribute(FILE, FN, wrong.pre, wrong.cand, intended, true);
    assert.equal(a.explained, false, a.why);
  });

  it('claims no law where the reproducer calls disagree on the parts, or where the change is not a scaling', () => {
    // doubled on one call, tripled on another with the same ratio of input parts: no shared law
    assert.deepEqual(scalingLaw([call(8, perServing(8)), call(8, (x) => x * 3)]), []);
    // numbers set to zero: no ratio (a zero part of the input would fit any of them)
    assert.deepEqual(scalingLaw([call(8, () => 0)]), []);
    // one moved number fits a ratio by chance: such a law explains nothing
    const one = call(8, perServing(8));
    const single = { pre: ret(recipe(8, 1400, 0), one.pre.inObs!), cand: ret(recipe(8, 2800, 0), one.pre.inObs!) };
    assert.equal(intendedChange([{ file: FILE, entity: FN, ...single }]).scales, undefined);
    // a constant added: no ratio of the input gives 1401/1400 and 41/40 at once
    assert.deepEqual(scalingLaw([call(8, (x) => x + 1)]), []);
    const shifted = intendedChange([{ file: FILE, entity: FN, ...call(8, (x) => x + 1) }]);
    assert.equal(shifted.scales, undefined);
  });

  it('names a law applied to part of a mapping (kcal scaled, fat left), never a mapping moved whole', () => {
    const part = call(8, perServing(8));
    const kcalOnly = { pre: part.pre, cand: ret(recipe(8, 2800, 40), part.pre.inObs!) };
    assert.deepEqual(partlyMovedMapping(kcalOnly.pre.obs, kcalOnly.cand.obs), { path: '.nutrition', moved: ['kcal'], left: ['fat'] });
    const intended = intendedChange([{ file: FILE, entity: FN, ...kcalOnly }]);
    assert.match(intended.partlyScaled?.[`${FILE}::${FN}`] ?? '', /scales kcal .* leaves fat/);
    assert.equal(partlyMovedMapping(part.pre.obs, part.cand.obs), null);
    assert.equal(intendedChange([{ file: FILE, entity: FN, ...part }]).partlyScaled, undefined);
    // a mapping the pre-edit computed (not the input's, returned as it stood) may rightly move in part
    const counted = seq([obj('m.Log', { n: 2 }), 2]);
    assert.equal(partlyMovedMapping(map({ hits: 3, misses: 2 }), map({ hits: 4, misses: 2 }), counted), null);
    assert.deepEqual(partlyMovedMapping(kcalOnly.pre.obs, kcalOnly.cand.obs, kcalOnly.pre.inObs), { path: '.nutrition', moved: ['kcal'], left: ['fat'] });
    // a record's fields are no mapping of one figure: a total fixed beside a count is no partial fix
    const rec = (total: number, count: number): Obs => obj('m.Sum', { total, count });
    assert.equal(partlyMovedMapping(rec(10, 3), rec(20, 3)), null);
  });

  it('a neighbour with another ratio breaks the law where whole multiples alone are scaled; the per-serving law and rounding do not', () => {
    const law = scalingLaw([call(8, perServing(8))]);
    const moved = new Set(['.nutrition.kcal', '.nutrition.fat']);
    assert.equal(ratioValue(seq([pancakes, 7]), '[1]/[0].servings'), 1.75);
    const wholeOnly = (s: number) => (x: number) => x * Math.max(Math.floor(s / 4), 1);
    const seven = call(7, wholeOnly(7));
    const broken = lawBroken(seven.pre, seven.cand, law, moved);
    assert.ok(broken, 'scaled by 1 where the law asks 7/4');
    assert.equal(broken!.ratio, '[1]/[0].servings');
    assert.equal(broken!.expected, 1400 * 1.75);
    const right = call(7, perServing(7));
    assert.equal(lawBroken(right.pre, right.cand, law, moved), null);
    const rounded = call(7, (x) => Math.round(perServing(7)(x)));
    assert.equal(lawBroken(rounded.pre, rounded.cand, law, moved), null, 'rounded to whole numbers');
    const same = call(4, wholeOnly(4));
    assert.equal(lawBroken(same.pre, same.cand, law, moved), null, 'a ratio of 1 asks for nothing');
  });
});
