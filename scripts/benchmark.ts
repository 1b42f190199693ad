// Benchmark (prints figures; not a test). One run prints, side by side:
//  t  the table: time to verdict for a tier-A reject and for a full gate run on the bundled
//     example, the Temporal orchestration overhead (workflow wall time minus the union of
//     activity execution intervals), and the same candidates under greencommit; fresh workspace
//     each run;
//  a  tier-A reject end to end (client start → result, on a running worker), goal ≤ 1 s;
//  b  the full 18gate run of `fix` against the FLOOR (its F2P+P2P run once, greencommit, on a
//     workspace already warm), goal ≤ 2×;
//  c  five candidates of one task in one shared workspace against five independent runs, in
//     sandbox CPU seconds with all CPU counted, goal ≤ 0.4×;
//  d  corpus throughput with one against two sandbox worker processes (`patchgate worker --role
//     sandbox --slots 1`, one core of capacity each) behind one in-process orchestration worker,
//     goal ≥ 1.8×, beside os.cpus().length; and the same pair with 4 slots each, printed beside it.
// Every figure comes from the runs of this invocation.
// Usage: npm run bench [-- --repeat N] [--only t,a,b,c,d] [--quick]
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import proto from '@temporalio/proto';
import type { temporal } from '@temporalio/proto';
import { EXAMPLE_TASK, makeActivities, requestFor, startEnv, tempConfig, withWorker } from '../test/helpers/env.js';
import { createWorker, installQuietRuntime } from '../workers/createWorker.js';
import type { PatchgateWorker } from '../workers/createWorker.js';
import type { GateConfig } from '../infra/config.js';
import type { AcceptanceResult } from '../domain/record.js';
import type { AcceptRequestInput } from '../domain/schemas.js';
import { armCpu } from '../domain/battery/cost.js';

// ---------------------------------------------------------------------------------------------
// Flags

const SECTIONS = ['t', 'a', 'b', 'c', 'd'] as const;
type Section = (typeof SECTIONS)[number];

export interface BenchFlags {
  repeat: number;
  only: Section[];
  quick: boolean;
}

export function parseFlags(argv: readonly string[]): BenchFlags {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const quick = argv.includes('--quick');
  const repeatArg = value('--repeat');
  const repeat = repeatArg !== undefined ? Number(repeatArg) : quick ? 1 : 3;
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat takes a positive integer, not "${repeatArg}"`);
  const onlyArg = value('--only');
  const only = onlyArg === undefined ? [...SECTIONS] : onlyArg.split(',').map((s) => s.trim()).filter(Boolean);
  for (const s of only) if (!(SECTIONS as readonly string[]).includes(s)) throw new Error(`--only takes a list of ${SECTIONS.join(',')}; "${s}" is not one`);
  return { repeat, only: only as Section[], quick };
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const EventType = proto.temporal.api.enums.v1.EventType;

function ms(t: { seconds?: unknown; nanos?: number | null } | null | undefined): number {
  return Number(t?.seconds ?? 0) * 1000 + (t?.nanos ?? 0) / 1e6;
}

function overheadOf(events: temporal.api.history.v1.IHistoryEvent[]) {
  const start = ms(events[0]!.eventTime);
  const end = ms(events[events.length - 1]!.eventTime);
  const started = new Map<number, number>();
  const spans: [number, number][] = [];
  for (const e of events) {
    if (e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED) started.set(Number(e.activityTaskStartedEventAttributes!.scheduledEventId), ms(e.eventTime));
    if (e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED) {
      const s = started.get(Number(e.activityTaskCompletedEventAttributes!.scheduledEventId));
      if (s !== undefined) spans.push([s, ms(e.eventTime)]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let curS = -1;
  let curE = -1;
  for (const [s, e] of spans) {
    if (s > curE) {
      if (curE > curS) covered += curE - curS;
      curS = s;
      curE = e;
    } else curE = Math.max(curE, e);
  }
  if (curE > curS) covered += curE - curS;
  return { wall: end - start, activities: covered, overhead: end - start - covered };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const sleep = (msecs: number) => new Promise((r) => setTimeout(r, msecs));
const verdictOf = (r: AcceptanceResult) => `${r.verdict}${r.failingTier ? ` (${r.failingTier})` : ''}`;

/** The goal line every section ends with: measured value, goal, PASS or MISS. */
function goalLine(label: string, measured: number, unit: string, goal: { op: '<=' | '>='; value: number }, digits = 2): string {
  const ok = goal.op === '<=' ? measured <= goal.value : measured >= goal.value;
  const op = goal.op === '<=' ? '≤' : '≥';
  return `  ${label.padEnd(58)} ${`${measured.toFixed(digits)}${unit}`.padStart(10)}   goal ${op} ${goal.value}${unit}   ${ok ? 'PASS' : 'MISS'}`;
}

type Ctx = Awaited<ReturnType<typeof startEnv>>;

/**
 * One running worker (role `all`) whose activities can be pointed at another workspace between
 * runs: the measured runs see a warm, polling worker, as a deployed gate would, while each run
 * still gets the workspace (fresh or shared) its figure is about.
 */
async function switchableWorker(ctx: Ctx, taskQueue: string) {
  type Acts = Record<string, (...a: unknown[]) => unknown>;
  const probe = tempConfig();
  const names = Object.keys(makeActivities(probe.config));
  probe.cleanup();
  let current: Acts | null = null;
  const facade: Acts = {};
  for (const name of names) {
    facade[name] = (...a: unknown[]) => {
      if (!current) throw new Error('benchmark worker: no workspace chosen (call use(config) first)');
      return current[name]!(...a);
    };
  }
  const worker = await createWorker({ connection: ctx.env.nativeConnection, namespace: ctx.env.namespace ?? 'default', taskQueue, activities: facade, bundle: ctx.bundle });
  const running = worker.run();
  await sleep(300); // the pollers are up before the first measured start
  let n = 0;
  return {
    use(config: GateConfig) {
      current = makeActivities(config) as unknown as Acts;
    },
    /** Run one acceptPatch and time it end to end as its client sees it (start → result). */
    async run(candidate: string, extra: Partial<AcceptRequestInput> = {}): Promise<{ r: AcceptanceResult; ms: number }> {
      const t0 = performance.now();
      const r = (await ctx.env.client.workflow.execute('acceptPatch', {
        taskQueue,
        workflowId: `${taskQueue}-${n++}-${candidate}`,
        args: [requestFor(EXAMPLE_TASK, candidate, extra)],
      })) as AcceptanceResult;
      return { r, ms: performance.now() - t0 };
    },
    async stop() {
      worker.shutdown();
      await running;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// t: the table (fresh worker and workspace per run)

async function sectionTable(ctx: Ctx, repeat: number) {
  const rows: { label: string; wall: number[]; overhead: number[]; cpu: number[]; verdict: string }[] = [];
  const cases = [
    { label: 'tier-A reject (syntax-error), 18gate', cand: 'syntax-error', mode: '18gate' as const },
    { label: 'full gate run (fix), 18gate', cand: 'fix', mode: '18gate' as const },
    { label: 'syntax-error, greencommit', cand: 'syntax-error', mode: 'greencommit' as const },
    { label: 'fix, greencommit', cand: 'fix', mode: 'greencommit' as const },
  ];
  for (const c of cases) rows.push({ label: c.label, wall: [], overhead: [], cpu: [], verdict: '' });
  for (let i = 0; i < repeat; i++) {
    for (const [k, c] of cases.entries()) {
      const tmp = tempConfig(); // a fresh workspace: no snapshot or baseline cache
      const tq = `bench-${k}-${i}-${Date.now()}`;
      const id = `bench-${k}-${i}-${Date.now()}`;
      const r = await withWorker(ctx, tq, makeActivities(tmp.config), () =>
        ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: id, args: [requestFor(EXAMPLE_TASK, c.cand, { mode: c.mode })] }),
      );
      const h = await ctx.env.client.workflow.getHandle(id).fetchHistory();
      const o = overheadOf(h.events ?? []);
      rows[k]!.wall.push(o.wall);
      rows[k]!.overhead.push(o.overhead);
      rows[k]!.cpu.push(r.cost.sandboxCpuSeconds);
      rows[k]!.verdict = verdictOf(r);
      tmp.cleanup();
    }
  }
  const out: string[] = [];
  out.push(`\n[t] the table — bundled example, median of ${repeat} run(s), fresh worker and workspace each run\n`);
  out.push('case                                     | verdict           | time to verdict | orchestration overhead | sandbox CPU s');
  out.push('-----------------------------------------|-------------------|-----------------|------------------------|--------------');
  for (const r of rows) {
    out.push(
      `${r.label.padEnd(41)}| ${r.verdict.padEnd(18)}| ${(median(r.wall) / 1000).toFixed(2).padStart(13)} s | ${(median(r.overhead) / 1000).toFixed(2).padStart(20)} s | ${median(r.cpu).toFixed(2).padStart(12)}`,
    );
  }
  const gate = median(rows[1]!.wall);
  const green = median(rows[3]!.wall);
  out.push(`\nfull gate / greencommit time-to-verdict ratio (fix): ${(gate / green).toFixed(2)}×`);
  out.push(`tier-A reject / full gate ratio: ${(median(rows[0]!.wall) / gate).toFixed(2)}×`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// a: tier-A reject end to end

async function sectionA(ctx: Ctx, repeat: number) {
  const w = await switchableWorker(ctx, `bench-a-${Date.now()}`);
  const cold: number[] = [];
  const warm: number[] = [];
  let verdict = '';
  try {
    for (let i = 0; i < repeat; i++) {
      const tmp = tempConfig();
      w.use(tmp.config);
      const first = await w.run('syntax-error'); // fresh workspace: the snapshot is materialized by this run
      const second = await w.run('syntax-error'); // the task's snapshot and this candidate already on disk
      cold.push(first.ms);
      warm.push(second.ms);
      verdict = verdictOf(first.r);
      if (first.r.failingTier !== 'A' || second.r.failingTier !== 'A') throw new Error(`syntax-error was not a tier-A reject: ${verdictOf(first.r)} / ${verdictOf(second.r)}`);
      tmp.cleanup();
    }
  } finally {
    await w.stop();
  }
  return [
    `\n[a] tier-A reject end to end (syntax-error, 18gate; client start → result on a running worker; median of ${repeat}) — ${verdict}`,
    goalLine('fresh workspace (snapshot materialized by the run)', median(cold) / 1000, ' s', { op: '<=', value: 1 }),
    goalLine('warm workspace (task snapshot already on disk)', median(warm) / 1000, ' s', { op: '<=', value: 1 }),
  ];
}

// ---------------------------------------------------------------------------------------------
// b: full gate against the floor

async function sectionB(ctx: Ctx, repeat: number) {
  const w = await switchableWorker(ctx, `bench-b-${Date.now()}`);
  const gateCold: { ms: number; cpu: number }[] = [];
  const gateWarm: { ms: number; cpu: number }[] = [];
  let warmTiers: AcceptanceResult['cost']['tierCpu'] = {};
  const floor: { ms: number; cpu: number }[] = [];
  let verdicts = '';
  try {
    for (let i = 0; i < repeat; i++) {
      // The full gate on a fresh workspace: it computes the task's baseline evidence itself.
      const fresh = tempConfig();
      w.use(fresh.config);
      const g = await w.run('fix');
      gateCold.push({ ms: g.ms, cpu: g.r.cost.sandboxCpuSeconds });
      fresh.cleanup();

      // The floor: the candidate's F2P+P2P once (greencommit) on a workspace already warm.
      const shared = tempConfig();
      w.use(shared.config);
      await w.run('fix', { mode: 'greencommit' }); // warm-up, not measured
      const f = await w.run('fix', { mode: 'greencommit' });
      floor.push({ ms: f.ms, cpu: f.r.cost.sandboxCpuSeconds });

      // The full gate with the task's baseline evidence already shared: another candidate of the
      // same task (same function changed) ran the battery in this workspace first.
      await w.run('hidden-regression'); // warm-up of the task's shared evidence, not measured
      const gw = await w.run('fix');
      gateWarm.push({ ms: gw.ms, cpu: gw.r.cost.sandboxCpuSeconds });
      warmTiers = gw.r.cost.tierCpu;
      verdicts = `gate ${verdictOf(g.r)}, floor ${verdictOf(f.r)}`;
      if (g.r.verdict !== 'ACCEPT' || gw.r.verdict !== 'ACCEPT' || f.r.verdict !== 'ACCEPT') throw new Error(`fix was not accepted: gate ${verdictOf(g.r)}, warm gate ${verdictOf(gw.r)}, floor ${verdictOf(f.r)}`);
      shared.cleanup();
    }
  } finally {
    await w.stop();
  }
  const m = (xs: { ms: number; cpu: number }[]) => ({ s: median(xs.map((x) => x.ms)) / 1000, cpu: median(xs.map((x) => x.cpu)) });
  const gc = m(gateCold);
  const gw = m(gateWarm);
  const fl = m(floor);
  const row = (label: string, x: { s: number; cpu: number }) => `  ${label.padEnd(58)} ${x.s.toFixed(2).padStart(8)} s   ${x.cpu.toFixed(2).padStart(7)} sandbox CPU s`;
  return [
    `\n[b] full 18gate run of fix against the FLOOR (time to verdict, client start → result; median of ${repeat}) — ${verdicts}`,
    row('18gate fix, fresh workspace (computes its baseline evidence)', gc),
    row('18gate fix, task baseline evidence shared (after a sibling)', gw),
    row('FLOOR: F2P+P2P once on fix (greencommit, warm workspace)', fl),
    // Where the shared-baseline gate's time goes (its last run): the tiers a cut must come from.
    `  per tier (baseline shared, last run): ${Object.entries(warmTiers)
      .filter(([, t]) => t.wallMs >= 50 || t.own > 0.05)
      .map(([tier, t]) => `${tier} ${(t.wallMs / 1000).toFixed(2)} s wall / ${t.own.toFixed(2)} own CPU s${t.shared > 0 ? ` + ${t.shared.toFixed(2)} shared` : ''}`)
      .join('; ')}`,
    goalLine('ratio gate (baseline shared) / floor', gw.s / fl.s, '×', { op: '<=', value: 2 }),
    goalLine('ratio gate (fresh workspace) / floor', gc.s / fl.s, '×', { op: '<=', value: 2 }),
  ];
}

// ---------------------------------------------------------------------------------------------
// c: shared workspace against independent runs, in CPU seconds

const SHARED_CANDIDATES = ['fix', 'hidden-regression', 'special-case', 'partial', 'breaks-neighbour'];

async function sectionC(ctx: Ctx, repeat: number, quick: boolean) {
  const cands = quick ? SHARED_CANDIDATES.slice(0, 3) : SHARED_CANDIDATES;
  const w = await switchableWorker(ctx, `bench-c-${Date.now()}`);
  const sharedCpu: number[] = [];
  const indepCpu: number[] = [];
  const sharedWall: number[] = [];
  const indepWall: number[] = [];
  let detail = '';
  try {
    for (let i = 0; i < repeat; i++) {
      // Shared: one workspace, the candidates one after another (sequential, so every shared key
      // is computed exactly once and read from the cache after: own + each key once is all the
      // CPU spent).
      const shared = tempConfig();
      w.use(shared.config);
      const sr: AcceptanceResult[] = [];
      let swall = 0;
      for (const c of cands) {
        const x = await w.run(c);
        sr.push(x.r);
        swall += x.ms;
      }
      shared.cleanup();
      const arm = armCpu(sr.map((r) => ({ own: r.cost.ownCpuSeconds, shared: r.cost.shared })));
      // Independent: each candidate in its own fresh workspace; every run computes its own
      // baseline evidence, so each run's sandboxCpuSeconds (own + shared) is all its CPU.
      const ir: AcceptanceResult[] = [];
      let iwall = 0;
      for (const c of cands) {
        const fresh = tempConfig();
        w.use(fresh.config);
        const x = await w.run(c);
        ir.push(x.r);
        iwall += x.ms;
        fresh.cleanup();
      }
      const indep = sum(ir.map((r) => r.cost.sandboxCpuSeconds));
      sharedCpu.push(arm.total);
      indepCpu.push(indep);
      sharedWall.push(swall);
      indepWall.push(iwall);
      detail = `shared: own ${arm.own.toFixed(2)} + shared keys once ${arm.shared.toFixed(2)} (${new Set(sr.flatMap((r) => r.cost.shared.map((s) => s.key))).size} keys); verdicts ${sr.map((r, k) => `${cands[k]}=${r.verdict}`).join(' ')}`;
      const differ = cands.filter((_, k) => sr[k]!.verdict !== ir[k]!.verdict);
      if (differ.length > 0) detail += `; NOTE verdicts differ shared vs independent for ${differ.join(', ')}`;
    }
  } finally {
    await w.stop();
  }
  const s = median(sharedCpu);
  const d = median(indepCpu);
  return [
    `\n[c] ${cands.length} candidates of one task: one shared workspace (sequential, one worker) vs ${cands.length} independent runs (fresh workspace each); sandbox CPU s with all CPU counted; median of ${repeat}${quick ? ' (quick: the goal is stated for five)' : ''}`,
    `  ${'shared workspace: Σ own + each shared key once'.padEnd(58)} ${s.toFixed(2).padStart(8)} CPU s   wall ${(median(sharedWall) / 1000).toFixed(1)} s`,
    `  ${'independent runs: Σ sandboxCpuSeconds'.padEnd(58)} ${d.toFixed(2).padStart(8)} CPU s   wall ${(median(indepWall) / 1000).toFixed(1)} s`,
    `  ${detail}`,
    goalLine('ratio shared / independent (CPU)', s / d, '×', { op: '<=', value: 0.4 }),
  ];
}

// ---------------------------------------------------------------------------------------------
// d: throughput with one and two sandbox worker processes

const CLI = fileURLToPath(new URL('../cli/patchgate.js', import.meta.url));

/**
 * `patchgate worker --role sandbox` in its own process, on the test server, serving `sandboxQueue`
 * with the workspace of `config`. The environment is set with env(1), so nothing here reads this
 * process's environment; the L column stays empty (no model), as in the in-process runs.
 */
async function spawnSandboxWorker(ctx: Ctx, taskQueue: string, sandboxQueue: string, config: GateConfig, slots: number): Promise<{ child: ChildProcess; stderr: () => string }> {
  const vars = [
    `TEMPORAL_ADDRESS=${ctx.env.address}`,
    `TEMPORAL_NAMESPACE=${ctx.env.namespace ?? 'default'}`,
    `PATCHGATE_WORK_DIR=${config.workspace.dir}`,
    `PATCHGATE_LEDGER=${config.workspace.ledger}`,
    `PATCHGATE_SANDBOX_TASK_QUEUE=${sandboxQueue}`,
  ];
  const unset = ['PATCHGATE_LLM_BASE_URL', 'PATCHGATE_LLM_MODEL', 'PATCHGATE_WORKFLOW_BUNDLE'].flatMap((v) => ['-u', v]);
  const child = spawn('env', [...unset, ...vars, process.execPath, CLI, 'worker', '--role', 'sandbox', '--task-queue', taskQueue, '--slots', String(slots)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (b: Buffer) => {
    err = (err + b.toString()).slice(-4000);
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes('sandbox worker on')) {
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sandbox worker exited early (${code}): ${err}`)));
  });
  child.stdout!.resume();
  return { child, stderr: () => err };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(t);
}

const ALL_CANDIDATES: string[] = (JSON.parse(readFileSync(path.join(EXAMPLE_TASK, 'task.json'), 'utf8')) as { candidates: { id: string }[] }).candidates.map((c) => c.id);

/**
 * Throughput of N sandbox worker processes of S slots each. The scale-out figure (the goal) uses
 * one slot per process: each sandboxed activity keeps about one core busy, so one such process is
 * one core's worth of capacity and the question is whether a second process adds a second one.
 * With 4 slots one process already has every core of a 2-core machine busy, so a second process on
 * the same machine can only add contention; that pair is printed beside it, not hidden.
 */
async function sectionD(ctx: Ctx, repeat: number, quick: boolean) {
  // A throughput figure needs more work in flight than one worker can take at once: candidates
  // that go through the whole battery (a tier-A reject is over before a second worker would help).
  const deep = ['fix', 'api-change', 'hidden-regression', 'special-case', 'partial', 'deletion'];
  const cands = quick ? deep : [...ALL_CANDIDATES, ...deep];
  const configs: { n: number; slots: number }[] = [
    { n: 1, slots: 1 },
    { n: 2, slots: 1 },
    { n: 1, slots: 4 },
    { n: 2, slots: 4 },
  ];
  const perMinute = new Map<string, number[]>(configs.map((c) => [`${c.n}x${c.slots}`, []]));
  const notes: string[] = [];
  for (let i = 0; i < repeat; i++) {
    for (const { n, slots } of configs) {
      const tmp = tempConfig(); // one workspace shared by every sandbox worker of this run
      const tq = `bench-d${n}x${slots}-${i}-${Date.now()}`;
      const sq = `${tq}-sandbox`;
      const children: { child: ChildProcess; stderr: () => string }[] = [];
      let orch: PatchgateWorker | null = null;
      try {
        for (let k = 0; k < n; k++) children.push(await spawnSandboxWorker(ctx, tq, sq, tmp.config, slots));
        orch = await createWorker({
          connection: ctx.env.nativeConnection,
          namespace: ctx.env.namespace ?? 'default',
          taskQueue: tq,
          activities: makeActivities(tmp.config),
          bundle: ctx.bundle,
          role: 'orchestration',
          sandboxTaskQueue: sq,
        });
        const t0 = performance.now();
        const results = (await orch.runUntil(() =>
          Promise.all(
            cands.map((c, k) =>
              ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: `${tq}-${k}-${c}`, args: [requestFor(EXAMPLE_TASK, c, { sandboxTaskQueue: sq })] }),
            ),
          ),
        )) as AcceptanceResult[];
        const minutes = (performance.now() - t0) / 60_000;
        perMinute.get(`${n}x${slots}`)!.push(cands.length / minutes);
        const tally: Record<string, number> = {};
        for (const r of results) tally[r.verdict] = (tally[r.verdict] ?? 0) + 1;
        // Which processes executed the sandbox queue's activities (the history's started events).
        const executors = new Set<string>();
        for (const r of results) {
          const es = (await ctx.env.client.workflow.getHandle(r.workflowId).fetchHistory()).events ?? [];
          const onSandbox = new Set(es.filter((e) => e.activityTaskScheduledEventAttributes?.taskQueue?.name === sq).map((e) => Number(e.eventId)));
          for (const e of es) {
            const a = e.activityTaskStartedEventAttributes;
            if (a && onSandbox.has(Number(a.scheduledEventId)) && a.identity) executors.add(a.identity);
          }
        }
        notes.push(
          `${n} sandbox worker(s) × ${slots} slot(s), run ${i + 1}: ${cands.length} candidates in ${(minutes * 60).toFixed(1)} s (${Object.entries(tally).map(([k, v]) => `${v} ${k}`).join(', ')}); sandbox activities executed by ${executors.size} process(es)`,
        );
      } catch (e) {
        for (const c of children) process.stderr.write(`sandbox worker stderr: ${c.stderr()}\n`);
        throw e;
      } finally {
        orch?.shutdown();
        for (const c of children) await stopChild(c.child);
        tmp.cleanup();
      }
    }
  }
  const at = (n: number, slots: number) => median(perMinute.get(`${n}x${slots}`)!);
  const cpus = os.cpus().length;
  const line = (label: string, v: number) => `  ${label.padEnd(58)} ${v.toFixed(2).padStart(8)} candidates/min`;
  return [
    `\n[d] corpus throughput: ${cands.length} candidates of the example submitted at once, 1 in-process orchestration worker + 1 or 2 \`patchgate worker --role sandbox --slots S\` processes; median of ${repeat}; os.cpus().length = ${cpus}`,
    ...notes.map((x) => `  ${x}`),
    line('1 sandbox worker process, 1 slot (one core of capacity)', at(1, 1)),
    line('2 sandbox worker processes, 1 slot each', at(2, 1)),
    goalLine(`ratio 2 / 1 sandbox workers, 1 slot each (on ${cpus} CPUs)`, at(2, 1) / at(1, 1), '×', { op: '>=', value: 1.8 }),
    line('1 sandbox worker process, 4 slots', at(1, 4)),
    line('2 sandbox worker processes, 4 slots each', at(2, 4)),
    `  ${`ratio 2 / 1 sandbox workers, 4 slots each (on ${cpus} CPUs; one already fills them)`.padEnd(58)} ${(at(2, 4) / at(1, 4)).toFixed(2).padStart(8)}×`,
  ];
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  installQuietRuntime();
  const ctx = await startEnv();
  const out: string[] = [];
  const t0 = performance.now();
  try {
    for (const s of flags.only) {
      const lines =
        s === 't'
          ? await sectionTable(ctx, flags.repeat)
          : s === 'a'
            ? await sectionA(ctx, flags.repeat)
            : s === 'b'
              ? await sectionB(ctx, flags.repeat)
              : s === 'c'
                ? await sectionC(ctx, flags.repeat, flags.quick)
                : await sectionD(ctx, flags.repeat, flags.quick);
      out.push(...lines);
      process.stderr.write(`  … section ${s} done (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
    }
  } finally {
    await ctx.env.teardown();
  }
  console.log(`\npatchgate benchmark — bundled example (${path.basename(EXAMPLE_TASK)}); repeat ${flags.repeat}${flags.quick ? ', quick' : ''}; sections ${flags.only.join(',')}; ${os.cpus().length} CPUs`);
  console.log(out.join('\n'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
