// Trace and replay I/O for the behaviour attacks (spec 18 §3.5 differential execution, §3.1 Level
// E): run pytest with the call tracer loaded to record the calls of the changed functions, and
// replay recorded or generated calls against one tree in a sandboxed process. What the behaviours
// mean is decided by pure rules in domain/behaviour/; this module only gathers them.
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Workspace } from '../domain/schemas.js';
import { Behaviour, TestFailure, TraceCall, TraceOutcome } from '../domain/behaviour/schemas.js';
import type { Probe, TraceResult } from '../domain/behaviour/schemas.js';
import type { ProbeTarget } from '../domain/behaviour/probes.js';
import { PYTHON_TOOLS_DIR } from './config.js';
import type { GateConfig } from './config.js';
import type { Sandbox } from './sandbox.js';
import { SANDBOX_UID } from './sandbox.js';
import { listTree, prepareRunDir, removeRunDir } from './workspace.js';
import { DEFAULT_TEST_COMMAND } from './pytestRunner.js';
import { toolFailure } from '../domain/errors.js';
import { sandboxEnvFor } from './taskEnv.js';
import { readShared, sharedEvidence, writeShared } from './sharedEvidence.js';
import { withHeartbeat } from './heartbeat.js';

/** Bump when the trace format changes: cached traces of an older format are ignored. */
// 4: a Condition is pickled over its owner's lock (observe.dumps), so older recordings replay differently
const TRACE_VERSION = 5;
const MAX_PER_TARGET = 1000;
const MAX_PER_TEST = 50;

export interface ProbeDeps {
  config: GateConfig;
  sandbox: Sandbox;
}

export function isPytestCommand(cmd: string[] | undefined): boolean {
  return (cmd ?? DEFAULT_TEST_COMMAND).some((a) => /(^|[/\s])(py\.test|pytest)$/.test(a) || a === 'pytest');
}

/** A scratch folder next to a run dir that the sandbox user may write (outputs of one tree's runs). */
export function makeIoDir(runDir: string): string {
  const dir = `${runDir}.io-${randomBytes(3).toString('hex')}`;
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) chownSync(dir, SANDBOX_UID, SANDBOX_UID);
  return dir;
}

export function readJsonl(file: string): unknown[] {
  if (!existsSync(file)) return [];
  const out: unknown[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      /* a line cut short by a kill */
    }
  }
  return out;
}

export function writeJsonl(file: string, rows: unknown[]): void {
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + (rows.length ? '\n' : ''));
}

/** Test files a candidate run takes from the pre-edit tree, so the candidate cannot change what is observed. */
export function protectedTestFiles(ws: Workspace, ids: string[]): string[] {
  const files = new Set(ids.map((id) => id.split('::')[0]!));
  for (const f of listTree(ws.baselineDir)) if (path.basename(f) === 'conftest.py') files.add(f);
  return [...files].filter((f) => existsSync(path.join(ws.baselineDir, f)));
}

/**
 * Run pytest node ids on one tree with the call tracer loaded; returns the recorded calls of the
 * targets, each test's outcome and how failing tests failed. Deterministic for a tree, so results
 * are cached per (tree content, ids, targets, command): every candidate of a task shares the
 * pre-edit traces.
 */
export async function traceTests(
  deps: ProbeDeps,
  opts: {
    workspace: Workspace;
    tree: 'baseline' | 'candidate';
    ids: string[];
    targets: ProbeTarget[];
    testCommand?: string[];
    /** Record each call that returns with its arguments as it left them (the state a test built), not as it received them. */
    after?: boolean;
    /** Heartbeat details while waiting: a resumable activity passes its checkpoint (the last heartbeat wins). */
    heartbeat?: () => unknown;
    /** Called once with the trace's CPU seconds (the original cost when it came from the cache) and its
     * content key: a pre-edit trace is the task's shared evidence, a candidate trace the candidate's own. */
    charge?: (cpuSeconds: number, info: { key: string; shared: boolean; cached: boolean }) => void;
  },
): Promise<TraceResult> {
  const ws = opts.workspace;
  const treeDir = opts.tree === 'baseline' ? ws.baselineDir : ws.candidateDir;
  if (!treeDir) return { calls: [], outcomes: {}, note: 'no candidate tree' };
  if (opts.ids.length === 0 || opts.targets.length === 0) return { calls: [], outcomes: {}, note: 'nothing to trace' };
  if (!isPytestCommand(opts.testCommand)) return { calls: [], outcomes: {}, note: 'the test command is not pytest, calls cannot be traced' };
  if (ws.runner && ws.runner !== 'pytest') return { calls: [], outcomes: {}, note: `the ${ws.runner} runner: calls cannot be traced (the tracer is a pytest plugin)` };
  const treeId = opts.tree === 'baseline' ? ws.snapshotId : `cand-${path.basename(treeDir)}`;
  const key = createHash('sha256')
    .update(JSON.stringify([TRACE_VERSION, treeId, opts.ids, opts.targets, opts.testCommand ?? null, MAX_PER_TARGET, MAX_PER_TEST, ws.environment?.key ?? ws.environment?.python ?? null, ...(opts.after ? ['after'] : [])]))
    .digest('hex')
    .slice(0, 24);
  const cacheFile = path.join(deps.config.workspace.dir, 'cache', 'trace', `${key}.json`);
  // Computed once per key, whichever candidate asks first (infra/sharedEvidence.ts).
  const shared = await sharedEvidence<TraceResult & { cpuSeconds?: number }>(cacheFile, () => runTrace(deps, ws, treeDir, opts), {
    heartbeat: () => void opts.heartbeat?.(),
  });
  opts.charge?.(shared.value.cpuSeconds ?? 0, { key: `trace:${key}`, shared: opts.tree === 'baseline', cached: shared.cached });
  return shared.value;
}

/** One traced pytest run (restarted without node ids pytest does not know). */
async function runTrace(
  deps: ProbeDeps,
  ws: Workspace,
  treeDir: string,
  opts: { tree: 'baseline' | 'candidate'; ids: string[]; targets: ProbeTarget[]; testCommand?: string[]; after?: boolean; heartbeat?: () => unknown },
): Promise<{ value: TraceResult & { cpuSeconds: number }; keep: boolean }> {
  const runDir = prepareRunDir(
    deps.config.workspace.dir,
    treeDir,
    opts.tree === 'candidate' ? { from: ws.baselineDir, files: protectedTestFiles(ws, opts.ids) } : undefined,
  );
  const io = makeIoDir(runDir);
  const outFile = path.join(io, 'trace.jsonl');
  let ids = [...opts.ids];
  let complete = true;
  let cpuSeconds = 0;
  try {
    for (let pass = 0; pass < 3 && ids.length > 0; pass++) {
      const r = await withHeartbeat(
        deps.sandbox.run({
          argv: [...(opts.testCommand ?? DEFAULT_TEST_COMMAND), '-p', 'patchgate_tools.trace_calls', '-p', 'no:cacheprovider', '-q', ...ids],
          cwd: runDir,
          writable: [runDir, io],
          env: {
            ...sandboxEnvFor(ws),
            PYTHONPATH: PYTHON_TOOLS_DIR,
            PG_TRACE_TARGETS: opts.targets.map((t) => `${t.file}:${t.entity}`).join(','),
            PG_TRACE_OUT: outFile,
            PG_TRACE_MAX: String(MAX_PER_TARGET),
            PG_TRACE_PER_TEST: String(MAX_PER_TEST),
            ...(opts.after ? { PG_TRACE_AFTER: '1' } : {}),
          },
        }),
        opts.heartbeat,
      );
      cpuSeconds += r.cpuSeconds;
      complete = !r.killed;
      // pytest refuses the whole run when a node id does not exist (exit 4): drop those, rerun.
      if (r.exitCode === 4 && !r.killed) {
        const missing = new Set<string>();
        for (const m of `${r.stdout}\n${r.stderr}`.matchAll(/ERROR: (?:not found|file or directory not found): (\S+)/g)) {
          for (const id of ids) if (m[1] === id || m[1]!.endsWith(id) || id.startsWith(m[1]!)) missing.add(id);
        }
        if (missing.size > 0) {
          ids = ids.filter((id) => !missing.has(id));
          continue;
        }
      }
      break;
    }
    const calls: TraceCall[] = [];
    const outcomes: Record<string, string> = {};
    const failures: Record<string, TestFailure> = {};
    for (const row of readJsonl(outFile)) {
      const call = TraceCall.safeParse(row);
      if (call.success) calls.push(call.data);
      const oc = TraceOutcome.safeParse(row);
      if (oc.success) {
        outcomes[oc.data.test] = oc.data.outcome;
        if (oc.data.failure) failures[oc.data.test] = oc.data.failure;
      }
    }
    return { value: { calls, outcomes, failures, note: null, cpuSeconds }, keep: complete };
  } finally {
    removeRunDir(io);
    removeRunDir(runDir);
  }
}

/**
 * Execute probes against one prepared tree in one sandboxed process (restarted after the probe
 * that killed it, which is recorded as `killed` / `timeout`). Returns one behaviour per probe id.
 */
export async function replayProbes(
  deps: ProbeDeps,
  runDir: string,
  io: string,
  probes: Probe[],
  opts: {
    repeat: number;
    timeoutSeconds?: number;
    wallSeconds?: number;
    heartbeat?: () => unknown;
    charge?: (cpuSeconds: number) => void;
    /** The task interpreter's environment (infra/taskEnv.ts sandboxEnvFor). */
    env?: Record<string, string>;
  },
): Promise<Map<string, Behaviour>> {
  const out = new Map<string, Behaviour>();
  if (probes.length === 0) return out;
  const tag = randomBytes(3).toString('hex');
  const inFile = path.join(io, `probes-${tag}.jsonl`);
  const outFile = path.join(io, `behaviours-${tag}.jsonl`);
  writeJsonl(inFile, probes);
  const timeout = opts.timeoutSeconds ?? 5;
  let start = 0;
  for (let restarts = 0; start < probes.length; restarts++) {
    const r = await withHeartbeat(
      deps.sandbox.run({
        argv: ['python', '-m', 'patchgate_tools.replay', '--probes', inFile, '--out', outFile, '--start', String(start), '--timeout', String(timeout), '--repeat', String(opts.repeat)],
        cwd: runDir,
        writable: [runDir, io],
        env: { ...opts.env, PYTHONPATH: PYTHON_TOOLS_DIR },
        limits: opts.wallSeconds ? { wallSeconds: opts.wallSeconds } : undefined,
      }),
      opts.heartbeat,
    );
    opts.charge?.(r.cpuSeconds);
    const rows = readJsonl(outFile);
    // keep only whole lines: a line cut short by a kill is dropped and its probe blamed
    writeJsonl(outFile, rows);
    if (rows.length >= probes.length) break;
    if (rows.length === start && r.exitCode !== 0 && !r.killed && /patchgate_tools[/.]replay/.test(r.stderr)) {
      throw toolFailure(`patchgate_tools.replay failed (exit ${r.exitCode}): ${r.stderr.slice(-2000)}`, true);
    }
    const culprit = probes[rows.length]!;
    const kind = r.timedOut ? 'timeout' : 'killed';
    appendFileSync(outFile, JSON.stringify({ id: culprit.id, kind, error: `the process ${r.timedOut ? 'hit the wall clock' : `ended (${r.signal ?? `exit ${r.exitCode}`})`} during this probe` }) + '\n');
    start = rows.length + 1;
    if (restarts >= 3) {
      for (const p of probes.slice(start)) appendFileSync(outFile, JSON.stringify({ id: p.id, kind: 'error', error: 'not run: the replay process kept dying' }) + '\n');
      break;
    }
  }
  for (const row of readJsonl(outFile)) {
    const id = (row as { id?: unknown }).id;
    const b = Behaviour.safeParse(row);
    if (typeof id === 'string' && b.success) out.set(id, b.data);
  }
  return out;
}

/** A throwaway copy of each tree with its scratch folder, removed by `close`. */
export interface TreePair {
  baseRun: string;
  candRun: string;
  baseIo: string;
  candIo: string;
  /** What the pre-edit tree's behaviours depend on besides the input: its content and its interpreter. */
  baseKey?: string;
  close: () => void;
}

export function prepareTreePair(workDir: string, ws: Workspace): TreePair {
  const baseRun = prepareRunDir(workDir, ws.baselineDir);
  const candRun = prepareRunDir(workDir, ws.candidateDir!);
  const baseIo = makeIoDir(baseRun);
  const candIo = makeIoDir(candRun);
  const baseKey = `${ws.snapshotId}|${ws.environment?.key ?? ws.environment?.python ?? 'gate'}`;
  return { baseRun, candRun, baseIo, candIo, baseKey, close: () => [baseIo, candIo, baseRun, candRun].forEach(removeRunDir) };
}

/** Bump when what a stored behaviour means changes outside the tools (their own changes key the store already). */
const BEHAVIOUR_VERSION = 1;

let toolsDigestMemo: string | null = null;
/** A digest of the replay tools' source: a stored behaviour made by other tools is another entry. */
function toolsDigest(): string {
  if (toolsDigestMemo) return toolsDigestMemo;
  const h = createHash('sha256');
  const dir = path.join(PYTHON_TOOLS_DIR, 'patchgate_tools');
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.py')).sort()) h.update(f).update(readFileSync(path.join(dir, f)));
  return (toolsDigestMemo = h.digest('hex').slice(0, 16));
}

type ReplayOptions = Parameters<typeof replayProbes>[4];

/**
 * `probes` replayed on the pre-edit copy of `trees`, each input's behaviour stored by content
 * (issue 11 item 2): every candidate of a task, and every attack of one candidate, gives the
 * pre-edit many of the same inputs (the reproducer's calls, their neighbours, the seeded
 * generated ones), and a pre-edit that deadlocks waits out the limit on each. A stored behaviour
 * is keyed by the tree, its interpreter, the tools' format, the limit, the repeat count and the
 * input (function, pickled arguments, recording test), so a change of any is a different entry.
 * Only what the input decides is stored (a return, a raise, a hang within the limit); a process
 * killed or a replay that failed is run again next time. Concurrent callers may both compute an
 * entry: the write is atomic and the value the same. The CPU is the task's shared evidence:
 * `share` gets the stored cost of the inputs this call used, keyed by that set of inputs, so an
 * A/B arm charges a set once whichever candidate computed it (a set that only overlaps another
 * is charged again: an over-count, never an under-count).
 */
export async function replayPreEdit(
  deps: ProbeDeps,
  trees: Pick<TreePair, 'baseRun' | 'baseIo' | 'baseKey'>,
  probes: Probe[],
  opts: ReplayOptions,
  share?: (cpuSeconds: number, key: string) => void,
): Promise<Map<string, Behaviour>> {
  if (!trees.baseKey || !share || probes.length === 0) return replayProbes(deps, trees.baseRun, trees.baseIo, probes, opts);
  const hash = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 24);
  const dirKey = hash([BEHAVIOUR_VERSION, toolsDigest(), trees.baseKey, opts.timeoutSeconds ?? 5, opts.repeat]);
  const dir = path.join(deps.config.workspace.dir, 'cache', 'behaviour', dirKey);
  const keyOf = new Map(probes.map((p) => [p.id, hash([p.file, p.entity, p.args, p.test ?? null])] as const));
  const out = new Map<string, Behaviour>();
  const cost = new Map<string, number>();
  const misses: Probe[] = [];
  for (const p of probes) {
    const k = keyOf.get(p.id)!;
    const stored = readStoredBehaviour(path.join(dir, `${k}.json`));
    if (stored) {
      out.set(p.id, stored.behaviour);
      cost.set(k, stored.cpuSeconds);
    } else misses.push(p);
  }
  if (misses.length) {
    let cpu = 0;
    const ran = await replayProbes(deps, trees.baseRun, trees.baseIo, misses, { ...opts, charge: (c) => void (cpu += c) });
    const each = cpu / misses.length;
    for (const p of misses) {
      const b = ran.get(p.id);
      if (!b) continue;
      out.set(p.id, b);
      const k = keyOf.get(p.id)!;
      cost.set(k, each);
      if (b.kind === 'return' || b.kind === 'raise' || b.kind === 'timeout') writeShared(path.join(dir, `${k}.json`), { behaviour: b, cpuSeconds: each });
    }
  }
  const used = [...new Set(keyOf.values())].sort();
  share(used.reduce((n, k) => n + (cost.get(k) ?? 0), 0), `behaviour:${dirKey}:${hash(used)}`);
  return out;
}

function readStoredBehaviour(file: string): { behaviour: Behaviour; cpuSeconds: number } | null {
  const raw = readShared<{ behaviour?: unknown; cpuSeconds?: unknown }>(file);
  if (!raw) return null;
  const b = Behaviour.safeParse(raw.behaviour);
  return b.success ? { behaviour: b.data, cpuSeconds: typeof raw.cpuSeconds === 'number' ? raw.cpuSeconds : 0 } : null;
}
