// The transplant attack's judgement (issue 10 item 2, "partial fix"): the candidate's own edit,
// carried over to the unchanged code of the same structure (python/patchgate_tools/transplant.py),
// gives a "completed" candidate. Where the candidate and its completion behave differently on an
// input, and the difference has the kind of the change the FAIL_TO_PASS tests demand (an exception
// of the same type no longer raised, a boolean flipped, a number grown...), the flaw the candidate
// fixed at the reported place is still in the sibling and shows on that input: a partial fix.
// The completion is a hypothesis, not a verdict — the activity confirms it on the visible tests
// (a completion that breaks one is discarded: the sibling is meant to stay as it is). Pure.
import type { Behaviour } from './schemas.js';
import type { IntendedChange } from './attribution.js';
import { comparable, isCrash, renderBehaviour, sameBehaviour } from './compare.js';
import { behaviourDelta, renderAtoms } from './delta.js';

/** One rewrite of a sibling, as the tool reports it. */
export interface Transplant {
  /** The tool's index: the single-rewrite tree is written under <out>/<id>/. */
  id: number;
  file: string;
  line: number;
  entity: string;
  old: string;
  new: string;
  model: { file: string; line: number };
  /** The functions through which the sibling runs. */
  callers: string[];
  /** The string literals the rewrite brings in (`"*"` in `rider.zone in (zone, "*")`). */
  literals?: string[];
  /**
   * The data names the sibling reads as the edited expression did (`dry_below` in
   * `moisture[z.name] < z.dry_below` beside the fixed `moisture < zone.dry_below`): the same rule
   * on the same data, not merely code of the same shape.
   */
  shared?: string[];
}

export interface TransplantProbe {
  id: string;
  file: string;
  entity: string;
  argsRepr: string;
  role: string;
  transform: string;
}

/** The kinds of delta the intended change shows, whatever function and part of the value. */
export function intendedKinds(intended: IntendedChange): Set<string> {
  const out = new Set<string>();
  for (const atoms of Object.values(intended.atoms)) for (const a of atoms) out.add(a.slice(a.indexOf('|') + 1));
  return out;
}

export interface TransplantFinding {
  probe: TransplantProbe;
  text: string;
}

/**
 * The inputs on which the candidate and its completion differ in the way the fix differs from the
 * pre-edit. Inputs the completion crashes on, or the candidate is unstable on, show nothing.
 */
/** An aim neighbour whose aimed value is a string literal the rewrite of one of its function's siblings brings in. */
function aimedAtBroughtLiteral(p: TransplantProbe, transplants: readonly Transplant[]): boolean {
  if (p.role !== 'aim') return false;
  const value = / aimed:(.*)$/.exec(p.transform)?.[1];
  if (value === undefined) return false;
  return transplants.some((t) => t.file === p.file && t.callers.includes(p.entity) && (t.literals ?? []).some((l) => value === `'${l}'` || value === `"${l}"`));
}

/**
 * A probe of a function through which a sibling runs that reads the same data as the edited
 * expression: there the completed rule's change shows in whatever shape that function returns (a
 * zone dropped from a list where the fixed predicate answered False), as the reproducer's own
 * input given to a sibling does.
 */
function throughSameData(p: TransplantProbe, transplants: readonly Transplant[]): boolean {
  return transplants.some((t) => (t.shared ?? []).length > 0 && t.file === p.file && (t.callers.includes(p.entity) || t.entity === p.entity));
}

export function judgeTransplant(
  transplants: readonly Transplant[],
  probes: readonly TransplantProbe[],
  cand: ReadonlyMap<string, Behaviour>,
  completed: ReadonlyMap<string, Behaviour>,
  intended: IntendedChange,
  max = 3,
): TransplantFinding[] {
  const kinds = intendedKinds(intended);
  if (kinds.size === 0 || transplants.length === 0) return [];
  const out: TransplantFinding[] = [];
  const where = transplants
    .slice(0, 3)
    .map((t) => `\`${t.old}\` at ${t.file}:${t.line}${t.entity ? ` (${t.entity})` : ''}, rewritten as the candidate rewrote ${t.model.file}:${t.model.line}`)
    .join('; ');
  // where the fix itself ends a hang (a deadlock on the FAIL_TO_PASS call), a sibling that still
  // hangs on the candidate and returns once completed is the same flaw left
  const hangFixed = kinds.has('kind:timeout->return');
  for (const p of probes) {
    const c = cand.get(p.id);
    const t = completed.get(p.id);
    if (!comparable(c) || !comparable(t) || c.stable === false || (c.kind === 'timeout' && !hangFixed) || c.kind === 'killed') continue;
    if (t.kind === 'timeout' || t.kind === 'killed' || isCrash(t) || sameBehaviour(c, t)) continue;
    // an input with a number of one argument set to a number another one carries deep inside
    // (a reading set to a zone's threshold) is aimed at a rule between two data: it tells only
    // through a sibling that reads the same data, never through code merely of the same shape
    if (p.role === 'aim' && /=peer\b/.test(p.transform) && !throughSameData(p, transplants)) continue;
    const atoms = behaviourDelta(c, t);
    // a candidate that waits past the time limit is the hang left only where the completion ends
    // the wait as the fix ends the reproducer's (returns): a call told to wait for stock that never
    // comes (`dispense(..., wait=3)`) times out on one tree and gives up in time on the other by chance
    if (c.kind === 'timeout' && !atoms.some((a) => a.kind.startsWith('kind:timeout->') && kinds.has(a.kind))) continue;
    // a deliberate refusal on the candidate that the completion lets through is a check the
    // carried-over edit skips (a helper that does not validate put in place of the method that
    // did), not the flaw left, unless the fix itself lifts refusals
    if (c.kind === 'raise' && c.deliberate && t.kind === 'return' && ![...kinds].some((k) => k.startsWith('exc:gone'))) continue;
    // on the reproducer's own input given to the sibling (role `entry`) the completed fix's change
    // is the fix's by construction, whatever shape the sibling's value has (a list of parts beside
    // the amount they sum to); so it is on an input aimed at a literal the rewrite itself brings in
    // (a rider of zone "*" where `== zone` became `in (zone, "*")`: a filter answers with a list
    // where the fixed check answered by not raising); elsewhere only a change of the kinds the fix
    // makes counts
    const anyShape = p.role === 'entry' || aimedAtBroughtLiteral(p, transplants) || throughSameData(p, transplants);
    if (atoms.length === 0 || (!anyShape && !atoms.every((a) => kinds.has(a.kind)))) continue;
    out.push({
      probe: p,
      text:
        `partial fix: the flaw the candidate fixed is still in the code of the same structure it left unchanged (${where}); ` +
        `on this input the candidate behaves as the pre-edit did on the FAIL_TO_PASS input and the completed fix does not (${renderAtoms(atoms)}${p.role === 'entry' ? ', on the FAIL_TO_PASS input itself' : aimedAtBroughtLiteral(p, transplants) ? ', at a value the rewrite itself brings in' : throughSameData(p, transplants) ? ', through a sibling that applies the same rule to the same data' : ', the kind of change the FAIL_TO_PASS tests demand'}) — ` +
        `${p.file}: ${p.argsRepr} [${p.role === 'exact' ? (p.transform === 'left-behind' ? 'an object a FAIL_TO_PASS test left behind on the candidate' : 'a recorded call') : `${p.role} neighbour (${p.transform})`}]: candidate ${renderBehaviour(c)}; completed fix ${renderBehaviour(t)}`.slice(0, 900),
    });
  }
  // one finding per function first: where the completion differs in several functions, the
  // sibling confirmed alone is looked for in each of them, not only in the first one walked
  const firsts = out.filter((f, i) => out.findIndex((g) => g.probe.entity === f.probe.entity) === i);
  return [...firsts, ...out.filter((f) => !firsts.includes(f))].slice(0, max);
}
