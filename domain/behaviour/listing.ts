// The listing agreement (issue 10 item 2, "partial fix"): a method that refuses or accepts an
// item for an actor (`withdraw(member, bottle_id, year)`) often has a sibling that lists what the
// actor may have (`takeable(member)`). Where, on every sampled pre-edit input, the call was
// accepted exactly when the sibling — given the same actor by parameter name — listed the call's
// item (its string argument found in the listing), both outcomes seen, and the candidate now
// refuses the reproducer's call on purpose while the sibling still lists its item, the rule was
// fixed in one place and left in the other (`takeable` still offering the private bottle that
// `withdraw` refuses). A complete fix drops the item from the listing. Pure.
import type { Behaviour, Obs } from './schemas.js';
import { comparable } from './compare.js';
import { fnKey } from './attribution.js';
import type { AgreementRow } from './agreement.js';

/** Rows of the neighbours tool run with --entries --named (the agreement attack's rows). */
export type ListingRow = Omit<AgreementRow, 'kin'>;

/** The fewest sampled inputs, and of each outcome, for the agreement to count. */
export const MIN_LISTING_SAMPLES = 4;

/** The top-level string arguments of the call (past its receiver): the item ids a listing would name. */
function itemsOf(b: Behaviour, method: boolean): string[] {
  const o = b.inObs;
  if (!o || typeof o !== 'object' || Array.isArray(o) || o.t !== 'seq' || !Array.isArray(o.items)) return [];
  return (o.items as Obs[]).slice(method ? 1 : 0).filter((x): x is string => typeof x === 'string' && x.length > 0);
}

/** Whether a string leaf of the tree equals one of `items`. */
function names(o: Obs | null | undefined, items: readonly string[], depth = 0): boolean {
  if (o == null || depth > 8) return false;
  if (typeof o === 'string') return items.includes(o);
  if (typeof o !== 'object') return false;
  const kids = Array.isArray(o.items) ? o.items : o.items ? Object.values(o.items) : [];
  return kids.some((k) => names(k, items, depth + 1));
}

const listing = (b: Behaviour | undefined): b is Behaviour => comparable(b) && b.kind === 'return' && b.stable !== false && b.obs != null && typeof b.obs === 'object' && !Array.isArray(b.obs) && (b.obs.t === 'seq' || b.obs.t === 'map');

/** Counterexamples: at most one per sibling. */
export function judgeListing(rows: readonly ListingRow[], pre: ReadonlyMap<string, Behaviour>, cand: ReadonlyMap<string, Behaviour>, fixedGroups: ReadonlySet<number>): { text: string; fn: string }[] {
  const exact = new Map<number, ListingRow>();
  for (const r of rows) if (r.role === 'exact') exact.set(r.group, r);
  const bySibling = new Map<string, ListingRow[]>();
  for (const r of rows) if (r.role === 'entry' && !r.entity.split('.').pop()!.startsWith('_')) (bySibling.get(r.entity) ?? bySibling.set(r.entity, []).get(r.entity)!).push(r);
  const out: { text: string; fn: string }[] = [];
  for (const [entity, entries] of bySibling) {
    let accepted = 0;
    let refused = 0;
    let broken = false;
    for (const e of entries) {
      const x = exact.get(e.group);
      const f = x && pre.get(x.id);
      const g = pre.get(e.id);
      if (!x || !comparable(f) || f.stable === false || !listing(g)) continue;
      const items = itemsOf(f, x.entity.includes('.'));
      if (items.length === 0) continue;
      const took = f.kind === 'return';
      if (!took && !(f.kind === 'raise' && f.deliberate)) continue;
      if (took !== names(g.obs, items)) {
        broken = true;
        break;
      }
      if (took) accepted++;
      else refused++;
    }
    if (broken || accepted + refused < MIN_LISTING_SAMPLES || accepted === 0 || refused === 0) continue;
    for (const e of entries.filter((r) => fixedGroups.has(r.group))) {
      const x = exact.get(e.group)!;
      const f0 = pre.get(x.id);
      const f1 = cand.get(x.id);
      const g1 = cand.get(e.id);
      if (!comparable(f0) || f0.kind !== 'return' || !comparable(f1) || f1.kind !== 'raise' || !f1.deliberate || !listing(g1)) continue;
      const items = itemsOf(f0, x.entity.includes('.'));
      if (!names(g1.obs, items)) continue;
      out.push({
        fn: fnKey(e.file, entity),
        text:
          `partial fix: on the pre-edit, ${x.entity.split('.').pop()} accepted a call exactly when ${entity.split('.').pop()}, given the same arguments by name, listed its item, on all ${accepted + refused} sampled inputs (${accepted} accepted, ${refused} refused); ` +
          `the candidate now refuses ${x.argsRepr} (${f1.value ?? f1.exc}), but ${e.argsRepr} still lists ${items.map((i) => JSON.stringify(i)).join(', ')}: the rule is fixed in one of them`,
      });
      break;
    }
  }
  return out;
}
