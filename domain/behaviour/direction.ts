// A check weakened beside the one the fix tightens (issue 10 item 3, "deletion"): where every
// FAIL_TO_PASS call of a changed predicate the candidate changed moves the same way — True made
// False (a refusal added: a lead of another team may no longer revoke) or False made True (an
// acceptance added) — an input of a changed predicate on which the candidate moves the other way
// is no part of that fix: a condition on a flag dropped (`not page.locked` gone from the delete
// rule). The inputs are the neighbours of the changed predicates' calls that flip a boolean — an
// argument or a field — the pre-edit refused on: a rule replaced by another (a cook may now bump
// the tickets they hold, whatever the station) moves other inputs both ways by design, and a
// moved string or number cannot tell the two apart. Pure.
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
  // A category swapped (the actor given another of the code's roles) counts too, but only in a
  // changed predicate no FAIL_TO_PASS call reaches: there the fix asks for nothing, so a role
  // the candidate newly lets through is a check weakened (`may_revoke_team` now open to any
  // member of the team beside a `may_revoke` tightened); in the fixed predicate itself a rule
  // replaced moves other roles both ways by design.
  const reached = new Set(rows.filter((r) => r.role === 'exact' && reproducer(r)).map((r) => fnKey(r.file, r.entity)));
  const judged = (r: DirectionRow) => /(^|-)flip@/.test(r.transform ?? '') || (/^category@/.test(r.transform ?? '') && !reached.has(fnKey(r.file, r.entity)));
  for (const r of rows) {
    if (!judged(r) || r.unlinked || r.outside || out.has(fnKey(r.file, r.entity))) continue;
    const [b, c] = [answer(pre.get(r.id)), answer(cand.get(r.id))];
    if (b === null || c === null || b === c || (b && !c) === tighten) continue;
    out.set(fnKey(r.file, r.entity), {
      fn: fnKey(r.file, r.entity),
      text:
        `deletion: the fix ${tighten ? 'refuses' : 'allows'} ${shown.argsRepr} (pre-edit ${tighten ? 'True' : 'False'}, candidate ${tighten ? 'False' : 'True'}), ` +
        `but the candidate now ${tighten ? 'allows' : 'refuses'} ${r.argsRepr} (a ${r.role} neighbour, ${r.transform}: ${/^category@/.test(r.transform ?? '') ? 'another of the code\'s categories' : 'a flag flipped'}), which the pre-edit ${tighten ? 'refused' : 'allowed'}: ` +
        `a change against the fix's direction, a check ${tighten ? 'weakened' : 'tightened'} beside the one it ${tighten ? 'adds' : 'lifts'}`,
    });
  }
  return [...out.values()];
}
