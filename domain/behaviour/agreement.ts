// The agreement attack (issue 10 item 2: a partial fix found by execution, in the spirit of
// Invalidator's invariants inferred on passing executions). A predicate the fix changes often has
// a sibling that answers the same question another way: `quorum_met(t, e, q)` is True exactly when
// `votes_short(t, e, q)` is 0. Where the pre-edit keeps such an agreement on every sampled input,
// the reproducer's input included, and the candidate changes the predicate on the reproducer's
// input but leaves the sibling's answer as it was, so that the two now disagree, the fix reached
// one of two places that hold the same rule: a partial fix. A complete fix changes both and keeps
// the agreement. The sibling must be tied to the predicate in the code too (the same parameter
// names, or a call both make with the same arguments): agreement alone can be coincidence. Pure.
import type { Behaviour } from './schemas.js';
import { comparable, sameBehaviour } from './compare.js';
import { fnKey } from './attribution.js';

/** Rows of the neighbours tool run with --entries: a function's call and its siblings' on the same arguments. */
export interface AgreementRow {
  id: string;
  group: number;
  role: string;
  file: string;
  entity: string;
  argsRepr: string;
  /** For an entry row: what ties the sibling to the function statically (the same parameter names, a shared call). */
  kin?: string[];
}

/** The fewest sampled inputs, and of each answer of the predicate, for an agreement to count. */
export const MIN_AGREEMENT_SAMPLES = 6;
export const MIN_AGREEMENT_EACH = 2;

const FALSY = new Set(['False', 'None', '0', '0.0', '-0.0', "''", '""', "b''", '[]', '{}', '()', 'set()', 'frozenset()', 'Fraction(0, 1)']);

/** Python truthiness of a returned value, from its repr; null when the repr cannot tell. */
export function truthy(b: Behaviour | undefined): boolean | null {
  if (!b || b.kind !== 'return' || b.value == null) return null;
  const v = b.value.trim();
  if (FALSY.has(v) || /^Decimal\('-?0(\.0*)?'\)$/.test(v)) return false;
  if (/^(True|-?\d+(\.\d+)?|-?\d*\.\d+(e-?\d+)?|Decimal\('.*'\)|Fraction\(.*\)|'.+'|".+"|\[.+\]|\{.+\}|\(.+\))$/.test(v)) return true;
  return null;
}

/** A True or False answer. */
export const isBool = (b: Behaviour | undefined): boolean => b?.kind === 'return' && (b.value === 'True' || b.value === 'False');

/**
 * Counterexamples: for each fixed group (a FAIL_TO_PASS call the candidate changed), a sibling
 * whose answer agreed with the predicate's (the same truth, or the opposite) on every sampled
 * input of the pre-edit and disagrees on the candidate, having kept its own answer there.
 */
export function judgeAgreement(rows: readonly AgreementRow[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>, fixedGroups: ReadonlySet<number>): { text: string; fn: string }[] {
  const exact = new Map<number, AgreementRow>();
  for (const r of rows) if (r.role === 'exact') exact.set(r.group, r);
  const siblings = new Map<string, AgreementRow[]>();
  // a sibling counts only where something in the code ties it to the same rule: two predicates that
  // happen to agree (`quorum_met` and `majority_reached`, one `>` each) are different rules
  for (const r of rows) if (r.role === 'entry' && (r.kin ?? []).length > 0) (siblings.get(r.entity) ?? siblings.set(r.entity, []).get(r.entity)!).push(r);
  const out: { text: string; fn: string }[] = [];
  for (const [entity, entries] of siblings) {
    let same = 0;
    let opposite = 0;
    let yes = 0;
    let no = 0;
    let samples = 0;
    let unfit = false;
    for (const e of entries) {
      const x = exact.get(e.group);
      if (!x) continue;
      const f = pre.get(x.id);
      const s = pre.get(e.id);
      if (!comparable(f) || !comparable(s) || f.stable === false || s.stable === false) continue;
      if (f.kind !== 'return' || s.kind !== 'return') continue;
      // only a predicate: an answer True or False on every sampled input
      if (!isBool(f)) {
        unfit = true;
        break;
      }
      const tf = f.value === 'True';
      const ts = truthy(s);
      if (ts === null) continue;
      samples++;
      if (tf) yes++;
      else no++;
      if (tf === ts) same++;
      else opposite++;
    }
    if (unfit || samples < MIN_AGREEMENT_SAMPLES || yes < MIN_AGREEMENT_EACH || no < MIN_AGREEMENT_EACH) continue;
    const relation = same === samples ? 'same' : opposite === samples ? 'opposite' : null;
    if (!relation) continue;
    for (const e of entries.filter((r) => fixedGroups.has(r.group))) {
      const x = exact.get(e.group)!;
      const f0 = pre.get(x.id);
      const f1 = cand.get(x.id);
      const s0 = pre.get(e.id);
      const s1 = cand.get(e.id);
      if (!isBool(f1) || !comparable(s1) || !comparable(s0) || sameBehaviour(f0!, f1!) || !sameBehaviour(s0, s1)) continue;
      const ts = truthy(s1);
      if (ts === null || (f1!.value === 'True') === (relation === 'same' ? ts : !ts)) continue;
      const name = x.entity.split('.').pop();
      const sib = entity.split('.').pop();
      out.push({
        fn: fnKey(e.file, entity),
        text:
          `partial fix: on the pre-edit, ${name} is True exactly when ${sib}, given the same arguments, answers ${relation === 'same' ? 'something truthy' : 'something falsy (0, empty, None)'}, on all ${samples} sampled inputs, the FAIL_TO_PASS input among them; ` +
          `the two have ${(e.kin ?? []).map((k) => (k === 'same parameters' ? 'the same parameter names' : k === 'same code' ? 'the same code (up to parameter names)' : `the call ${k}`)).join(' and ')} in common; the candidate changes ${x.argsRepr} from ${f0!.kind === 'return' ? f0!.value : f0!.kind} to ${f1!.value} but leaves ${sib} at ${s1.kind === 'return' ? s1.value : s1.kind} there, so the two now disagree: the rule they share is fixed in one of them`,
      });
      break;
    }
  }
  return out;
}
