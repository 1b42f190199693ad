// The fix that scales a value by a ratio of its inputs (per serving, per unit, prorated over a
// period). Attribution (attribution.ts) explains a divergence by the direction its numbers move
// in: the FAIL_TO_PASS change grows the nutrition of a recipe doubled from 4 to 8 servings, so the
// same fix shrinking it on another test's recipe halved from 4 to 2 looks like a change of
// another shape, and a correct fix was REJECTed (recipebox, issue 10: "a corrected count").
// What the two calls share is not a direction but a law: the candidate's number is the
// pre-edit's times `input part A / input part B`, with the same A and B (`servings` over the
// recipe's own `servings`) on every FAIL_TO_PASS call and on the divergence. A regression beside
// the fix almost never keeps that law with the very same parts of its own input. Pure.
import type { Behaviour, Obs, ObsNode } from './schemas.js';
import { numberOf } from './delta.js';
import { renderPart, scalarLeaves } from './relations.js';

/** A number of the returned value that the candidate changed: where, and its two values. */
export interface MovedNumber {
  path: string;
  pre: number;
  cand: number;
}

const isNode = (o: Obs): o is ObsNode => o !== null && typeof o === 'object';
/** At most this many moved numbers are read from one value (a table of thousands tells no more). */
const MAX_MOVED = 40;

/**
 * The leaves at the same place of two values (fields by name, sequences of equal length by
 * position, positions folded to `[]` as delta.ts folds them): `visit` gets each pair whose two
 * sides are not both containers of the same kind, and returns false to stop the walk.
 */
export function leafPairs(pre: Obs | null | undefined, cand: Obs | null | undefined, visit: (p: Obs, c: Obs, path: string) => boolean, path = ''): boolean {
  if (pre === undefined || cand === undefined) return true;
  const a = pre ?? null;
  const b = cand ?? null;
  if (numberOf(a) !== null || numberOf(b) !== null || !isNode(a) || !isNode(b) || a.t !== b.t) return visit(a, b, path);
  if (Array.isArray(a.items) && Array.isArray(b.items)) {
    if (a.items.length !== b.items.length) return true;
    const bi = b.items;
    return a.items.every((x, i) => leafPairs(x, bi[i], visit, `${path}[]`));
  }
  if (a.items && b.items && typeof a.items === 'object' && typeof b.items === 'object' && !Array.isArray(a.items) && !Array.isArray(b.items)) {
    const bi = b.items;
    return Object.entries(a.items).every(([k, x]) => !(k in bi) || leafPairs(x, bi[k], visit, `${path}.${k}`));
  }
  return true;
}

/**
 * The numbers at the same place of two values that `keep` takes, pre-edit value non-zero; at
 * most MAX_MOVED of them.
 */
function numberPairs(pre: Obs | null | undefined, cand: Obs | null | undefined, keep: (p: number, c: number) => boolean): MovedNumber[] {
  const out: MovedNumber[] = [];
  leafPairs(pre, cand, (x, y, path) => {
    const p = numberOf(x);
    const c = numberOf(y);
    if (p !== null && c !== null && p !== 0 && keep(p, c)) out.push({ path, pre: p, cand: c });
    return out.length < MAX_MOVED;
  });
  return out;
}

/** The numbers at the same place of two values that differ (pre-edit value non-zero). */
export function movedNumbers(pre: Obs | null | undefined, cand: Obs | null | undefined): MovedNumber[] {
  return numberPairs(pre, cand, (p, c) => p !== c);
}

/** Whether `node` stands somewhere in `tree` (the same observed value). */
function holds(tree: Obs | null | undefined, node: ObsNode): boolean {
  const want = JSON.stringify(node);
  const walk = (o: Obs | null | undefined, depth: number): boolean => {
    if (!isNode(o ?? null) || depth > 8) return false;
    const n = o as ObsNode;
    if (JSON.stringify(n) === want) return true;
    const xs = Array.isArray(n.items) ? n.items : n.items && typeof n.items === 'object' ? Object.values(n.items) : [];
    return xs.some((x) => walk(x, depth + 1));
  };
  return walk(tree, 0);
}

const close = (x: number, y: number): boolean => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));

/**
 * The ratios of two numeric parts of one call's input (`A/B`, by input path) that every moved
 * number keeps: candidate = pre-edit × A / B. Parts equal to each other are no ratio (1 moves nothing).
 */
export function ratioRoles(input: Obs | null | undefined, moved: readonly MovedNumber[]): Set<string> {
  const out = new Set<string>();
  if (moved.length === 0) return out;
  const ls = scalarLeaves(input).filter((l) => l.group === 'num');
  for (const a of ls) {
    for (const b of ls) {
      // a zero over anything is no scaling: it is a number set to zero
      if (a.path === b.path || a.value === 0 || b.value === 0 || a.value === b.value) continue;
      const r = a.value / b.value;
      if (moved.every((m) => close(m.cand, m.pre * r))) out.add(`${a.path}/${b.path}`);
    }
  }
  return out;
}

/**
 * The scaling law of one function's FAIL_TO_PASS change: the input ratios every changed call's
 * moved numbers keep (empty: the change is no scaling, or the calls disagree on which parts).
 */
export function scalingLaw(changed: readonly { pre: Behaviour; cand: Behaviour }[]): string[] {
  let common: string[] | null = null;
  for (const { pre, cand } of changed) {
    if (pre.kind !== 'return' || cand.kind !== 'return') return [];
    const moved = movedNumbers(pre.obs, cand.obs);
    if (moved.length === 0) return [];
    const roles = ratioRoles(pre.inObs, moved);
    common = (common ?? [...roles]).filter((r) => roles.has(r));
    if (common.length === 0) return [];
  }
  return (common ?? []).sort();
}

/** The ratio of the law this divergence keeps too (every moved number scaled by it), or null. */
export function keepsScalingLaw(pre: Behaviour, cand: Behaviour, law: readonly string[]): string | null {
  if (law.length === 0 || pre.kind !== 'return' || cand.kind !== 'return') return null;
  const moved = movedNumbers(pre.obs, cand.obs);
  const roles = ratioRoles(pre.inObs, moved);
  return law.find((r) => roles.has(r)) ?? null;
}

/** A mapping of numbers the candidate moved only in part: which keys moved, which did not. */
export interface PartScaled {
  path: string;
  moved: string[];
  left: string[];
}

/**
 * A mapping of two or more numbers (a dict: nutrients, amounts per currency) in which the
 * candidate moved some entries and left others, non-zero, as they were. Where the fix scales by a
 * law, the entries it left are the same figure the law governs: the reproducer asserted one
 * (kcal), the fix should reach every one (protein, fat, carbs). With `within` (the call's input),
 * only a mapping the pre-edit returned as the input held it: there the pre-edit treated every
 * entry alike, so a candidate that moves some and not others treats them apart.
 */
export function partlyMovedMapping(pre: Obs | null | undefined, cand: Obs | null | undefined, within?: Obs | null, path = ''): PartScaled | null {
  if (!isNode(pre ?? null) || !isNode(cand ?? null)) return null;
  const a = pre as ObsNode;
  const b = cand as ObsNode;
  if (a.t !== b.t || !a.items || !b.items) return null;
  if (Array.isArray(a.items) || Array.isArray(b.items)) {
    if (!Array.isArray(a.items) || !Array.isArray(b.items) || a.items.length !== b.items.length) return null;
    for (let i = 0; i < a.items.length; i++) {
      const r = partlyMovedMapping(a.items[i], b.items[i], within, `${path}[]`);
      if (r) return r;
    }
    return null;
  }
  const ai = a.items;
  const bi = b.items;
  const keys = Object.keys(ai).filter((k) => k in bi);
  const nums = keys.map((k) => [k, numberOf(ai[k]!), numberOf(bi[k]!)] as const);
  if (a.t === 'map' && (within === undefined || holds(within, a)) && keys.length >= 2 && keys.length === Object.keys(bi).length && nums.every(([, x, y]) => x !== null && y !== null)) {
    const moved = nums.filter(([, x, y]) => x !== y).map(([k]) => k);
    const left = nums.filter(([, x, y]) => x === y && x !== 0).map(([k]) => k);
    return moved.length && left.length ? { path, moved, left } : null;
  }
  for (const k of keys) {
    const r = partlyMovedMapping(ai[k], bi[k], within, `${path}.${k}`);
    if (r) return r;
  }
  return null;
}

/** `[1]/[0].servings` -> `argument 1 / argument 0 servings`. */
export function renderRatio(role: string): string {
  const [a, b] = role.split('/') as [string, string];
  return `${renderPart(a)} / ${renderPart(b)}`;
}

/** The value of the ratio `A/B` (by input path) on one call's input, or null where a part is missing or zero. */
export function ratioValue(input: Obs | null | undefined, role: string): number | null {
  const [a, b] = role.split('/') as [string, string];
  const ls = scalarLeaves(input).filter((l) => l.group === 'num');
  const x = ls.find((l) => l.path === a)?.value;
  const y = ls.find((l) => l.path === b)?.value;
  return x === undefined || y === undefined || y === 0 ? null : x / y;
}

/** The numbers at the same place of two values, moved or not (pre-edit value non-zero). */
const pairedNumbers = (pre: Obs | null | undefined, cand: Obs | null | undefined): MovedNumber[] => numberPairs(pre, cand, () => true);

/** Where a neighbour breaks the fix's scaling law: the number, what the law asks and what the candidate gave. */
export interface LawBreak {
  path: string;
  pre: number;
  cand: number;
  expected: number;
  ratio: string;
}

/**
 * Whether a neighbour of a FAIL_TO_PASS call breaks the scaling law that call obeys: at a place
 * the fix moved on the reproducer (`moved`), the candidate's number is not the pre-edit's times
 * the neighbour's own ratio, under every ratio of the law. A fix that scales only by whole
 * multiples (`servings // self.servings`) obeys the law at 8 of 4 and breaks it at 7 of 4, where
 * it leaves the pre-edit's number. Rounding is allowed: 5% of the expected number, or less than
 * one where the candidate's number is whole. Neighbours whose ratio is 1 ask for nothing.
 */
export function lawBroken(pre: Behaviour, cand: Behaviour, law: readonly string[], moved: ReadonlySet<string>): LawBreak | null {
  if (law.length === 0 || moved.size === 0 || pre.kind !== 'return' || cand.kind !== 'return') return null;
  const pairs = pairedNumbers(pre.obs, cand.obs).filter((m) => moved.has(m.path));
  if (pairs.length === 0) return null;
  let first: LawBreak | null = null;
  // (reported under the plainest ratio: `argument 1 / argument 0 servings`)
  for (const role of [...law].sort((x, y) => x.length - y.length)) {
    const r = ratioValue(pre.inObs, role);
    if (r === null || close(r, 1)) return null;
    const broken = pairs.find((m) => {
      const want = m.pre * r;
      const off = Math.abs(m.cand - want);
      return off > 0.05 * Math.abs(want) && !(Number.isInteger(m.cand) && off < 1);
    });
    if (!broken) return null;
    first ??= { ...broken, expected: broken.pre * r, ratio: role };
  }
  return first;
}

/** A value with every number cut to 10 significant digits (the same Obs otherwise). */
function rounded(o: Obs | null | undefined): unknown {
  const x = numberOf(o ?? null);
  if (x !== null) return Number(x.toPrecision(10));
  if (!isNode(o ?? null)) return o;
  const n = o as ObsNode;
  const items = Array.isArray(n.items) ? n.items.map(rounded) : n.items && typeof n.items === 'object' ? Object.fromEntries(Object.entries(n.items).map(([k, v]) => [k, rounded(v)])) : n.items;
  return { ...n, items };
}

/**
 * Whether two returned values differ only in float noise: some number moved, and every number
 * agrees to 10 significant digits with nothing else changed (62.400000000000006 made 62.4 by a
 * fix that computes in fractions). Such a change is no behaviour a caller relies on.
 */
export function onlyFloatNoise(pre: Behaviour, cand: Behaviour): boolean {
  if (pre.kind !== 'return' || cand.kind !== 'return' || movedNumbers(pre.obs, cand.obs).length === 0) return false;
  return JSON.stringify(rounded(pre.obs)) === JSON.stringify(rounded(cand.obs));
}

