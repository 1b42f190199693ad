// Which calls become probes (spec 18 §3.5 step 1: "collect unchanged-contract inputs — inputs on
// which the pre-edit program was observed correct"). Pure selection over recorded traces.
import type { TraceCall, TraceResult } from './schemas.js';
import type { ChangeFacts } from '../schemas.js';

export interface ProbeTarget {
  file: string;
  entity: string;
  /** Not changed itself: it reads a name a changed module-level statement assigns. */
  reader?: boolean;
}

/** What the attacks probe: the changed entities, and the functions a changed module-level statement runs through. */
export function changeTargets(facts: ChangeFacts | null | undefined): ProbeTarget[] {
  if (!facts) return [];
  return facts.files.flatMap((f) => [
    ...f.changedEntities.map((entity) => ({ file: f.path, entity })),
    ...(f.moduleReaders ?? []).filter((e) => !f.changedEntities.includes(e)).map((entity) => ({ file: f.path, entity, reader: true })),
    ...(f.importedReaders ?? []).map((r) => ({ file: r.file, entity: r.entity, reader: true })),
  ]);
}

const TEST_FILE = /(^|\/)(tests?\/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)/;

/** The functions a patch changed that can be called: module-level changes and test files are not probes. */
export function callableTargets(targets: ProbeTarget[]): ProbeTarget[] {
  const seen = new Set<string>();
  const out: ProbeTarget[] = [];
  for (const t of targets) {
    if (!t.file.endsWith('.py') || TEST_FILE.test(t.file) || t.entity === '<module>' || !/^[A-Za-z_][\w.]*$/.test(t.entity)) continue;
    const key = `${t.file}::${t.entity}`;
    if (!seen.has(key)) (seen.add(key), out.push(t.reader ? { file: t.file, entity: t.entity, reader: true } : { file: t.file, entity: t.entity }));
  }
  return out;
}

/** Calls recorded in tests that passed on the pre-edit tree, deduplicated: the candidates for unchanged-contract inputs. */
export function unchangedContractCalls(trace: TraceResult): TraceCall[] {
  const seen = new Set<string>();
  const out: TraceCall[] = [];
  for (const c of trace.calls) {
    if (trace.outcomes[c.test] !== 'passed') continue;
    if (c.behaviour.kind !== 'return' && c.behaviour.kind !== 'raise') continue;
    const key = `${c.file}::${c.entity}::${c.args}`;
    if (!seen.has(key)) (seen.add(key), out.push(c));
  }
  return out;
}

/** Distinct calls of the changed functions made by the FAIL_TO_PASS tests, on either tree. */
export function reproducerCalls(...traces: TraceResult[]): TraceCall[] {
  const seen = new Set<string>();
  const out: TraceCall[] = [];
  for (const t of traces) {
    for (const c of t.calls) {
      const key = `${c.file}::${c.entity}::${c.args}`;
      if (!seen.has(key)) (seen.add(key), out.push(c));
    }
  }
  return out;
}

/** Up to `budget` calls, taken round-robin over the tests so every passing test contributes. */
export function spreadOverTests<T extends { test: string }>(calls: T[], budget: number): T[] {
  return spreadBy(calls, budget, (c) => c.test);
}

/** Up to `budget` calls, taken round-robin over the groups `key` puts them in. */
export function spreadBy<T>(calls: T[], budget: number, key: (c: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const c of calls) {
    const list = groups.get(key(c)) ?? [];
    list.push(c);
    groups.set(key(c), list);
  }
  const lists = [...groups.values()];
  const out: T[] = [];
  for (let k = 0; out.length < budget && lists.some((l) => k < l.length); k++) {
    for (const l of lists) if (k < l.length && out.length < budget) out.push(l[k]!);
  }
  return out;
}
