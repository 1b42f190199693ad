// Spec 18 §3.8 `run_property_and_fuzz`: the Level E attack, budgeted per change class. In order:
//  1. the generalization and deletion attacks (issue 10 items 2-3): the reproducer's own calls of
//     the changed functions and a sample of unchanged-contract calls, with their relation-keeping
//     and relation-crossing neighbours (python/patchgate_tools/neighbours.py), run on both trees and
//     judged by domain/behaviour/generalization.ts — special-casing, partial fixes, deleted checks;
//  2. the budgeted iterations: unchanged-contract inputs first, then seeded Hypothesis inputs
//     derived from the observed values (python/patchgate_tools/fuzz.py); a crash, a new exception
//     type, an unexplained divergence on an unchanged-contract input or a deliberate rejection the
//     candidate no longer makes is a counterexample (domain/behaviour/compare.ts, attribution.ts);
//  3. for the concurrency class, the race attacks: the guard set repeated under varied orderings
//     and perturbed thread switching; any flip is a race counterexample.
// Tells point the attack (issue 10 item 4): each tell is confirmed by a counterexample in its
// function, cleared by enough clean comparisons there, or left unresolved for the veto.
// Every input runs on the pre-edit and on the candidate tree in separate sandboxed processes. The
// run is chunked; after every chunk the activity heartbeats a checkpoint, and a retried attempt
// resumes from it, so the iteration budget is spent exactly once however often the worker dies.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { Context } from '@temporalio/activity';
import type { Workspace } from '../domain/schemas.js';
import type { FuzzEvidence, OverfitTell, TellStatus } from '../domain/ladder.js';
import type { ActivityDeps } from './deps.js';
import { prepareRunDir, readTreeFile, removeRunDir } from '../infra/workspace.js';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { runPytest } from '../infra/pytestRunner.js';
import { currentContext, withHeartbeat } from './heartbeat.js';
import { sandboxEnvFor } from '../infra/taskEnv.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { PYTHON_TOOLS_DIR } from '../infra/config.js';
import { makeIoDir, prepareTreePair, protectedTestFiles, readJsonl, replayPreEdit, replayProbes, traceTests, writeJsonl } from '../infra/probes.js';
import type { Behaviour, Probe, TraceCall } from '../domain/behaviour/schemas.js';
import { callableTargets, reproducerCalls, spreadBy, spreadOverTests, unchangedContractCalls } from '../domain/behaviour/probes.js';
import type { ProbeTarget } from '../domain/behaviour/probes.js';
import { comparable, declarationBroken, describeDivergence, isCrash, isLimitCrash, isPrivateHelper, judge, PROBE_TIMEOUT_SECONDS, sameBehaviour } from '../domain/behaviour/compare.js';
import type { Judgement } from '../domain/behaviour/compare.js';
import { attribute, fnKey, intendedChange, mutationOnly, ownerOf, reorderOnly, readerShowsRemovedRaise, sameRejectionRemoved } from '../domain/behaviour/attribution.js';
import type { CallPair, IntendedChange } from '../domain/behaviour/attribution.js';
import { crossingUnhandledByPreEdit, lookupOfAlteredKey, lookupOfInventedKey, lookupOutsideDomain, judgeAnalogues, judgeGeneralization, judgeKeptMutations, judgeSiblings, statementOf } from '../domain/behaviour/generalization.js';
import type { CrashSignature, NeighbourGroup, NeighbourProbe } from '../domain/behaviour/generalization.js';
import { tellStatuses } from '../domain/behaviour/tells.js';
import { entryWorthy, judgeEntrySiblings } from '../domain/behaviour/entries.js';
import { addedUnderObjectLock, addsObjectLock, judgeRaceSiblings, StressRow } from '../domain/behaviour/races.js';
import type { StressProbe } from '../domain/behaviour/races.js';
import { intendedKinds, judgeTransplant } from '../domain/behaviour/transplant.js';
import type { Transplant, TransplantProbe } from '../domain/behaviour/transplant.js';
import { judgeRefusedChange, refusalsMadeAtomic } from '../domain/behaviour/refusedChange.js';
import { changedFragment, namesTestedValue, newLiterals, pinnedConstants, pinnedOnAddedLines, unionLiterals } from '../domain/behaviour/literals.js';
import type { CpuCharge } from '../domain/battery/cost.js';
import { diffLines } from 'diff';
import { judgeConstantShift, planConstantShift } from '../domain/behaviour/constantShift.js';
import { isBool, judgeAgreement } from '../domain/behaviour/agreement.js';
import { judgeListing } from '../domain/behaviour/listing.js';
import { againstTheFix } from '../domain/behaviour/direction.js';
import { besideTheFix } from '../domain/behaviour/besideTheFix.js';
import type { ShiftedConstant } from '../domain/behaviour/constantShift.js';
import { judgeDroppedInput } from '../domain/behaviour/droppedInput.js';
import type { DroppedInput, VaryRow } from '../domain/behaviour/droppedInput.js';
import { judgeSameNamedMutation, receiverMutationStopped } from '../domain/behaviour/sameNamed.js';
import { confinedToPoint as pointTest, MAX_POINT_SUSPECTS, reproducerAtPoint } from './boundaryPoints.js';
import { wakeupAttack } from './wakeups.js';
import { reentrantAttack } from './reentrant.js';
import { compositionAttack } from './composition.js';
import type { SameNamed } from '../domain/behaviour/sameNamed.js';

export { judge };
export type { Judgement };

/** Iterations per sandboxed chunk: the checkpoint granularity. */
export const FUZZ_CHUNK = 50;
const MAX_DETAILS = 10;
const MAX_REPRODUCER_GROUPS = 12;
const MAX_CONTRACT_GROUPS = 8;

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
  /** The intended change measured by differential execution, when it ran. */
  intended?: IntendedChange | null;
  /** The overfit tells: each points the attack at its function. */
  tells?: OverfitTell[];
  /** The numeric module constants the change moves, with their readers: the constant-shift attack. */
  constants?: ShiftedConstant[];
  /** The inputs changed functions stop reading: the dropped-input attack. */
  dropped?: DroppedInput[];
  /** Changed methods with same-named methods in other classes: where a stopped mutation must stop alike. */
  sameNamed?: SameNamed[];
  /** The issue text (the report the change answers; kept in the activity's input for the attacks that read it). */
  issue?: string;
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
  /** Counterexamples per changed function (file::entity), for the tells. */
  byFunction: z.record(z.string(), z.number().int()).default({}),
  /** Clean comparisons per changed function, for the tells. */
  cleanByFunction: z.record(z.string(), z.number().int()).default({}),
  generalized: z.array(z.string()).default([]),
  intended: z.any().nullable().default(null),
  guardRepeatsDone: z.number().int().min(0).default(0),
  guardOutcomes: z.record(z.string(), z.array(z.string())).default({}),
  cpuSeconds: z.number().default(0),
  sharedCpu: z.array(z.object({ key: z.string(), cpuSeconds: z.number() })).default([]),
  /** The candidate's own traces, keyed: differential execution may have paid for them already (cost.ts `keyed`). */
  keyedCpu: z.array(z.object({ key: z.string(), cpuSeconds: z.number() })).default([]),
  resumedAt: z.array(z.number().int()).default([]),
  /** Whether the fix's own change is confined to a point (the boundary-point test on the reproducer's calls); null until measured. */
  fixAtPoint: z.boolean().nullable().default(null),
  /** Per changed function (file::entity), the side of the pre-edit its reproducer's point change takes, per part (boundaryPoint.ts). */
  fixSides: z.record(z.string(), z.record(z.string(), z.enum(['-', '+']))).default({}),
  /** The reproducer calls whose boundary the candidate moved instead of met (boundaryPoints.ts), with their counterexamples. */
  fixMoved: z.array(z.object({ file: z.string(), entity: z.string(), text: z.string() })).default([]),
});
export type FuzzCheckpoint = z.infer<typeof FuzzCheckpoint>;

/** One input of one function: the same call reached twice (two neighbourhoods, two draws) is one input. */
const inputOf = (p: Probe) => `${fnKey(p.file, p.entity)}\u0000${p.argsRepr}`;

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

interface NeighbourSummary {
  groups: { group: number; file: string; entity: string; test: string | null; argsRepr: string | null; scalarArgs: number; held: string[]; argValues?: string[]; argStrings?: string[]; slotValues?: Record<string, string>; keep: number; cross: number }[];
}
interface GenerateSummary {
  targets: { file: string; entity: string; fuzzable: boolean; reason: string }[];
  generated: number;
  failed: number;
}

/** The extra evidence this attack returns beside the record's `fuzzing` section. */
export interface FuzzResult extends FuzzEvidence {
  tellStatus?: TellStatus[];
  /** CPU of every sandboxed process, own and shared (pre-edit traces), of this attempt and the ones it resumed. */
  cpu?: CpuCharge;
  cpuSeconds?: number;
}

// Idempotent given its checkpoint: inputs depend only on (seed, iteration), so a retry resumes
// from the last heartbeat. Long: run it with a heartbeat timeout and a start-to-close timeout.
export function makeRunPropertyAndFuzz(deps: ActivityDeps) {
  return async function runPropertyAndFuzz(input: FuzzInput): Promise<FuzzResult> {
    const ws = input.workspace;
    // every sandboxed run of the attack (tools that unpickle recorded calls included) uses the task's interpreter
    const taskEnv = sandboxEnvFor(ws);
    const budget = Math.max(0, Math.floor(input.iterations));
    const notRun = (outcome: string, details: string[] = []): FuzzResult => ({ ran: false, iterations: 0, counterexamples: 0, outcome, details });
    if (budget === 0) return notRun(`not_required: budget 0 for ${input.changeClass}`);
    if (!ws.candidateDir) return notRun('not_run: no candidate tree (the patch did not apply)');
    const targets = callableTargets(input.targets);
    const readers = new Set(targets.filter((t) => t.reader).map((t) => fnKey(t.file, t.entity)));
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
      byFunction: {},
      cleanByFunction: {},
      generalized: [],
      intended: input.intended ?? null,
      guardRepeatsDone: 0,
      guardOutcomes: {},
      cpuSeconds: 0,
      sharedCpu: [],
      keyedCpu: [],
      resumedAt: [],
      fixAtPoint: null,
      fixSides: {},
      fixMoved: [],
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
    const charge = (s: number) => void (cp.cpuSeconds += s);
    const traced = (s: number, t: { key: string; shared: boolean }) => {
      const pool = t.shared ? cp.sharedCpu : (cp.keyedCpu ??= []);
      if (!pool.some((x) => x.key === t.key)) pool.push({ key: t.key, cpuSeconds: s });
    };
    // the pre-edit's behaviours are the task's shared evidence (infra/probes.ts replayPreEdit)
    const sharePre = (s: number, key: string) => traced(s, { key, shared: true });
    const addCounterexample = (text: string, fn?: string) => {
      cp.counterexampleCount = (cp.counterexampleCount ?? 0) + 1;
      if (fn) cp.byFunction[fn] = (cp.byFunction[fn] ?? 0) + 1;
      if (cp.counterexamples.length < MAX_DETAILS && !cp.counterexamples.includes(text)) cp.counterexamples.push(text);
    };
    const clean = (fn: string) => void (cp.cleanByFunction[fn] = (cp.cleanByFunction[fn] ?? 0) + 1);
    const remainingSeconds = () => Math.max(30, input.seconds - elapsed() / 1000 + 30);
    beat();

    // Observed values: every recorded call of the changed functions. Unchanged-contract inputs:
    // those from PASS_TO_PASS tests that passed on the pre-edit tree.
    const p2p = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: input.passToPass, targets, testCommand: input.testCommand, heartbeat: snapshot, charge: traced });
    const f2pBase = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: input.failToPass, targets, testCommand: input.testCommand, heartbeat: snapshot, charge: traced });
    const f2p = await traceTests(deps, { workspace: ws, tree: 'candidate', ids: input.failToPass, targets, testCommand: input.testCommand, heartbeat: snapshot, charge: traced });
    await throwIfCancelled(ctx);
    const allContract = unchangedContractCalls(p2p);
    const contract = spreadOverTests(allContract, Math.floor(budget / 4));
    const reproducer = reproducerCalls(f2p, f2pBase);
    const notes: string[] = [];
    // Wall time per attack, for the operator reading where the Level E budget went (issue 11 §7.2).
    // Nested attacks count in their own line and in the attack that runs them.
    const spentMs = new Map<string, number>();
    const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const t0 = Date.now();
      try {
        return await run();
      } finally {
        spentMs.set(name, (spentMs.get(name) ?? 0) + Date.now() - t0);
      }
    };
    let limitCrashes = 0;
    if (p2p.note && input.passToPass.length) notes.push(`tracing: ${p2p.note}`);

    const trees = prepareTreePair(deps.config.workspace.dir, ws);
    const bothTrees = async (probes: Probe[]) => {
      const wallSeconds = remainingSeconds();
      const [pre, cand] = await Promise.all([
        replayPreEdit(deps, trees, probes, { env: taskEnv, repeat: 2, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds, heartbeat: snapshot, charge }, sharePre),
        replayProbes(deps, trees.candRun, trees.candIo, probes, { env: taskEnv, repeat: 1, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds, heartbeat: snapshot, charge }),
      ]);
      return { pre, cand };
    };
    const crashText = (j: Judgement, p: Probe, pre: Behaviour | undefined, cand: Behaviour | undefined, what: string) =>
      `${j === 'crash' ? 'crash' : 'new exception type'} on ${what}: ${describeDivergence(p, pre, cand)}`;
    const intended = (): IntendedChange => (cp.intended as IntendedChange | null) ?? { atoms: {}, removedRaises: {}, changedCalls: 0, comparedCalls: 0 };

    try {
      // 0. A self-deadlock's completion: the pre-edit with reentrant locks, on the inputs that hang
      // on the pre-edit (activities/reentrant.ts). Cheap where nothing hangs, and where something
      // does it decides before the attacks that wait out every hang.
      if (cp.generalization === null && (cp.counterexampleCount ?? 0) === 0) {
        try {
          const r = await timed('reentrant reference', () => reentrantAttack(deps, {
            workspace: ws, trees, targets, passToPass: input.passToPass, failToPass: input.failToPass, testCommand: input.testCommand, env: taskEnv,
            heartbeat: snapshot, charge, traced, wallSeconds: remainingSeconds, ioDir: trees.baseIo,
            neighbours: async (calls, extra, label) => (await neighboursOf(calls, extra, label)).rows,
          }));
          if (r.note) notes.push(r.note);
          for (const t of r.found) addCounterexample(t);
        } catch (e) {
          notes.push(`reentrant reference: not run (${(e as Error).message.slice(0, 200)})`);
        }
      }
      // 0. A scaling law the reproducer's own calls show applied to part of a mapping only.
      for (const [fn, text] of Object.entries(intended().partlyScaled ?? {})) if ((cp.counterexampleCount ?? 0) === 0) addCounterexample(text, fn);
      // 1. The generalization and deletion attacks: reproducer calls and their neighbourhoods.
      if (cp.generalization === null && (cp.counterexampleCount ?? 0) === 0) {
        cp.generalization = await timed('generalization', () => generalizationAttack(reproducer, allContract));
        beat();
      }
      // A counterexample decides the REJECT: the rest of the budget is not spent (issue 11).
      const decided = () => (cp.counterexampleCount ?? 0) > 0;

      // A moved module constant that moves an untested boundary in another reader.
      if (!decided()) {
        try {
          for (const t of await timed('constant shift', constantShiftAttack)) addCounterexample(t.text, t.fn);
        } catch (e) {
          notes.push(`constant-shift attack: not run (${(e as Error).message.slice(0, 200)})`);
        }
      }

      // An input the candidate's function stops reading, where the pre-edit's result depends on it.
      if (!decided()) {
        try {
          for (const t of await timed('dropped input', droppedInputAttack)) addCounterexample(t.text, t.fn);
        } catch (e) {
          notes.push(`dropped-input attack: not run (${(e as Error).message.slice(0, 200)})`);
        }
      }

      // A stopped receiver mutation left in a same-named method of another class.
      if (!decided()) {
        try {
          for (const t of await timed('same-name mutation', sameNamedMutationAttack)) addCounterexample(t.text, t.fn);
        } catch (e) {
          notes.push(`same-name mutation attack: not run (${(e as Error).message.slice(0, 200)})`);
        }
      }

      // Races left in a sibling method, where the candidate locks one method of a class.
      if (!decided()) {
        try {
          for (const t of await timed('race sibling', raceSiblingAttack)) addCounterexample(t);
        } catch (e) {
          // evidence not gathered is no evidence: the rest of the battery still runs
          notes.push(`race-sibling stress: not run (${(e as Error).message.slice(0, 200)})`);
        }
      }

      // Missed wakeups: waiters blocked on the changed class while another of its methods runs.
      if (!decided()) {
        try {
          const w = await timed('wakeup', () => wakeupAttack(deps, { workspace: ws, trees, targets, passToPass: input.passToPass, failToPass: input.failToPass, testCommand: input.testCommand, env: taskEnv, heartbeat: snapshot, charge, traced, wallSeconds: remainingSeconds }));
          if (w.note) notes.push(w.note);
          for (const t of w.found) addCounterexample(t);
        } catch (e) {
          notes.push(`wakeup attack: not run (${(e as Error).message.slice(0, 200)})`);
        }
      }

      // 2. The budgeted iterations: unchanged-contract inputs first, then generated ones.
      let noFuzzable: string | null = null;
      let truncated = false;
      const iterationsFrom = Date.now();
      while (!decided() && cp.iterationsDone < budget) {
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
        // divergences the boundary-point test may explain, held until it has run
        const suspects: { p: Probe; text: string; fn: string }[] = [];
        let inventedNoted = false;
        let privateNoted = false;
        for (const p of probes) {
          const b = pre.get(p.id);
          const c = cand.get(p.id);
          const rec = recorded.get(p.id);
          const fn = fnKey(p.file, p.entity);
          const j = judge(b, c);
          if (j === 'skip' || (rec && comparable(b) && !sameBehaviour(rec.behaviour, b))) {
            cp.skipped++;
            continue;
          }
          cp.compared++;
          if (j === 'crash' && !rec && isLimitCrash(c)) {
            limitCrashes++;
            if (limitCrashes === 1) notes.push(`a language limit on a generated input, not counted as a counterexample: ${describeDivergence(p, b, c)}`);
          } else if (j === 'crash' && !rec && lookupOfInventedKey(p.argsRepr, contract.map((x) => x.argsRepr), c)) {
            if (!inventedNoted) notes.push(`a table lookup of a text the generator made up, not counted as a counterexample: ${describeDivergence(p, b, c)}`);
            inventedNoted = true;
          } else if (j === 'new-exception' && !rec && isPrivateHelper(p.entity)) {
            // a private helper's domain is what its callers pass: a made-up input both trees refuse says nothing
            if (!privateNoted) notes.push(`a private helper refused a generated input with another exception type, not counted as a counterexample: ${describeDivergence(p, b, c)}`);
            privateNoted = true;
          } else if (j === 'crash' || j === 'new-exception') addCounterexample(crashText(j, p, b, c, rec ? 'an unchanged-contract input' : 'a generated input'), fn);
          else if (j === 'diverged') {
            cp.diverged++;
            const a = attribute(p.file, p.entity, b!, c!, intended(), !readers.has(fn));
            if (rec && !a.explained) {
              suspects.push({ p, fn, text: `unexplained divergence on an unchanged-contract input (recorded in ${rec.test}): ${describeDivergence(p, b, c)} — ${a.why}` });
            } else if (!rec && b!.kind === 'raise' && b!.deliberate && c!.kind === 'return' && !(b!.site && (intended().removedRaises[fn] ?? []).includes(b!.site)) && !readerShowsRemovedRaise(readers.has(fn), b!, intended()) && !sameRejectionRemoved(b, intended(), fn)) {
              suspects.push({ p, fn, text: `deletion: the pre-edit rejected a generated input on purpose and the candidate accepts it — ${describeDivergence(p, b, c)}` });
            } else if (!rec) {
              const t = stoppedMutationRegression(p, b!, c!, 'a generated input') ?? acceptedCallRegression(p, b!, c!, 'a generated input');
              if (t) addCounterexample(t, fn);
            } else {
              const t = acceptedCallRegression(p, b!, c!, `an unchanged-contract input (recorded in ${rec.test})`);
              if (t) addCounterexample(t, fn);
            }
          } else {
            const t = j === 'same' ? acceptedCallRegression(p, b!, c!, rec ? `an unchanged-contract input (recorded in ${rec.test})` : 'a generated input') : null;
            if (t) addCounterexample(t, fn);
            else clean(fn);
          }
        }
        for (const x of await offPoint(suspects, (s) => s.p)) addCounterexample(x.text, x.fn);
        // an iteration whose draw failed is spent too: the budget is exact
        cp.iterationsDone = spentTo;
        beat();
        if (noFuzzable) break;
      }

      spentMs.set('iterations', Date.now() - iterationsFrom);

      // 3. Concurrency: the guard set under varied orderings and thread switching; a flip is a race.
      const guardsFrom = Date.now();
      const guardIds = input.passToPass;
      // the thread-switching plugin is a pytest plugin: other runners get no guard repeats
      if (!decided() && input.changeClass === 'concurrency' && input.guardRepeats > 0 && guardIds.length > 0 && (ws.runner ?? 'pytest') === 'pytest') {
        for (let r = cp.guardRepeatsDone; r < input.guardRepeats; r++) {
          await throwIfCancelled(ctx);
          const runDir = prepareRunDir(deps.config.workspace.dir, ws.candidateDir, { from: ws.baselineDir, files: protectedTestFiles(ws, guardIds) });
          try {
            const run = await withHeartbeat(
              runPytest({
                sandbox: deps.sandbox,
                runDir,
                ids: guardOrder(guardIds, r, input.seed),
                testCommand: input.testCommand,
                // every other repeat switches threads as often as the interpreter allows
                extraArgs: r % 2 === 1 ? ['-p', 'patchgate_tools.switch_interval'] : [],
                env: { ...taskEnv, ...(r % 2 === 1 ? { PYTHONPATH: PYTHON_TOOLS_DIR, PG_SWITCH_INTERVAL: '0.000001' } : {}) },
              }),
              snapshot,
            );
            charge(run.cpuSeconds);
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
            const text = `race/flaky guard: ${id} passed in repeat(s) ${passed.join(',')} and ${seen[bad[0]!]} in repeat(s) ${bad.join(',')} (orders: as given, reversed, seeded shuffles of seed ${input.seed}; odd repeats with a 1 µs thread switch interval)`;
            if (!cp.counterexamples.includes(text)) addCounterexample(text);
          }
        }
      }

      if (cp.guardRepeatsDone) spentMs.set('guard repeats', Date.now() - guardsFrom);

      // 4. The evidence.
      const details = [...cp.counterexamples];
      if (cp.generalization) details.push(cp.generalization.detail);
      details.push(
        `${cp.iterationsDone} of ${budget} iterations (seed ${input.seed}; ${Math.min(contract.length, budget)} unchanged-contract inputs first): ` +
          `${cp.compared} compared, ${cp.skipped} skipped (pre-edit raised/unstable or not replayable), ` +
          `${cp.diverged} with changed behaviour (expected of a fix; a counterexample only where unexplained)`,
      );
      if (decided() && cp.iterationsDone < budget) details.push(`${budget - cp.iterationsDone} budgeted iterations not spent: a counterexample already decides`);
      if (cp.resumedAt.length) details.push(`resumed from a checkpoint at iteration ${cp.resumedAt.join(', ')}`);
      if (truncated) details.push(`wall-time budget of ${input.seconds}s reached after ${cp.iterationsDone} of ${budget} iterations`);
      if (noFuzzable) details.push(`generation: ${noFuzzable}`);
      if (cp.guardRepeatsDone) details.push(`guard set run ${cp.guardRepeatsDone} time(s) under varied orderings and thread switching`);
      details.push(...notes);
      if (spentMs.size) details.push(`wall time by attack: ${[...spentMs].filter(([, ms]) => ms >= 50).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ') || 'every attack under 0.05 s'}`);
      const found = cp.counterexampleCount ?? cp.counterexamples.length;
      const tellStatus = tellStatuses(input.tells ?? [], targets, { counterexamples: cp.byFunction, clean: cp.cleanByFunction, generalized: cp.generalized });
      let outcome = 'none-found';
      if (found > 0) outcome = 'counterexample-found';
      else if (noFuzzable && cp.compared === 0) outcome = `not_run: ${noFuzzable}`;
      else if (cp.compared === 0) outcome = 'not_run: no input could be compared on both trees';
      const own = Math.round(cp.cpuSeconds * 1000) / 1000;
      return { ran: true, iterations: cp.iterationsDone, counterexamples: found, outcome, details, tellStatus, cpu: { own, shared: cp.sharedCpu, keyed: cp.keyedCpu ?? [] }, cpuSeconds: own + (cp.keyedCpu ?? []).reduce((n, k) => n + k.cpuSeconds, 0) };
    } finally {
      trees.close();
    }

    async function generate(start: number, count: number): Promise<{ probes: Probe[]; reason: string | null }> {
      const observedFile = path.join(trees.baseIo, 'observed.jsonl');
      const targetsFile = path.join(trees.baseIo, 'targets.json');
      const outFile = path.join(trees.baseIo, `generated-${randomBytes(3).toString('hex')}.jsonl`);
      if (!existsSync(targetsFile)) {
        writeJsonl(observedFile, [...p2p.calls, ...f2p.calls]);
        writeFileSync(targetsFile, JSON.stringify(targets));
      }
      const summary = await withHeartbeat(
        runPythonTool<GenerateSummary>(
          deps.sandbox,
          'fuzz',
          ['generate', '--observed', observedFile, '--targets', targetsFile, '--seed', String(input.seed), '--start-iteration', String(start), '--iterations', String(count), '--out', outFile],
          { cwd: trees.baseRun, writable: [trees.baseRun, trees.baseIo], wallSeconds: remainingSeconds(), charge, env: taskEnv },
        ),
        snapshot,
      );
      const probes = readJsonl(outFile) as Probe[];
      const unfuzzable = summary.targets.filter((t) => !t.fuzzable).map((t) => `${t.file}::${t.entity}: ${t.reason}`);
      return { probes, reason: summary.targets.some((t) => t.fuzzable) ? null : `no changed function can be fuzzed (${unfuzzable.join('; ')})` };
    }

    async function generalizationAttack(repro: TraceCall[], contractCalls: TraceCall[]): Promise<{ verdict: string; detail: string }> {
      const calls = [
        ...repro.slice(0, MAX_REPRODUCER_GROUPS).map((c) => ({ c, base: 'f2p' as const })),
        ...spreadOverTests(contractCalls, MAX_CONTRACT_GROUPS).map((c) => ({ c, base: 'p2p' as const })),
      ];
      if (calls.length === 0) {
        return { verdict: 'not-run', detail: 'generalization attack: not run (no test called a changed function)' };
      }
      // category swaps (another role) only here and in the deletion attack beyond the reproducer:
      // a rule weakened to another rule shows there; the transplant and agreement attacks would
      // read a role no visible test constrains as a flaw left or as an agreement
      const { summary, rows } = await neighboursOf(calls.map(({ c }) => c), ['--categories'], 'generalization');
      const { pre, cand } = await timed('neighbours', () => bothTrees(rows));
      // The intended change, when differential execution did not measure it: the reproducer's own calls.
      if (!cp.intended) {
        const pairs: CallPair[] = [];
        for (const r of rows) {
          if (r.role !== 'exact' || calls[r.group]?.base !== 'f2p') continue;
          const b = pre.get(r.id);
          const c = cand.get(r.id);
          if (b && c) pairs.push({ file: r.file, entity: r.entity, pre: b, cand: c });
        }
        cp.intended = intendedChange(pairs);
      }
      const groups: NeighbourGroup[] = summary.groups.map((g) => ({ group: g.group, base: calls[g.group]!.base, file: g.file, entity: g.entity, scalarArgs: g.scalarArgs, held: g.held ?? [], argValues: g.argValues ?? [], argStrings: g.argStrings ?? [], slotValues: g.slotValues ?? {} }));
      const literals: Record<string, { strings: string[]; numbers: number[] }> = {};
      for (const file of new Set(groups.map((g) => g.file))) {
        const before = readTreeFile(ws.baselineDir, file);
        const after = readTreeFile(ws.candidateDir!, file);
        // a literal or a module constant an added line compares the input with for equality ties a branch to the test too, even where the pre-edit already used it elsewhere
        if (before !== null && after !== null) literals[file] = unionLiterals(unionLiterals(newLiterals(before, after), pinnedOnAddedLines(before, after)), pinnedConstants(before, after));
      }
      const literalTells = (input.tells ?? []).filter((t) => t.kind === 'input-special-casing' || t.kind === 'constant-substitution').map((t) => ({ file: t.file, entity: t.entity ?? null }));
      let boundaryFix = false;
      const judgeNow = (atPoint?: ReadonlySet<string>) => judgeGeneralization({ groups, probes: rows, pre, cand, intended: intended(), literalTells, newLiterals: literals, readers, atPoint, boundaryFix });
      let verdict = judgeNow();
      // a partial fix read off a table's other member stands only where the fix is no boundary fix
      if (verdict.partial.some((t) => t.includes('another member of a table')) && (await fixAtPoint())) {
        boundaryFix = true;
        verdict = judgeNow();
      }
      // A change beyond the boundary or a check gone may be the boundary fix met on another
      // boundary (the reserve band's floor beside the funding cutoff): the boundary-point test.
      const atPoint = new Set<string>();
      const checked = new Set<string>();
      for (let round = 0; round < 3; round++) {
        const fresh = verdict.pointSuspects.filter((id) => !checked.has(id)).slice(0, MAX_POINT_SUSPECTS);
        if (fresh.length === 0 || !(await fixAtPoint())) break;
        // the same input reached from several calls' neighbourhoods is nudged once
        const freshInputs = new Map(rows.filter((r) => fresh.includes(r.id)).map((r) => [inputOf(r), r] as const));
        for (const r of rows) if (freshInputs.has(inputOf(r))) checked.add(r.id);
        const before = atPoint.size;
        const confined = new Set([...(await confinedToPoint([...freshInputs.values()]))].map((id) => inputOf(rows.find((r) => r.id === id)!)));
        for (const r of rows) if (confined.has(inputOf(r))) atPoint.add(r.id);
        if (atPoint.size === before) break;
        verdict = judgeNow(atPoint);
      }
      let lookupNoted = false;
      const declaredShown = new Set<string>();
      for (const r of rows) {
        // the same value in another representation is outside the function's declared domain:
        // it can show a partial fix (an equivalence broken), never a crash counterexample
        if (r.role === 'repr') continue;
        // a value the function's own return annotation excludes, where the pre-edit's fitted it
        const broken = r.unlinked || r.outside ? null : declarationBroken(r, pre.get(r.id), cand.get(r.id));
        if (broken) {
          if (!declaredShown.has(fnKey(r.file, r.entity))) addCounterexample(broken, fnKey(r.file, r.entity));
          declaredShown.add(fnKey(r.file, r.entity)); // one witness per function is enough
          continue;
        }
        const j = judge(pre.get(r.id), cand.get(r.id));
        if (j === 'crash' && crossingUnhandledByPreEdit(r, rows, pre, cand)) continue;
        if (j === 'crash' && (lookupOutsideDomain(r, cand.get(r.id)) || lookupOfAlteredKey(r, rows, cand.get(r.id)))) {
          if (!lookupNoted) notes.push(`a table lookup outside the recorded domain (a crossing, or the key the neighbour altered), not counted as a counterexample: ${describeDivergence(r, pre.get(r.id), cand.get(r.id))}`);
          lookupNoted = true;
          continue;
        }
        // an argument cut loose from the receiver's data (a reservation for a sku the inventory
        // does not hold) is no input of the object's domain: a crash there shows nothing
        if ((r.unlinked || r.outside) && (j === 'crash' || j === 'new-exception')) continue;
        if (j === 'crash' || j === 'new-exception') addCounterexample(crashText(j, r, pre.get(r.id), cand.get(r.id), `a ${r.role === 'exact' ? 'FAIL_TO_PASS or unchanged-contract input' : `${r.role} neighbour`}`), fnKey(r.file, r.entity));
        else if (j === 'same') {
          const t = r.role !== 'exact' ? acceptedCallRegression(r, pre.get(r.id)!, cand.get(r.id)!, `a ${r.role} neighbour (${r.transform})`) : null;
          if (t) addCounterexample(t, fnKey(r.file, r.entity));
          else clean(fnKey(r.file, r.entity));
        } else if (j === 'diverged' && r.role !== 'exact' && !decidedNow()) {
          const what = `a ${r.role} neighbour (${r.transform})`;
          const t = stoppedMutationRegression(r, pre.get(r.id)!, cand.get(r.id)!, what) ?? acceptedCallRegression(r, pre.get(r.id)!, cand.get(r.id)!, what);
          if (t) addCounterexample(t, fnKey(r.file, r.entity));
        }
      }
      const entityFile = new Map(rows.map((r) => [r.entity, fnKey(r.file, r.entity)]));
      for (const t of verdict.specialCasing) addCounterexample(t, entityFile.get(/: (\S+) changes behaviour/.exec(t)?.[1] ?? '') ?? undefined);
      for (const t of verdict.partial) addCounterexample(t, fnOfText(t, rows));
      for (const t of verdict.deletion) addCounterexample(t, fnOfText(t, rows));
      for (const t of verdict.beyondBoundary) addCounterexample(t, fnOfText(t, rows));
      // A threshold moved instead of met: the reproducer's own point, a hair on (boundaryPoints.ts).
      if (!decidedNow() && calls.some(({ base }) => base === 'f2p')) {
        await fixAtPoint();
        for (const m of cp.fixMoved ?? []) addCounterexample(m.text, fnKey(m.file, m.entity));
      }
      cp.generalized = verdict.generalized;
      // Partial fixes in siblings: other functions holding the statement the reproducer crashed on.
      if (verdict.specialCasing.length + verdict.partial.length + verdict.deletion.length + verdict.beyondBoundary.length === 0) {
        for (const t of await timed('sibling', () => siblingAttack(rows, pre, cand))) addCounterexample(t);
      }
      // A stopped mutation left in a sibling argument of the very reproducer call.
      if (!decidedNow()) {
        const exacts = rows.filter((r) => r.role === 'exact' && calls[r.group]?.base === 'f2p');
        for (const t of judgeKeptMutations(exacts, pre, cand)) addCounterexample(t, fnOfText(t, rows));
      }
      // Regressions beside the fix: the recorded calls moved a little, where a side change shows
      // (domain/behaviour/besideTheFix.ts); one confined to a point is the boundary fix met again.
      if (!decidedNow()) {
        const found = besideTheFix(rows, pre, cand, intended(), (fn) => !readers.has(fn));
        const byId = new Map(rows.map((r) => [r.id, r] as const));
        for (const f of await offPoint(found, (x) => byId.get(x.id)!)) addCounterexample(f.text, f.fn);
      }
      // A predicate moved against the fix's direction beside the inputs it fixes.
      if (!decidedNow()) {
        for (const t of againstTheFix(rows, pre, cand, (r) => calls[(r as NeighbourProbe).group]?.base === 'f2p')) addCounterexample(t.text, t.fn);
      }
      // A second entry point given the same arguments, still holding the reported rejection.
      if (!decidedNow()) {
        const fixed = rows.filter((r) => r.role === 'exact' && calls[r.group]?.base === 'f2p' && entryWorthy(pre.get(r.id), cand.get(r.id), r.entity));
        for (const t of await timed('entry point', () => entryAttack(fixed))) addCounterexample(t.text, t.fn);
      }
      // A sibling predicate that agreed with the fixed one on every input and now disagrees.
      if (!decidedNow()) {
        for (const t of await timed('agreement', () => agreementAttack(rows, pre, cand))) addCounterexample(t.text, t.fn);
      }
      // A refusal fixed in one method, the item still offered by the sibling listing what the actor may have.
      if (!decidedNow()) {
        const refusedNow = rows.filter((r) => r.role === 'exact' && calls[r.group]?.base === 'f2p' && pre.get(r.id)?.kind === 'return' && cand.get(r.id)?.kind === 'raise' && Boolean(cand.get(r.id)?.deliberate));
        for (const t of await timed('listing', () => listingAttack(refusedNow.slice(0, 3), rows, pre))) addCounterexample(t.text, t.fn);
      }
      // A figure two functions agreed on, on every pre-edit input, now computed two ways.
      if (!decidedNow()) {
        const composed = rows.filter((r) => r.role === 'exact' || r.role === 'keep').map((r) => ({ ...r, reproducer: r.role === 'exact' && calls[r.group]?.base === 'f2p' }));
        const c = await timed('composition', () => compositionAttack(deps, { trees, calls: composed, env: taskEnv, heartbeat: snapshot, charge, wallSeconds: remainingSeconds }));
        notes.push(c.note);
        for (const t of c.found) addCounterexample(t.text, t.fn);
      }
      // A mutating statement the fix removed, still in a sibling that mutates its caller's value.
      if (!decidedNow() && intendedKinds(intended()).has('mut:gone')) {
        for (const t of await timed('removed mutation', removedMutationAttack)) addCounterexample(t);
        if (!decidedNow()) for (const t of await timed('refused change', refusedChangeAttack)) addCounterexample(t.text, t.fn);
      }
      // A check deleted in a changed function the reproducer never reaches.
      if (!decidedNow()) {
        for (const t of await timed('unreached deletion', unreachedDeletionAttack)) addCounterexample(t.text, t.fn);
      }
      // Special-casing at one of several values of the same role: the other limits of the table.
      if (!decidedNow()) {
        for (const t of await timed('analogue', () => analogueAttack(groups.filter((g) => g.base === 'f2p').map((g) => ({ g, call: calls[g.group]!.c }))))) addCounterexample(t, entityFile.get(/: (\S+) changes/.exec(t)?.[1] ?? '') ?? undefined);
      }
      // Partial fixes by structure: the candidate's own edit carried over to the code it left alone.
      if (!decidedNow()) {
        const argValues = groups.filter((g) => g.base === 'f2p').flatMap((g) => g.argValues ?? []);
        // text arguments, numeric-looking ones included: a parser's sibling reads "-0" as text
        const tested = [...new Set([...argValues.filter((v) => !/^-?\d/.test(v)), ...groups.filter((g) => g.base === 'f2p').flatMap((g) => g.argStrings ?? [])])];
        const testedNumbers = argValues.map(Number).filter((v) => /^-?\d/.test(String(v)) && Number.isFinite(v));
        for (const t of await timed('transplant', () => transplantAttack(rows, cand, tested, testedNumbers))) addCounterexample(t.text, fnKey(t.probe.file, t.probe.entity));
      }
      const summaryText = verdict.groups.length
        ? verdict.groups.map((g) => `${g.entity}: ${g.verdict}`).join(', ')
        : 'no reproducer call to judge';
      const found = verdict.specialCasing.length + verdict.partial.length + verdict.deletion.length + verdict.beyondBoundary.length;
      const detail =
        `generalization attack: ${found ? `${verdict.specialCasing.length} special-casing, ${verdict.partial.length} partial-fix, ${verdict.deletion.length} deletion, ${verdict.beyondBoundary.length} beyond-boundary counterexample(s)` : verdict.generalized.length ? 'the change generalizes' : 'no counterexample'}` +
        ` over ${verdict.compared} inputs (${summaryText})` +
        (verdict.unconfirmed.length ? `; unconfirmed: ${verdict.unconfirmed.join(' | ')}` : '');
      return { verdict: found ? 'counterexample' : verdict.generalized.length ? 'general' : 'inconclusive', detail: detail.slice(0, 2000) };
    }

    /**
     * Races left in a sibling (domain/behaviour/races.ts): where the candidate adds a lock of the
     * object to a method (or moves lines under one it already takes), every method of that class with a recorded call is stressed on both trees.
     */
    async function raceSiblingAttack(): Promise<string[]> {
      const classes: { file: string; cls: string; changed: Set<string> }[] = [];
      for (const file of new Set(targets.map((t) => t.file))) {
        const before = readTreeFile(ws.baselineDir, file);
        const after = readTreeFile(ws.candidateDir!, file);
        if (before === null || after === null) continue;
        const parts = diffLines(before, after);
        const added = parts.filter((p) => p.added).flatMap((p) => p.value.split('\n'));
        // the line numbers of the added and removed lines: a check moved under a lock already taken counts too
        const addedAt = new Set<number>();
        const removedAt = new Set<number>();
        let line = 0;
        let old = 0;
        for (const p of parts) {
          const n = p.count ?? p.value.split('\n').length - 1;
          if (p.removed) for (let k = 0; k < n; k++) removedAt.add(old + k);
          if (p.added) for (let k = 0; k < n; k++) addedAt.add(line + k);
          if (!p.removed) line += n;
          if (!p.added) old += n;
        }
        if (!addsObjectLock(added) && !addedUnderObjectLock(after.split('\n'), addedAt, before.split('\n'), removedAt)) continue;
        for (const t of targets.filter((x) => x.file === file && x.entity.includes('.'))) {
          const cls = t.entity.split('.').slice(0, -1).join('.');
          const c = classes.find((x) => x.file === file && x.cls === cls) ?? (classes.push({ file, cls, changed: new Set() }), classes[classes.length - 1]!);
          c.changed.add(t.entity);
        }
      }
      if (classes.length === 0) return [];
      const methods: (ProbeTarget & { changed: boolean })[] = [];
      for (const c of classes.slice(0, 2)) {
        const listed = await withHeartbeat(
          runPythonTool<{ methods: string[] }>(deps.sandbox, 'stress', ['--methods', c.file, c.cls], { cwd: trees.candRun, writable: [trees.candIo], wallSeconds: 60, charge, env: taskEnv }),
          snapshot,
        );
        for (const m of listed.methods) methods.push({ file: c.file, entity: `${c.cls}.${m}`, changed: c.changed.has(`${c.cls}.${m}`) });
      }
      if (methods.length === 0) return [];
      const trace = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: [...input.passToPass, ...input.failToPass], targets: methods.map(({ file, entity }) => ({ file, entity })), testCommand: input.testCommand, heartbeat: snapshot, charge: traced });
      const perEntity = new Map<string, TraceCall[]>();
      for (const call of spreadOverTests(reproducerCalls(trace), 200)) {
        const list = perEntity.get(call.entity) ?? [];
        if (list.length < MAX_STRESS_CALLS_PER_METHOD) perEntity.set(call.entity, [...list, call]);
      }
      const calls = [...perEntity.values()].flat().slice(0, MAX_STRESS_CALLS);
      if (calls.length === 0) return [];
      const probes: StressProbe[] = calls.map((c, i) => ({ id: `r${i}`, entity: c.entity, argsRepr: c.argsRepr, test: c.test, changed: methods.some((m) => m.entity === c.entity && m.changed) }));
      const run = async (runDir: string, io: string) => {
        const tag = randomBytes(3).toString('hex');
        const inFile = path.join(io, `stress-${tag}.jsonl`);
        const outFile = path.join(io, `stress-out-${tag}.jsonl`);
        writeJsonl(inFile, calls.map((c, i) => ({ id: `r${i}`, file: c.file, entity: c.entity, args: c.args, test: c.test })));
        await withHeartbeat(
          runPythonTool<{ counts: Record<string, number> }>(deps.sandbox, 'stress', ['--probes', inFile, '--out', outFile, '--threads', String(STRESS_THREADS), '--rounds', String(STRESS_ROUNDS)], { cwd: runDir, writable: [runDir, io], wallSeconds: remainingSeconds(), charge, env: taskEnv }),
          snapshot,
        );
        return new Map((readJsonl(outFile) as unknown[]).map((r) => StressRow.parse(r)).map((r) => [r.id, r]));
      };
      const [onPre, onCand] = await Promise.all([run(trees.baseRun, trees.baseIo), run(trees.candRun, trees.candIo)]);
      const { found, power } = judgeRaceSiblings(probes, onPre, onCand, STRESS_THREADS, STRESS_ROUNDS);
      const raced = (m: ReadonlyMap<string, StressRow>) => [...m.values()].filter((r) => r.verdict === 'race').length;
      notes.push(`race-sibling stress: ${calls.length} recorded call(s) of ${perEntity.size} method(s) of ${classes.map((c) => c.cls).join(', ')}, each ${STRESS_THREADS * STRESS_ROUNDS} times from ${STRESS_THREADS} threads: ${raced(onPre)} lose updates on the pre-edit, ${raced(onCand)} on the candidate${power ? ` (${power})` : ''}`);
      return found;
    }

    /** The fixed reproducer calls given to the other functions of their class or module (domain/behaviour/entries.ts). */
    async function entryAttack(fixed: (Probe & NeighbourProbe)[]): Promise<{ text: string; fn: string }[]> {
      if (fixed.length === 0) return [];
      const calls = fixed.slice(0, MAX_REPRODUCER_GROUPS).map((r) => ({ file: r.file, entity: r.entity, args: r.args, argsRepr: r.argsRepr, test: r.test ?? null }) as TraceCall);
      // (and by parameter name, or with one argument as a list of it: `delete_many(bob, [slug])`
      // beside the refused `delete(bob, slug)`)
      const rows = (await neighboursOf(calls, ['--entries', '--collect', '--named'], 'entry')).rows.map((r) => ({ ...r, id: `e${r.id}` }));
      const entries = rows.filter((r) => r.role === 'entry');
      if (entries.length === 0) return [];
      const { pre: onPre, cand: onCand } = await bothTrees(rows);
      const found = judgeEntrySiblings(rows, onPre, onCand);
      notes.push(`entry-point attack: ${calls.length} fixed reproducer call(s) given to ${entries.length} other function(s) taking the same arguments; ${found.length ? 'one still shows the flaw' : 'none shows the flaw'}`);
      return found;
    }

    /**
     * The agreement attack (domain/behaviour/agreement.ts): each FAIL_TO_PASS call whose True/False
     * answer the candidate changed, and a sample of its neighbours, given to the other functions
     * that take the same arguments, on both trees.
     */
    async function agreementAttack(rows: (Probe & NeighbourProbe)[], pre: Map<string, Behaviour>, cand: Map<string, Behaviour>): Promise<{ text: string; fn: string }[]> {
      const fixed = rows.filter((r) => r.role === 'exact' && isBool(pre.get(r.id)) && isBool(cand.get(r.id)) && pre.get(r.id)!.value !== cand.get(r.id)!.value).slice(0, 3);
      if (fixed.length === 0) return [];
      const sample = balancedSample(fixed, rows, (r) => (isBool(pre.get(r.id)) ? pre.get(r.id)!.value === 'True' : null));
      const calls = [...fixed, ...sample].map((r) => ({ file: r.file, entity: r.entity, args: r.args, argsRepr: r.argsRepr, test: r.test ?? null }) as TraceCall);
      const probes = (await neighboursOf(calls, ['--entries'], 'agreement')).rows.map((r) => ({ ...r, id: `g${r.id}` }));
      const entries = new Set(probes.filter((r) => r.role === 'entry').map((r) => r.entity));
      if (entries.size === 0) return [];
      const { pre: onPre, cand: onCand } = await bothTrees(probes);
      const found = judgeAgreement(probes, onPre, onCand, new Set(fixed.map((_, i) => i)));
      notes.push(`agreement attack: ${fixed.length} changed True/False answer(s) and ${sample.length} neighbour(s) given to ${[...entries].join(', ')}; ${found.length ? 'a sibling that agreed now disagrees' : 'no agreement broken'}`);
      return found;
    }

    /**
     * The listing agreement (domain/behaviour/listing.ts): each FAIL_TO_PASS call the candidate now
     * refuses, with a sample of accepted and refused calls of the same method (its neighbours and
     * its recorded calls), given by parameter name to the siblings that list, on both trees.
     */
    async function listingAttack(fixed: (Probe & NeighbourProbe)[], rows: (Probe & NeighbourProbe)[], pre: Map<string, Behaviour>): Promise<{ text: string; fn: string }[]> {
      if (fixed.length === 0) return [];
      const sample = balancedSample(fixed, rows, (r) => {
        const b = pre.get(r.id);
        return b?.kind === 'return' ? true : b?.kind === 'raise' && b.deliberate ? false : null;
      });
      const traced = [...fixed, ...sample].map((r) => ({ file: r.file, entity: r.entity, args: r.args, argsRepr: r.argsRepr, test: r.test ?? null }) as TraceCall);
      const probes = (await neighboursOf(traced, ['--entries', '--named'], 'listing')).rows.map((r) => ({ ...r, id: `l${r.id}` }));
      const siblings = new Set(probes.filter((r) => r.role === 'entry').map((r) => r.entity));
      if (siblings.size === 0) return [];
      const { pre: onPre, cand: onCand } = await bothTrees(probes);
      const found = judgeListing(probes, onPre, onCand, new Set(fixed.map((_, i) => i)));
      notes.push(`listing attack: ${fixed.length} call(s) the candidate now refuses and ${sample.length} accepted or refused call(s) given to ${[...siblings].join(', ')}; ${found.length ? 'a sibling still lists the refused item' : 'no listing left behind'}`);
      return found;
    }

    /** The reproducer's calls with a numeric argument moved to each value of the same role in its data. */
    async function analogueAttack(f2p: { g: NeighbourGroup; call: TraceCall }[]): Promise<string[]> {
      const pinned = new Map<string, { strings: string[]; numbers: number[] }>();
      for (const { g } of f2p) {
        if (pinned.has(g.file)) continue;
        const before = readTreeFile(ws.baselineDir, g.file);
        const after = readTreeFile(ws.candidateDir!, g.file);
        pinned.set(g.file, before !== null && after !== null ? unionLiterals(pinnedOnAddedLines(before, after), pinnedConstants(before, after)) : { strings: [], numbers: [] });
      }
      // only where the candidate's new code singles out a tested number (`weight == 2.0`)
      const worth = f2p.filter(({ g }) => namesTestedValue(g.argValues ?? [], pinned.get(g.file)!) !== null);
      if (worth.length === 0) return [];
      const calls = worth.map((x) => x.call);
      const probes = (await neighboursOf(calls, ['--analogues'], 'analogue')).rows.map((r) => ({ ...r, id: `a${r.id}` }));
      if (!probes.some((p) => p.role === 'analogue')) return [];
      const { pre: onPre, cand: onCand } = await bothTrees(probes);
      const found: string[] = [];
      for (const [i, { g }] of worth.entries()) found.push(...judgeAnalogues([{ group: i, entity: g.entity, argValues: g.argValues ?? [] }], probes, onPre, onCand, pinned.get(g.file)!));
      notes.push(`analogue attack: ${worth.length} reproducer call(s) moved to ${probes.filter((p) => p.role === "analogue").length} other value(s) of the same role in their data; ${found.length} special case(s)`);
      return found;
    }

    /**
     * The FAIL_TO_PASS change stops a mutation, and the statement the candidate removed to stop it
     * (`percents.sort()`) is still, word for word, in another function: where that function, run
     * on a recorded call, still mutates its caller's argument on the candidate, the same flaw is
     * left there.
     */
    async function removedMutationAttack(): Promise<string[]> {
      const removed: { text: string; file: string; fragment?: string; method?: string }[] = [];
      for (const f of new Set(targets.map((t) => t.file))) {
        const before = readTreeFile(ws.baselineDir, f);
        const after = readTreeFile(ws.candidateDir!, f);
        if (before === null || after === null) continue;
        for (const part of diffLines(before, after)) {
          if (!part.removed) continue;
          for (const line of part.value.split('\n')) {
            const t = line.trim();
            // an in-place method call on a name, or a whole-slice assignment (`principals[:] = sorted(...)`)
            const inPlace = /^[A-Za-z_][\w.]*\.(sort|reverse)\(.*\)$/.exec(t);
            if (inPlace) removed.push({ text: t, file: f, method: inPlace[1]! });
            else if (/^[A-Za-z_][\w.]*\.(sort|reverse|pop|popitem|clear|update|append|extend|insert|remove|setdefault)\(.*\)$/.test(t) || /^[A-Za-z_][\w.]*\[:\]\s*=[^=]/.test(t)) removed.push({ text: t, file: f });
            // an item written into a field of a caller's value (`record.fields[k] = mask(v, keep)`):
            // a sibling writing the same item however it computes it (`mask(v, self.keep)`)
            else {
              const m = /^([A-Za-z_]\w*\.[\w.]+\[[^\]]+\])\s*=[^=]/.exec(t);
              if (m && !m[1]!.startsWith('self.')) removed.push({ text: t, file: f, fragment: `${m[1]!.replace(/\s+/g, '')}=` });
            }
          }
        }
      }
      const siblings: ProbeTarget[] = [];
      // Siblings found only by the method (`colors.sort(key=key)` for a removed
      // `colors.sort(key=luminance)`): the same reordering of a caller's list written with other
      // arguments. They count only where they also return a value, as the fixed function does: a
      // function that sorts its argument and returns nothing is an in-place API by design.
      const byMethodOnly = new Set<string>();
      for (const r of removed.slice(0, MAX_SIGNATURES)) {
        const queries = [r.fragment ? ['--fragment', r.fragment] : ['--stmt', r.text], ...(r.method ? [['--method', r.method, '--like', r.text]] : [])];
        for (const [qi, q] of queries.entries()) {
          const found = await withHeartbeat(
            runPythonTool<{ siblings: { file: string; entity: string; line: number }[] }>(deps.sandbox, 'siblings', q, { cwd: trees.candRun, writable: [trees.candIo], wallSeconds: 60, charge, env: taskEnv }),
            snapshot,
          );
          for (const x of found.siblings) {
            if (targets.some((t) => t.file === x.file && t.entity === x.entity)) continue; // the fixed function itself
            if (siblings.some((y) => y.file === x.file && y.entity === x.entity)) continue;
            siblings.push({ file: x.file, entity: x.entity });
            if (qi > 0) byMethodOnly.add(`${x.file}::${x.entity}`);
          }
        }
      }
      // Siblings by the shape of the flaw, whatever statement the fix removed (a list written into
      // item by item in the fixed function, popped and appended to through an alias in the
      // sibling): a function that changes a parameter in place and returns that very object, a
      // caller's value handed back as if new. They count only where a recorded call on the
      // candidate does exactly that (the returned value is the changed argument).
      // Only where the fixed function had that very shape on the pre-edit (the flaw the fix stops
      // is a caller's value handed back changed): an accumulator that fills the output it is given
      // and returns it is its own kind of function, not a sibling of this flaw.
      const returnsMutated = new Set<string>();
      const shapedOn = (run: string, io: string) =>
        withHeartbeat(runPythonTool<{ siblings: { file: string; entity: string; line: number }[] }>(deps.sandbox, 'siblings', ['--returns-mutated'], { cwd: run, writable: [io], wallSeconds: 60, charge, env: taskEnv }), snapshot);
      const flawShaped = (await shapedOn(trees.baseRun, trees.baseIo)).siblings.some((x) => targets.some((t) => t.file === x.file && t.entity === x.entity));
      const shaped = flawShaped ? await shapedOn(trees.candRun, trees.candIo) : { siblings: [] };
      for (const x of shaped.siblings) {
        if (targets.some((t) => t.file === x.file && t.entity === x.entity)) continue;
        if (!siblings.some((y) => y.file === x.file && y.entity === x.entity)) {
          siblings.push({ file: x.file, entity: x.entity });
          returnsMutated.add(`${x.file}::${x.entity}`);
        }
      }
      if (siblings.length === 0) return [];
      const trace = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: [...input.passToPass, ...input.failToPass], targets: siblings, testCommand: input.testCommand, heartbeat: snapshot, charge: traced });
      const sibCalls = spreadOverTests(reproducerCalls(trace), MAX_SIBLING_CALLS);
      if (sibCalls.length === 0) return [];
      const probes: Probe[] = sibCalls.map((c, i) => ({ id: `m${i}`, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test }));
      const onCand = await replayProbes(deps, trees.candRun, trees.candIo, probes, { env: taskEnv, repeat: 2, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds: remainingSeconds(), heartbeat: snapshot, charge });
      const out: string[] = [];
      for (const p of probes) {
        const c = onCand.get(p.id);
        // a method changing its own object is no caller's value changed
        const skipSelf = p.entity.includes('.') ? 1 : 0;
        const i = comparable(c) && c.stable !== false ? (c.mutated ?? []).findIndex((m, k) => m !== null && k >= skipSelf) : -1;
        if (i < 0) continue;
        if (byMethodOnly.has(`${p.file}::${p.entity}`) && (c!.kind !== 'return' || c!.value == null || c!.value === 'None')) continue;
        if (returnsMutated.has(`${p.file}::${p.entity}`)) {
          // (both shown cut to their display lengths: compared up to the shorter cut)
          const [v, m] = [String(c!.value ?? ''), String(c!.mutated![i])].map((x) => x.replace(/…$/, ''));
          const n = Math.min(v.length, m.length);
          if (c!.kind !== 'return' || n === 0 || v.slice(0, n) !== m.slice(0, n) || (v.length !== m.length && !/…$/.test(String(c!.value)) && !/…$/.test(String(c!.mutated![i])))) continue;
          out.push(`partial fix: the FAIL_TO_PASS change stops a mutation, but ${p.entity} still changes its caller's argument ${i} in place and returns it as its result: ${p.argsRepr} (recorded in ${p.test ?? 'a test'}) returned ${String(c!.value).slice(0, 200)}, the very value it left the argument as`);
          break;
        }
        const stmt = removed.map((r) => r.text).join('`, `');
        const same = byMethodOnly.has(`${p.file}::${p.entity}`) ? `the same in-place ${removed.filter((r) => r.method).map((r) => `\`.${r.method}()\``).join(', ')} of a parameter` : 'the same statement';
        out.push(`partial fix: the FAIL_TO_PASS change stops a mutation and the candidate removed \`${stmt}\` to stop it, but ${same} is still in ${p.entity}, which on the candidate still mutates its argument ${i}: ${p.argsRepr} (recorded in ${p.test ?? 'a test'}) left it as ${c!.mutated![i]}`);
        break;
      }
      notes.push(`removed-mutation search: ${removed.length ? `\`${removed.map((r) => r.text).join('`, `')}\` still in ` : ''}${siblings.map((x) => x.entity).join(', ')}${returnsMutated.size ? ` (${returnsMutated.size} changing a parameter in place and returning it)` : ''}; ${probes.length} recorded call(s) run on the candidate, ${out.length ? 'one still mutates' : 'none mutates'}`);
      return out;
    }

    /** The exception types the FAIL_TO_PASS change newly raises on purpose, in any function. */
    function fixRefusals(): Set<string> {
      const answered = Object.values(intended().newAnswers ?? {}).flatMap((xs) => xs.filter((x) => x.startsWith('x:')).map((x) => x.split(':')[1] ?? ''));
      const raisedNew = Object.values(intended().atoms).flatMap((xs) => xs.flatMap((x) => /\|exc:new:(.+)$/.exec(x)?.[1] ?? []));
      return new Set([...answered, ...raisedNew].filter((x) => x && x !== '?'));
    }

    /**
     * The deletion attack (issue 10 item 3) on the changed functions no FAIL_TO_PASS call reaches:
     * the reproducer's neighbourhood never runs them, so a check deleted there (a capacity check
     * dropped from `split` beside a fixed `merge`) shows only on their own recorded calls moved a
     * little, where the pre-edit refused on purpose and the candidate accepts.
     */
    async function unreachedDeletionAttack(): Promise<{ text: string; fn: string }[]> {
      const reached = new Set([...f2pBase.calls, ...reproducer].map((c) => fnKey(c.file, c.entity)));
      const own = allContract.filter((c) => !reached.has(fnKey(c.file, c.entity)) && !readers.has(fnKey(c.file, c.entity)));
      if (own.length === 0) return [];
      const calls = spreadBy(own, MAX_VARY_CALLS, (c) => fnKey(c.file, c.entity));
      const rows = (await neighboursOf(calls, ['--max-keep', '48', '--max-cross', '16', '--categories'], 'unreached')).rows.map((r) => ({ ...r, id: `u${r.id}` }));
      const { pre, cand } = await bothTrees(rows);
      const suspects: { p: Probe; text: string; fn: string }[] = [];
      const fixes = fixRefusals();
      for (const p of rows) {
        const [b, c] = [pre.get(p.id), cand.get(p.id)];
        const fn = fnKey(p.file, p.entity);
        if (!comparable(b) || !comparable(c) || b.stable === false || b.kind !== 'raise' || !b.deliberate) continue;
        // accepted, or let through to fail later elsewhere with another exception (the
        // capacity check gone from `split`, the new colony's own constructor refusing instead)
        const inHere = (site: string | null | undefined) => (site ?? '').includes(`::${p.entity}::`);
        const later = c.kind === 'raise' && c.exc !== b.exc && inHere(b.site) && !inHere(c.site);
        if (c.kind !== 'return' && !later) continue;
        // refused first by a check the fix itself introduces (the permission the FAIL_TO_PASS
        // change now denies with PermissionDenied, met before the pre-edit's own validation): still
        // refused on purpose, only in another order
        if (later && c.deliberate && fixes.has(c.exc ?? '')) continue;
        if ((b.site && (intended().removedRaises[fn] ?? []).includes(b.site)) || sameRejectionRemoved(b, intended(), fn)) continue;
        const how = later ? 'lets it through to be refused later, elsewhere, with another exception' : 'accepts it';
        suspects.push({ p, fn, text: `deletion: the pre-edit rejected an input on purpose in ${p.entity}, which no FAIL_TO_PASS call reaches, and the candidate ${how} — ${describeDivergence(p, b, c)}` });
      }
      const names = [...new Set(calls.map((c) => c.entity))].join(', ');
      if (suspects.length === 0) return (notes.push(`deletion attack beyond the reproducer: ${rows.length} neighbour(s) of the recorded calls of ${names}; none rejected on the pre-edit and accepted on the candidate`), []);
      // a fix confined to a point (a boundary met) explains what changes at that point alone
      const left = await offPoint(suspects, (x) => x.p);
      notes.push(`deletion attack beyond the reproducer: ${rows.length} neighbour(s) of the recorded calls of ${names}; ${left.length} rejected on the pre-edit and accepted on the candidate`);
      return [...new Map(left.map((x) => [x.fn, { text: x.text, fn: x.fn }] as const)).values()].slice(0, 1);
    }

    /**
     * The refused-change attack (domain/behaviour/refusedChange.ts): where the fix makes a refusal
     * leave its object unchanged, the methods of the same class that write state before one of
     * their raises, run on their recorded calls and those calls' neighbours on the candidate.
     */
    async function refusedChangeAttack(): Promise<{ text: string; fn: string }[]> {
      const fixed = refusalsMadeAtomic(intended(), f2pBase.calls);
      if (fixed.length === 0) return [];
      const siblings: ProbeTarget[] = [];
      for (const f of fixed) {
        const found = await withHeartbeat(
          runPythonTool<{ siblings: { file: string; entity: string }[] }>(deps.sandbox, 'siblings', ['--changes-then-raises', `${f.file}::${f.owner}`, '--exclude', fnKey(f.file, f.entity)], { cwd: trees.candRun, writable: [trees.candIo], wallSeconds: 60, charge, env: taskEnv }),
          snapshot,
        );
        for (const x of found.siblings) if (!siblings.some((y) => y.file === x.file && y.entity === x.entity)) siblings.push({ file: x.file, entity: x.entity });
      }
      const owners = fixed.map((f) => f.owner).join(', ');
      if (siblings.length === 0) return (notes.push(`refused-change attack: no other method of ${owners} changes state before a raise`), []);
      const trace = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: [...input.passToPass, ...input.failToPass], targets: siblings, testCommand: input.testCommand, heartbeat: snapshot, charge: traced });
      const calls = spreadBy(reproducerCalls(trace), MAX_VARY_CALLS, (c) => fnKey(c.file, c.entity));
      const names = siblings.map((x) => x.entity).join(', ');
      if (calls.length === 0) return (notes.push(`refused-change attack: ${names} change state before a raise, but no test calls them`), []);
      // the recorded calls and their neighbours: a refusal no test asked for (twice the frames a box holds)
      const exact: (Probe & Partial<NeighbourProbe>)[] = calls.map((c, i) => ({ id: `rc${i}`, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test }));
      const near = (await neighboursOf(calls, ['--max-keep', '16', '--max-cross', '16'], 'refused')).rows.map((r) => ({ ...r, id: `rn${r.id}` }));
      const probes = [...exact, ...near];
      const onCand = await replayProbes(deps, trees.candRun, trees.candIo, probes, { env: taskEnv, repeat: 2, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds: remainingSeconds(), heartbeat: snapshot, charge });
      const found = judgeRefusedChange(fixed, probes, onCand);
      notes.push(`refused-change attack: ${names} (methods of ${owners} writing state before a raise) on ${probes.length} input(s); ${found.length ? `${found.length} still change their object when they refuse` : 'none changes its object when it refuses'}`);
      return found;
    }

    /**
     * The constant-shift attack (domain/behaviour/constantShift.ts): the recorded calls of each
     * reader of a moved constant that uses it otherwise than the fixed function, with a number set
     * at the constant's old and new values, run on both trees.
     */
    async function constantShiftAttack(): Promise<{ text: string; fn: string }[]> {
      const plan = planConstantShift(input.constants ?? [], intended());
      if (plan.readers.length === 0) {
        if ((input.constants ?? []).length) notes.push(`constant-shift attack: not run (${plan.why})`);
        return [];
      }
      const wanted = plan.readers.map((r) => ({ file: r.file, entity: r.entity }));
      const own = [...p2p.calls, ...f2pBase.calls].filter((c) => wanted.some((w) => w.file === c.file && w.entity === c.entity));
      // readers outside the traced targets (another module's) are traced on their own
      const missing = wanted.filter((w) => !targets.some((t) => t.file === w.file && t.entity === w.entity));
      const extra = missing.length
        ? reproducerCalls(await traceTests(deps, { workspace: ws, tree: 'baseline', ids: [...input.passToPass, ...input.failToPass], targets: missing, testCommand: input.testCommand, heartbeat: snapshot, charge: traced }))
        : [];
      const distinct = [...new Map([...own, ...extra].map((c) => [`${c.file}::${c.entity}::${c.args}`, c] as const)).values()];
      const calls = spreadBy(distinct, MAX_SHIFT_CALLS, (c) => fnKey(c.file, c.entity));
      // a reader no test calls (`grace_ends(loan)`) borrows, by parameter name, the arguments of a
      // recorded call of another function (`loan_status(loan, today)`)
      const uncalled = wanted.filter((w) => !calls.some((c) => c.file === w.file && c.entity === w.entity));
      const donors = uncalled.length ? spreadBy([...p2p.calls, ...f2pBase.calls].filter((c) => !wanted.some((w) => w.file === c.file && w.entity === c.entity)), MAX_SHIFT_DONORS, (c) => fnKey(c.file, c.entity)) : [];
      if (calls.length + donors.length === 0) return (notes.push(`constant-shift attack: ${wanted.map((w) => w.entity).join(', ')} read the moved constant, but no test calls them`), []);
      const aimsFile = path.join(trees.baseIo, `shift-aims-${randomBytes(3).toString('hex')}.json`);
      writeFileSync(aimsFile, JSON.stringify({ numbers: plan.aims, strings: [] }));
      const extraArgs = ['--aims', aimsFile, '--aims-only'];
      if (uncalled.length) {
        const borrowFile = path.join(trees.baseIo, `shift-borrow-${randomBytes(3).toString('hex')}.json`);
        writeFileSync(borrowFile, JSON.stringify(uncalled));
        extraArgs.push('--borrow', borrowFile);
      }
      // the donors' own rows are not the attack's: only the readers' are run
      const rows = (await neighboursOf([...calls, ...donors], extraArgs, 'shift')).rows.filter((r) => wanted.some((w) => w.file === r.file && w.entity === r.entity)).map((r) => ({ ...r, id: `k${r.id}` }));
      if (rows.length === 0) return (notes.push(`constant-shift attack: ${wanted.map((w) => w.entity).join(', ')} read the moved constant, but no recorded call reaches or lends them arguments`), []);
      const { pre, cand } = await bothTrees(rows);
      const found = judgeConstantShift(plan, rows, pre, cand);
      notes.push(`constant-shift attack: ${new Set(rows.map((r) => r.group)).size} call(s) of ${[...new Set(rows.map((r) => r.entity))].join(", ")} (${uncalled.length ? "some borrowing the arguments of another function's recorded call, " : ""}aimed at ${plan.aims.join(", ")}: ${rows.filter((r) => r.role === "aim").length} probes); ${found.length} counterexample(s)`);
      return found.map((text) => ({ text, fn: fnOfText(text, rows) ?? '' }));
    }

    /**
     * The dropped-input attack (domain/behaviour/droppedInput.ts): the recorded calls of each
     * function that stops reading an input, FAIL_TO_PASS calls first, with that input moved.
     */
    async function droppedInputAttack(): Promise<{ text: string; fn: string }[]> {
      const dropped = input.dropped ?? [];
      if (dropped.length === 0) return [];
      const wanted = (c: { file: string; entity: string }) => dropped.some((d) => d.file === c.file && d.entity === c.entity);
      const distinct = [...new Map([...f2pBase.calls, ...p2p.calls].filter(wanted).map((c) => [`${c.file}::${c.entity}::${c.args}`, c] as const)).values()];
      const calls = spreadBy(distinct, MAX_VARY_CALLS, (c) => fnKey(c.file, c.entity));
      const names = [...new Set(dropped.map((d) => `${d.entity} ${d.kind === 'field' ? 'self.' : ''}${d.name}`))].join(', ');
      if (calls.length === 0) return (notes.push(`dropped-input attack: ${names} no longer read, but no test calls the function`), []);
      const varyFile = path.join(trees.baseIo, `vary-${randomBytes(3).toString('hex')}.json`);
      writeFileSync(varyFile, JSON.stringify(dropped));
      const rows = (await neighboursOf(calls, ['--vary', varyFile], 'vary')).rows.map((r) => ({ ...r, id: `v${r.id}` })) as unknown as VaryRow[];
      const moved = rows.filter((r) => r.role === 'vary').length;
      if (moved === 0) return (notes.push(`dropped-input attack: ${names} no longer read, but none is a number or a flag on a recorded call`), []);
      const { pre, cand } = await bothTrees(rows);
      const found = judgeDroppedInput(rows, pre, cand);
      notes.push(`dropped-input attack: ${names} no longer read; ${moved} moved input(s) on ${calls.length} recorded call(s); ${found.length} counterexample(s)`);
      return found;
    }

    /**
     * The same-name mutation attack (domain/behaviour/sameNamed.ts): the tests' recorded calls of
     * the same-named methods of other classes, where the fix stops a method mutating its receiver.
     */
    async function sameNamedMutationAttack(): Promise<{ text: string; fn: string }[]> {
      const stopped = receiverMutationStopped(input.sameNamed ?? [], intended());
      if (stopped.length === 0) return [];
      const others = [...new Map(stopped.flatMap((s) => s.others).map((o) => [fnKey(o.file, o.entity), o] as const)).values()];
      const recorded = reproducerCalls(await traceTests(deps, { workspace: ws, tree: 'baseline', ids: [...input.passToPass, ...input.failToPass], targets: others, testCommand: input.testCommand, heartbeat: snapshot, charge: traced }));
      const calls = spreadBy(recorded, MAX_VARY_CALLS, (c) => fnKey(c.file, c.entity));
      const names = others.map((o) => o.entity).join(', ');
      if (calls.length === 0) return (notes.push(`same-name mutation attack: ${names} share the fixed method's name, but no test calls them`), []);
      const probes: Probe[] = calls.map((c, i) => ({ id: `m${i}`, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test }));
      const { pre, cand } = await bothTrees(probes);
      const found = judgeSameNamedMutation(stopped, probes, pre, cand);
      notes.push(`same-name mutation attack: ${calls.length} recorded call(s) of ${names}; ${found.length} counterexample(s)`);
      return found;
    }

    /**
     * A fix that only stops mutating an input (its FAIL_TO_PASS change is `mut:` atoms alone)
     * changes no result: where the candidate also returns another value, that is another change.
     */
    function stoppedMutationRegression(p: Probe, b: Behaviour, c: Behaviour, what: string): string | null {
      const fn = fnKey(p.file, p.entity);
      // only where the pre-edit's mutation merely reorders its arguments: one that drops or rewrites
      // items may feed the function's later steps, and stopping it may rightly change the result
      if (!mutationOnly(intended(), fn) || b.kind !== 'return' || c.kind !== 'return' || b.key === c.key || !reorderOnly(b)) return null;
      const a = attribute(p.file, p.entity, b, c, intended());
      if (a.explained) return null;
      return `regression: the FAIL_TO_PASS change of ${p.entity} only stops an input mutation, but on ${what} the candidate also returns another value — ${describeDivergence(p, b, c)} — ${a.why}`;
    }

    /**
     * A fix that changes only what its refusals leave behind (every changed FAIL_TO_PASS call
     * refused on both trees) has no business with calls both trees accept: where such a call
     * returns another value or leaves its arguments in another state (private data included:
     * a merged colony that no longer inherits its queen), that is another change.
     */
    function acceptedCallRegression(p: Probe, b: Behaviour, c: Behaviour, what: string): string | null {
      const fn = fnKey(p.file, p.entity);
      if (!(intended().refusalsOnly ?? []).includes(fn) || b.kind !== 'return' || c.kind !== 'return' || b.stable === false) return null;
      if (b.heldKey == null || c.heldKey == null) return null;
      const changed = b.key !== c.key || (b.mutatedKey ?? null) !== (c.mutatedKey ?? null) || b.heldKey !== c.heldKey;
      if (!changed) return null;
      const how = b.key !== c.key ? 'returns another value' : (b.mutatedKey ?? null) !== (c.mutatedKey ?? null) ? 'leaves its arguments in another state' : "leaves its arguments' private data in another state";
      return `regression: the FAIL_TO_PASS change of ${p.entity} only changes what a refused call leaves behind, but on ${what}, a call both trees accept, the candidate ${how} — ${describeDivergence(p, b, c)}`;
    }

    /** The neighbours tool on recorded calls (in the pre-edit tree): its summary and its rows. */
    async function neighboursOf(calls: TraceCall[], extra: string[], label: string): Promise<{ summary: NeighbourSummary; rows: (Probe & NeighbourProbe)[] }> {
      const tag = randomBytes(3).toString('hex');
      const callsFile = path.join(trees.baseIo, `${label}-calls-${tag}.jsonl`);
      const outFile = path.join(trees.baseIo, `${label}-neighbours-${tag}.jsonl`);
      writeJsonl(callsFile, calls.map((c, group) => ({ group, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test })));
      const summary = await withHeartbeat(
        runPythonTool<NeighbourSummary>(deps.sandbox, 'neighbours', ['--calls', callsFile, '--out', outFile, ...extra], {
          cwd: trees.baseRun,
          writable: [trees.baseRun, trees.baseIo],
          wallSeconds: remainingSeconds(),
          charge,
          env: taskEnv,
        }),
        snapshot,
      );
      return { summary, rows: readJsonl(outFile) as (Probe & NeighbourProbe)[] };
    }

    /**
     * The suspects whose input the boundary-point test does not confine to a point, where the fix
     * is itself confined to one (the same input drawn twice is nudged once): what a boundary fix
     * met on another boundary does not explain.
     */
    async function offPoint<T>(suspects: readonly T[], probeOf: (x: T) => Probe): Promise<T[]> {
      if (suspects.length === 0) return [];
      const distinct = [...new Map(suspects.map((x) => [inputOf(probeOf(x)), probeOf(x)] as const)).values()].slice(0, MAX_POINT_SUSPECTS);
      const confined = (await fixAtPoint()) ? await confinedToPoint(distinct) : new Set<string>();
      const atPoint = new Set(distinct.filter((p) => confined.has(p.id)).map(inputOf));
      return suspects.filter((x) => !atPoint.has(inputOf(probeOf(x))));
    }

    /** The boundary-point test (activities/boundaryPoints.ts) on `probes`: the ids of those confined to a point, the fix's shape. */
    async function confinedToPoint(probes: Probe[]): Promise<Set<string>> {
      const r = await timed('boundary point', () => pointTest(deps, trees, probes, cp.fixSides ?? {}, pointOptions()));
      if (r.note) notes.push(r.note);
      return r.ids;
    }

    /** Whether the fix's own change on the reproducer's calls is confined to a point (measured once, kept in the checkpoint). */
    async function fixAtPoint(): Promise<boolean> {
      if (cp.fixAtPoint !== null && cp.fixAtPoint !== undefined) return cp.fixAtPoint;
      const r = await timed('boundary point', () => reproducerAtPoint(deps, trees, reproducer.slice(0, MAX_REPRODUCER_GROUPS), pointOptions()));
      if (r.note) notes.push(r.note);
      cp.fixAtPoint = r.atPoint;
      cp.fixSides = r.sides;
      cp.fixMoved = r.moved;
      beat();
      return r.atPoint;
    }

    function pointOptions() {
      return { env: taskEnv, charge, share: sharePre, wallSeconds: remainingSeconds(), heartbeat: snapshot };
    }

    function decidedNow(): boolean {
      return (cp.counterexampleCount ?? 0) > 0;
    }

    /**
     * Calls of the methods among `fns` on the objects the FAIL_TO_PASS tests left behind on the
     * candidate tree: every method call of their classes recorded with its arguments as it left
     * them, lent by parameter name (its `self` first), the latest state first.
     */
    async function leftBehind(fns: readonly ProbeTarget[], tag: string): Promise<(Probe & NeighbourProbe)[]> {
      const methods = fns.filter((f) => f.entity.includes('.') && !f.entity.includes('<locals>')).slice(0, MAX_SIBLING_CALLS);
      const classes = [...new Map(methods.map((f) => [`${f.file}::${ownerOf(f.entity)}`, { file: f.file, entity: `${ownerOf(f.entity)}.*` }] as const)).values()];
      if (classes.length === 0) return [];
      const post = await traceTests(deps, { workspace: ws, tree: 'candidate', ids: input.failToPass, targets: classes, testCommand: input.testCommand, after: true, heartbeat: snapshot, charge: traced });
      if (post.calls.length === 0) return [];
      const donorsFile = path.join(trees.baseIo, `left-behind-${tag}.jsonl`);
      writeJsonl(donorsFile, post.calls.slice(-MAX_SIBLING_CALLS * 4).map((c) => ({ file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test })));
      const wantedFile = path.join(trees.baseIo, `left-behind-wanted-${tag}.json`);
      writeFileSync(wantedFile, JSON.stringify(methods));
      const rows = (await neighboursOf([], ['--donors', donorsFile, '--borrow', wantedFile, '--borrow-fill', '--max-keep', '8', '--max-cross', '0'], 'left-behind')).rows;
      return rows.filter((r) => methods.some((m) => m.file === r.file && m.entity === r.entity)).map((r) => ({ ...r, id: `tl${r.id}`, ...(r.role === 'exact' ? { transform: 'left-behind' } : {}) }));
    }

    /**
     * The transplant attack (domain/behaviour/transplant.ts): the candidate's edit carried over to
     * the unchanged code of the same structure; where the candidate and that completion differ as
     * the fix differs from the pre-edit, the flaw is still in the sibling. Confirmed on the visible
     * tests: a completion that fails one is no evidence (the sibling is meant to stay).
     */
    async function transplantAttack(rows: (Probe & NeighbourProbe)[], cand: Map<string, Behaviour>, tested: string[], testedNumbers: number[]): Promise<{ text: string; probe: TransplantProbe }[]> {
      if (intendedKinds(intended()).size === 0) return (notes.push(`transplant attack: not run (no intended change measured)`), []);
      const files = [...new Set(input.targets.map((t) => t.file).filter((f) => f.endsWith('.py')))];
      const changes = files.flatMap((f) => {
        const before = readTreeFile(ws.baselineDir, f);
        const after = readTreeFile(ws.candidateDir!, f);
        return before !== null && after !== null && before !== after ? [{ path: f, before, after }] : [];
      });
      if (changes.length === 0) return [];
      const tag = randomBytes(3).toString('hex');
      const changesFile = path.join(trees.candIo, `changes-${tag}.json`);
      const outDir = path.join(trees.candIo, `transplant-${tag}`);
      writeFileSync(changesFile, JSON.stringify({ files: changes }));
      const found = await withHeartbeat(
        runPythonTool<{ transplants: Transplant[]; files: string[]; aims: { numbers: number[]; strings: string[]; ratios?: string[] } }>(
          deps.sandbox,
          'transplant',
          ['--changes', changesFile, '--out', outDir],
          { cwd: trees.candRun, writable: [trees.candIo], wallSeconds: 60, charge, env: taskEnv },
        ),
        snapshot,
      );
      if (found.transplants.length === 0 || found.files.length === 0) return [];
      const transplants = found.transplants;
      const shown = transplants.map((t) => `${t.file}:${t.line} \`${t.old}\``).join(', ');
      const treeOf = (sub: string, files: string[]) => {
        const run = prepareRunDir(deps.config.workspace.dir, ws.candidateDir!, { from: path.join(outDir, sub), files });
        return { run, io: makeIoDir(run), close: () => [run].forEach(removeRunDir) };
      };
      const done = treeOf('all', found.files);
      try {
        // Inputs: the attack's rows, and the calls of the functions the siblings run in with one
        // part set to a value the sibling names (its limit) or the reproducer tested, and their
        // relation-keeping neighbours (a tie at the top of a sibling ranking's list).
        const siblingFns: ProbeTarget[] = [];
        for (const t of transplants) for (const e of t.callers) if (!siblingFns.some((x) => x.file === t.file && x.entity === e)) siblingFns.push({ file: t.file, entity: e });
        const trace = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: [...input.failToPass, ...input.passToPass], targets: callableTargets(siblingFns), testCommand: input.testCommand, heartbeat: snapshot, charge: traced });
        // the functions that run a sibling reading the same data as the edit (`dry_zones` beside the
        // fixed `needs_water`) first: a broad model matches comparisons all over the repository, and
        // the recorded calls of those would crowd out the one function where the flaw was left
        const sameData = new Set(transplants.filter((t) => (t.shared ?? []).length > 0).flatMap((t) => [...t.callers, t.entity].map((e) => fnKey(t.file, e))));
        const siblingCalls = reproducerCalls(trace);
        const first = spreadBy(siblingCalls.filter((c) => sameData.has(fnKey(c.file, c.entity))), MAX_SIBLING_CALLS, (c) => `${c.entity}\u0000${c.test}`);
        const calls = [...reproducer.slice(0, MAX_REPRODUCER_GROUPS), ...first, ...spreadOverTests(siblingCalls.filter((c) => !first.includes(c)), MAX_SIBLING_CALLS * 2 - first.length)];
        let aimed: (Probe & NeighbourProbe)[] = [];
        // a tested value scaled as the renaming scales the sibling's constants (the reproducer's
        // -2.335 cents is the rate step's -0.02335): where the sibling's own instance of the flaw is
        const scaled = (found.aims.ratios ?? []).flatMap((r) => testedNumbers.map((v) => Number((v * Number(r)).toPrecision(12))));
        const brought = [...new Set(transplants.flatMap((t) => t.literals ?? []))].slice(0, 4);
        const aims = { numbers: [...new Set([...found.aims.numbers, ...scaled])].slice(0, 16), strings: [...new Set([...found.aims.strings, ...tested])].slice(0, 12), first: brought };
        if (calls.length) {
          const aimsFile = path.join(trees.baseIo, `aims-${tag}.json`);
          writeFileSync(aimsFile, JSON.stringify(aims));
          // a sibling no test calls (a method that deadlocks whenever it runs) borrows, by
          // parameter name, the arguments of a recorded call of its class; a parameter no donor
          // has gets a fresh value (a wrong one fails alike on the candidate and the completion)
          const uncalled = callableTargets(siblingFns).filter((f) => !calls.some((c) => c.file === f.file && c.entity === f.entity));
          const extra = ['--aims', aimsFile, '--max-aim', '64', '--max-keep', '16', '--max-cross', '0'];
          if (uncalled.length) {
            const borrowFile = path.join(trees.baseIo, `transplant-borrow-${tag}.json`);
            writeFileSync(borrowFile, JSON.stringify(uncalled.slice(0, MAX_SIBLING_CALLS)));
            extra.push('--borrow', borrowFile, '--borrow-fill');
          }
          aimed = (await neighboursOf(calls, extra, 'transplant')).rows.map((r) => ({ ...r, id: `t${r.id}` }));
        }
        // the objects the reproducer left behind on the candidate, lent to the siblings' methods of
        // the same class: a second method run on the state the fix let in (`validate` on the
        // roster whose `assign` accepted an 11-hour gap, still finding it too short)
        aimed = [...aimed, ...(await leftBehind(siblingFns, tag))];
        // the reproducer's own call given to a sibling function taking the same arguments
        // (mileage_amount(500, 9800) as mileage_parts(500, 9800)), or a list of one of them: the
        // input its flaw shows on
        const repro = reproducer.slice(0, MAX_REPRODUCER_GROUPS);
        if (repro.length) {
          // (and to one taking a list of it: `is_due(sample, today)` as `due_for_disposal([sample], today)`,
          // or some of its parameters by name: `amend_dose(nurse, 1, 70.0)` as `stop(nurse, 1)`)
          const entries = (await neighboursOf(repro, ['--entries', '--collect', '--named'], 'transplant-entry')).rows.filter((r) => r.role === 'entry' && siblingFns.some((f) => f.file === r.file && f.entity === r.entity));
          aimed = [...aimed, ...entries.map((r) => ({ ...r, id: `te${r.id}` }))];
        }
        // (not the category swaps: a role no visible test constrains, which the completion may
        // treat either way — a chef given the candidate's fall-through for a cook)
        const own = rows.filter((r) => !r.transform.startsWith('category@'));
        const opts = { env: taskEnv, repeat: 1, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds: remainingSeconds(), heartbeat: snapshot, charge };
        const [candAimed, onDone] = await Promise.all([
          replayProbes(deps, trees.candRun, trees.candIo, aimed, { ...opts, repeat: 2 }),
          replayProbes(deps, done.run, done.io, [...own, ...aimed], opts),
        ]);
        const onCand = new Map([...cand, ...candAimed]);
        const findings = judgeTransplant(transplants, [...own, ...aimed], onCand, onDone, intended());
        if (findings.length === 0) {
          notes.push(`transplant attack: the candidate's edit carried over to ${shown}; ${own.length + aimed.length} inputs, none tells the two apart the way the fix changes behaviour`);
          return [];
        }
        // Confirm one sibling at a time: its rewrite alone must still tell the inputs apart and
        // pass every visible test; a rewrite that fails one is a sibling meant to stay as it is.
        const ids = [...input.failToPass, ...input.passToPass];
        const probesOf = findings.map((f) => f.probe as Probe & NeighbourProbe);
        const rejected: string[] = [];
        // the siblings in the functions the differing inputs ran through first
        const hit = (t: Transplant) => probesOf.some((p) => t.callers.includes(p.entity) || p.entity === t.entity);
        const order = [...transplants.filter(hit), ...transplants.filter((t) => !hit(t))];
        for (const t of order.slice(0, MAX_SIBLING_CONFIRMATIONS)) {
          const one = treeOf(String(t.id), [t.file]);
          try {
            const onOne = await replayProbes(deps, one.run, one.io, probesOf, opts);
            const confirmed = judgeTransplant([t], probesOf, onCand, onOne, intended());
            if (confirmed.length === 0) continue;
            // the visible tests as the pre-edit wrote them, on the candidate with this one rewrite
            const runDir = prepareRunDir(deps.config.workspace.dir, ws.candidateDir!, { from: ws.baselineDir, files: protectedTestFiles(ws, ids) });
            try {
              const dst = path.join(runDir, t.file);
              rmSync(dst, { force: true });
              cpSync(path.join(outDir, String(t.id), t.file), dst);
              const run = await withHeartbeat(runPytest({ sandbox: deps.sandbox, runDir, ids, testCommand: input.testCommand, env: taskEnv }), snapshot);
              charge(run.cpuSeconds);
              const failed = ids.filter((id) => run.outcomes[id] !== 'passed');
              if (failed.length) {
                rejected.push(`${t.file}:${t.line} (fails ${failed.slice(0, 2).join(', ')})`);
                continue;
              }
            } finally {
              removeRunDir(runDir);
            }
            notes.push(`transplant attack: the candidate's edit carried over to ${t.file}:${t.line} alone passes all ${ids.length} visible tests`);
            return confirmed;
          } finally {
            removeRunDir(one.io);
            one.close();
          }
        }
        notes.push(`transplant attack: the candidate's edit carried over to ${shown} changes behaviour like the fix${rejected.length ? `, but ${rejected.join('; ')}: siblings meant to stay` : ''}; no counterexample`);
        return [];
      } finally {
        removeRunDir(done.io);
        done.close();
      }
    }

    /** The expression of a crash statement the candidate rewrote, from the two versions of its file. */
    function rewrittenFragment(site: string): string | null {
      const file = site.split('::')[0]!;
      const stmt = statementOf(site).trim();
      const before = readTreeFile(ws.baselineDir, file);
      const after = readTreeFile(ws.candidateDir!, file);
      if (before === null || after === null) return null;
      const parts = diffLines(before, after);
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i]!;
        if (!part.removed) continue;
        const removed = part.value.split('\n');
        const at = removed.findIndex((l) => l.trim() === stmt);
        if (at < 0) continue;
        const next = parts[i + 1];
        const added = next?.added ? next.value.split('\n') : [];
        // the rewritten line: the added line sharing most of the old one's beginning and end
        const affix = (a: string, b: string) => {
          const x = a.trim();
          const y = b.trim();
          let p = 0;
          while (p < x.length && p < y.length && x[p] === y[p]) p++;
          let q = 0;
          while (q < x.length - p && q < y.length - p && x[x.length - 1 - q] === y[y.length - 1 - q]) q++;
          return p + q;
        };
        const counterpart = added.filter((l) => l.trim()).sort((u, v) => affix(removed[at]!, v) - affix(removed[at]!, u))[0];
        return counterpart !== undefined ? changedFragment(removed[at]!, counterpart) : null;
      }
      return null;
    }

    async function siblingAttack(rows: (Probe & NeighbourProbe)[], pre: Map<string, Behaviour>, cand: Map<string, Behaviour>): Promise<string[]> {
      // The reproducer's crashes on the pre-edit that the candidate no longer shows.
      const sigs = new Map<string, CrashSignature>();
      for (const f of Object.values(f2pBase.failures ?? {})) if (!f.inTest && f.site && !/AssertionError$/.test(f.exc)) sigs.set(statementOf(f.site), { exc: f.exc, site: f.site });
      for (const r of rows) {
        if (r.role !== 'exact') continue;
        const b = pre.get(r.id);
        const c = cand.get(r.id);
        if (b && isCrash(b) && b.site && !(c && c.kind === 'raise' && c.site === b.site)) sigs.set(statementOf(b.site), { exc: b.exc!, site: b.site, message: b.value ?? null });
      }
      const signatures = [...sigs.values()].filter((x) => statementOf(x.site).trim().length >= 8).slice(0, MAX_SIGNATURES);
      if (signatures.length === 0) return [];
      for (const sig of signatures) sig.fragment = rewrittenFragment(sig.site);
      const siblings: ProbeTarget[] = [];
      for (const sig of signatures) {
        const found = await withHeartbeat(
          runPythonTool<{ siblings: { file: string; entity: string; line: number }[] }>(
            deps.sandbox,
            'siblings',
            sig.fragment ? ['--fragment', sig.fragment] : ['--stmt', statementOf(sig.site), '--exclude', sig.site.split('::').slice(0, 2).join('::')],
            { cwd: trees.candRun, writable: [trees.candIo], wallSeconds: 60, charge, env: taskEnv },
          ),
          snapshot,
        );
        for (const x of found.siblings) if (!siblings.some((y) => y.file === x.file && y.entity === x.entity)) siblings.push({ file: x.file, entity: x.entity });
      }
      if (siblings.length === 0) return [];
      const siblingTrace = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: [...input.passToPass, ...input.failToPass], targets: siblings, testCommand: input.testCommand, heartbeat: snapshot, charge: traced });
      const calls = spreadOverTests(reproducerCalls(siblingTrace), MAX_SIBLING_CALLS);
      if (calls.length === 0) {
        notes.push(`sibling search: ${siblings.map((x) => x.entity).join(', ')} hold the reproducer's crash statement, but no test calls them`);
        return [];
      }
      const probes = (await neighboursOf(calls, ['--max-keep', '10', '--max-cross', '40'], 'sibling')).rows;
      const onCand = await replayProbes(deps, trees.candRun, trees.candIo, probes, { env: taskEnv, repeat: 1, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds: remainingSeconds(), heartbeat: snapshot, charge });
      const found = judgeSiblings(signatures, probes, onCand);
      notes.push(
        `sibling search: ${signatures.map((x) => `${x.exc.split('.').pop()} at \`${x.fragment ?? statementOf(x.site)}\``).join('; ')} also in ${siblings.map((x) => x.entity).join(', ')}; ${probes.length} call(s) and neighbours tried on the candidate, ${found.length} still crash`,
      );
      return found;
    }
  };
}

/** At most this many crash statements are searched for siblings, and this many sibling calls tried. */
const MAX_SIGNATURES = 3;
/** The race-sibling stress: recorded calls per method and in all, threads, calls per thread. */
const MAX_STRESS_CALLS_PER_METHOD = 2;
const MAX_STRESS_CALLS = 12;
const STRESS_THREADS = 8;
const STRESS_ROUNDS = 40;
const MAX_SIBLING_CALLS = 6;
const MAX_SHIFT_CALLS = 8;
const MAX_VARY_CALLS = 8;
const MAX_AGREEMENT_SAMPLE = 24;

/**
 * The inputs an agreement between a fixed call's function and a sibling is judged on: the fixed
 * calls' neighbours and the other recorded calls of the same function, both outcomes taken
 * alternately (`outcome` null: not usable) — an agreement seen on one outcome alone says nothing
 * (a member's refused revoke beside the leads' accepted ones). A category swapped (the actor given
 * another role) is left out: it flips both answers by the rule the two share, the role, and so
 * shows an agreement that says nothing of the rule the fix adds (an owner check on delete beside
 * an edit that any editor may make).
 */
function balancedSample<R extends NeighbourProbe>(fixed: readonly R[], rows: readonly R[], outcome: (r: R) => boolean | null): R[] {
  return fixed.flatMap((f) => {
    const near = rows.filter((r) => ((r.group === f.group && (r.role === 'keep' || (r.role === 'cross' && !r.transform.startsWith('category@')))) || (r.role === 'exact' && r.entity === f.entity && r.file === f.file && !fixed.includes(r))) && outcome(r) !== null);
    const [yes, no] = [near.filter((r) => outcome(r) === true), near.filter((r) => outcome(r) === false)];
    return Array.from({ length: Math.max(yes.length, no.length) }, (_, i) => [yes[i], no[i]]).flat().filter((r): r is R => r !== undefined).slice(0, MAX_AGREEMENT_SAMPLE);
  });
}
const MAX_SHIFT_DONORS = 6;
/** At most this many siblings are confirmed one by one (a replay and a visible-test run each). */
const MAX_SIBLING_CONFIRMATIONS = 3;

function fnOfText(text: string, rows: { file: string; entity: string; argsRepr: string }[]): string | undefined {
  const hit = rows.find((r) => text.includes(r.argsRepr));
  return hit ? fnKey(hit.file, hit.entity) : undefined;
}

export function readJsonlFile(file: string): unknown[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as unknown);
}
