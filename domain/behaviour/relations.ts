// The part of the input space a fix changes, when it is a boundary (spec 18 §3.5 attribution,
// issue 10 item 1 "the same part of the behaviour"). A boundary fix (`<` made `<=`, a key usable
// strictly before its expiry) changes behaviour exactly where two parts of the input are equal:
// one range's end is the other's start, `now` is `expires_at`. Attribution by delta shape alone
// cannot tell that fix from a regression of the same shape one step off the boundary (ranges one
// day apart now "overlap" too: the same bool flip of the same function). So, per changed function,
// the equalities between the scalar parts of the input (numbers, dates, times) that hold on every
// FAIL_TO_PASS call the candidate changed and on none of the calls it left unchanged are the fix's
// boundary; a divergence elsewhere that has the fix's shape is still explained only on an input
// where one of those equalities holds. Equalities observed once by chance do not survive the
// unchanged calls; with no unchanged call to separate them, no boundary is claimed; nor where the
// reported call crashed on the pre-edit (the crash's region is the change). Pure.
import type { Obs, ObsNode } from './schemas.js';
import { numberOf } from './delta.js';

/** At most this many scalar leaves of one input are related (pairs grow quadratically). */
const MAX_LEAVES = 80;

export interface Leaf {
  path: string;
  /** Leaves are related only within a group: numbers with numbers, dates with dates. */
  group: string;
  value: number;
  /** A plain int of the input (a size is compared with counts, never with a weight of 3.0). */
  int?: boolean;
}

const isNode = (o: Obs): o is ObsNode => o !== null && typeof o === 'object';

function leaves(o: Obs | null | undefined, path: string, out: Leaf[]): void {
  if (out.length >= MAX_LEAVES || o === undefined || o === null || typeof o === 'boolean' || typeof o === 'string') return;
  if (typeof o === 'number') return void out.push({ path, group: 'num', value: o, int: Number.isInteger(o) });
  if (!isNode(o)) return;
  if (o.t === 'num') {
    const x = numberOf(o);
    if (x !== null) out.push({ path, group: 'num', value: x });
    return;
  }
  if (o.t === 'time') {
    if (typeof o.ord === 'number') out.push({ path, group: `time:${o.n ?? ''}`, value: o.ord });
    return;
  }
  // inside an argument, list positions fold: a boundary fix of a table lookup changes behaviour
  // where the input equals *any* row's bound, not only the row the reproducer hit
  if (Array.isArray(o.items)) {
    // an argument's size is a number of the input too (a list of 3 hosts against a maximum of
    // 3); only a whole argument's: the sizes of rows inside one are coincidences (a bracket pair)
    if (/^\[\d+\]$/.test(path) && o.t === 'seq') out.push({ path: `${path}#len`, group: 'num', value: typeof o.len === 'number' ? o.len : o.items.length, int: true });
    o.items.forEach((x, i) => leaves(x, path === '' ? `[${i}]` : `${path}[]`, out));
  }
  else if (o.items && typeof o.items === 'object') for (const [k, x] of Object.entries(o.items)) leaves(x, `${path}.${k}`, out);
}

/** The scalar parts of one call's input (numbers, dates, times), list positions folded. */
export function scalarLeaves(input: Obs | null | undefined): Leaf[] {
  const out: Leaf[] = [];
  leaves(input, '', out);
  return out;
}

/**
 * The pairs of comparable scalar parts of one call's input (`pathA=pathB`, sorted): all of them
 * (a relation can separate only where both parts exist) and those that are equal.
 */
function inputRelations(input: Obs | null | undefined): { pairs: Set<string>; equal: Set<string>; mirrored: Set<string> } {
  const ls = scalarLeaves(input);
  const pairs = new Set<string>();
  const equal = new Set<string>();
  const mirrored = new Set<string>();
  for (let i = 0; i < ls.length; i++) {
    for (let j = i + 1; j < ls.length; j++) {
      const a = ls[i]!;
      const b = ls[j]!;
      if (a.group !== b.group || a.path === b.path) continue;
      if ((a.path.endsWith('#len') || b.path.endsWith('#len')) && !(a.int && b.int)) continue;
      const key = a.path < b.path ? `${a.path}=${b.path}` : `${b.path}=${a.path}`;
      pairs.add(key);
      if (a.value === b.value) equal.add(key);
      else if (a.value !== 0 && a.value === -b.value) mirrored.add(key);
    }
  }
  return { pairs, equal, mirrored };
}

/** The equalities between scalar parts of one call's input, as `pathA=pathB` (sorted pair). */
export function inputEqualities(input: Obs | null | undefined): Set<string> {
  return inputRelations(input).equal;
}

/**
 * The boundary of one function's intended change: equalities true on every changed call and false
 * on every unchanged call that has both parts — and on at least one of them, so the equality is
 * seen to separate. Empty when the change is not a boundary (or cannot be seen to be one).
 */
export function changeBoundary(changed: readonly (Obs | null | undefined)[], unchanged: readonly (Obs | null | undefined)[]): string[] {
  if (changed.length === 0 || changed.some((x) => x === undefined || x === null)) return [];
  const [first, ...rest] = changed;
  const common = inputEqualities(first);
  for (const c of rest) {
    const eq = inputEqualities(c);
    for (const r of [...common]) if (!eq.has(r)) common.delete(r);
  }
  const separated = new Set<string>();
  for (const u of unchanged) {
    if (u === undefined || u === null) continue;
    const { pairs, equal: eq } = inputRelations(u);
    for (const r of [...common]) {
      if (eq.has(r)) common.delete(r); // also true where the candidate changed nothing: not the boundary
      else if (pairs.has(r)) separated.add(r);
    }
  }
  return [...common].filter((r) => separated.has(r)).sort();
}

/** Whether an input lies on a change boundary (any of its equalities holds). */
export function onBoundary(input: Obs | null | undefined, boundary: readonly string[]): boolean {
  if (boundary.length === 0) return true;
  const eq = inputEqualities(input);
  return boundary.some((r) => eq.has(r));
}

/**
 * Whether the input lies on a boundary of the same kind as the fix's: an equality that shares one
 * side with a boundary relation while its other side is another part of the same argument. A
 * range made inclusive at both ends, reproduced only at its maximum (`[0].maximum=[1]`), changes
 * behaviour at its minimum too (`[0].minimum=[1]`): the same repair at the sibling bound, not a
 * change beyond the boundary.
 */
export function onAnalogousBoundary(input: Obs | null | undefined, boundary: readonly string[]): boolean {
  if (boundary.length === 0) return false;
  const top = (p: string) => /^\[\d+\]/.exec(p)?.[0] ?? p.replace(/#len$/, '');
  const eq = [...inputEqualities(input)].map((r) => r.split('=') as [string, string]);
  return boundary.some((r) => {
    const [a, b] = r.split('=') as [string, string];
    return eq.some(([x, y]) => (x === b && y !== a && top(y) === top(a)) || (y === b && x !== a && top(x) === top(a)) || (x === a && y !== b && top(y) === top(b)) || (y === a && x !== b && top(x) === top(b)));
  });
}

/** `[0].end=[1].start` -> `argument 0 end = argument 1 start`; `[]` reads "any row's", for reasons. */
export function renderRelation(r: string): string {
  const [a, b] = r.split('=') as [string, string];
  return `${renderPart(a)} = ${renderPart(b)}`;
}

/** An input path as reasons read it: `[0].end` -> `argument 0 end`. */
export function renderPart(p: string): string {
  const m = /^\[(\d+)\](.*)$/.exec(p);
  return m ? `argument ${m[1]}${m[2] ? ` ${m[2].replace(/^\./, '')}` : ''}` : p;
}

/**
 * Whether the input lies on the mirror of a boundary: the two parts opposite (`-95` against a
 * limit of `95`). A symmetric range [-limit, limit] made inclusive, reproduced at `value = limit`,
 * changes behaviour at `value = -limit` too: the same repair at the other end.
 */
export function onMirroredBoundary(input: Obs | null | undefined, boundary: readonly string[]): boolean {
  if (boundary.length === 0) return false;
  const { mirrored } = inputRelations(input);
  return boundary.some((r) => mirrored.has(r));
}

/** On the fix's boundary or on one of the same kind (see onAnalogousBoundary, onMirroredBoundary). */
export function onAnyBoundary(input: Obs | null | undefined, boundary: readonly string[]): boolean {
  return onBoundary(input, boundary) || onAnalogousBoundary(input, boundary) || onMirroredBoundary(input, boundary);
}
