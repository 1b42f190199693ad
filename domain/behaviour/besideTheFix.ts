// Regressions beside the fix (issue 10 item 1, "regressions visible only on unasserted values"):
// the recorded calls of the changed functions, moved a little by relation-keeping neighbours (a
// track's elevation up a metre, a budget one litre larger), on both trees. The recorded call itself
// often sits where the candidate's side change does not show (a test track with whole-percent
// grades, a budget that halves evenly); its neighbours leave that spot. A divergence there is judged
// as differential execution judges one on the recorded call:
//  - in a function the FAIL_TO_PASS change reaches, by attribution (attribution.ts): a change of
//    another kind than the reproducer's (a rounding moved where the fix only stops a mutation) is
//    unexplained;
//  - in a function the candidate changed on the side (no FAIL_TO_PASS call changes it), a change of
//    a kind the fix shows nowhere (grades rounded to whole percent where the fix changes a label);
//    a change of one of the fix's kinds is the fix carried over to a sibling (a second formatter
//    repaired alike), never counted; nor is a change of a function the issue text names (the
//    report asks for it: "`max_aliquots` is also one short near the limit").
// Value changes only: a raise gained or lost is the deletion and partial-fix judges' to read; and
// never on a list grown by a copy of an element (an option named twice is no input of the domain).
// Pure.
import type { Behaviour } from './schemas.js';
import type { NeighbourProbe } from './generalization.js';
import { attribute, fnKey } from './attribution.js';
import type { IntendedChange } from './attribution.js';
import { judge, renderBehaviour } from './compare.js';
import { behaviourDelta, renderAtoms } from './delta.js';

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
  namedByIssue: (entity: string) => boolean = () => false,
): BesideFinding[] {
  const kinds = new Set(Object.values(intended.atoms).flatMap((xs) => xs.map((x) => x.slice(x.indexOf('|') + 1))));
  // nothing to hold a side change against where the fix's own change was not measured
  if (kinds.size === 0) return [];
  const out: BesideFinding[] = [];
  for (const r of rows) {
    // a list grown by a copy of its last element repeats an identifier (an option named twice,
    // which no caller's data holds): outside the domain the side change is judged on
    if (r.role !== 'keep' || /\+len/.test(r.transform)) continue;
    const b = pre.get(r.id);
    const c = cand.get(r.id);
    if (judge(b, c) !== 'diverged' || b!.kind !== 'return' || c!.kind !== 'return') continue;
    const fn = fnKey(r.file, r.entity);
    let why: string | null = null;
    if (intended.atoms[fn]) {
      const a = attribute(r.file, r.entity, b!, c!, intended, changedHere(fn));
      if (!a.explained) why = a.why;
    } else if (changedHere(fn) && !namedByIssue(r.entity)) {
      const atoms = behaviourDelta(b!, c!);
      // the same number in another type (60 for 60.0) is no change a caller meets
      const foreign = atoms.filter((a) => !kinds.has(a.kind) && a.kind !== 'num:repr');
      if (foreign.length) why = `the FAIL_TO_PASS tests change no call of ${r.entity}, which the candidate changed too, and this change (${renderAtoms(foreign)}) is of no kind the fix shows`;
    }
    if (why === null) continue;
    out.push({
      id: r.id,
      fn,
      text: `regression beside the fix: on a relation-keeping neighbour (${r.transform}) of a recorded call, ${r.file}: ${r.argsRepr}: pre-edit ${renderBehaviour(b)}; candidate ${renderBehaviour(c)} — ${why}`.slice(0, 900),
    });
  }
  return out;
}
