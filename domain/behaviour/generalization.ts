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
// - beyond the boundary: when the intended change is a boundary (relations.ts: it happens exactly
//   where two parts of the input are equal), a neighbour off that boundary on which the candidate
//   behaves differently from the pre-edit is a change the fix does not explain: a regression one
//   step from the reported point (ranges one day apart now "overlap" too). Relation-keeping
//   neighbours stay on the boundary, so they are what a correct boundary fix changes.
// - deletion: on a neighbour the pre-edit rejected on purpose (a raise statement of the
//   repository) the candidate now returns. Explained by the fix only when the fix removed that very
//   raise for a reproducer input of the same shape (the same argument types and signs): a
//   validation relaxed for the reported inputs, not deleted for all; or when the neighbour lies on
//   a boundary fix's boundary (the rejection at the bound was the bug).
import type { Behaviour, Obs } from './schemas.js';
import { comparable, describeDivergence, isCrash, judge, sameBehaviour } from './compare.js';
import { valueDelta } from './delta.js';
import { fnKey, readerShowsRemovedRaise, sameRejectionRemoved } from './attribution.js';
import type { IntendedChange } from './attribution.js';
import { namesTestedValue } from './literals.js';
import { onAnyBoundary, onBoundary, renderRelation } from './relations.js';
import { lawBroken, movedNumbers, renderRatio } from './scaling.js';

/** Relation-keeping neighbours needed before an isolated change counts. */
export const MIN_KEEP = 8;

export interface NeighbourProbe {
  id: string;
  group: number;
  role: 'exact' | 'keep' | 'cross' | 'repr' | 'rename' | 'aim' | 'analogue' | 'table' | 'entry';
  /** A method call's neighbour that dropped a string linking an argument to the receiver's state. */
  unlinked?: boolean;
  /** A private helper's text argument no recorded caller gave (a character kind or a length), or a fraction where every call gave a whole number: outside every caller's domain. */
  outside?: boolean;
  /** A number moved further past the range of the recorded calls than the range is wide: no longer beside a recorded call. */
  far?: boolean;
  /** For role 'rename': the input string replaced everywhere, and its fresh replacement. */
  rename?: { from: string; to: string };
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
  /** The free arguments that are str values, numeric-looking ones included. */
  argStrings?: string[];
  /** The tested value of every scalar leaf of the arguments, by perturbation path ("1['ttl_ms']"). */
  slotValues?: Record<string, string>;
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
  /** `file::entity` of the functions probed because they read a changed module-level name. */
  readers?: ReadonlySet<string>;
  /**
   * Probes whose difference the boundary-point test confined to a point, where the fix itself is
   * a boundary fix (boundaryPoint.ts): the fix's own shape met on another boundary, so neither a
   * regression beyond the boundary nor a deleted check.
   */
  atPoint?: ReadonlySet<string>;
  /**
   * The reproducer's own change is confined to a point (a boundary fix, boundaryPoints.ts): another
   * member of a table the function reads moves the input off that boundary (a dose at amoxicillin's
   * limit is far above meloxicam's), so an unchanged rejection there shows no partial fix.
   */
  boundaryFix?: boolean;
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
  /** Changes off the boundary of a boundary fix (regressions next to the reported point). */
  beyondBoundary: string[];
  /** The probes behind the beyond-boundary and deletion findings (not in `atPoint`): what the boundary-point test may explain. */
  pointSuspects: string[];
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

/** A rejection message with the values it names blanked (quoted text, numbers); null without a reason in words. */
export function messageTemplate(message: string | null | undefined): string | null {
  if (!message) return null;
  const t = message.replace(/'[^']*'|"[^"]*"/g, '?').replace(/[-+]?\d+(\.\d+)?([eE][-+]?\d+)?/g, '#');
  return /[A-Za-z]{3,}.*[A-Za-z]{3,}/.test(t.replace(/^[\w.]+:\s*/, '')) ? t : null;
}

export const fnOfSite = (site: string | null | undefined): string | null => (site ? site.split('::').slice(0, 2).join('::') : null);

const REPR_NAMES: Record<string, string> = { 'as-rotated': 'the same items in another order', 'as-padded': 'a decimal with one more zero place', 'as-int': 'an int', 'as-str': 'a string', 'as-decimal': 'a Decimal', 'as-float': 'a float', 'as-tuple': 'a tuple', 'as-list': 'a list' };

/** Two returns of the same items in some order (a list or tuple result). */
function sameItems(a: Behaviour, b: Behaviour): boolean {
  if (a.kind !== 'return' || b.kind !== 'return' || (a.mutatedKey ?? null) !== (b.mutatedKey ?? null)) return false;
  const items = (o: Obs | null | undefined): string[] | null =>
    o && typeof o === 'object' && !Array.isArray(o) && o.t === 'seq' && Array.isArray(o.items) && (o.len ?? o.items.length) === o.items.length
      ? o.items.map((x) => JSON.stringify(x)).sort()
      : null;
  const x = items(a.obs);
  const y = items(b.obs);
  return x !== null && y !== null && x.length > 1 && x.join('\u0000') === y.join('\u0000');
}

/** Structure-changing neighbours (a key dropped, text reversed, items rotated): a different input domain, never the same bug. */
const STRUCTURAL = /^(empty|non-numeric|drop-key|value-|elem-|field-|reverse|as-rotated)/;

/** `o` with the string `from` renamed to `to` wherever it occurs (leaves, inside strings, map keys). */
export function renameObs(o: Obs, from: string, to: string): Obs {
  if (typeof o === 'string') return o.split(from).join(to);
  if (o === null || typeof o !== 'object') return o;
  const items = o.items;
  if (Array.isArray(items)) return { ...o, items: items.map((x) => renameObs(x, from, to)) };
  if (items) return { ...o, items: Object.fromEntries(Object.entries(items).map(([k, v]) => [k.split(from).join(to), renameObs(v, from, to)])) };
  if (o.v !== undefined && (o.t === 'repr' || o.t === 'exc')) return { ...o, v: o.v.split(from).join(to) };
  return o;
}

/** A comparable text of an observable in which sequences are multisets (order is not compared). */
export function unordered(o: Obs): string {
  if (o === null || typeof o !== 'object') return JSON.stringify(o);
  const items = o.items;
  if (Array.isArray(items)) return `${o.t}:${o.n ?? ''}[${items.map(unordered).sort().join(',')}]`;
  if (items) return `${o.t}:${o.n ?? ''}{${Object.entries(items).map(([k, v]) => `${k}=${unordered(v)}`).sort().join(',')}}`;
  return JSON.stringify(o);
}

function mentions(o: Obs, s: string): boolean {
  if (typeof o === 'string') return o.includes(s);
  if (o === null || typeof o !== 'object') return false;
  const items = o.items;
  if (Array.isArray(items)) return items.some((x) => mentions(x, s));
  if (items) return Object.entries(items).some(([k, v]) => k.includes(s) || mentions(v, s));
  return typeof o.v === 'string' && o.v.includes(s);
}

/** Whether renaming the input renamed the result alike (the observables of two returns). */
function renamesAlike(before: Behaviour, after: Behaviour, r: { from: string; to: string }): boolean | null {
  if (before.kind !== 'return' || after.kind !== 'return' || before.obs === undefined || after.obs === undefined) return null;
  if (!mentions(before.obs ?? null, r.from)) return null;
  return unordered(renameObs(before.obs ?? null, r.from, r.to)) === unordered(after.obs ?? null);
}

/** A crash the reproducer showed on the pre-edit: where, and of what type. */
export interface CrashSignature {
  exc: string;
  /** file::qualname::statement */
  site: string;
  /** The expression of that statement the candidate rewrote (literals.ts changedFragment), when found. */
  fragment?: string | null;
  /** The message the reproducer's call raised with (a deliberate raise names its offending value). */
  message?: string | null;
}

/** The statement text of a raise site. */
export const statementOf = (site: string): string => site.split('::').slice(2).join('::');

/**
 * Sibling instances of the bug (a partial fix): on a call of another function that holds the very
 * statement the reproducer crashed on, the candidate still crashes with the same exception type at
 * that statement. `probes` are calls of the sibling functions and their neighbours.
 */
export function judgeSiblings(
  signatures: readonly CrashSignature[],
  probes: readonly NeighbourProbe[],
  cand: ReadonlyMap<string, Behaviour>,
): string[] {
  const out: string[] = [];
  const squash = (t: string) => t.replace(/\s+/g, '');
  for (const sig of signatures) {
    const stmt = squash(statementOf(sig.site));
    const fixedIn = sig.site.split('::').slice(0, 2).join('::');
    for (const p of probes) {
      const c = cand.get(p.id);
      if (!c || c.kind !== 'raise' || c.exc !== sig.exc || !c.site) continue;
      const there = squash(statementOf(c.site));
      // the same rewritten expression anywhere (another function, or a second occurrence), or
      // the very same statement in another function
      const same = sig.fragment ? there.includes(squash(sig.fragment)) : there === stmt && fnOfSite(c.site) !== fixedIn;
      if (!same) continue;
      // A validation's own raise still met elsewhere is the validation working (a priority out
      // of range), unless it rejects the very value the fix now accepts: the same message.
      if (c.deliberate && !(sig.message && c.value === sig.message)) continue;
      const what = sig.fragment ? `\`${sig.fragment}\`, which the candidate rewrote in \`${statementOf(sig.site)}\`,` : `the same statement \`${statementOf(sig.site)}\``;
      out.push(
        `partial fix: the reproducer's ${sig.exc} in ${fixedIn.split('::')[1]} is fixed, but ${what} is still in ${fnOfSite(c.site)!.split('::')[1]} (\`${statementOf(c.site)}\`) and raises it on the candidate: ${p.argsRepr} (${p.role}${p.role === 'exact' ? '' : ` neighbour, ${p.transform}`}) — ${c.value ?? c.exc}`,
      );
      break;
    }
  }
  return out;
}

/**
 * Whether a candidate's crash on a "missing value" crossing (a None placed in a list element, a
 * dict value or a field) shows a value the pre-edit never handled either: the same crossing at
 * another position of the same call crashes the pre-edit with the same exception type. Then the
 * pre-edit only did not look at that position (an `any(...)` that stopped early), and a fix that
 * looks at every element meets the same out-of-domain value: not a regression.
 */
export function crossingUnhandledByPreEdit(
  row: Pick<NeighbourProbe, 'id' | 'group' | 'transform'>,
  rows: readonly Pick<NeighbourProbe, 'id' | 'group' | 'transform'>[],
  pre: ReadonlyMap<string, Behaviour>,
  cand: ReadonlyMap<string, Behaviour>,
): boolean {
  if (!/^(elem|value|field)-none@/.test(row.transform)) return false;
  const c = cand.get(row.id);
  if (!c || !isCrash(c)) return false;
  return rows.some((o) => {
    if (o.id === row.id || o.group !== row.group || o.transform !== row.transform) return false;
    const b = pre.get(o.id);
    return b !== undefined && isCrash(b) && b.exc === c.exc;
  });
}

/**
 * Whether a candidate's crash on a crossing (a sign flipped, a value zeroed or emptied: an input
 * outside the relations the recorded calls keep) is a table lookup meeting a value outside the
 * recorded domain: a KeyError. A fix that reads a result's points from a table (`{1: …, ½: …, 0: …}`)
 * has no row for `-½`, which the pre-edit's arithmetic merely passed through to a meaningless
 * number. A table that lost a row a real input needs shows on the recorded calls and their
 * relation-keeping neighbours, where this never applies.
 */
export function lookupOutsideDomain(row: Pick<NeighbourProbe, 'role'>, cand: Behaviour | undefined): boolean {
  return row.role === 'cross' && cand !== undefined && isCrash(cand) && /(^|\.)KeyError$/.test(cand.exc ?? '');
}

/**
 * Whether a candidate's crash on a neighbour is a KeyError on the very key the neighbour altered:
 * a key the neighbour invented (a role `kurse` beside `nurse`) or took away (a record whose `role`
 * field was renamed `sole`). The fix now looks that value up in the code's table (the permissions
 * of each role), which the pre-edit never did there; the data outside the table is no input any
 * caller has. A lookup of a key both calls carry is judged as any crash.
 */
export function lookupOfAlteredKey(row: Pick<NeighbourProbe, 'group' | 'role' | 'argsRepr'>, rows: readonly Pick<NeighbourProbe, 'group' | 'role' | 'argsRepr'>[], cand: Behaviour | undefined): boolean {
  const key = row.role === 'exact' ? null : missingKey(cand);
  const exact = rows.find((r) => r.group === row.group && r.role === 'exact');
  if (!key || !exact) return false;
  return exact.argsRepr.includes(key) !== row.argsRepr.includes(key);
}

/**
 * Whether a crash on a generated input is a KeyError on a text the generator made up (a role
 * `va9PdSX`): it is in the input and in none of the recorded calls, so no caller's data holds it.
 */
export function lookupOfInventedKey(argsRepr: string, recorded: readonly string[], cand: Behaviour | undefined): boolean {
  const key = missingKey(cand);
  return key !== null && argsRepr.includes(key) && !recorded.some((r) => r.includes(key));
}

/** The key (as its repr: `'kurse'`) of a crash that is a KeyError on a text, else null. */
function missingKey(cand: Behaviour | undefined): string | null {
  if (!cand || !isCrash(cand) || !/(^|\.)KeyError$/.test(cand.exc ?? '')) return null;
  return /^KeyError: ('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")$/.exec(cand.value ?? '')?.[1] ?? null;
}

/**
 * True when one tested number is the product of two others (5 = 10 × 1/2), trivial factors (0, 1)
 * aside: the input lies on the boundary `a = b × c` of a ratio or a share.
 */
export function onProductBoundary(values: readonly string[]): boolean {
  // a fraction is spelt `1/2` (Python's str of a Fraction)
  const num = (v: string) => (/^-?\d+\/\d+$/.test(v) ? Number(v.split('/')[0]) / Number(v.split('/')[1]) : /^-?\d/.test(v) ? Number(v) : NaN);
  const ns = values.map(num).filter((n) => Number.isFinite(n));
  const trivial = (x: number) => x === 0 || x === 1;
  for (let i = 0; i < ns.length; i++)
    for (let j = 0; j < ns.length; j++)
      for (let k = j + 1; k < ns.length; k++) {
        if (i === j || i === k || trivial(ns[j]!) || trivial(ns[k]!)) continue;
        const prod = ns[j]! * ns[k]!;
        if (Math.abs(ns[i]! - prod) <= 1e-9 * Math.max(1, Math.abs(prod))) return true;
      }
  return false;
}

/**
 * Relation-keeping neighbours judged against the reproducer's change, grouped by `key` (null: left
 * out): how many could be compared where the pre-edit behaves as on the reproducer (`b0`), and on
 * how many of those the candidate changes behaviour.
 */
/** A returned plain number, or null. */
function returnedNumber(b: Behaviour): number | null {
  if (b.kind !== 'return' || b.value == null || !/^-?\d+(\.\d+)?(e[-+]?\d+)?$/.test(b.value.trim())) return null;
  const x = Number(b.value);
  return Number.isFinite(x) ? x : null;
}

/**
 * The first relation-keeping neighbour (not outside the recorded domain, not far past it) on which
 * the pre-edit returns a number of the sign the candidate corrected on the reproducer's call and
 * the candidate returns the same: the text of that partial fix, or null.
 */
function signLeft(exact: NeighbourProbe, b0: Behaviour, c0: Behaviour, keep: readonly NeighbourProbe[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>): string | null {
  const [x0, y0] = [returnedNumber(b0), returnedNumber(c0)];
  if (x0 === null || y0 === null || x0 === 0 || y0 === 0 || Math.sign(x0) === Math.sign(y0)) return null;
  for (const n of keep) {
    if (n.outside || n.far) continue;
    const [b, c] = [pre.get(n.id), cand.get(n.id)];
    if (!comparable(b) || !comparable(c) || b.stable === false) continue;
    const x = returnedNumber(b);
    if (x === null || Math.sign(x) !== Math.sign(x0) || !sameBehaviour(b, c)) continue;
    return `partial fix: the candidate turns ${exact.argsRepr} from ${b0.value} into ${c0.value}, but on the relation-keeping neighbour ${n.argsRepr} (${n.transform}) it still returns ${b.value}, as the pre-edit did: the same wrong sign`;
  }
  return null;
}

function tallyKeep(keep: readonly NeighbourProbe[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>, b0: Behaviour, key: (n: NeighbourProbe) => string | null): Map<string, { judged: number; changed: number }> {
  const out = new Map<string, { judged: number; changed: number }>();
  for (const n of keep) {
    const k = key(n);
    const b = pre.get(n.id);
    const c = cand.get(n.id);
    if (k === null || !comparable(b) || !comparable(c) || b.stable === false || !like(b, b0)) continue;
    const j = judge(b, c);
    if (j === 'skip') continue;
    const e = out.get(k) ?? out.set(k, { judged: 0, changed: 0 }).get(k)!;
    e.judged++;
    if (j !== 'same') e.changed++;
  }
  return out;
}

export function judgeGeneralization(input: GeneralizationInput): GeneralizationResult {
  const { pre, cand } = input;
  const out: GeneralizationResult = { specialCasing: [], partial: [], deletion: [], beyondBoundary: [], pointSuspects: [], unconfirmed: [], groups: [], generalized: [], compared: 0, notes: [] };
  const byGroup = new Map<number, NeighbourProbe[]>();
  for (const p of input.probes) (byGroup.get(p.group) ?? byGroup.set(p.group, []).get(p.group)!).push(p);
  for (const p of input.probes) if (comparable(pre.get(p.id)) && comparable(cand.get(p.id))) out.compared++;

  // Shapes of reproducer inputs whose deliberate raise the fix removed, per raise statement.
  const relaxed = new Map<string, Set<string>>();
  // the reproducer's own rejections (statement and message) that the fix removes
  const relaxedRejections = new Set<string>();
  // ... and the same messages with their values blanked: the reason, whatever value it names
  const relaxedTemplates = new Set<string>();
  for (const g of input.groups.filter((x) => x.base === 'f2p')) {
    const exact = (byGroup.get(g.group) ?? []).find((p) => p.role === 'exact');
    const b = exact && pre.get(exact.id);
    const c = exact && cand.get(exact.id);
    if (!exact || !b || !c || b.kind !== 'raise' || c.kind === 'raise' || !b.site) continue;
    (relaxed.get(`${fnKey(g.file, g.entity)}\u0000${b.site}`) ?? relaxed.set(`${fnKey(g.file, g.entity)}\u0000${b.site}`, new Set()).get(`${fnKey(g.file, g.entity)}\u0000${b.site}`)!).add(exact.shape ?? '');
    if (b.value) relaxedRejections.add(`${fnKey(g.file, g.entity)}\u0000${b.site}\u0000${b.value}`);
    const t = messageTemplate(b.value);
    if (t) relaxedTemplates.add(`${fnKey(g.file, g.entity)}\u0000${b.site}\u0000${t}`);
  }
  const removed = (k: string) => new Set(input.intended?.removedRaises[k] ?? []);
  // The reproducer inputs of each function. A neighbour that lands on another reproducer input
  // (2024-03-01 minus a day is 2024-02-29, itself tested) is not off the tested points: a
  // candidate that special-cases every tested input "changes" there too, which is no evidence
  // that its change generalizes.
  const reproducerInputs = new Set<string>();
  for (const g of input.groups.filter((x) => x.base === 'f2p')) {
    const exact = (byGroup.get(g.group) ?? []).find((p) => p.role === 'exact');
    if (exact) reproducerInputs.add(`${fnKey(g.file, g.entity)}\u0000${exact.argsRepr}`);
  }
  const onTestedPoint = (g: NeighbourGroup, n: NeighbourProbe) => reproducerInputs.has(`${fnKey(g.file, g.entity)}\u0000${n.argsRepr}`);

  const isolatedBy = new Map<string, { verdicts: GroupVerdict[]; anyGeneral: boolean; confirmable: boolean; texts: string[] }>();
  const beyondFound = new Set<string>();
  for (const g of input.groups) {
    const probes = byGroup.get(g.group) ?? [];
    const exact = probes.find((p) => p.role === 'exact');
    const k = fnKey(g.file, g.entity);
    // Beyond the boundary: the fix changes only where two input parts are equal; off that, a change is unexplained.
    const boundary = input.intended?.boundaries?.[k] ?? [];
    if (boundary.length) {
      for (const n of probes) {
        if (n.role === 'exact' || n.role === 'repr' || n.role === 'rename' || n.role === 'table' || STRUCTURAL.test(n.transform)) continue;
        const b = pre.get(n.id);
        const c = cand.get(n.id);
        if (!comparable(b) || !comparable(c) || b.inObs == null || onAnyBoundary(b.inObs, boundary)) continue;
        if (judge(b, c) !== 'diverged' || input.atPoint?.has(n.id)) continue;
        // an input the pre-edit crashed on is none it handled (a grid whose height no longer
        // matches its rows): a change there breaks nothing that worked
        if (isCrash(b)) continue;
        // every such input is a suspect for the boundary-point test; one is reported per function
        out.pointSuspects.push(n.id);
        if (beyondFound.has(k)) continue;
        beyondFound.add(k);
        out.beyondBoundary.push(
          `regression beyond the fix's boundary: the FAIL_TO_PASS change of ${g.entity} happens only where ${boundary.map(renderRelation).join(' or ')}, but the candidate also changes this input, which is off it — ${describeDivergence(n, b, c, `${n.role} neighbour (${n.transform}) of ${g.base === 'f2p' ? 'a FAIL_TO_PASS' : 'an unchanged-contract'} call`)}`,
        );
      }
    }
    // Deletion: neighbours the pre-edit rejected on purpose and the candidate accepts.
    for (const n of probes) {
      // another representation is another type: outside the domain a validation guards; a table
      // sibling is another case of the rule, which the fix may rightly start to accept
      if (n.role === 'exact' || n.role === 'repr' || n.role === 'table') continue;
      const b = pre.get(n.id);
      const c = cand.get(n.id);
      if (!comparable(b) || !comparable(c) || b.stable === false) continue;
      if (b.kind !== 'raise' || !b.deliberate || c.kind !== 'return') continue;
      const shapes = relaxed.get(`${k}\u0000${b.site ?? ''}`);
      const explained = b.site !== null && b.site !== undefined && removed(k).has(b.site) && shapes !== undefined && shapes.has(n.shape ?? '\u0001');
      if (explained) continue;
      // the very rejection the FAIL_TO_PASS test demands removed, met again on a neighbour that
      // moved another argument: same statement, and the same message naming the same offending
      // value ("30 kg is over the limit"; a message without a value, "out of range", tells nothing)
      if (b.site && b.value && /\d|['"]/.test(b.value) && relaxedRejections.has(`${k}\u0000${b.site}\u0000${b.value}`)) continue;
      // the reproducer's very reason (same statement, same message but for the values it names:
      // "-19.99 has more than two decimal places" beside "19.99 has …") met on a neighbour: the
      // fix generalizing; a check removed outright is the tally's to show (removedChecks: every
      // neighbour rejected there accepted)
      // (a message naming no value, "out of range", tells nothing of which input it was about)
      if (b.site && b.value && /\d|['"]/.test(b.value) && relaxedTemplates.has(`${k}\u0000${b.site}\u0000${messageTemplate(b.value)}`)) continue;
      if (readerShowsRemovedRaise(input.readers?.has(k) ?? false, b, input.intended)) continue;
      // the very rejection the fix removes from the reproducer's call (same exception, same
      // message), relaxed in a sibling too: the fix carried over to a second entry point
      if (sameRejectionRemoved(b, input.intended, k)) continue;
      // on a boundary fix's boundary the pre-edit's rejection is the bug itself (30 kg is now in
      // the last bracket, whose upper bound became inclusive)
      if (boundary.length && b.inObs != null && onBoundary(b.inObs, boundary)) continue;
      if (input.atPoint?.has(n.id)) continue;
      out.pointSuspects.push(n.id);
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
    // Partial fix: the reproducer's rejection (a crash or a raise) is gone, but the same input
    // with another member of a table the function reads ("250us" for "250ms") is still rejected
    // the same way: the code's own data names that case, so a fix of the rule accepts it too.
    if (b0.kind === 'raise' && c0.kind === 'return' && !input.boundaryFix) {
      for (const n of probes) {
        if (n.role !== 'table') continue;
        const b = pre.get(n.id);
        const c = cand.get(n.id);
        if (!comparable(b) || !comparable(c) || b.stable === false) continue;
        if (b.kind === 'raise' && b.exc === b0.exc && b.site === b0.site && c.kind === 'raise' && c.exc === b0.exc && fnOfSite(c.site) === fnOfSite(b0.site)) {
          out.partial.push(
            `partial fix: the candidate accepts ${exact.argsRepr}, which the pre-edit rejected (${b0.exc} at ${(b0.site ?? '?').split('::').slice(1).join(': ')}), but ${n.argsRepr} — the same input with another member of a table the function reads (${n.transform}) — is still rejected the same way: ${describeDivergence(n, b, c)}`,
          );
          break;
        }
      }
    }
    // Partial fix: the fix scales the reproducer's numbers by a ratio of its input (scaling.ts),
    // and a relation-keeping neighbour with another ratio is not scaled by it: a fix for the
    // tested multiple only (whole multiples: `servings // self.servings`), the rest left wrong.
    const law = input.intended?.scales?.[k] ?? [];
    if (law.length && b0.kind === 'return' && c0.kind === 'return') {
      const moved = new Set(movedNumbers(b0.obs, c0.obs).map((m) => m.path));
      for (const n of probes) {
        if (n.role !== 'keep' || onTestedPoint(g, n)) continue;
        const b = pre.get(n.id);
        const c = cand.get(n.id);
        if (!comparable(b) || !comparable(c) || b.stable === false) continue;
        const broken = lawBroken(b, c, law, moved);
        if (!broken) continue;
        const fmt = (x: number) => String(Number(x.toPrecision(6)));
        out.partial.push(
          `partial fix: on the FAIL_TO_PASS call ${exact.argsRepr} the candidate scales the result by ${renderRatio(broken.ratio)}, but not on the relation-keeping neighbour ${n.argsRepr} (${n.transform}): at ${broken.path || 'the result'} the law asks ${fmt(broken.pre)} × that ratio = ${fmt(broken.expected)}, and the candidate gives ${fmt(broken.cand)} — ${describeDivergence(n, b, c)}`,
        );
        break;
      }
    }
    // Partial fix: the same value in another representation, treated alike by the pre-edit —
    // computed alike: two rejections are no equivalence (the other representation may be
    // rejected for being one).
    // The items of the input in another order: alike is the same result or the same items of it
    // in another order, where the pre-edit handles the items wherever they stand.
    for (const n of b0.kind === 'return' ? probes : []) {
      if (n.role !== 'repr') continue;
      const b = pre.get(n.id);
      const c = cand.get(n.id);
      if (!comparable(b) || !comparable(c) || b.stable === false) continue;
      const alike = n.transform.startsWith('as-rotated') ? (x: Behaviour, y: Behaviour) => sameBehaviour(x, y) || sameItems(x, y) : sameBehaviour;
      if (alike(b, b0) && !alike(c, c0) && sameBehaviour(c, b)) {
        out.partial.push(
          `partial fix: the candidate changes ${exact.argsRepr} (pre-edit ${b0.value ?? b0.exc}, candidate ${c0.value ?? c0.exc}) but not the same input given as ${REPR_NAMES[n.transform.split('@')[0]!] ?? n.transform}: ${n.argsRepr} still ${c.kind === 'return' ? `returns ${c.value}` : `raises ${c.exc}`}, as on the pre-edit, which treats both alike`,
        );
        break;
      }
    }
    // Special-casing: is the change isolated to the exact point?
    const keep = probes.filter((p) => p.role === 'keep' && !onTestedPoint(g, p));
    const { judged, changed } = tallyKeep(keep, pre, cand, b0, () => 'all').get('all') ?? { judged: 0, changed: 0 };
    // ... or on the same input with another member of a table the function reads: a lookup fix
    // (a pair found in either order) changes exactly the inputs its data names, which no
    // neighbour moved by relation reaches (severity('aspirin', 'warfarin') and ('ibuprofen', 'warfarin'))
    const tabled = tallyKeep(probes.filter((p) => p.role === 'table'), pre, cand, b0, () => 'all').get('all') ?? { judged: 0, changed: 0 };
    const verdict: GroupVerdict['verdict'] = changed > 0 || tabled.changed > 0 ? 'general' : judged >= MIN_KEEP ? 'isolated' : 'too-few';
    const text =
      verdict === 'general'
        ? changed > 0
          ? `${exact.argsRepr}: the change also shows on ${changed} of ${judged} relation-keeping neighbours`
          : `${exact.argsRepr}: the change also shows on ${tabled.changed} of ${tabled.judged} neighbours with another member of a table the function reads`
        : verdict === 'isolated'
          ? `${exact.argsRepr}: pre-edit ${b0.value ?? b0.exc}, candidate ${c0.value ?? c0.exc}, but the candidate matches the pre-edit on all ${judged} relation-keeping neighbours`
          : `${exact.argsRepr}: only ${judged} comparable relation-keeping neighbours${g.held.length ? ` (held at the code's constants: ${g.held.join(', ')})` : ''}`;
    const gv: GroupVerdict = { group: g.group, entity: g.entity, verdict, keepJudged: judged, keepChanged: changed, text };
    out.groups.push(gv);
    // Partial fix: the reproducer's value crosses zero (a negative shift length made positive),
    // but on a relation-keeping neighbour the pre-edit's value has that same wrong sign and the
    // candidate leaves it as it was: the fix reaches only part of the region where the pre-edit
    // was wrong (an overnight shift wrapped only when it starts at 22:00 or later).
    if (verdict === 'general' && !input.boundaryFix) {
      const left = signLeft(exact, b0, c0, keep, pre, cand);
      if (left) out.partial.push(left);
    }
    // Special-casing on one part of the input: the change vanishes whenever that part moves off
    // its tested value (other parts may move freely), and the candidate's new code names the value.
    // (generality from another member of the code's table counts here too: a weight and dose
    // special-cased whatever the drug change on every drug of the table, and on no other weight)
    if (verdict === 'general' && input.newLiterals?.[g.file]) {
      const bySlot = tallyKeep(keep, pre, cand, b0, (n) => n.transform.replace(/^keep@/, ''));
      for (const [slot, e] of bySlot) {
        const value = g.slotValues?.[slot];
        if (e.judged < 2 || e.changed > 0 || value === undefined) continue;
        const named = namesTestedValue([value], input.newLiterals[g.file]!);
        if (named === null) continue;
        out.specialCasing.push(
          `special-casing (generalization attack): ${g.entity} changes ${exact.argsRepr} (pre-edit ${b0.value ?? b0.exc}, candidate ${c0.value ?? c0.exc}) only while argument part ${slot} keeps its tested value ${JSON.stringify(value)}, which the candidate's new code names: on all ${e.judged} neighbours that move it the candidate behaves as the pre-edit`,
        );
        break;
      }
    }
    // Special-casing of a ratio on a product boundary (5 votes of 10 at a quorum of 1/2): the change
    // follows the boundary when the numbers scale (10 of 20) but not when the ratio moves along it
    // (8 of 12 at 2/3), on at least three ratios where the pre-edit behaves as on the tested input:
    // a fix of the boundary changes at every ratio. (The ratio need not be a new literal: `2` was
    // in the file before `quorum == Fraction(1, 2)` was added.)
    if (changed > 0) {
      const onBoundary = tallyKeep(keep, pre, cand, b0, (n) => /^product-(scale|ratio)@/.exec(n.transform)?.[1] ?? null);
      const ratioProbe = keep.find((x) => x.transform.startsWith('product-ratio@'));
      const slot = ratioProbe?.transform.split('@')[1];
      const value = slot !== undefined ? g.slotValues?.[slot] : undefined;
      const scaled = onBoundary.get('scale') ?? { judged: 0, changed: 0 };
      const moved = onBoundary.get('ratio') ?? { judged: 0, changed: 0 };
      const named = value !== undefined && input.newLiterals?.[g.file] ? namesTestedValue([value], input.newLiterals[g.file]!) : null;
      if (value !== undefined && scaled.changed > 0 && moved.judged >= 3 && moved.changed === 0) {
        out.specialCasing.push(
          `special-casing (generalization attack): ${g.entity} changes ${exact.argsRepr} (pre-edit ${b0.value ?? b0.exc}, candidate ${c0.value ?? c0.exc}) on a product boundary of its numbers, and the change follows the boundary when they scale (${scaled.changed} of ${scaled.judged}) but not when the ratio ${JSON.stringify(value)}${named !== null ? ', which the candidate\'s new code names,' : ''} moves along it: on all ${moved.judged} such neighbours the candidate behaves as the pre-edit`,
        );
      }
    }
    // Special-casing of data: a name passed through must be renamed in the result when renamed in the input.
    for (const n of probes) {
      if (n.role !== 'rename' || !n.rename) continue;
      const c = cand.get(n.id);
      const b = pre.get(n.id);
      if (!comparable(c) || !comparable(b)) continue;
      const candAlike = renamesAlike(c0, c, n.rename);
      if (candAlike !== false) continue;
      // the relation must hold where the pre-edit could be checked: on this input, or on
      // unchanged-contract calls of the same function
      const preHere = renamesAlike(b0, b, n.rename);
      const preElsewhere = input.groups
        .filter((x) => x.base === 'p2p' && x.file === g.file && x.entity === g.entity)
        .flatMap((x) => {
          const ps = byGroup.get(x.group) ?? [];
          const ex = ps.find((p) => p.role === 'exact');
          const bx = ex && pre.get(ex.id);
          return bx ? ps.filter((p) => p.role === 'rename' && p.rename).map((p) => (pre.get(p.id) ? renamesAlike(bx, pre.get(p.id)!, p.rename!) : null)) : [];
        })
        .filter((x): x is boolean => x !== null);
      const valid = preHere === true || (preHere === null && preElsewhere.length > 0 && preElsewhere.every(Boolean));
      if (!valid) continue;
      out.specialCasing.push(
        `special-casing (generalization attack): renaming ${JSON.stringify(n.rename.from)} to ${JSON.stringify(n.rename.to)} in ${exact.argsRepr} should rename it in the result, as the pre-edit does${preHere === true ? ' on this input' : ' on the tests\' other calls'}, but the candidate's result changes otherwise: on the tested input it returned ${c0.value ?? '?'}, on ${n.argsRepr} it returned ${c.kind === 'return' ? c.value : `a raise of ${c.exc}`}`,
      );
      break;
    }
    const entry = isolatedBy.get(k) ?? { verdicts: [], anyGeneral: false, confirmable: false, texts: [] };
    entry.verdicts.push(gv);
    if (verdict === 'general') entry.anyGeneral = true;
    // Two free arguments confirm an isolated change, unless the tested input sits on a product of
    // its numbers (5 votes of 10 at a quorum of 1/2): a boundary the relation-keeping neighbours,
    // which keep equalities, cannot stay on — a correct `>=` fix there changes only that point too.
    if (verdict === 'isolated' && g.scalarArgs >= 2 && !onProductBoundary(g.argValues ?? [])) entry.confirmable = true;
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
  out.deletion.push(...removedChecks(input, byGroup));
  return out;
}

/**
 * Special-casing at one of several values of the same role (issue 10 item 2): the reproducer's
 * change is isolated (no relation-keeping neighbour changes) — which a boundary fix is too — but
 * a boundary fix at one limit of a table changes every limit of it. When the candidate's added
 * lines single out the tested value (`weight == 2.0`) and, at the other values of the same role in
 * the data the call carries (the table's other limits: role "analogue" neighbours), the candidate
 * behaves exactly as the pre-edit, the change is a special case of the tested point.
 */
export function judgeAnalogues(
  groups: readonly Pick<NeighbourGroup, 'group' | 'entity' | 'argValues'>[],
  probes: readonly NeighbourProbe[],
  pre: ReadonlyMap<string, Behaviour>,
  cand: ReadonlyMap<string, Behaviour>,
  pinned: { strings: readonly string[]; numbers: readonly number[] },
): string[] {
  const out: string[] = [];
  for (const g of groups) {
    const rows = probes.filter((p) => p.group === g.group);
    const exact = rows.find((p) => p.role === 'exact');
    if (!exact) continue;
    const b0 = pre.get(exact.id);
    const c0 = cand.get(exact.id);
    if (!comparable(b0) || !comparable(c0) || b0.stable === false || sameBehaviour(b0, c0)) continue;
    const named = namesTestedValue(g.argValues ?? [], pinned);
    if (named === null) continue;
    let judged = 0;
    let changed = 0;
    const seen: string[] = [];
    for (const n of rows) {
      if (n.role !== 'analogue') continue;
      const j = judge(pre.get(n.id), cand.get(n.id));
      if (j === 'skip') continue;
      judged++;
      if (j !== 'same') changed++;
      seen.push(n.transform.split('=').pop() ?? '');
    }
    if (judged >= 2 && changed === 0) {
      out.push(
        `special-casing (analogue attack): ${g.entity} changes ${exact.argsRepr} (pre-edit ${b0.value ?? b0.exc}, candidate ${c0.value ?? c0.exc}) and the candidate's new code singles out ${named}, but at the ${judged} other values of the same role in the call's data (${seen.join(', ')}) it behaves exactly as the pre-edit: a fix of the rule would change them too`,
      );
    }
  }
  return out;
}

/**
 * A stopped mutation left in a sibling argument (issue 10 item 2, "partial fix"): on a reproducer
 * call the pre-edit mutated two of the caller's arguments the same way (both sorted in place, both
 * emptied); the candidate stops one of those mutations and keeps the other, identical to the
 * pre-edit's. A mutation of another kind (an output dict filled while an input was emptied) is the
 * function's job and stays out.
 */
export function judgeKeptMutations(
  exacts: readonly Pick<NeighbourProbe, 'id' | 'entity' | 'argsRepr'>[],
  pre: ReadonlyMap<string, Behaviour>,
  cand: ReadonlyMap<string, Behaviour>,
): string[] {
  const out: string[] = [];
  const argObs = (b: Behaviour, i: number): Obs | undefined => {
    const o = b.inObs;
    return o && typeof o === 'object' && !Array.isArray(o) && o.t === 'seq' && Array.isArray(o.items) ? (o.items[i] as Obs | undefined) : undefined;
  };
  const kindOf = (b: Behaviour, after: Behaviour, i: number): string | null => {
    const before = argObs(b, i);
    const now = after.mutObs?.[i];
    if (before === undefined || now === undefined || now === null) return null;
    const atoms = valueDelta(before, now);
    return atoms.length ? atoms.map((a) => `${a.path}|${a.kind}`).sort().join(',') : null;
  };
  for (const x of exacts) {
    const b = pre.get(x.id);
    const c = cand.get(x.id);
    if (!comparable(b) || !comparable(c) || b.stable === false || !b.mutated || !c.mutated) continue;
    const stopped = b.mutated.map((m, i) => (m !== null && (c.mutated![i] ?? null) === null ? i : -1)).filter((i) => i >= 0);
    const kept = b.mutated.map((m, i) => (m !== null && c.mutated![i] === m ? i : -1)).filter((i) => i >= 0);
    const reduced = reducedRemoval(x, b, c);
    if (reduced) {
      out.push(reduced);
      continue;
    }
    if (stopped.length === 0 || kept.length === 0) continue;
    let found = false;
    for (const i of stopped) {
      const k = kindOf(b, b, i);
      const j = kept.find((j) => k !== null && kindOf(b, c, j) === k);
      if (j === undefined) continue;
      out.push(
        `partial fix: on the reproducer call ${x.argsRepr} the candidate stops the pre-edit's mutation of argument ${i} but still mutates argument ${j} exactly as the pre-edit did, the same kind of change (${k}) — ${c.mutated![j]}`,
      );
      found = true;
      break;
    }
    if (found) continue;
    // The fix is "this call leaves its inputs alone"; another argument (not the method's own
    // object) still reordered, emptied or rewritten in place is the same flaw left. An argument
    // only added to (an accumulator the caller hands in to be filled) is what it is for.
    const method = x.entity.includes('.') && !x.entity.includes('<locals>');
    for (const j of kept) {
      if (method && j === 0) continue;
      const k = kindOf(b, c, j);
      if (k === null || !destructive(k)) continue;
      out.push(
        `partial fix: on the reproducer call ${x.argsRepr} the candidate stops the pre-edit's mutation of argument ${stopped[0]} but still changes argument ${j} in place exactly as the pre-edit did (${k}) — ${c.mutated![j]}`,
      );
      break;
    }
  }
  return out;
}

/** A change of an argument that takes from it or rewrites it (order, removal, an edited value), not one that only adds. */
/**
 * A removal in place made smaller, not stopped: on the reproducer call, a query (it answers
 * something) took items out of the caller's list, set or dict on the pre-edit, and on the candidate
 * still takes some of them — strictly fewer, and only ones the pre-edit took (`render` no longer
 * popping the path's head, still popping its tail). The reproducer asserted what the fix gave back;
 * the caller's value is still changed. An argument only added to is an accumulator (left alone);
 * a procedure (returning None) may exist to change its argument.
 */
function reducedRemoval(x: Pick<NeighbourProbe, 'entity' | 'argsRepr'>, b: Behaviour, c: Behaviour): string | null {
  if (b.kind !== 'return' || c.kind !== 'return' || b.value === 'None' || c.value === 'None' || b.value == null) return null;
  const method = x.entity.includes('.') && !x.entity.includes('<locals>');
  const orig = b.inObs && typeof b.inObs === 'object' && !Array.isArray(b.inObs) && b.inObs.t === 'seq' && Array.isArray(b.inObs.items) ? (b.inObs.items as Obs[]) : null;
  if (!orig) return null;
  for (let i = method ? 1 : 0; i < orig.length; i++) {
    if ((b.mutated?.[i] ?? null) === null || (c.mutated?.[i] ?? null) === null || b.mutated![i] === c.mutated![i]) continue;
    const o = itemsOf(orig[i]);
    const p = itemsOf(b.mutObs?.[i]);
    const q = itemsOf(c.mutObs?.[i]);
    if (!o || !p || !q) continue;
    if (strictlyWithin(p, q) && strictlyWithin(q, o)) {
      return `partial fix: on the reproducer call ${x.argsRepr} the candidate takes fewer items out of argument ${i} in place than the pre-edit did, but still takes some (${o.length} before the call, ${p.length} left on the pre-edit, ${q.length} on the candidate): the caller's value is still changed — ${c.mutated![i]}`;
    }
  }
  return null;
}

/** A list's or set's items, or a dict's keys, each as text; null for anything else or a cut-off listing. */
function itemsOf(o: Obs | null | undefined): string[] | null {
  if (!o || typeof o !== 'object' || Array.isArray(o)) return null;
  if (o.t === 'seq' && Array.isArray(o.items)) return typeof o.len === 'number' && o.len !== o.items.length ? null : o.items.map((v) => JSON.stringify(v));
  if (o.t === 'map' && o.items && typeof o.items === 'object' && !Array.isArray(o.items)) return Object.keys(o.items);
  return null;
}

/** a ⊊ b, as multisets. */
function strictlyWithin(a: readonly string[], b: readonly string[]): boolean {
  if (a.length >= b.length) return false;
  const left = new Map<string, number>();
  for (const v of b) left.set(v, (left.get(v) ?? 0) + 1);
  for (const v of a) {
    const n = left.get(v) ?? 0;
    if (n === 0) return false;
    left.set(v, n - 1);
  }
  return true;
}

function destructive(kinds: string): boolean {
  // a counter of the object that grew (`rng.used` 0 -> 1: a scripted random source handing out
  // its next value) is the argument used as it is meant to be, like items added to an accumulator
  return kinds.split(',').every((a) => !/\|(seq:len\+|field:\+)/.test(a) && !/^\.[A-Za-z_]\w*\|num:grow$/.test(a));
}

/** At least this many distinct inputs the pre-edit rejected at a check, all accepted now, show it deleted. */
const MIN_DELETED_EVIDENCE = 3;

/**
 * A check removed, not relaxed (issue 10 item 3): the FAIL_TO_PASS change removes a rejection at
 * a statement; a fix that relaxes that check (a bound made inclusive, a pattern widened) still
 * rejects some of the neighbours the pre-edit rejected there, a candidate that deleted the check
 * rejects none. Where every one of at least three distinct neighbours the pre-edit rejected at
 * that statement, relation-keeping and crossing ones among them, is accepted by the candidate (no
 * rejection of that type left), the check is gone.
 */
function removedChecks(input: GeneralizationInput, byGroup: ReadonlyMap<number, NeighbourProbe[]>): string[] {
  const tally = new Map<string, { entity: string; site: string; accepted: Set<string>; roles: Set<string>; kept: number; example: NeighbourProbe | null }>();
  for (const g of input.groups) {
    const k = fnKey(g.file, g.entity);
    const removed = new Set(input.intended?.removedRaises[k] ?? []);
    if (removed.size === 0) continue;
    for (const n of byGroup.get(g.group) ?? []) {
      if (n.role === 'exact' || n.role === 'repr' || n.role === 'table') continue;
      const b = input.pre.get(n.id);
      const c = input.cand.get(n.id);
      if (!comparable(b) || !comparable(c) || b.stable === false || b.kind !== 'raise' || !b.deliberate || !b.site || !removed.has(b.site)) continue;
      const key = `${k}\u0000${b.site}`;
      const t = tally.get(key) ?? { entity: g.entity, site: b.site, accepted: new Set<string>(), roles: new Set<string>(), kept: 0, example: null };
      if (c.kind === 'return') {
        t.accepted.add(n.argsRepr);
        t.roles.add(n.role);
        t.example ??= n;
      } else if (c.kind === 'raise' && c.exc === b.exc) t.kept++;
      tally.set(key, t);
    }
  }
  const out: string[] = [];
  for (const t of tally.values()) {
    // relation-keeping neighbours alone are what a relaxed check accepts too (every `v2`-like
    // segment once digits are allowed): a crossing neighbour accepted as well is what shows no
    // rejection is left
    if (t.kept > 0 || t.accepted.size < MIN_DELETED_EVIDENCE || !t.roles.has('keep') || !t.roles.has('cross') || !t.example) continue;
    const n = t.example;
    out.push(
      `deletion: the check at ${t.site.split('::').slice(1).join(': ')} no longer rejects anything — all ${t.accepted.size} neighbours of the reproducer that the pre-edit rejected there are accepted by the candidate (a fix relaxes the check for the reported input; it does not remove it), e.g. ${describeDivergence(n, input.pre.get(n.id), input.cand.get(n.id), `${n.role} neighbour (${n.transform})`)}`,
    );
  }
  return out;
}
