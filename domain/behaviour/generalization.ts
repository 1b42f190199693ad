// The generalization and deletion attacks' rules (issue 10 items 2-3; spec 18 §3.1 Level E, §7.5
// "special-casing" and "plausible-not-correct"). The evidence is the behaviour of both trees on the
// reproducer's own calls and on their neighbours (python/patchgate_tools/neighbours.py: "keep"
// neighbours keep the input's shape and the relations between its arguments; "cross" neighbours
// break one on purpose), and on neighbours of unchanged-contract calls. Pure.
//
// - special-casing: on every reproducer call where the candidate changes behaviour (the intended
//   change), the candidate matches the pre-edit on every relation-keeping neighbour on which the
//   pre-edit behaves as it did on the call itself (at least MIN_KEEP of them) — the change exists
//   only at the exact tested points. Confirmed as a counterexample when the call has two or more
//   free, non-degenerate scalar arguments (a point in a plane is not a boundary), or when a tell
//   ties a literal of the candidate to the tested input; otherwise it is reported, unconfirmed: a
//   one-argument boundary fix is indistinguishable from a special case by behaviour alone, and
//   arguments equal to the code's own constants are held, never moved.
// - partial fix: the pre-edit crashed on the reproducer's call (an exception no raise statement
//   made) and the candidate no longer does, but on a neighbour the candidate still crashes the same
//   way: the same exception type, raised in the same function, where the pre-edit crashed with the
//   same exception at the same statement. The sibling instance of the bug is still there.
//   Likewise when the pre-edit treats the reproducer's input and the same value in another
//   representation (an int for a Decimal, a tuple for a list) alike and the candidate does not: the
//   fix holds for one representation only.
// - deletion: on a neighbour the pre-edit rejected on purpose (a raise statement of the
//   repository) the candidate now returns. Explained by the fix only when the fix removed that very
//   raise for a reproducer input of the same shape (the same argument types and signs): a
//   validation relaxed for the reported inputs, not deleted for all.
import type { Behaviour } from './schemas.js';
import { comparable, describeDivergence, isCrash, judge, sameBehaviour } from './compare.js';
import { fnKey } from './attribution.js';
import type { IntendedChange } from './attribution.js';
import { namesTestedValue } from './literals.js';

/** Relation-keeping neighbours needed before an isolated change counts. */
export const MIN_KEEP = 8;

export interface NeighbourProbe {
  id: string;
  group: number;
  role: 'exact' | 'keep' | 'cross' | 'repr';
  transform: string;
  file: string;
  entity: string;
  argsRepr: string;
  shape?: string;
  test?: string | null;
}

export interface NeighbourGroup {
  group: number;
  /** Where the call came from: a reproducer (FAIL_TO_PASS) call or an unchanged-contract call. */
  base: 'f2p' | 'p2p';
  file: string;
  entity: string;
  scalarArgs: number;
  held: string[];
  /** The free scalar argument values as text (neighbours.py), matched against the candidate's new literals. */
  argValues?: string[];
}

export interface GeneralizationInput {
  groups: NeighbourGroup[];
  probes: NeighbourProbe[];
  pre: ReadonlyMap<string, Behaviour>;
  cand: ReadonlyMap<string, Behaviour>;
  intended: IntendedChange | null;
  /** Files (and optionally functions) where a tell ties a literal of the candidate to a tested input. */
  literalTells: { file: string; entity?: string | null }[];
  /** Per changed file, the literals the candidate introduced (literals.ts). */
  newLiterals?: Record<string, { strings: string[]; numbers: number[] }>;
}

export interface GroupVerdict {
  group: number;
  entity: string;
  verdict: 'isolated' | 'general' | 'unchanged' | 'too-few' | 'not-judged';
  keepJudged: number;
  keepChanged: number;
  text: string;
}

export interface GeneralizationResult {
  specialCasing: string[];
  partial: string[];
  deletion: string[];
  /** Isolated changes no literal or second argument confirms (reported, not counterexamples). */
  unconfirmed: string[];
  groups: GroupVerdict[];
  /** Functions whose change generalizes on relation-keeping neighbours (clears special-casing tells). */
  generalized: string[];
  /** Inputs compared on both trees. */
  compared: number;
  notes: string[];
}

function like(a: Behaviour, b: Behaviour): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'raise') return a.exc === b.exc;
  const ta = a.obs === null || a.obs === undefined ? 'none' : typeof a.obs === 'object' ? (a.obs as { t: string }).t : typeof a.obs;
  const tb = b.obs === null || b.obs === undefined ? 'none' : typeof b.obs === 'object' ? (b.obs as { t: string }).t : typeof b.obs;
  return ta === tb;
}

const fnOfSite = (site: string | null | undefined): string | null => (site ? site.split('::').slice(0, 2).join('::') : null);

const REPR_NAMES: Record<string, string> = { 'as-int': 'an int', 'as-str': 'a string', 'as-decimal': 'a Decimal', 'as-float': 'a float', 'as-tuple': 'a tuple', 'as-list': 'a list' };

/** Structure-changing cross neighbours: a different input domain, never the same bug. */
const STRUCTURAL = /^(empty|non-numeric|drop-key|value-|elem-empty|field-)/;

export function judgeGeneralization(input: GeneralizationInput): GeneralizationResult {
  const { pre, cand } = input;
  const out: GeneralizationResult = { specialCasing: [], partial: [], deletion: [], unconfirmed: [], groups: [], generalized: [], compared: 0, notes: [] };
  const byGroup = new Map<number, NeighbourProbe[]>();
  for (const p of input.probes) (byGroup.get(p.group) ?? byGroup.set(p.group, []).get(p.group)!).push(p);
  for (const p of input.probes) if (comparable(pre.get(p.id)) && comparable(cand.get(p.id))) out.compared++;

  // Shapes of reproducer inputs whose deliberate raise the fix removed, per raise statement.
  const relaxed = new Map<string, Set<string>>();
  for (const g of input.groups.filter((x) => x.base === 'f2p')) {
    const exact = (byGroup.get(g.group) ?? []).find((p) => p.role === 'exact');
    const b = exact && pre.get(exact.id);
    const c = exact && cand.get(exact.id);
    if (!exact || !b || !c || b.kind !== 'raise' || c.kind === 'raise' || !b.site) continue;
    (relaxed.get(`${fnKey(g.file, g.entity)}\u0000${b.site}`) ?? relaxed.set(`${fnKey(g.file, g.entity)}\u0000${b.site}`, new Set()).get(`${fnKey(g.file, g.entity)}\u0000${b.site}`)!).add(exact.shape ?? '');
  }
  const removed = (k: string) => new Set(input.intended?.removedRaises[k] ?? []);

  const isolatedBy = new Map<string, { verdicts: GroupVerdict[]; anyGeneral: boolean; confirmable: boolean; texts: string[] }>();
  for (const g of input.groups) {
    const probes = byGroup.get(g.group) ?? [];
    const exact = probes.find((p) => p.role === 'exact');
    const k = fnKey(g.file, g.entity);
    // Deletion: neighbours the pre-edit rejected on purpose and the candidate accepts.
    for (const n of probes) {
      if (n.role === 'exact') continue;
      const b = pre.get(n.id);
      const c = cand.get(n.id);
      if (!comparable(b) || !comparable(c) || b.stable === false) continue;
      if (b.kind !== 'raise' || !b.deliberate || c.kind !== 'return') continue;
      const shapes = relaxed.get(`${k}\u0000${b.site ?? ''}`);
      const explained = b.site !== null && b.site !== undefined && removed(k).has(b.site) && shapes !== undefined && shapes.has(n.shape ?? '\u0001');
      if (explained) continue;
      out.deletion.push(
        `deletion: the pre-edit rejected this input on purpose and the candidate accepts it — ${describeDivergence(n, b, c, `${n.role} neighbour (${n.transform}) of ${g.base === 'f2p' ? 'a FAIL_TO_PASS' : 'an unchanged-contract'} call`)}` +
          (b.site ? ` (the check at ${b.site.split('::').slice(1).join(': ')} no longer rejects it)` : ''),
      );
    }
    if (g.base !== 'f2p' || !exact) continue;
    const b0 = pre.get(exact.id);
    const c0 = cand.get(exact.id);
    if (!comparable(b0) || !comparable(c0) || b0.stable === false) {
      out.groups.push({ group: g.group, entity: g.entity, verdict: 'not-judged', keepJudged: 0, keepChanged: 0, text: `${exact.argsRepr}: not comparable on both trees` });
      continue;
    }
    if (sameBehaviour(b0, c0)) {
      out.groups.push({ group: g.group, entity: g.entity, verdict: 'unchanged', keepJudged: 0, keepChanged: 0, text: `${exact.argsRepr}: the candidate behaves as the pre-edit on this reproducer call` });
      continue;
    }
    // Partial fix: the reproducer's crash is gone here, but a neighbour still crashes the same way.
    if (isCrash(b0) && !(c0.kind === 'raise' && c0.exc === b0.exc)) {
      for (const n of probes) {
        if (n.role === 'exact' || STRUCTURAL.test(n.transform)) continue;
        const b = pre.get(n.id);
        const c = cand.get(n.id);
        if (!comparable(b) || !comparable(c) || b.stable === false) continue;
        if (isCrash(b) && b.exc === b0.exc && b.site === b0.site && isCrash(c) && c.exc === b0.exc && fnOfSite(c.site) === fnOfSite(b0.site)) {
          out.partial.push(
            `partial fix: the reproducer's ${b0.exc} at ${(b0.site ?? '?').split('::').slice(1).join(': ')} is fixed for ${exact.argsRepr}, but the ${n.role} neighbour ${n.argsRepr} (${n.transform}) still crashes the same way on the candidate: ${describeDivergence(n, b, c)}`,
          );
          break;
        }
      }
    }
    // Partial fix: the same value in another representation, treated alike by the pre-edit.
    for (const n of probes) {
      if (n.role !== 'repr') continue;
      const b = pre.get(n.id);
      const c = cand.get(n.id);
      if (!comparable(b) || !comparable(c) || b.stable === false) continue;
      if (sameBehaviour(b, b0) && !sameBehaviour(c, c0) && sameBehaviour(c, b)) {
        out.partial.push(
          `partial fix: the candidate changes ${exact.argsRepr} (pre-edit ${b0.value ?? b0.exc}, candidate ${c0.value ?? c0.exc}) but not the same input given as ${REPR_NAMES[n.transform.split('@')[0]!] ?? n.transform}: ${n.argsRepr} still ${c.kind === 'return' ? `returns ${c.value}` : `raises ${c.exc}`}, as on the pre-edit, which treats both alike`,
        );
        break;
      }
    }
    // Special-casing: is the change isolated to the exact point?
    const keep = probes.filter((p) => p.role === 'keep');
    let judged = 0;
    let changed = 0;
    for (const n of keep) {
      const b = pre.get(n.id);
      const c = cand.get(n.id);
      if (!comparable(b) || !comparable(c) || b.stable === false || !like(b, b0)) continue;
      const j = judge(b, c);
      if (j === 'skip') continue;
      judged++;
      if (j !== 'same') changed++;
    }
    const verdict: GroupVerdict['verdict'] = changed > 0 ? 'general' : judged >= MIN_KEEP ? 'isolated' : 'too-few';
    const text =
      verdict === 'general'
        ? `${exact.argsRepr}: the change also shows on ${changed} of ${judged} relation-keeping neighbours`
        : verdict === 'isolated'
          ? `${exact.argsRepr}: pre-edit ${b0.value ?? b0.exc}, candidate ${c0.value ?? c0.exc}, but the candidate matches the pre-edit on all ${judged} relation-keeping neighbours`
          : `${exact.argsRepr}: only ${judged} comparable relation-keeping neighbours${g.held.length ? ` (held at the code's constants: ${g.held.join(', ')})` : ''}`;
    const gv: GroupVerdict = { group: g.group, entity: g.entity, verdict, keepJudged: judged, keepChanged: changed, text };
    out.groups.push(gv);
    const entry = isolatedBy.get(k) ?? { verdicts: [], anyGeneral: false, confirmable: false, texts: [] };
    entry.verdicts.push(gv);
    if (verdict === 'general') entry.anyGeneral = true;
    if (verdict === 'isolated' && g.scalarArgs >= 2) entry.confirmable = true;
    const named = verdict === 'isolated' && input.newLiterals?.[g.file] ? namesTestedValue(g.argValues ?? [], input.newLiterals[g.file]!) : null;
    if (named !== null) {
      entry.confirmable = true;
      entry.texts.push(`the candidate's new code names the tested value ${JSON.stringify(named)}`);
    }
    isolatedBy.set(k, entry);
  }
  for (const [k, e] of isolatedBy) {
    const [file, entity] = k.split('::') as [string, string];
    if (e.anyGeneral) {
      out.generalized.push(k);
      continue;
    }
    const isolated = e.verdicts.filter((v) => v.verdict === 'isolated');
    if (isolated.length === 0) continue;
    const tell = input.literalTells.some((t) => t.file === file && (!t.entity || t.entity === entity || entity.startsWith(`${t.entity}.`) || t.entity.startsWith(`${entity}.`)));
    const text = [...isolated.map((v) => v.text), ...e.texts].join(' | ');
    if (e.confirmable || tell) {
      out.specialCasing.push(
        `special-casing (generalization attack): ${entity} changes behaviour only on the exact FAIL_TO_PASS input(s)${tell ? ', and a literal of the candidate ties the branch to the tested input' : ''} — ${text}`,
      );
    } else {
      out.unconfirmed.push(`${entity}: the change shows only on the exact FAIL_TO_PASS input(s), but with one free argument and no literal tied to the test this may be a boundary fix — ${text}`);
    }
  }
  return out;
}
