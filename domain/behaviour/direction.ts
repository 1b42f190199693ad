// A check weakened beside the one the fix tightens (issue 10 item 3, "deletion"): where every
// FAIL_TO_PASS call of a changed predicate the candidate changed moves the same way — True made
// False (a refusal added: a lead of another team may no longer revoke) or False made True (an
// acceptance added) — an input of a changed predicate on which the candidate moves the other way
// is no part of that fix: a condition dropped (`not page.locked` gone from the delete rule), a
// role widened (any member of the team may now revoke). The inputs are the recorded calls of the
// changed predicates and their relation-keeping and relation-crossing neighbours. Pure.
import type { Behaviour } from './schemas.js';
import { comparable } from './compare.js';
import { fnKey } from './attribution.js';

export interface DirectionRow {
  id: string;
  role: string;
  file: string;
  entity: string;
  argsRepr: string;
  transform?: string;
  unlinked?: boolean;
  outside?: boolean;
}

const answer = (b: Behaviour | undefined): boolean | null => (comparable(b) && b.kind === 'return' && b.stable !== false && (b.value === 'True' || b.value === 'False') ? b.value === 'True' : null);

/** Counterexamples: one per predicate at most. `reproducer` tells the FAIL_TO_PASS exact rows. */
export function againstTheFix(rows: readonly DirectionRow[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>, reproducer: (r: DirectionRow) => boolean): { text: string; fn: string }[] {
  const moves = rows.filter((r) => r.role === 'exact' && reproducer(r)).flatMap((r) => {
    const [b, c] = [answer(pre.get(r.id)), answer(cand.get(r.id))];
    return b === null || c === null || b === c ? [] : [{ r, tighten: b && !c }];
  });
  if (moves.length === 0 || moves.some((m) => m.tighten !== moves[0]!.tighten)) return [];
  const tighten = moves[0]!.tighten;
  const shown = moves[0]!.r;
  const out = new Map<string, { text: string; fn: string }>();
  for (const r of rows) {
    if (r.role === 'repr' || r.role === 'entry' || r.unlinked || r.outside || out.has(fnKey(r.file, r.entity))) continue;
    const [b, c] = [answer(pre.get(r.id)), answer(cand.get(r.id))];
    if (b === null || c === null || b === c || (b && !c) === tighten) continue;
    out.set(fnKey(r.file, r.entity), {
      fn: fnKey(r.file, r.entity),
      text:
        `deletion: the fix ${tighten ? 'refuses' : 'allows'} ${shown.argsRepr} (pre-edit ${tighten ? 'True' : 'False'}, candidate ${tighten ? 'False' : 'True'}), ` +
        `but the candidate now ${tighten ? 'allows' : 'refuses'} ${r.argsRepr}${r.role === 'exact' ? ' (a recorded call)' : ` (a ${r.role} neighbour${r.transform ? `, ${r.transform}` : ''})`}, which the pre-edit ${tighten ? 'refused' : 'allowed'}: ` +
        `a change against the fix's direction, a check ${tighten ? 'weakened' : 'tightened'} beside the one it ${tighten ? 'adds' : 'lifts'}`,
    });
  }
  return [...out.values()];
}
