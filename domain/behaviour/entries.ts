// Second entry points still holding the reported rejection (issue 10, "partial fix"): the
// reproducer's call of F was rejected by the pre-edit and is accepted by the candidate, while G —
// another function of the same class or module that takes the very same arguments
// (`remaining(self, token)` beside `verify(self, token)`) — raised the same exception with the
// same message on the pre-edit, from its own code, and still does on the candidate. Two functions
// rejecting one input with one message hold one check; a fix of the rule fixes both.
import type { Behaviour } from './schemas.js';
import { comparable, describeDivergence } from './compare.js';
import { fnKey } from './attribution.js';

export interface EntryProbe {
  id: string;
  group: number;
  role: string;
  file: string;
  entity: string;
  argsRepr: string;
  transform: string;
  args: string;
}

const fnOfSite = (site: string | null | undefined): string | null => (site ? site.split('::').slice(0, 2).join('::') : null);

/** Counterexamples: one per fixed reproducer call at most. */
export function judgeEntrySiblings(rows: EntryProbe[], pre: Map<string, Behaviour>, cand: Map<string, Behaviour>): { text: string; fn: string }[] {
  const out: { text: string; fn: string }[] = [];
  for (const x of rows.filter((r) => r.role === 'exact')) {
    const b0 = pre.get(x.id);
    const c0 = cand.get(x.id);
    if (!comparable(b0) || !comparable(c0) || b0.kind !== 'raise' || c0.kind !== 'return' || !b0.value) continue;
    for (const e of rows.filter((r) => r.role === 'entry' && r.group === x.group)) {
      const b = pre.get(e.id);
      const c = cand.get(e.id);
      if (!comparable(b) || !comparable(c) || b.stable === false) continue;
      // the same rejection, raised in G's own code (not by calling F, which the candidate fixed)
      const own = fnOfSite(b.site) === fnKey(e.file, e.entity);
      if (b.kind !== 'raise' || b.exc !== b0.exc || b.value !== b0.value || !own) continue;
      if (c.kind !== 'raise' || c.exc !== b.exc || c.value !== b.value) continue;
      out.push({
        fn: fnKey(e.file, e.entity),
        text: `partial fix: the candidate accepts ${x.argsRepr}, which the pre-edit rejected (${b0.value}), but ${e.entity.split('.').pop()} — another entry point of the same ${x.entity.includes('.') ? 'class' : 'module'} given the same arguments — rejected it with the very same ${b0.exc?.split('.').pop()} in its own code on the pre-edit and still does on the candidate: ${describeDivergence(e, b, c)}`,
      });
      break;
    }
  }
  return out;
}
