// Spec 18 §3.5 `differential_execute`: the pre-edit repository is the specification of everything
// the patch was not meant to change. While the PASS_TO_PASS tests run on the pre-edit tree, a
// tracer records the calls of the changed functions; each call recorded in a test that passed is a
// candidate unchanged-contract input, replayed against the pre-edit and the candidate code in fresh
// sandboxed processes (one per tree, all probes in one process). The FAIL_TO_PASS calls are replayed
// too: they show the intended change, and every divergence is attributed to it
// (domain/behaviour/attribution.ts) — explained divergences are the fix's footprint, unexplained
// ones are the regression evidence (typed E by the ladder).
import type { Workspace } from '../domain/schemas.js';
import type { DifferentialEvidence } from '../domain/ladder.js';
import type { ActivityDeps } from './deps.js';
import type { Behaviour, Probe } from '../domain/behaviour/schemas.js';
import { callableTargets, reproducerCalls, spreadOverTests, unchangedContractCalls } from '../domain/behaviour/probes.js';
import type { ProbeTarget } from '../domain/behaviour/probes.js';
import type { CpuCharge } from '../domain/battery/cost.js';
import { comparable, declarationBroken, describeDivergence, sameBehaviour } from '../domain/behaviour/compare.js';
import { attribute, callsByName, fnKey, intendedChange } from '../domain/behaviour/attribution.js';
import { twinEdits } from '../domain/behaviour/twinEdit.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { confinedToPoint, MAX_POINT_SUSPECTS, reproducerAtPoint } from './boundaryPoints.js';
import type { CallPair, IntendedChange, UnchangedCall } from '../domain/behaviour/attribution.js';
import { renderRelation } from '../domain/behaviour/relations.js';
import { behaviourDelta, renderAtoms } from '../domain/behaviour/delta.js';
import { isPytestCommand, prepareTreePair, replayPreEdit, replayProbes, traceTests } from '../infra/probes.js';
import { sandboxEnvFor } from '../infra/taskEnv.js';

const MAX_COUNTEREXAMPLES = 10;
const MAX_REPRODUCER_CALLS = 60;
const MAX_FOOTPRINT_EXAMPLES = 5;
/** Reproducer calls the boundary-point test nudges, and the wall time of each of its sandbox runs. */
const MAX_POINT_REPRODUCER_CALLS = 12;
const POINT_TEST_SECONDS = 120;

export type { ProbeTarget };

export interface DifferentialInput {
  workspace: Workspace;
  targets: ProbeTarget[];
  passToPass: string[];
  /** The reproducer: its calls show the intended change that divergences are attributed to. */
  failToPass?: string[];
  testCommand?: string[];
  /** The probe budget of the change class (patchgate.yml budgets.<class>.probes). */
  probes: number;
  /** Only used to word a zero budget. */
  changeClass?: string;
}

/** Divergences explained by the fix: same shape as the FAIL_TO_PASS change. */
export interface Footprint {
  count: number;
  /** Delta kinds with counts, e.g. "num:grow": 3. */
  kinds: Record<string, number>;
  examples: string[];
}

export interface DifferentialResult extends DifferentialEvidence {
  footprint: Footprint;
  /** Human-readable facts about the run (probes excluded and why, "no divergence in N probes"). */
  notes: string[];
  /** The intended change the divergences were attributed to (handed to the Level E attacks). */
  intended: IntendedChange | null;
  /** CPU seconds of every sandboxed process: this candidate's own, and the task's shared evidence by key. */
  cpu: CpuCharge;
}

const EMPTY_FOOTPRINT: Footprint = { count: 0, kinds: {}, examples: [] };

// Idempotent and read-only on the workspace (throwaway copies; traces cached per tree). Runs a few
// pytest/replay rounds in the sandbox: a normal sandbox start-to-close timeout is enough.
export function makeDifferentialExecute(deps: ActivityDeps) {
  return async function differentialExecute(input: DifferentialInput): Promise<DifferentialResult> {
    const ws = input.workspace;
    const cpu: CpuCharge = { own: 0, shared: [] };
    /**
     * For each function key, the intended-change functions its candidate source newly calls by name
     * (`via`, directly or through a changed helper both newly call), and those whose edit it repeats
     * with other names (`twins`, twinEdit.ts); parsed in the sandbox.
     */
    const callersOf = async (keys: string[], intendedKeys: string[], helperKeys: string[]): Promise<{ via: Record<string, string[]>; twins: Record<string, string[]> }> => {
      const entities = [...keys, ...intendedKeys].map((k) => ({ file: k.split('::')[0]!, entity: k.split('::')[1]! }));
      const sources = async (tree: string) =>
        (
          await runPythonTool<{ entries: { file: string; entity: string; source: string | null }[] }>(
            deps.sandbox,
            'extract_entities',
            [tree, JSON.stringify({ entities, ranges: [] })],
            { cwd: tree, wallSeconds: 60, charge: (c) => void (cpu.own += c), env: sandboxEnvFor(ws) },
          )
        ).entries;
      try {
        const [before, after] = await Promise.all([sources(ws.baselineDir), sources(ws.candidateDir!)]);
        const via: Record<string, string[]> = {};
        const twins: Record<string, string[]> = {};
        const sourceOf = (list: typeof before, k: string) => list.find((b) => fnKey(b.file, b.entity) === k)?.source ?? null;
        /** The function's source on both trees, where both exist. */
        const editOf = (k: string) => {
          const [b, a] = [sourceOf(before, k), sourceOf(after, k)];
          return b !== null && a !== null ? { before: b, after: a } : null;
        };
        for (const e of after) {
          const k = fnKey(e.file, e.entity);
          if (!keys.includes(k)) continue;
          const mine = editOf(k);
          const twin = mine ? intendedKeys.filter((f) => { const theirs = editOf(f); return theirs !== null && twinEdits(mine, theirs); }) : [];
          if (twin.length) twins[k] = twin;
          // only calls the candidate added: a caller that always used the fixed function and
          // changed otherwise (its own regression) is not the fix showing through it
          const old = before.find((b) => b.file === e.file && b.entity === e.entity)?.source ?? '';
          const called = e.source ? callsByName(e.source, intendedKeys, k).filter((f) => !callsByName(old, [f], k).length) : [];
          // or a helper the candidate wrote (or changed) that it now calls, as a fixed function
          // now does too: the fix factored out and shared (`_complement_base` in complement and
          // reverse_complement), its change reaching both
          const newlyCalls = (src: { before: string; after: string } | null, h: string, self: string) =>
            src !== null && callsByName(src.after, [h], self).length > 0 && callsByName(src.before, [h], self).length === 0;
          const helpers = helperKeys.filter((h) => h !== k && !intendedKeys.includes(h) && newlyCalls({ before: old, after: e.source ?? '' }, h, k));
          for (const f of intendedKeys) if (!called.includes(f) && helpers.some((h) => newlyCalls(editOf(f), h, f))) called.push(f);
          if (called.length) via[k] = called;
        }
        return { via, twins };
      } catch {
        return { via: {}, twins: {} }; // no sources: every such divergence stays unexplained, as before
      }
    };
    const result = (outcome: string, notes: string[] = []): DifferentialResult => ({
      probes: 0,
      divergences: 0,
      outcome,
      counterexamples: [],
      notes,
      footprint: EMPTY_FOOTPRINT,
      intended: null,
      cpu,
    });
    if (input.probes <= 0) return result(`not_required: probe budget 0${input.changeClass ? ` for ${input.changeClass}` : ''}`);
    if (!ws.candidateDir) return result('not_run: no candidate tree (the patch did not apply)');
    const targets = callableTargets(input.targets);
    if (targets.length === 0) return result('not_run: the patch changes no callable function (only module-level code, tests or non-Python files)');
    if (input.passToPass.length === 0) return result('not_run: no PASS_TO_PASS tests to observe the pre-edit behaviour');
    if (!isPytestCommand(input.testCommand)) return result('not_run: the test command is not pytest, calls cannot be traced');

    // the candidate's trace is its own evidence, which the fuzz attack reads again: keyed, paid once
    const traced = (s: number, t: { key: string; shared: boolean }) => void (t.shared ? cpu.shared : (cpu.keyed ??= [])).push({ key: t.key, cpuSeconds: s });
    const own = (s: number) => void (cpu.own += s);
    // the pre-edit's behaviours are the task's shared evidence (infra/probes.ts replayPreEdit)
    const sharePre = (s: number, key: string) => traced(s, { key, shared: true });
    const f2pIds = input.failToPass ?? [];
    const trace = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: input.passToPass, targets, testCommand: input.testCommand, charge: traced });
    const f2pBase = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: f2pIds, targets, testCommand: input.testCommand, charge: traced });
    const f2pCand = await traceTests(deps, { workspace: ws, tree: 'candidate', ids: f2pIds, targets, testCommand: input.testCommand, charge: traced });
    const contract = unchangedContractCalls(trace);
    const notes: string[] = [];
    const failing = Object.entries(trace.outcomes).filter(([, o]) => o !== 'passed').map(([t]) => t);
    if (failing.length) notes.push(`calls from ${failing.length} PASS_TO_PASS test(s) not passing on the pre-edit tree are not probes`);
    if (contract.length === 0) {
      return result('not_run: no PASS_TO_PASS test that passes on the pre-edit tree calls a changed function', notes);
    }
    const chosen = spreadOverTests(contract, input.probes);
    if (contract.length > chosen.length) notes.push(`${contract.length} distinct unchanged-contract calls recorded; ${chosen.length} probed (budget ${input.probes})`);
    const reproducer = reproducerCalls(f2pCand, f2pBase).slice(0, MAX_REPRODUCER_CALLS);
    const probes: Probe[] = [
      ...chosen.map((c, i) => ({ id: `p${i}`, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test })),
      ...reproducer.map((c, i) => ({ id: `f${i}`, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test })),
    ];

    const trees = prepareTreePair(deps.config.workspace.dir, ws);
    try {
      const [pre, cand] = await Promise.all([
        replayPreEdit(deps, trees, probes, { env: sandboxEnvFor(ws), repeat: 2, charge: own }, sharePre),
        replayProbes(deps, trees.candRun, trees.candIo, probes, { env: sandboxEnvFor(ws), repeat: 1, charge: own }),
      ]);
      // The intended change: what the candidate does differently on the reproducer's own calls.
      const pairs: CallPair[] = [];
      reproducer.forEach((c, i) => {
        const b = pre.get(`f${i}`);
        const k = cand.get(`f${i}`);
        if (b && k) pairs.push({ file: c.file, entity: c.entity, pre: b, cand: k });
      });
      let compared = 0;
      let unstable = 0;
      let unreplayable = 0;
      // First the probes the candidate left unchanged: with the reproducer's calls they show where
      // the change is not (the boundary of a boundary fix, relations.ts).
      const judged: { p: Probe; b: Behaviour; c: Behaviour }[] = [];
      const unchanged: UnchangedCall[] = [];
      probes.slice(0, chosen.length).forEach((p, i) => {
        const recorded = chosen[i]!.behaviour;
        const b = pre.get(p.id);
        const c = cand.get(p.id);
        // The replayed pre-edit must reproduce what the test observed, else the call depends on
        // test context (fixtures, monkeypatching, global state) and proves nothing.
        if (!comparable(b) || !sameBehaviour(recorded, b) || b.stable === false) return void unstable++;
        if (!comparable(c)) return void unreplayable++;
        compared++;
        if (sameBehaviour(b, c)) unchanged.push({ file: p.file, entity: p.entity, pre: b });
        else judged.push({ p, b, c });
      });
      const intended = intendedChange(pairs, unchanged);
      // Changed functions the reproducer does not reach but that diverge: which fixed functions
      // their candidate code now calls (the fix's change may show through them).
      const unreached = [...new Set(judged.map(({ p }) => fnKey(p.file, p.entity)))].filter((k) => !intended.atoms[k]);
      if (unreached.length && Object.keys(intended.atoms).length) {
        const { via, twins } = await callersOf(unreached, Object.keys(intended.atoms), targets.map((t) => fnKey(t.file, t.entity)));
        if (Object.keys(via).length) intended.via = via;
        if (Object.keys(twins).length) intended.twins = twins;
      }
      if (reproducer.length === 0 && f2pIds.length > 0) notes.push('no FAIL_TO_PASS test calls a changed function: every divergence is unexplained');

      const divergences: string[] = [];
      const footprint: Footprint = { count: 0, kinds: {}, examples: [] };
      const explain = (p: Probe, b: Behaviour, c: Behaviour, atoms: { kind: string }[], why: string) => {
        footprint.count++;
        for (const atom of atoms) footprint.kinds[atom.kind] = (footprint.kinds[atom.kind] ?? 0) + 1;
        if (footprint.examples.length < MAX_FOOTPRINT_EXAMPLES) footprint.examples.push(`${describeDivergence(p, b, c, `recorded in ${p.test}`)} — explained: ${why}`);
      };
      const unexplained: { p: Probe; b: Behaviour; c: Behaviour; atoms: { kind: string }[]; why: string }[] = [];
      for (const { p, b, c } of judged) {
        // a value its function's own return annotation excludes is no fix, whatever its shape
        const broken = declarationBroken(p, b, c);
        if (broken) {
          unexplained.push({ p, b, c, atoms: behaviourDelta(b, c), why: broken });
          continue;
        }
        const a = attribute(p.file, p.entity, b, c, intended, targets.some((t) => t.file === p.file && t.entity === p.entity && !t.reader));
        if (a.explained) explain(p, b, c, a.atoms, a.why);
        else unexplained.push({ p, b, c, atoms: a.atoms, why: a.why });
      }
      // A boundary fix met on another boundary (the reserve band's floor beside the funding
      // cutoff, recorded by a test that stands on it): the boundary-point test, where the fix's
      // own change on the reproducer is confined to a point.
      let atPoint = new Set<string>();
      if (unexplained.length && reproducer.length) {
        const o = { env: sandboxEnvFor(ws), charge: own, share: sharePre, wallSeconds: POINT_TEST_SECONDS };
        const fix = await reproducerAtPoint(deps, trees, reproducer.slice(0, MAX_POINT_REPRODUCER_CALLS), o);
        if (fix.note) notes.push(fix.note);
        if (fix.atPoint) {
          const r = await confinedToPoint(deps, trees, unexplained.slice(0, MAX_POINT_SUSPECTS).map((u) => u.p), fix.sides, o);
          if (r.note) notes.push(r.note);
          atPoint = r.ids;
        }
      }
      for (const u of unexplained) {
        if (atPoint.has(u.p.id)) explain(u.p, u.b, u.c, u.atoms, `a change confined to a point, as the FAIL_TO_PASS change is: the boundary fix met on another boundary (${u.why})`);
        else divergences.push(`${describeDivergence(u.p, u.b, u.c, `recorded in ${u.p.test}`)} — unexplained: ${u.why}`);
      }
      for (const [k, rel] of Object.entries(intended.boundaries ?? {})) notes.push(`the change of ${k.split('::')[1]} is a boundary: only where ${rel.map(renderRelation).join(' or ')}`);
      if (unstable) notes.push(`${unstable} probe(s) excluded: the pre-edit replay did not reproduce the behaviour recorded in the test`);
      if (unreplayable) notes.push(`${unreplayable} probe(s) excluded: the candidate tree could not load the function or its arguments`);
      notes.push(`intended change: ${intended.changedCalls} of ${intended.comparedCalls} FAIL_TO_PASS call(s) of the changed functions behave differently` +
        (intended.changedCalls ? ` (${Object.entries(intended.atoms).map(([k, v]) => `${k.split('::')[1]}: ${v.length} kind(s)`).join('; ')})` : ''));
      if (compared === 0) return { ...result('not_run: no probe could be replayed on both trees', notes), intended };
      if (footprint.count) notes.push(`${footprint.count} divergence(s) explained by the fix (its footprint: ${renderAtoms(Object.keys(footprint.kinds).map((kind) => ({ path: '', kind })))})`);
      if (divergences.length === 0) notes.push(`no unexplained divergence in ${compared} probes`);
      else notes.push(`${divergences.length} unexplained divergence(s) in ${compared} probes`);
      return {
        probes: compared,
        divergences: divergences.length,
        outcome: divergences.length ? 'diverged' : 'no-divergence',
        counterexamples: divergences.slice(0, MAX_COUNTEREXAMPLES),
        notes,
        footprint,
        intended,
        cpu,
      };
    } finally {
      trees.close();
    }
  };
}
