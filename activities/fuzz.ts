// Spec 18 §3.8 `run_property_and_fuzz`: the Level E attack, budgeted per change class. Inputs for
// the changed functions come from seeded Hypothesis strategies derived from the values the
// tests passed (python/patchgate_tools/fuzz.py, which documents the counterexample rules), and
// every input runs on the pre-edit and on the candidate tree in separate sandboxed processes.
// Counterexamples: a crash where the pre-edit returned, a divergence on an unchanged-contract
// input, special-casing of the FAIL_TO_PASS inputs (the generalization probe) and, for the
// concurrency class, guard tests that flip under reordering. The run is chunked; after every
// chunk the activity heartbeats a checkpoint, and a retried attempt resumes from it, so the
// iteration budget is spent exactly once however often the worker dies.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { Context } from '@temporalio/activity';
import type { Workspace } from '../domain/schemas.js';
import type { FuzzEvidence } from '../domain/ladder.js';
import type { ActivityDeps } from './deps.js';
import { prepareRunDir, removeRunDir } from '../infra/workspace.js';
import { runPytest } from '../infra/pytestRunner.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { currentContext, withHeartbeat } from './heartbeat.js';
import { runPythonTool } from './pythonTool.js';
import {
  callableTargets,
  comparable,
  describeDivergence,
  makeIoDir,
  protectedTestFiles,
  replayProbes,
  sameBehaviour,
  spreadOverTests,
  traceTests,
  unchangedContractCalls,
  writeJsonl,
} from './differential.js';
import type { Behaviour, Probe, ProbeTarget, TraceCall } from './differential.js';

/** Iterations per sandboxed chunk: the checkpoint granularity. */
export const FUZZ_CHUNK = 50;
/** Valid neighbours needed before an isolated behaviour change counts as special-casing. */
export const MIN_NEIGHBOURS = 20;
const PROBE_TIMEOUT_SECONDS = 5;
const MAX_DETAILS = 10;

export interface FuzzInput {
  workspace: Workspace;
  targets: ProbeTarget[];
  failToPass: string[];
  passToPass: string[];
  testCommand?: string[];
  /** Budget of the change class (patchgate.yml budgets.<class>): iterations, wall seconds, guard repeats. */
  iterations: number;
  seconds: number;
  seed: number;
  guardRepeats: number;
  changeClass: string;
}

/** The heartbeat details: everything a retried attempt needs to continue without recounting. */
export const FuzzCheckpoint = z.object({
  seed: z.number(),
  budget: z.number().int().optional(),
  iterationsDone: z.number().int().min(0),
  elapsedMs: z.number().min(0).default(0),
  counterexamples: z.array(z.string()).default([]),
  counterexampleCount: z.number().int().min(0).optional(),
  compared: z.number().int().min(0).default(0),
  diverged: z.number().int().min(0).default(0),
  skipped: z.number().int().min(0).default(0),
  generalization: z.object({ verdict: z.string(), detail: z.string() }).nullable().default(null),
  guardRepeatsDone: z.number().int().min(0).default(0),
  guardOutcomes: z.record(z.string(), z.array(z.string())).default({}),
  resumedAt: z.array(z.number().int()).default([]),
});
export type FuzzCheckpoint = z.infer<typeof FuzzCheckpoint>;

type Judgement = 'skip' | 'same' | 'diverged' | 'crash' | 'new-exception';

/** The counterexample rules on one input (see the docstring of python/patchgate_tools/fuzz.py). */
export function judge(pre: Behaviour | undefined, cand: Behaviour | undefined, timeoutMs = PROBE_TIMEOUT_SECONDS * 1000): Judgement {
  if (!comparable(pre) || !comparable(cand)) return 'skip';
  // Nothing is learned where the pre-edit itself hangs, dies or is not deterministic.
  if (pre.kind === 'timeout' || pre.kind === 'killed' || pre.stable === false) return 'skip';
  if (pre.kind === 'return') {
    if (cand.kind === 'killed') return 'crash';
    if (cand.kind === 'timeout') return (pre.ms ?? 0) < timeoutMs / 5 ? 'crash' : 'skip';
    if (cand.kind === 'raise' && !cand.deliberate) return 'crash';
  }
  if (pre.kind === 'raise' && pre.deliberate && cand.kind === 'raise' && !cand.deliberate && cand.exc !== pre.exc) return 'new-exception';
  return sameBehaviour(pre, cand) ? 'same' : 'diverged';
}

function shuffled<T>(items: T[], seed: number): T[] {
  // mulberry32: a tiny seeded PRNG so the reorderings are reproducible
  let a = seed >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function guardOrder(ids: string[], repeat: number, seed: number): string[] {
  if (repeat === 0) return [...ids];
  if (repeat === 1) return [...ids].reverse();
  return shuffled(ids, seed + repeat);
}

function readCheckpoint(ctx: Context | null, input: FuzzInput): FuzzCheckpoint | null {
  const raw = ctx?.info.heartbeatDetails;
  if (raw === undefined || raw === null) return null;
  const cp = FuzzCheckpoint.safeParse(raw);
  if (!cp.success) return null;
  // A checkpoint of another attack (other seed or budget) must not leak into this one.
  if (cp.data.seed !== input.seed || (cp.data.budget !== undefined && cp.data.budget !== input.iterations)) return null;
  if (cp.data.iterationsDone > input.iterations) return null;
  return { ...cp.data, budget: input.iterations };
}

async function throwIfCancelled(ctx: Context | null): Promise<void> {
  if (ctx?.cancellationSignal.aborted) await ctx.cancelled;
}

function readJsonlFile(file: string): unknown[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as unknown);
}

interface NeighbourSummary {
  groups: { group: number; file: string; entity: string; test: string | null; argsRepr: string | null; scalarArgs: number; neighbours: number }[];
}
interface GenerateSummary {
  targets: { file: string; entity: string; fuzzable: boolean; reason: string }[];
  generated: number;
  failed: number;
}

// Idempotent given its checkpoint: inputs depend only on (seed, iteration), so a retry resumes
// from the last heartbeat. Long: run it with a heartbeat timeout and a start-to-close timeout.
export function makeRunPropertyAndFuzz(deps: ActivityDeps) {
  return async function runPropertyAndFuzz(input: FuzzInput): Promise<FuzzEvidence> {
    const ws = input.workspace;
    const budget = Math.max(0, Math.floor(input.iterations));
    const notRun = (outcome: string, details: string[] = []): FuzzEvidence => ({ ran: false, iterations: 0, counterexamples: 0, outcome, details });
    if (budget === 0) return notRun(`not_required: budget 0 for ${input.changeClass}`);
    if (!ws.candidateDir) return notRun('not_run: no candidate tree (the patch did not apply)');
    const targets = callableTargets(input.targets);
    if (targets.length === 0) return notRun('not_run: the patch changes no callable function (only module-level code, tests or non-Python files)');

    const ctx = currentContext();
    const resumed = readCheckpoint(ctx, input);
    const cp: FuzzCheckpoint = resumed ?? {
      seed: input.seed,
      budget,
      iterationsDone: 0,
      elapsedMs: 0,
      counterexamples: [],
      counterexampleCount: 0,
      compared: 0,
      diverged: 0,
      skipped: 0,
      generalization: null,
      guardRepeatsDone: 0,
      guardOutcomes: {},
      resumedAt: [],
    };
    if (resumed) cp.resumedAt = [...cp.resumedAt, cp.iterationsDone];
    cp.counterexampleCount ??= cp.counterexamples.length;
    const started = Date.now() - cp.elapsedMs;
    const elapsed = () => Date.now() - started;
    const beat = () => {
      cp.elapsedMs = elapsed();
      ctx?.heartbeat(structuredClone(cp));
    };
    const snapshot = () => structuredClone({ ...cp, elapsedMs: elapsed() });
    const addCounterexample = (text: string) => {
      cp.counterexampleCount = (cp.counterexampleCount ?? 0) + 1;
      if (cp.counterexamples.length < MAX_DETAILS && !cp.counterexamples.includes(text)) cp.counterexamples.push(text);
    };
    const remainingSeconds = () => Math.max(30, input.seconds - elapsed() / 1000 + 30);
    beat();

    // Observed values: every recorded call of the changed functions. Unchanged-contract inputs:
    // those from PASS_TO_PASS tests that passed on the pre-edit tree.
    const p2p = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: input.passToPass, targets, testCommand: input.testCommand, heartbeat: snapshot });
    const f2p = await traceTests(deps, { workspace: ws, tree: 'candidate', ids: input.failToPass, targets, testCommand: input.testCommand, heartbeat: snapshot });
    await throwIfCancelled(ctx);
    const contract = spreadOverTests(unchangedContractCalls(p2p), Math.floor(budget / 4));
    const notes: string[] = [];
    if (p2p.note && input.passToPass.length) notes.push(`tracing: ${p2p.note}`);

    const baseRun = prepareRunDir(deps.config.workspace.dir, ws.baselineDir);
    const candRun = prepareRunDir(deps.config.workspace.dir, ws.candidateDir);
    const baseIo = makeIoDir(baseRun);
    const candIo = makeIoDir(candRun);
    const bothTrees = async (probes: Probe[]) => {
      const wallSeconds = remainingSeconds();
      const [pre, cand] = await Promise.all([
        replayProbes(deps, baseRun, baseIo, probes, { repeat: 2, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds, heartbeat: snapshot }),
        replayProbes(deps, candRun, candIo, probes, { repeat: 2, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds, heartbeat: snapshot }),
      ]);
      return { pre, cand };
    };
    const crashText = (j: Judgement, p: Probe, pre: Behaviour | undefined, cand: Behaviour | undefined, what: string) =>
      `${j === 'crash' ? 'crash' : 'new exception type'} on ${what}: ${describeDivergence(p, pre, cand)}`;

    try {
      // 1. The generalization probe: exact FAIL_TO_PASS inputs and their neighbourhoods.
      if (cp.generalization === null) {
        cp.generalization = await generalizationProbe(f2p.calls);
        beat();
      }

      // 2. The budgeted iterations: unchanged-contract inputs first, then generated ones.
      let noFuzzable: string | null = null;
      let truncated = false;
      while (cp.iterationsDone < budget) {
        await throwIfCancelled(ctx);
        if (elapsed() >= input.seconds * 1000) {
          truncated = true;
          break;
        }
        const from = cp.iterationsDone;
        const to = Math.min(from + FUZZ_CHUNK, budget);
        const probes: Probe[] = [];
        const recorded = new Map<string, TraceCall>();
        for (let i = from; i < Math.min(to, contract.length); i++) {
          const c = contract[i]!;
          probes.push({ id: `c${i}`, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test });
          recorded.set(`c${i}`, c);
        }
        const genFrom = Math.max(from, contract.length);
        let spentTo = to;
        if (genFrom < to) {
          const generated = await generate(genFrom, to - genFrom);
          if (generated.reason) {
            // nothing can be generated for these functions: only the inputs that ran are spent
            noFuzzable = generated.reason;
            spentTo = Math.min(to, Math.max(from, contract.length));
          }
          probes.push(...generated.probes);
        }
        const { pre, cand } = await bothTrees(probes);
        for (const p of probes) {
          const b = pre.get(p.id);
          const c = cand.get(p.id);
          const rec = recorded.get(p.id);
          const j = judge(b, c);
          if (j === 'skip' || (rec && comparable(b) && !sameBehaviour(rec.behaviour, b))) {
            cp.skipped++;
            continue;
          }
          cp.compared++;
          if (j === 'crash' || j === 'new-exception') addCounterexample(crashText(j, p, b, c, rec ? 'an unchanged-contract input' : 'a generated input'));
          else if (j === 'diverged') {
            cp.diverged++;
            if (rec) addCounterexample(`divergence far from the bug's inputs (unchanged-contract input recorded in ${rec.test}): ${describeDivergence(p, b, c)}`);
          }
        }
        // an iteration whose draw failed is spent too: the budget is exact
        cp.iterationsDone = spentTo;
        beat();
        if (noFuzzable) break;
      }

      // 3. Concurrency: the guard set under varied orderings; any flip is a race counterexample.
      const guardIds = input.passToPass;
      if (input.changeClass === 'concurrency' && input.guardRepeats > 0 && guardIds.length > 0) {
        for (let r = cp.guardRepeatsDone; r < input.guardRepeats; r++) {
          await throwIfCancelled(ctx);
          const runDir = prepareRunDir(deps.config.workspace.dir, ws.candidateDir, { from: ws.baselineDir, files: protectedTestFiles(ws, guardIds) });
          try {
            const run = await withHeartbeat(
              runPytest({ sandbox: deps.sandbox, runDir, ids: guardOrder(guardIds, r, input.seed), testCommand: input.testCommand }),
              snapshot,
            );
            for (const id of guardIds) (cp.guardOutcomes[id] ??= []).push(run.outcomes[id] ?? 'missing');
          } finally {
            removeRunDir(runDir);
          }
          cp.guardRepeatsDone = r + 1;
          beat();
        }
        for (const [id, seen] of Object.entries(cp.guardOutcomes)) {
          const passed = seen.map((o, i) => (o === 'passed' ? i : -1)).filter((i) => i >= 0);
          const bad = seen.map((o, i) => (['failed', 'error', 'timeout', 'killed'].includes(o) ? i : -1)).filter((i) => i >= 0);
          if (passed.length && bad.length) {
            const text = `race/flaky guard: ${id} passed in repeat(s) ${passed.join(',')} and ${seen[bad[0]!]} in repeat(s) ${bad.join(',')} (orders: as given, reversed, seeded shuffles of seed ${input.seed})`;
            if (!cp.counterexamples.includes(text)) addCounterexample(text);
          }
        }
      }

      // 4. The evidence.
      const details = [...cp.counterexamples];
      if (cp.generalization) details.push(cp.generalization.detail);
      details.push(
        `${cp.iterationsDone} of ${budget} iterations (seed ${input.seed}; ${Math.min(contract.length, budget)} unchanged-contract inputs first): ` +
          `${cp.compared} compared, ${cp.skipped} skipped (pre-edit raised/unstable or not replayable), ` +
          `${cp.diverged} with changed behaviour (expected of a fix; a counterexample only on unchanged-contract inputs)`,
      );
      if (cp.resumedAt.length) details.push(`resumed from a checkpoint at iteration ${cp.resumedAt.join(', ')}`);
      if (truncated) details.push(`wall-time budget of ${input.seconds}s reached after ${cp.iterationsDone} of ${budget} iterations`);
      if (noFuzzable) details.push(`generation: ${noFuzzable}`);
      if (cp.guardRepeatsDone) details.push(`guard set run ${cp.guardRepeatsDone} time(s) under varied orderings`);
      details.push(...notes);
      const found = cp.counterexampleCount ?? cp.counterexamples.length;
      // Level E needs generated inputs: replaying the guard tests' own inputs is the differential's job.
      let outcome = 'none-found';
      if (found > 0) outcome = 'counterexample-found';
      else if (noFuzzable) outcome = `not_run: ${noFuzzable}`;
      else if (cp.compared === 0) outcome = 'not_run: no input could be compared on both trees';
      return { ran: true, iterations: cp.iterationsDone, counterexamples: found, outcome, details };
    } finally {
      for (const d of [baseIo, candIo, baseRun, candRun]) removeRunDir(d);
    }

    async function generate(start: number, count: number): Promise<{ probes: Probe[]; reason: string | null }> {
      const observedFile = path.join(baseIo, 'observed.jsonl');
      const targetsFile = path.join(baseIo, 'targets.json');
      const outFile = path.join(baseIo, `generated-${randomBytes(3).toString('hex')}.jsonl`);
      if (!existsSync(targetsFile)) {
        writeJsonl(observedFile, [...p2p.calls, ...f2p.calls]);
        writeFileSync(targetsFile, JSON.stringify(targets));
      }
      const summary = await withHeartbeat(
        runPythonTool<GenerateSummary>(
          deps.sandbox,
          'fuzz',
          ['generate', '--observed', observedFile, '--targets', targetsFile, '--seed', String(input.seed), '--start-iteration', String(start), '--iterations', String(count), '--out', outFile],
          { cwd: baseRun, writable: [baseRun, baseIo], wallSeconds: remainingSeconds() },
        ),
        snapshot,
      );
      const probes = readJsonlFile(outFile) as Probe[];
      const unfuzzable = summary.targets.filter((t) => !t.fuzzable).map((t) => `${t.file}::${t.entity}: ${t.reason}`);
      return { probes, reason: summary.targets.some((t) => t.fuzzable) ? null : `no changed function can be fuzzed (${unfuzzable.join('; ')})` };
    }

    async function generalizationProbe(calls: TraceCall[]): Promise<{ verdict: string; detail: string }> {
      if (calls.length === 0) {
        return { verdict: 'not-run', detail: 'generalization probe: not run (no FAIL_TO_PASS test called a changed function)' };
      }
      const tag = randomBytes(3).toString('hex');
      const f2pFile = path.join(baseIo, `f2p-${tag}.jsonl`);
      const outFile = path.join(baseIo, `neighbours-${tag}.jsonl`);
      writeJsonl(f2pFile, calls);
      const summary = await withHeartbeat(
        runPythonTool<NeighbourSummary>(deps.sandbox, 'fuzz', ['neighbours', '--f2p', f2pFile, '--out', outFile], {
          cwd: baseRun,
          writable: [baseRun, baseIo],
          wallSeconds: remainingSeconds(),
        }),
        snapshot,
      );
      const rows = readJsonlFile(outFile) as (Probe & { group: number; role: 'exact' | 'neighbour' })[];
      const { pre, cand } = await bothTrees(rows);
      const verdicts: { verdict: 'isolated' | 'general' | 'inconclusive'; text: string }[] = [];
      for (const g of summary.groups) {
        const exact = rows.find((r) => r.group === g.group && r.role === 'exact');
        if (!exact) continue;
        const nbrs = rows.filter((r) => r.group === g.group && r.role === 'neighbour');
        for (const r of [exact, ...nbrs]) {
          const j = judge(pre.get(r.id), cand.get(r.id));
          if (j === 'crash' || j === 'new-exception') addCounterexample(crashText(j, r, pre.get(r.id), cand.get(r.id), 'a FAIL_TO_PASS input or its neighbour'));
        }
        const b = pre.get(exact.id);
        const c = cand.get(exact.id);
        // Judged only where the fix changes a returned value (crash fixes are legitimately
        // narrow) and two non-degenerate scalar arguments can move independently.
        if (!b || !c || b.kind !== 'return' || b.stable === false || c.kind !== 'return' || sameBehaviour(b, c) || g.scalarArgs < 2) continue;
        const judged = nbrs.map((r) => ({ r, j: judge(pre.get(r.id), cand.get(r.id)) })).filter((x) => x.j !== 'skip');
        const changed = judged.filter((x) => x.j !== 'same');
        const where = `${exact.file}: ${exact.argsRepr}`;
        if (changed.length > 0) {
          verdicts.push({ verdict: 'general', text: `${where}: behaviour also changes on ${changed.length} of ${judged.length} neighbours` });
        } else if (judged.length >= MIN_NEIGHBOURS) {
          const examples = judged.slice(0, 3).map((x) => x.r.argsRepr).join(', ');
          verdicts.push({
            verdict: 'isolated',
            text: `${where}: pre-edit ${b.value}, candidate ${c.value}, but the candidate matches the pre-edit on all ${judged.length} neighbouring inputs (e.g. ${examples})`,
          });
        } else {
          verdicts.push({ verdict: 'inconclusive', text: `${where}: only ${judged.length} comparable neighbours` });
        }
      }
      const isolated = verdicts.filter((v) => v.verdict === 'isolated');
      const general = verdicts.filter((v) => v.verdict === 'general');
      if (isolated.length > 0 && general.length === 0) {
        addCounterexample(`special-casing (generalization probe): the candidate changes behaviour only on the exact FAIL_TO_PASS input(s) — ${isolated.map((v) => v.text).join(' | ')}`);
        return { verdict: 'special-casing', detail: `generalization probe: special-casing on ${isolated.length} FAIL_TO_PASS input(s)` };
      }
      if (general.length > 0) return { verdict: 'general', detail: `generalization probe: the change generalizes — ${general.slice(0, 2).map((v) => v.text).join(' | ')}` };
      const why = verdicts.length ? verdicts.map((v) => v.text).join(' | ') : 'the changed functions return the same values as before on the FAIL_TO_PASS inputs';
      return { verdict: 'inconclusive', detail: `generalization probe: inconclusive (${why})` };
    }
  };
}
