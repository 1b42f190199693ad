// The boundary-point test (issue 10 item 1: attribute every divergence). A boundary fix
// (`avg > cutoff` -> `avg >= cutoff`) changes behaviour only where two values are equal: on the
// reproducer's input, and on every other input that stands on a boundary of the same kind (the
// reserve band's floor `cutoff - margin`, an amount exactly equal to the stock in a second
// method). Seen one input at a time, such a change looks like a regression off the reported point
// or a deleted check. What tells them apart is execution around the input: move one number or day
// of it by a hair, down and up (neighbours.py role "nudge"). A change confined to a point vanishes
// on both sides of every part whose move matters; a shifted threshold, a rounding added or a check
// removed keeps the change on at least one side (an interval). Pure.
import type { Behaviour, Probe } from './schemas.js';
import { comparable, judge } from './compare.js';

/** A row of the neighbours tool in --nudge mode. */
export interface NudgeRow extends Probe {
  group: number;
  role: string;
  transform: string;
  /** The part moved (`0`, `1.cutoff`, `1.ingredients[0].amount`). */
  path?: string;
  sign?: '-' | '+';
  /** Hairs moved, for a part whose hair is a whole step (`--nudge-steps`); absent: one. */
  steps?: number;
}

export interface PointJudgement {
  /** The probe group (one nudged call). */
  group: number;
  /** The two trees differ on the call itself. */
  changed: boolean;
  /** The change vanishes on both sides of every part whose move matters, and some part matters. */
  atPoint: boolean;
  /** The parts whose move matters, and how: `1.cutoff ±` (both sides agree again), `0 +` (only above). */
  parts: string[];
  /**
   * The rows of the sides that still differ, of parts that agree on the other side. An input on
   * two boundaries at once (two ingredients each exactly in stock) still differs when one of them
   * moves off its own: such a row at a point itself (`settleOneSided`) is no interval.
   */
  oneSided: string[];
  /**
   * Per part, the side of the pre-edit the candidate's behaviour on the call itself matches: `+`
   * where the candidate now does at the point what the pre-edit did just above it (a bound made
   * inclusive from below). A boundary moved the other way in the same function is no fix of the
   * same shape (`sameDirection`).
   */
  sides: Record<string, '-' | '+'>;
  /**
   * The boundary moved instead of met (`movedBoundaries`): per part, the row on the side where the
   * pre-edit behaves as it did at the point, which the candidate still changes.
   */
  moved: { path: string; sign: '-' | '+'; row: string }[];
}

/**
 * Per nudged call, whether the two trees' difference on it is confined to a point. A part
 * "matters" when moving it on at least one side makes the trees agree again; a part whose moves
 * leave the difference in place (a name, a count the rule never reads) tells nothing. The change
 * is at a point when some part matters and every part that matters makes the trees agree on
 * both sides. A side that could not be compared on both trees counts as not agreeing.
 */
export function judgeBoundaryPoints(rows: readonly NudgeRow[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>): Map<number, PointJudgement> {
  const out = new Map<number, PointJudgement>();
  const byGroup = new Map<number, NudgeRow[]>();
  for (const r of rows) (byGroup.get(r.group) ?? byGroup.set(r.group, []).get(r.group)!).push(r);
  for (const [group, rs] of byGroup) {
    const exact = rs.find((r) => r.role === 'exact');
    // a difference witnessed on both trees (a call the pre-edit could not replay stably is none)
    const j0 = exact === undefined ? 'skip' : judge(pre.get(exact.id), cand.get(exact.id));
    const changed = exact !== undefined && comparable(pre.get(exact.id)) && comparable(cand.get(exact.id)) && j0 !== 'same' && j0 !== 'skip';
    const sideOf: Record<string, '-' | '+'> = {};
    const sides = new Map<string, { minus: boolean; plus: boolean; rows: Partial<Record<'-' | '+', string>> }>();
    for (const r of rs) {
      if (r.role !== 'nudge' || !r.path || !r.sign) continue;
      const agree = judge(pre.get(r.id), cand.get(r.id)) === 'same';
      const s = sides.get(r.path) ?? sides.set(r.path, { minus: false, plus: false, rows: {} }).get(r.path)!;
      s.rows[r.sign] = r.id;
      if (r.sign === '-') s.minus = agree;
      else s.plus = agree;
      if (changed && exact && judge(pre.get(r.id), cand.get(exact.id)) === 'same') sideOf[r.path] = r.sign;
    }
    const parts: string[] = [];
    const oneSided: string[] = [];
    let atPoint = changed;
    for (const [path, s] of sides) {
      if (!s.minus && !s.plus) continue;
      parts.push(`${path} ${s.minus && s.plus ? '±' : s.minus ? '-' : '+'}`);
      if (!(s.minus && s.plus)) {
        atPoint = false;
        const other = s.rows[s.minus ? '+' : '-'];
        if (other) oneSided.push(other);
      }
    }
    if (parts.length === 0) atPoint = false;
    out.set(group, { group, changed, atPoint, parts, oneSided, sides: sideOf, moved: changed && exact ? movedBoundaries(rs, exact.id, sideOf, pre, cand) : [] });
  }
  return out;
}

/**
 * The second look for an input on two boundaries at once: it is at a point when every part that
 * matters agrees on both sides, or agrees on one and its other side (`oneSided`) is itself at a
 * point (`rowAtPoint`, the same test one step on). A shifted threshold or a rounding keeps an
 * interval on the other side, so that row is no point either.
 */
export function settleOneSided(j: PointJudgement, rowAtPoint: ReadonlySet<string>): boolean {
  if (j.atPoint) return true;
  if (!j.changed || j.parts.length === 0) return false;
  const bothSided = j.parts.filter((p) => p.endsWith('±')).length;
  return bothSided + j.oneSided.length === j.parts.length && j.oneSided.length > 0 && j.oneSided.every((id) => rowAtPoint.has(id));
}

/**
 * Whether a point change moves its boundary the way the fix moves the reproducer's, on every part
 * both name (the same function's arguments): the candidate at the point behaves as the pre-edit
 * just above it in both, or just below it in both. Parts only one of them names decide nothing.
 */
export function sameDirection(fix: Record<string, '-' | '+'>, other: Record<string, '-' | '+'>): boolean {
  return Object.entries(other).every(([path, side]) => fix[path] === undefined || fix[path] === side);
}

/**
 * A threshold moved rather than met (spec 18 §7.5 "special-casing": a moved threshold). A
 * FAIL_TO_PASS input standing exactly where the pre-edit's answer flips (the pre-edit refuses an
 * edit at 900 s and allows one a hair earlier) asks for the point itself to take the other side's
 * behaviour; a correct boundary fix changes that point alone. A candidate that also changes the
 * answer a hair on the point's own side of the flip (900.0000009 s, where the pre-edit refuses as
 * it did at 900) moved the boundary (`< limit + 1`, `int(elapsed) <= limit`) instead of including
 * it. Per part: the pre-edit's answer flips on one side of the point and the candidate takes that
 * answer at the point, while on the other side the pre-edit answers as at the point and the
 * candidate, witnessed on both trees, does not. An input on two boundaries at once never flips on
 * either side of one part (the other part still decides), so it is no such row.
 */
export function movedBoundaries(rows: readonly NudgeRow[], exactId: string, sideOf: Readonly<Record<string, '-' | '+'>>, pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>): { path: string; sign: '-' | '+'; row: string }[] {
  const out: { path: string; sign: '-' | '+'; row: string }[] = [];
  const atX = pre.get(exactId);
  for (const [path, side] of Object.entries(sideOf)) {
    const flipRow = rows.find((r) => r.role === 'nudge' && r.path === path && r.sign === side);
    const far = rows.find((r) => r.role === 'nudge' && r.path === path && r.sign !== side);
    if (!flipRow || !far) continue;
    // the pre-edit flips on `side`: its answer there is not its answer at the point
    if (judge(atX, pre.get(flipRow.id)) === 'same' || judge(atX, pre.get(flipRow.id)) === 'skip') continue;
    // on the far side the pre-edit answers as at the point ...
    if (judge(atX, pre.get(far.id)) !== 'same') continue;
    // ... and the candidate, witnessed on both trees, still does otherwise
    const j = judge(pre.get(far.id), cand.get(far.id));
    if (!comparable(pre.get(far.id)) || !comparable(cand.get(far.id)) || j === 'same' || j === 'skip') continue;
    out.push({ path, sign: far.sign!, row: far.id });
  }
  return out;
}

/** The whole steps a part is moved on its far side to see how far a change reaches (`--nudge-steps`). */
export const WHOLE_STEPS = [2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64] as const;

/**
 * A boundary moved by exactly one whole step (an int, a day, a second), not met: the candidate
 * changes the reproducer's point and the one step beyond it on the far side (`found.start >=
 * first.end - 1`, a millisecond of tolerance), while on every step further out — 2 to 64 — the
 * pre-edit still answers as at the point and the candidate answers as the pre-edit. A rounding
 * fix is never such a row: its pre-edit answer moves every few steps (259.8, 259.6, … floored),
 * and a fix that changes the whole far side is a changed rule, not a moved point. `rows` are the
 * far side's stepped rows of one part; `atPoint` the pre-edit's answer at the point.
 */
export function movedOneStep(rows: readonly NudgeRow[], atPoint: Behaviour | undefined, pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>): boolean {
  if (!comparable(atPoint)) return false;
  const seen = new Set<number>();
  for (const r of rows) {
    const [b, c] = [pre.get(r.id), cand.get(r.id)];
    if (!comparable(b) || !comparable(c) || b.stable === false) return false;
    if (judge(atPoint, b) !== 'same' || judge(b, c) !== 'same') return false;
    seen.add(r.steps ?? 1);
  }
  return WHOLE_STEPS.every((n) => seen.has(n));
}
