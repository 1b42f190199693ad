// The structural difference between two behaviours of the same call, as a set of delta atoms:
// what changed (a numeric value grew, a character was dropped, a field was added, an input is no
// longer mutated, an exception is no longer raised) and where in the value (a path with list
// positions folded, so "the 3rd line grew" and "the 5th line grew" are the same part of the
// behaviour). Attribution (attribution.ts) compares these atoms with the change the FAIL_TO_PASS
// tests demand. Pure.
import type { Behaviour, Obs, ObsNode } from './schemas.js';

export interface DeltaAtom {
  /** Where in the observed value: '' (the whole value), '.field', '[]' (any element), 'arg0', ... */
  path: string;
  /** What kind of change (see `kindsOf`). */
  kind: string;
}

const isNode = (o: Obs): o is ObsNode => o !== null && typeof o === 'object';

/** A number when the observable is numeric (plain, Decimal, Fraction, big int), else null. */
export function numberOf(o: Obs): number | null {
  if (typeof o === 'number') return o;
  if (isNode(o) && o.t === 'num' && o.v !== undefined) {
    const m = /^(-?\d+)\/(\d+)$/.exec(o.v);
    const x = m ? Number(m[1]) / Number(m[2]) : Number(o.v);
    return Number.isFinite(x) ? x : null;
  }
  return null;
}

function typeOf(o: Obs): string {
  if (o === null) return 'none';
  if (typeof o === 'boolean') return 'bool';
  if (typeof o === 'number') return 'num';
  if (typeof o === 'string') return 'str';
  return o.t;
}

function isSubsequence(small: string, big: string): boolean {
  let i = 0;
  for (let j = 0; j < big.length && i < small.length; j++) if (big[j] === small[i]) i++;
  return i === small.length;
}

function stringKind(p: string, c: string): string {
  if (p.toLowerCase() === c.toLowerCase()) return 'str:case';
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  if (squash(p) === squash(c)) return 'str:space';
  if (c.length < p.length && isSubsequence(c, p)) return 'str:drop';
  if (c.length > p.length && isSubsequence(p, c)) return 'str:add';
  return 'str:edit';
}

function numberKind(p: number, c: number): string {
  if (p === c) return 'num:repr'; // the same number written differently (Decimal places, int vs float)
  if (p !== 0 && c !== 0 && Math.sign(p) !== Math.sign(c)) return 'num:sign';
  return Math.abs(c) > Math.abs(p) ? 'num:grow' : 'num:shrink';
}

const stable = (o: Obs): string => JSON.stringify(o);

function seqItems(o: ObsNode): Obs[] {
  return Array.isArray(o.items) ? o.items : [];
}
function mapItems(o: ObsNode): Record<string, Obs> {
  return o.items && !Array.isArray(o.items) ? o.items : {};
}

/**
 * A value made only of private implementation objects (a lock, a dict of conditions per kind): the
 * replayer shows them by kind alone (observe.py), and no caller observes them. A field holding one
 * that appears, goes or changes kind is the fix's synchronization, never a behaviour (issue 10:
 * never compare locks, conditions, threads).
 */
function implOnly(o: Obs | undefined): boolean {
  if (o === undefined || !isNode(o)) return false;
  if (o.t === 'impl') return true;
  if (o.t !== 'seq' && o.t !== 'map') return false;
  const xs = o.t === 'seq' ? seqItems(o) : Object.values(mapItems(o));
  return xs.length > 0 && xs.every(implOnly);
}

/** The delta atoms between two observed values (empty when they are equal). */
export function valueDelta(p: Obs, c: Obs, path = ''): DeltaAtom[] {
  return dedupe(walk(p, c, path, [], 0));
}

function walk(p: Obs, c: Obs, path: string, out: DeltaAtom[], depth: number): DeltaAtom[] {
  if (stable(p) === stable(c)) return out;
  if (implOnly(p) && implOnly(c)) return out;
  const add = (kind: string, at = path) => out.push({ path: at, kind });
  const np = numberOf(p);
  const nc = numberOf(c);
  if (np !== null && nc !== null) return (add(numberKind(np, nc)), out);
  const tp = typeOf(p);
  const tc = typeOf(c);
  if (tp === 'none' && tc !== 'none') return (add('none:gone'), out);
  if (tc === 'none' && tp !== 'none') return (add('none:new'), out);
  if (tp !== tc) return (add(`type:${tp}->${tc}`), out);
  if (tp === 'bool') return (add('bool:flip'), out);
  if (tp === 'str') return (add(stringKind(p as string, c as string)), out);
  const a = p as ObsNode;
  const b = c as ObsNode;
  if (depth > 8) return (add('deep:edit'), out);
  switch (a.t) {
    case 'seq': {
      const ia = seqItems(a);
      const ib = seqItems(b);
      const la = a.len ?? ia.length;
      const lb = b.len ?? ib.length;
      if (la !== lb) {
        add(lb > la ? 'seq:len+' : 'seq:len-');
        return out;
      }
      const sa = ia.map(stable).sort().join('\u0000');
      const sb = ib.map(stable).sort().join('\u0000');
      if (sa === sb) return (add('seq:order'), out);
      for (let i = 0; i < Math.min(ia.length, ib.length); i++) walk(ia[i]!, ib[i]!, `${path}[]`, out, depth + 1);
      return out;
    }
    case 'map':
    case 'obj': {
      if (a.t === 'obj' && a.n !== b.n) add('type:class');
      const ma = mapItems(a);
      const mb = mapItems(b);
      const gone = Object.keys(ma).filter((k) => !(k in mb) && !implOnly(ma[k]));
      const added = Object.keys(mb).filter((k) => !(k in ma) && !implOnly(mb[k]));
      // a renamed field: one key gone and one added holding the same value
      const renamed = new Set<string>();
      for (const g of gone) {
        const match = added.find((k) => !renamed.has(k) && stable(ma[g]!) === stable(mb[k]!));
        if (match) {
          renamed.add(match);
          renamed.add(g);
          add(`field:rename:${g}->${match}`);
        }
      }
      for (const g of gone) if (!renamed.has(g)) add(`field:-${g}`);
      for (const k of added) if (!renamed.has(k)) add(`field:+${k}`);
      for (const k of Object.keys(ma)) if (k in mb) walk(ma[k]!, mb[k]!, `${path}.${k}`, out, depth + 1);
      return out;
    }
    case 'time': {
      const oa = a.ord ?? null;
      const ob = b.ord ?? null;
      if (oa !== null && ob !== null && oa !== ob) return (add(ob > oa ? 'time:later' : 'time:earlier'), out);
      return (add('time:edit'), out);
    }
    case 'exc':
      return (add(a.n === b.n ? 'exc:message' : 'exc:type'), out);
    default:
      return (add(`${a.t}:edit`), out);
  }
}

/** The delta atoms between the behaviours of one call on two trees (empty: the same behaviour). */
export function behaviourDelta(pre: Behaviour, cand: Behaviour): DeltaAtom[] {
  const out: DeltaAtom[] = [];
  if (pre.kind === 'raise' && cand.kind === 'return') out.push({ path: '', kind: `exc:gone:${pre.exc ?? '?'}` });
  else if (pre.kind === 'return' && cand.kind === 'raise') out.push({ path: '', kind: `exc:new:${cand.exc ?? '?'}` });
  else if (pre.kind === 'raise' && cand.kind === 'raise') {
    if (pre.exc !== cand.exc) out.push({ path: '', kind: 'exc:type' });
    else if ((pre.key ?? null) !== (cand.key ?? null) || (pre.value ?? null) !== (cand.value ?? null)) out.push({ path: '', kind: 'exc:message' });
  } else if (pre.kind === 'return' && cand.kind === 'return') {
    if ((pre.key ?? null) !== (cand.key ?? null)) {
      if (pre.obs !== undefined && cand.obs !== undefined) out.push(...valueDelta(pre.obs ?? null, cand.obs ?? null, ''));
      if (out.length === 0) out.push({ path: '', kind: 'value:edit' });
    }
  } else if (pre.kind !== cand.kind) out.push({ path: '', kind: `kind:${pre.kind}->${cand.kind}` });
  // caller-visible argument state
  const pm = pre.mutated ?? [];
  const cm = cand.mutated ?? [];
  if ((pre.mutatedKey ?? null) !== (cand.mutatedKey ?? null)) {
    const n = Math.max(pm.length, cm.length);
    let any = false;
    for (let i = 0; i < n; i++) {
      const a = pm[i] ?? null;
      const b = cm[i] ?? null;
      if (a === b) continue;
      any = true;
      if (a !== null && b === null) out.push({ path: `arg${i}`, kind: 'mut:gone' });
      else if (a === null && b !== null) out.push({ path: `arg${i}`, kind: 'mut:new' });
      else {
        const before = out.length;
        const ao = pre.mutObs?.[i];
        const bo = cand.mutObs?.[i];
        if (ao !== undefined && bo !== undefined) out.push(...valueDelta(ao, bo, `arg${i}`));
        if (out.length === before) out.push({ path: `arg${i}`, kind: 'mut:edit' });
      }
    }
    if (!any) out.push({ path: 'args', kind: 'mut:edit' });
  }
  return dedupe(out);
}

export function dedupe(atoms: DeltaAtom[]): DeltaAtom[] {
  const seen = new Set<string>();
  return atoms.filter((a) => {
    const k = `${a.path}\u0000${a.kind}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function renderAtoms(atoms: readonly DeltaAtom[]): string {
  return atoms.map((a) => (a.path ? `${a.kind} at ${a.path}` : a.kind)).join(', ');
}
