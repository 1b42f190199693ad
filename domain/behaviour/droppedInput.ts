// The dropped-input attack (issue 10 items 2-3: an overfit or a deletion found by execution). A
// candidate that passes a visible test by writing the tested value where an input stood
// (`held <= limit` -> `held < 2`, `held > self.max_plots` -> `held >= 2`) or by removing the rule
// that used it (`e - base >= threshold` -> `e > base`) no longer reads that input. ChangeFacts
// `droppedReads` lists such inputs statically (python/patchgate_tools/dropped_reads.py); that alone
// decides nothing (the input may be read through a helper now). The attack runs the recorded calls
// of the function with each such input moved (neighbours.py role "vary") on both trees. Where the
// pre-edit's result moves with the input and the candidate's stays put on the same call, the
// candidate's function ignores an input its contract depends on: a counterexample. Where the
// candidate's result moves too, the input is still read, and nothing is reported. Pure.
import type { Behaviour, Probe } from './schemas.js';
import { clip, comparable, renderBehaviour } from './compare.js';
import { fnKey } from './attribution.js';
import type { ChangeFacts } from '../schemas.js';

/** An input a changed function stops reading (ChangeFacts `droppedReads`). */
export interface DroppedInput {
  file: string;
  entity: string;
  /** The parameter's name, or the receiver field's path (`book.max_plots`). */
  name: string;
  kind: 'param' | 'field';
}

/** The dropped inputs of a change's facts. */
export function droppedInputs(facts: ChangeFacts | null | undefined): DroppedInput[] {
  return (facts?.files ?? []).flatMap((f) => (f.droppedReads ?? []).map((d) => ({ file: f.path, ...d })));
}

/** A row of the neighbours tool in --vary mode. */
export interface VaryRow extends Probe {
  group: number;
  role: string;
  transform: string;
  /** The input moved: a parameter's name or `self.<field>`. */
  input?: string;
}

/** A definite result: a return, or a raise of the repository's own (a rejection). */
function definite(b: Behaviour | undefined): b is Behaviour {
  return comparable(b) && b.stable !== false && (b.kind === 'return' || (b.kind === 'raise' && b.deliberate === true));
}

/**
 * The same result, and the same state left in the arguments both calls pass alike: a default
 * passed explicitly adds an argument, and a moved receiver field is itself receiver state, so
 * neither the moved argument nor, for a field, the receiver is compared.
 */
function sameResult(a: Behaviour, b: Behaviour, skipReceiver: boolean): boolean {
  if (a.kind !== b.kind || (a.key ?? null) !== (b.key ?? null) || (a.exc ?? null) !== (b.exc ?? null)) return false;
  const [ma, mb] = [a.mutated ?? [], b.mutated ?? []];
  for (let i = skipReceiver ? 1 : 0; i < Math.min(ma.length, mb.length); i++) if ((ma[i] ?? null) !== (mb[i] ?? null)) return false;
  return true;
}

/**
 * The counterexamples: per moved input, where the candidate's result stays put on every call on
 * which the input was moved (definite on both trees), and the pre-edit's moves with it on at least
 * one. A correct fix may rightly stop depending on an input on some calls (a waived fine owes
 * nothing whatever its amount); a candidate that still reads the input somewhere shows it moving
 * on another call, and is cleared. The result is compared, and the state left in the arguments
 * both calls pass alike.
 */
export function judgeDroppedInput(rows: readonly VaryRow[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>): { text: string; fn: string }[] {
  const exact = new Map(rows.filter((r) => r.role === 'exact').map((r) => [r.group, r] as const));
  const seen = new Map<string, { witness: string | null; fn: string; candidateMoves: boolean }>();
  for (const r of rows) {
    if (r.role !== 'vary' || !r.input) continue;
    const e = exact.get(r.group);
    if (!e) continue;
    const [pe, pv, ce, cv] = [pre.get(e.id), pre.get(r.id), cand.get(e.id), cand.get(r.id)];
    if (!definite(pe) || !definite(pv) || !definite(ce) || !definite(cv)) continue;
    const key = `${fnKey(r.file, r.entity)}::${r.input}`;
    const acc = seen.get(key) ?? { witness: null, fn: fnKey(r.file, r.entity), candidateMoves: false };
    seen.set(key, acc);
    const same = (a: Behaviour, b: Behaviour) => sameResult(a, b, r.input!.startsWith('self.'));
    if (!same(ce, cv)) acc.candidateMoves = true;
    else if (!same(pe, pv) && acc.witness === null) {
      acc.witness =
        `dropped input: the candidate's ${r.entity} no longer reads ${r.input}, which the pre-edit's result depends on — ` +
        `${r.file}: ${clip(e.argsRepr, 240)}${e.test ? ` (recorded in ${e.test})` : ''}: the pre-edit ${renderBehaviour(pe)}, and with ${r.transform.replace(/^vary:/, '')} it ${renderBehaviour(pv)}; ` +
        `the candidate ${renderBehaviour(ce)} both times, and on no recorded call does its result move with ${r.input}`;
    }
  }
  return [...seen.values()].filter((a) => a.witness !== null && !a.candidateMoves).map((a) => ({ text: a.witness!, fn: a.fn }));
}
