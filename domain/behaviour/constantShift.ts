// The constant-shift attack (issue 10 item 2: an overfit found by execution). A patch that moves a
// numeric module constant (`MASTER_RATING = 2400` -> `2399`) changes every function that reads
// it. Where the reader the FAIL_TO_PASS tests exercise and another reader use the constant alike
// (`late < GRACE_DAYS` in both), the move is one fix reaching both. Where they use it differently
// (`rating > MASTER_RATING` in k_factor, `rating >= MASTER_RATING` in band), the move fixes the
// tested boundary by moving an untested one: the comparison operator should have changed. The
// attack runs the other readers' recorded calls with their numbers set at the constant's old and
// new values and their neighbours; a behaviour change there, in a function no FAIL_TO_PASS call
// shows changing and whose use of the constant the fixed function does not share, is a
// counterexample. Readers with the same use are never probed: that protects a correct move. Pure.
import type { Behaviour } from './schemas.js';
import { describeDivergence, judge } from './compare.js';
import { fnKey } from './attribution.js';
import type { IntendedChange } from './attribution.js';
import type { ChangeFacts } from '../schemas.js';

/** A numeric module constant the change moves, with its readers (ChangeFacts `changedConstants`). */
export interface ShiftedConstant {
  /** The module that defines it. */
  file: string;
  name: string;
  before: number;
  after: number;
  readers: { file: string; entity: string; uses: string[] }[];
}

/** The moved constants of a change's facts. */
export function shiftedConstants(facts: ChangeFacts | null | undefined): ShiftedConstant[] {
  return (facts?.files ?? []).flatMap((f) => (f.changedConstants ?? []).map((c) => ({ file: f.path, ...c })));
}

export interface ShiftPlan {
  /** The readers to probe: the ones whose use of a moved constant the fixed readers do not share. */
  readers: { file: string; entity: string; constant: ShiftedConstant; uses: string[]; fixedUses: string[] }[];
  /** The values to set the readers' numeric inputs to. */
  aims: number[];
  /** Why nothing is probed, when nothing is. */
  why: string | null;
}

/** The old and new values, and for whole numbers their neighbours: where either boundary lies. */
export function shiftAims(constants: readonly ShiftedConstant[]): number[] {
  const out = new Set<number>();
  for (const c of constants) {
    for (const v of [c.before, c.after]) {
      out.add(v);
      if (Number.isInteger(c.before) && Number.isInteger(c.after)) (out.add(v - 1), out.add(v + 1));
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** A move of at most one unit, or of at most a tenth of the old value: a boundary nudged, not a range redrawn. */
export function nudged(c: Pick<ShiftedConstant, 'before' | 'after'>): boolean {
  const d = Math.abs(c.after - c.before);
  return d <= 1 || d <= Math.abs(c.before) / 10;
}

/** Which readers of the moved constants the attack probes, given the intended change. */
export function planConstantShift(constants: readonly ShiftedConstant[], intended: IntendedChange | null | undefined): ShiftPlan {
  const none = (why: string): ShiftPlan => ({ readers: [], aims: [], why });
  if (constants.length === 0) return none('no numeric module constant moved');
  const changed = (file: string, entity: string) => (intended?.atoms[fnKey(file, entity)] ?? []).length > 0;
  const readers: ShiftPlan['readers'] = [];
  for (const c of constants) {
    // a boundary nudged (2400 -> 2399, 2 -> 3) is where a limit moved instead of a comparison
    // fixed; a range extended (99 -> 999 for three-digit ids) is a new rule for every reader
    if (!nudged(c)) continue;
    const fixed = c.readers.filter((r) => changed(r.file, r.entity));
    // no reader shows the change the tests ask for: nothing says which use of the constant is the fixed one
    if (fixed.length === 0) continue;
    const fixedUses = [...new Set(fixed.flatMap((r) => r.uses))].sort();
    for (const r of c.readers) {
      if (changed(r.file, r.entity)) continue;
      if (r.uses.every((u) => fixedUses.includes(u))) continue; // the same use: the same fix reaching it
      readers.push({ file: r.file, entity: r.entity, constant: c, uses: r.uses, fixedUses });
    }
  }
  if (readers.length === 0) {
    if (!constants.some(nudged)) return none('no moved constant is a boundary nudged by a step (each moves by more than one unit and a tenth of its value)');
    return none(constants.some((c) => nudged(c) && c.readers.some((r) => changed(r.file, r.entity))) ? 'every other reader uses the moved constant as the fixed function does' : 'no reader of the moved constant shows the intended change');
  }
  return { readers, aims: shiftAims([...new Set(readers.map((r) => r.constant))]), why: null };
}

/** One probe of the attack: a reader's recorded call, or that call with a number set to an aim. */
export interface ShiftProbe {
  id: string;
  group: number;
  role: string;
  file: string;
  entity: string;
  argsRepr: string;
  test?: string | null;
  /** A call no test made: the arguments of a recorded call of this function, bound by name. */
  borrowed?: string;
}

/**
 * The counterexamples: an aimed call of a probed reader on which the candidate behaves otherwise
 * than the pre-edit, where the recorded call it came from behaves the same on both (the recorded
 * call's own divergence is differential execution's to judge); and a borrowed call (no test made
 * it, so nothing judged it yet) that behaves otherwise, aimed or not.
 */
export function judgeConstantShift(plan: ShiftPlan, probes: readonly ShiftProbe[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>): string[] {
  const out: string[] = [];
  const exactSame = new Set(probes.filter((p) => p.role === 'exact' && judge(pre.get(p.id), cand.get(p.id)) === 'same').map((p) => `${p.group}`));
  for (const p of probes) {
    if (!p.borrowed && (p.role !== 'aim' || !exactSame.has(`${p.group}`))) continue;
    const j = judge(pre.get(p.id), cand.get(p.id));
    if (j === 'same' || j === 'skip') continue;
    const r = plan.readers.find((x) => x.file === p.file && x.entity === p.entity);
    if (!r) continue;
    const c = r.constant;
    out.push(
      `constant shift: the candidate moves ${c.name} from ${c.before} to ${c.after}, which changes ${p.entity} (it uses the constant as ${r.uses.join(', ')}; ` +
        `the fixed function as ${r.fixedUses.join(', ')}) on ${describeDivergence(p, pre.get(p.id), cand.get(p.id))}` +
        `${p.borrowed ? ` (the arguments of ${p.borrowed}'s call in ${p.test ?? 'a test'}${p.role === 'aim' ? ', aimed at the constant' : ''})` : p.test ? ` (a call recorded in ${p.test}, aimed at the constant)` : ''}; no FAIL_TO_PASS call asks ${p.entity} to change`,
    );
    if (out.length >= 3) break;
  }
  return out;
}
