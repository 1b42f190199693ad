// Regressions beside the fix (issue 10 item 1, "regressions visible only on unasserted values"):
// the recorded calls of the changed functions the FAIL_TO_PASS change reaches, moved a little by
// relation-keeping neighbours (a budget one litre larger, a reading a tenth higher), on both trees.
// The recorded call itself often sits where a second change does not show (a budget that halves
// evenly, so truncating and rounding agree); its neighbours leave that spot. A divergence there is
// judged by attribution (attribution.ts), as differential execution judges one on the recorded
// call: a change of another kind than the reproducer's (a rounding moved where the fix only stops
// a mutation) is unexplained.
// A function the candidate changed on the side (no FAIL_TO_PASS call changes it) is not judged
// here: the fix carried over to a twin shows there in another shape (a loop step split in a
// function returning parts where the fixed one returns a sum; a tie ordered otherwise once a sort
// copies), so a kind test would reject correct fixes; its recorded calls stay differential
// execution's to judge. Value changes only: a raise gained or lost is the deletion and partial-fix
// judges' to read; and never on a list grown by a copy of an element (an option named twice is no
// input of the domain), nor on every number scaled alike (see below). Pure.
import type { Behaviour } from './schemas.js';
import type { NeighbourProbe } from './generalization.js';
import { attribute, fnKey } from './attribution.js';
import type { IntendedChange } from './attribution.js';
import { judge, renderBehaviour } from './compare.js';
import { onlyFloatNoise } from './scaling.js';

export interface BesideFinding {
  id: string;
  fn: string;
  text: string;
}

/**
 * The relation-keeping neighbours on which the candidate changes a returned value in a way the fix
 * does not explain. `changedHere(fn)`: the candidate changed the function itself (not only a
 * constant it reads).
 */
export function besideTheFix(
  rows: readonly NeighbourProbe[],
  pre: ReadonlyMap<string, Behaviour>,
  cand: ReadonlyMap<string, Behaviour>,
  intended: IntendedChange,
  changedHere: (fn: string) => boolean,
): BesideFinding[] {
  const out: BesideFinding[] = [];
  for (const r of rows) {
    // a list grown by a copy of its last element repeats an identifier (an option named twice,
    // which no caller's data holds): outside the domain the side change is judged on
    // and never on all numbers scaled alike: a neighbour for the special-casing judge (an input on a
    // proportional boundary stays on it), far enough from the recorded call to leave its region
    // and never outside the recorded domain, or far past it (neighbours.py `outside`, `far`)
    if (r.role !== 'keep' || /\+len/.test(r.transform) || r.transform.startsWith('scale@') || r.outside || r.far) continue;
    const b = pre.get(r.id);
    const c = cand.get(r.id);
    if (judge(b, c) !== 'diverged' || b!.kind !== 'return' || c!.kind !== 'return') continue;
    // float noise (62.400000000000006 made 62.4 by exact arithmetic) is no side change
    if (onlyFloatNoise(b!, c!)) continue;
    const fn = fnKey(r.file, r.entity);
    // a function the FAIL_TO_PASS change does not reach: not judged here (see above)
    if (!intended.atoms[fn]) continue;
    const a = attribute(r.file, r.entity, b!, c!, intended, changedHere(fn));
    if (a.explained) continue;
    const why = a.why;
    out.push({
      id: r.id,
      fn,
      text: `regression beside the fix: on a relation-keeping neighbour (${r.transform}) of a recorded call, ${r.file}: ${r.argsRepr}: pre-edit ${renderBehaviour(b)}; candidate ${renderBehaviour(c)} — ${why}`.slice(0, 900),
    });
  }
  return out;
}
