// A stopped mutation left in a method of the same name (issue 10 item 2, "partial fix"). One public
// method name across the classes of a repository is one contract: `Track.reversed()` and
// `Route.reversed()` both promise a reversed copy. Where the FAIL_TO_PASS change of a method is
// that it no longer mutates its receiver (`self.points.reverse()` replaced by a reversed copy),
// a same-named method of another class that still mutates its own receiver on the recorded calls
// of the tests, on the candidate tree as on the pre-edit, holds the same flaw: the fix reached one
// instance of it. Pure.
import type { Behaviour, Probe } from './schemas.js';
import { clip, comparable, renderBehaviour } from './compare.js';
import { fnKey } from './attribution.js';
import type { IntendedChange } from './attribution.js';
import type { ChangeFacts } from '../schemas.js';

/** A changed method and the same-named methods of other classes (ChangeFacts `sameNamed`). */
export interface SameNamed {
  file: string;
  entity: string;
  others: { file: string; entity: string }[];
}

export function sameNamedMethods(facts: ChangeFacts | null | undefined): SameNamed[] {
  return (facts?.files ?? []).flatMap((f) => (f.sameNamed ?? []).map((x) => ({ file: f.path, ...x })));
}

/** The changed methods whose FAIL_TO_PASS change includes that the receiver is no longer mutated. */
export function receiverMutationStopped(named: readonly SameNamed[], intended: IntendedChange | null | undefined): SameNamed[] {
  return named.filter((n) => (intended?.atoms[fnKey(n.file, n.entity)] ?? []).includes('arg0|mut:gone'));
}

/** The counterexamples: per same-named sibling, the first recorded call on which it mutates its receiver on both trees. */
export function judgeSameNamedMutation(stopped: readonly SameNamed[], probes: readonly Probe[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>): { text: string; fn: string }[] {
  const out = new Map<string, { text: string; fn: string }>();
  for (const p of probes) {
    const key = fnKey(p.file, p.entity);
    if (out.has(key)) continue;
    const fixed = stopped.find((s) => s.others.some((o) => o.file === p.file && o.entity === p.entity));
    if (!fixed) continue;
    const [b, c] = [pre.get(p.id), cand.get(p.id)];
    if (!comparable(b) || !comparable(c) || b.stable === false || b.kind !== 'return' || c.kind !== 'return') continue;
    if ((b.mutated ?? [])[0] == null || (c.mutated ?? [])[0] == null) continue;
    out.set(key, {
      fn: key,
      text:
        `partial fix: the candidate stops ${fixed.entity} mutating its receiver, but ${p.entity}, the same method of another class, ` +
        `still does on the candidate — ${p.file}: ${clip(p.argsRepr, 240)}${p.test ? ` (recorded in ${p.test})` : ''}: ${renderBehaviour(c)}`,
    });
  }
  return [...out.values()];
}
