// A tell points an attack; it never decides (spec 18 §3.6, issue 10 item 4). After the Level E
// attacks, each overfit tell is:
//  - confirmed: execution found a counterexample in the function the tell is in (the REJECT is the
//    counterexample's, not the tell's);
//  - cleared: execution showed what the tell suspected is not so — for a special case or a
//    substituted constant, the change generalizes to relation-keeping neighbours; for a deleted
//    branch, a weakened condition or a broadened handler, at least MIN_CLEAR inputs of that
//    function were compared on both trees without a counterexample;
//  - unresolved: neither — it stays an unresolved risk for the veto and the record. A test hack
//    (the code reads the test run) can never be cleared by running the code. Pure.
import type { OverfitTell, TellStatus } from '../ladder.js';
import type { ProbeTarget } from './probes.js';
import { fnKey } from './attribution.js';

export const MIN_CLEAR = 20;

const GENERALIZATION_KINDS = new Set(['input-special-casing', 'constant-substitution']);

export function tellFunctions(t: Pick<OverfitTell, 'file' | 'entity'>, targets: readonly ProbeTarget[]): string[] {
  const inFile = targets.filter((x) => x.file === t.file);
  const entity = t.entity ?? null;
  const hit = entity ? inFile.filter((x) => x.entity === entity || x.entity.startsWith(`${entity}.`) || entity.startsWith(`${x.entity}.`)) : inFile;
  return (hit.length ? hit : inFile).map((x) => fnKey(x.file, x.entity));
}

export function tellStatuses(
  tells: readonly OverfitTell[],
  targets: readonly ProbeTarget[],
  evidence: { counterexamples: Record<string, number>; clean: Record<string, number>; generalized: readonly string[] },
): TellStatus[] {
  return tells.map((t) => {
    const fns = tellFunctions(t, targets);
    const found = fns.reduce((n, f) => n + (evidence.counterexamples[f] ?? 0), 0);
    const clean = fns.reduce((n, f) => n + (evidence.clean[f] ?? 0), 0);
    const base = { kind: t.kind, file: t.file, line: t.line, detail: t.detail };
    if (fns.length === 0) return { ...base, status: 'unresolved' as const, why: 'the tell is in no callable changed function: no attack can target it' };
    if (found > 0) return { ...base, status: 'confirmed' as const, why: `${found} counterexample(s) in ${fns.map((f) => f.split('::')[1]).join(', ')}` };
    if (t.kind === 'test-hack') return { ...base, status: 'unresolved' as const, why: 'code that reads the test run cannot be cleared by running it' };
    if (GENERALIZATION_KINDS.has(t.kind)) {
      const general = fns.filter((f) => evidence.generalized.includes(f));
      return general.length
        ? { ...base, status: 'cleared' as const, why: `the change of ${general.map((f) => f.split('::')[1]).join(', ')} also shows on relation-keeping neighbours of the tested input` }
        : { ...base, status: 'unresolved' as const, why: 'the generalization attack could not show the change on any neighbour of the tested input' };
    }
    return clean >= MIN_CLEAR
      ? { ...base, status: 'cleared' as const, why: `${clean} inputs of the function compared on both trees without a counterexample` }
      : { ...base, status: 'unresolved' as const, why: `only ${clean} clean comparisons in the function (${MIN_CLEAR} needed)` };
  });
}
