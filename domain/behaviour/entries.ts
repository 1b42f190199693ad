// Second entry points still holding the reported flaw (issue 10, "partial fix"): G is another
// function of the same class or module that takes the reproducer's very arguments
// (`remaining(self, token)` beside `verify(self, token)`), given them on both trees.
//  - a rejection lifted: the pre-edit rejected F's call and the candidate accepts it, while G
//    raised the same exception with the same message on the pre-edit, from its own code, and
//    still does on the candidate — two functions rejecting one input with one message hold one
//    check, and a fix of the rule fixes both;
//  - a mutation stopped: the pre-edit changed an argument of F's call in place and the candidate
//    does not, while G made the very same change to that argument on the pre-edit and still does
//    (`latest(readings)` still sorting the caller's list after `average(readings)` stopped);
//  - a rejection lifted at F's limit and left at G's: F and G pass their own limits to one check
//    (`check_range(v, LAT_LIMIT)`, `check_range(v, LON_LIMIT)`); F's call moved to G's limit
//    (90 -> 180) is still rejected by that check's very raise statement on the candidate;
//  - a rejection added to F and not to G: the candidate now refuses F's call on purpose, while G,
//    given the same arguments and passing the very same check call (`require_manage(user, job)`),
//    still accepts them;
//  - the refused effect still reached: the candidate now refuses F's call on purpose, while G,
//    given the same arguments (by name, or the one item as a list of one: `delete_many(bob,
//    [slug])` beside `delete(bob, slug)`), still accepts them and leaves the object exactly as F's
//    refused call left it on the pre-edit — the page is gone all the same. A correct fix of the
//    rule refuses or skips there too, and leaves the object otherwise;
//  - an exposure stopped: F handed out the object's own container (the page's revision list: a
//    caller reversing it reversed the page) and now hands out a copy, while G, given the same
//    arguments (`watchers(slug)` beside `history(slug)`), still hands out the object's own set.
import type { Behaviour } from './schemas.js';
import { comparable, describeDivergence } from './compare.js';
import { fnKey } from './attribution.js';
import { fnOfSite } from './generalization.js';

export interface EntryProbe {
  id: string;
  group: number;
  role: string;
  file: string;
  entity: string;
  argsRepr: string;
  transform: string;
  args: string;
  /** Guard calls G makes exactly as F does (`require_manage(user, job)`): one check both pass. */
  guards?: string[];
}


/**
 * Whether a method call returned an instance of the method's own class (`Schedule.scaled` giving a
 * Schedule): a copy-maker, which is meant to leave its receiver as it was.
 */
export function returnsOwnClass(b: Behaviour | undefined, entity: string): boolean {
  const parts = entity.split('.');
  if (parts.length < 2 || b?.kind !== 'return' || typeof b.value !== 'string') return false;
  const cls = parts[parts.length - 2]!;
  return new RegExp(`^(?:[\\w.]*\\.)?${cls.replace(/[^\w]/g, '')}\\(`).test(b.value);
}

/**
 * The arguments the pre-edit changed in place on this call and the candidate leaves alone. A
 * method's receiver counts only where the method makes a copy of it (returns its own class on both
 * trees): a method may exist to change its object, a copy-maker may not.
 */
export function stoppedMutations(b0: Behaviour | undefined, c0: Behaviour | undefined, entity: string): number[] {
  if (!comparable(b0) || !comparable(c0) || b0.kind !== 'return' || c0.kind !== 'return' || !b0.mutated) return [];
  const receiverCounts = !entity.includes('.') || (returnsOwnClass(b0, entity) && returnsOwnClass(c0, entity));
  return b0.mutated.map((m, i) => (m !== null && (c0.mutated?.[i] ?? null) === null && (i > 0 || receiverCounts) ? i : -1)).filter((i) => i >= 0);
}

/** On the reproducer call, the pre-edit handed out the object's own container and the candidate hands out a copy. */
export function exposureStopped(b0: Behaviour | undefined, c0: Behaviour | undefined): boolean {
  return b0?.kind === 'return' && c0?.kind === 'return' && b0.exposes === true && c0.exposes === false;
}

/** Whether the reproducer call is one the entry-point attack can use: a rejection lifted or added, or a mutation stopped. */
export function entryWorthy(b0: Behaviour | undefined, c0: Behaviour | undefined, entity: string): boolean {
  return exposureStopped(b0, c0) || (b0?.kind === 'raise' && c0?.kind === 'return' && Boolean(b0.value)) || (b0?.kind === 'return' && c0?.kind === 'raise' && Boolean(c0.deliberate)) || stoppedMutations(b0, c0, entity).length > 0;
}

/** Counterexamples: one per fixed reproducer call at most. */
export function judgeEntrySiblings(rows: EntryProbe[], pre: Map<string, Behaviour>, cand: Map<string, Behaviour>): { text: string; fn: string }[] {
  const out: { text: string; fn: string }[] = [];
  for (const x of rows.filter((r) => r.role === 'exact')) {
    const b0 = pre.get(x.id);
    const c0 = cand.get(x.id);
    const method = x.entity.includes('.');
    const where = `another entry point of the same ${method ? 'class' : 'module'} given the same arguments`;
    // an exposure stopped: G, a public sibling, still hands out the object's own container
    if (exposureStopped(b0, c0)) {
      const e = rows.find((r) => r.role === 'entry' && r.group === x.group && !r.entity.split('.').pop()!.startsWith('_') && comparable(cand.get(r.id)) && cand.get(r.id)!.kind === 'return' && cand.get(r.id)!.exposes === true);
      if (e) {
        out.push({
          fn: fnKey(e.file, e.entity),
          text: `partial fix: the candidate makes ${x.entity.split('.').pop()} hand back a copy where the pre-edit handed out the object's own container (changing what ${x.argsRepr} returns changed the object), but ${e.entity.split('.').pop()} — ${where} — still hands out the object's own: changing what ${e.argsRepr} returns changes the object on the candidate`.slice(0, 900),
        });
      }
      continue;
    }
    // a stopped mutation: G changed the same argument in place the same way and still does
    const stopped = stoppedMutations(b0, c0, x.entity);
    if (stopped.length) {
      for (const e of rows.filter((r) => r.role === 'entry' && r.group === x.group)) {
        const b = pre.get(e.id);
        const c = cand.get(e.id);
        if (!comparable(b) || !comparable(c) || b.stable === false || c.stable === false) continue;
        // a procedure (returns None) may exist to change its argument; a query that answers
        // something and changes its caller's value on the way holds the flaw
        if (b.kind !== 'return' || b.value === 'None' || b.value == null) continue;
        // the receiver of a copy-maker: G, a copy-maker of the same class too, still changes the
        // object it copies (`held()` still writing the schedule's own list after `scaled()`
        // stopped) — its change is its own (another field), the flaw is the same
        const ownCopy = (k: number) => k === 0 && method && returnsOwnClass(b, e.entity) && returnsOwnClass(c, e.entity);
        const i = stopped.find((k) => b.mutated?.[k] != null && (b.mutated[k] === b0!.mutated![k] || ownCopy(k)) && c.mutated?.[k] === b.mutated[k]);
        if (i === undefined) continue;
        out.push({
          fn: fnKey(e.file, e.entity),
          text: i === 0 && method
            ? `partial fix: on ${x.argsRepr} the candidate makes ${x.entity.split('.').pop()} leave the object it copies as it was, but ${e.entity.split('.').pop()} — ${where}, which also returns a new ${x.entity.split('.').slice(-2, -1)[0]} — changed that object on the pre-edit and still does on the candidate: ${c.mutated![i]}`.slice(0, 900)
            : `partial fix: on ${x.argsRepr} the candidate stops the pre-edit's in-place change of argument ${i}, but ${e.entity.split('.').pop()} — ${where} — made the very same change to it on the pre-edit and still does on the candidate: ${c.mutated![i]}`,
        });
        break;
      }
      continue;
    }
    // a rejection added: F's call, accepted by the pre-edit, is refused by the candidate on
    // purpose; G, which passes the very guard call F passes, still accepts the same arguments
    if (comparable(b0) && comparable(c0) && b0.kind === 'return' && c0.kind === 'raise' && c0.deliberate) {
      const reached = sameEffectReached(rows, x, b0, pre, cand);
      if (reached) {
        out.push({
          fn: fnKey(reached.file, reached.entity),
          text: `partial fix: the candidate now refuses ${x.argsRepr} (${c0.value ?? c0.exc}), which the pre-edit accepted, but ${reached.argsRepr} — ${where} — still accepts them on the candidate and leaves the object exactly as the refused call left it on the pre-edit: the refused effect is still reached`.slice(0, 900),
        });
        continue;
      }
      for (const e of rows.filter((r) => r.role === 'entry' && r.group === x.group && (r.guards ?? []).length > 0)) {
        const b = pre.get(e.id);
        const c = cand.get(e.id);
        if (!comparable(b) || !comparable(c) || b.stable === false || c.stable === false) continue;
        if (b.kind !== 'return' || c.kind !== 'return') continue;
        out.push({
          fn: fnKey(e.file, e.entity),
          text: `partial fix: the candidate now refuses ${x.argsRepr} (${c0.value ?? c0.exc}), which the pre-edit accepted, but ${e.entity.split('.').pop()} — ${where}, passing the very same check \`${e.guards![0]}\` — still accepts them: ${describeDivergence(e, b, c)}`,
        });
        break;
      }
      continue;
    }
    if (!comparable(b0) || !comparable(c0) || b0.kind !== 'raise' || c0.kind !== 'return' || !b0.value) continue;
    for (const e of rows.filter((r) => r.role === 'entry' && r.group === x.group)) {
      const b = pre.get(e.id);
      const c = cand.get(e.id);
      if (!comparable(b) || !comparable(c) || b.stable === false) continue;
      if (b.kind !== 'raise' || b.exc !== b0.exc || c.kind !== 'raise' || c.exc !== b.exc || c.value !== b.value) continue;
      const atLimit = /@limit=/.test(e.transform);
      if (atLimit) {
        // at G's own limit: rejected by the very raise statement that rejected F's call (the
        // range check both share), its message naming G's values, and still rejected
        if (!b.site || b.site !== b0.site || c.site !== b.site) continue;
      } else {
        // the same rejection, raised in G's own code (not by calling F, which the candidate fixed)
        const own = fnOfSite(b.site) === fnKey(e.file, e.entity);
        if (b.value !== b0.value || !own) continue;
      }
      out.push({
        fn: fnKey(e.file, e.entity),
        text: atLimit
          ? `partial fix: the candidate accepts ${x.argsRepr}, which the pre-edit rejected (${b0.value}), but ${e.entity.split('.').pop()} — ${where}, at its own limit where F's call stood at F's — is still rejected by the very same check (${b0.exc?.split('.').pop()} at ${b.site}): ${describeDivergence(e, b, c)}`
          : `partial fix: the candidate accepts ${x.argsRepr}, which the pre-edit rejected (${b0.value}), but ${e.entity.split('.').pop()} — ${where} — rejected it with the very same ${b0.exc?.split('.').pop()} in its own code on the pre-edit and still does on the candidate: ${describeDivergence(e, b, c)}`,
      });
      break;
    }
  }
  return out;
}

/**
 * The entry of F's group that, on the candidate, accepts F's arguments and leaves the receiver in
 * the very state F's call (now refused) left it in on the pre-edit — a state that call changed —
 * having accepted them on the pre-edit too; none where the runs disagree.
 */
function sameEffectReached(rows: readonly EntryProbe[], x: EntryProbe, b0: Behaviour, pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>): EntryProbe | undefined {
  if (!b0.receiverKey || b0.stable === false) return undefined;
  return rows.find((e) => {
    if (e.role !== 'entry' || e.group !== x.group || e.entity === x.entity) return false;
    const b = pre.get(e.id);
    const c = cand.get(e.id);
    return comparable(b) && comparable(c) && b.stable !== false && c.stable !== false && b.kind === 'return' && c.kind === 'return' && c.receiverKey === b0.receiverKey;
  });
}
