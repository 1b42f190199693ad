// Runs pytest node ids in the sandbox and types each one's outcome from JUnit XML and from the
// progress log of our pytest plugin (python/patchgate_tools/pytest_guard.py). A hang, a kill, a
// resource limit or a collection error is a typed outcome, never a crash:
//  - each test runs under its own time limit (issue 13.3); a test that reaches it ends the pytest
//    process, is typed `timeout` by name, and the remaining tests run again in a fresh process
//    with the decided ones deselected — a hang costs its limit, not the whole run;
//  - a run killed by the sandbox (wall clock, output cap, CPU) keeps the outcomes the log shows;
//  - a resource limit (processes, memory, file size, output, CPU, disk) is typed on the run
//    (issue 13.4), naming the test that ran into it when the plugin saw it.
import { XMLParser } from 'fast-xml-parser';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ResourceExhaustion, TestOutcome } from '../domain/schemas.js';
import type { Sandbox, SandboxLimits, SandboxResult } from './sandbox.js';
import { SANDBOX_UID } from './sandbox.js';
import { PYTHON_TOOLS_DIR } from './config.js';

export const DEFAULT_TEST_COMMAND = ['python', '-m', 'pytest'];

/** Per-test time limits, in seconds (see domain/testTimeouts.ts for how they are derived). */
export interface TestTimeouts {
  /** For a test with no entry in `perTest`; null: no per-test limit. */
  defaultSeconds: number | null;
  /** By node id or node-id prefix (a parametrized test's base id, a file). */
  perTest?: Record<string, number>;
  /** Collection (imports) before the first test; null: none. */
  collectionSeconds?: number | null;
}

export interface PytestRun {
  outcomes: Record<string, TestOutcome>;
  exitCode: number | null;
  timedOut: boolean;
  killedBy: string | null;
  wallMs: number;
  cpuSeconds: number;
  testExecutions: number;
  outputTail: string;
  /** Seconds per requested id (per JUnit key when the whole suite ran). */
  durations: Record<string, number>;
  /** Tests that reached their own time limit. */
  testTimeouts: { id: string; limitSeconds: number }[];
  resource: ResourceExhaustion | null;
  /** pytest processes started (1 unless a test had to be cut off). */
  passes: number;
}

/** pytest's JUnit (classname, name) for a node id: path/to/test_x.py::Cls::test[p]. */
export function junitKey(nodeId: string): string {
  const parts = nodeId.split('::');
  const file = parts[0]!.replace(/\.py$/, '').split('/').join('.');
  const name = parts[parts.length - 1]!;
  const classes = parts.slice(1, -1);
  return [file, ...classes].join('.') + '::' + name;
}

interface JCase {
  '@_classname'?: string;
  '@_name'?: string;
  '@_time'?: string;
  failure?: unknown;
  error?: unknown;
  skipped?: { '@_type'?: string; '@_message'?: string } | string;
}

/** Every JUnit test case: its outcome and its `time` (setup + call + teardown, seconds). */
export function parseJunitCases(xml: string): Map<string, { outcome: TestOutcome; seconds: number }> {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testcase' || name === 'testsuite' });
  const doc = parser.parse(xml) as any;
  const suites: any[] = doc.testsuites ? doc.testsuites.testsuite ?? [] : doc.testsuite ?? [];
  const out = new Map<string, { outcome: TestOutcome; seconds: number }>();
  for (const s of suites) {
    for (const c of (s.testcase ?? []) as JCase[]) {
      const key = `${c['@_classname'] ?? ''}::${c['@_name'] ?? ''}`;
      let o: TestOutcome = 'passed';
      if (c.error !== undefined) o = 'error';
      else if (c.failure !== undefined) o = 'failed';
      else if (c.skipped !== undefined) {
        const t = typeof c.skipped === 'object' ? (c.skipped['@_type'] ?? '') : '';
        o = t === 'pytest.xfail' ? 'xfailed' : 'skipped';
      }
      const seconds = Number(c['@_time'] ?? 0) || 0;
      // Parametrized and repeated names: keep the worst outcome, the longest time.
      const prev = out.get(key);
      out.set(key, { outcome: prev && prev.outcome !== 'passed' ? prev.outcome : o, seconds: Math.max(prev?.seconds ?? 0, seconds) });
    }
  }
  return out;
}

export function parseJunit(xml: string): Map<string, TestOutcome> {
  return new Map([...parseJunitCases(xml)].map(([k, v]) => [k, v.outcome]));
}

function notFoundIds(output: string, ids: string[]): string[] {
  const missing = new Set<string>();
  // The whole rest of the line: an id may hold spaces (it is one argv element, never a shell word).
  for (const m of output.matchAll(/ERROR: (?:not found|file or directory not found): (.+)$/gm)) {
    const hit = m[1]!.trim();
    for (const id of ids) if (hit.endsWith(id) || hit === id || id.startsWith(hit) || hit.endsWith(id.split('::')[0]!)) missing.add(id);
  }
  return [...missing];
}

/** One line of the plugin's progress log. */
type GuardEvent =
  | { e: 'collected'; n: number }
  | { e: 'start'; id: string; t: number; limit: number | null }
  | { e: 'end'; id: string; outcome: TestOutcome; dur: number }
  | { e: 'resource'; id: string; kind: ResourceExhaustion['kind']; detail: string };

function readLog(file: string): GuardEvent[] {
  if (!existsSync(file)) return [];
  const out: GuardEvent[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const ev = JSON.parse(line) as GuardEvent;
      if (ev && typeof ev === 'object' && typeof (ev as { e?: unknown }).e === 'string') out.push(ev);
    } catch {
      /* a line cut by a kill */
    }
  }
  return out;
}

/** Whether node id `item` is, or belongs to, the requested id `req` (a file, a base id of params). */
export function covers(req: string, item: string): boolean {
  if (item === req) return true;
  if (!item.startsWith(req)) return false;
  const next = item.charAt(req.length);
  return next === '[' || next === ':' || (next === '/' && !req.includes('::'));
}

/** Worst first: what a requested id that covers several items reports. */
const SEVERITY: TestOutcome[] = ['killed', 'timeout', 'error', 'failed', 'xpassed', 'missing', 'skipped', 'xfailed', 'passed'];
const worst = (a: TestOutcome, b: TestOutcome): TestOutcome => (SEVERITY.indexOf(a) <= SEVERITY.indexOf(b) ? a : b);

/** pytest processes per runPytest call at most (each further one follows a test cut off at its limit). */
export const MAX_PASSES = 24;

/** Run the given ids (all of the suite when ids is empty) in a prepared run dir. */
export async function runPytest(opts: {
  sandbox: Sandbox;
  runDir: string;
  ids: string[];
  testCommand?: string[];
  limits?: Partial<SandboxLimits>;
  extraArgs?: string[];
  /** Per-test time limits; absent: none (the sandbox wall clock bounds the run). */
  timeouts?: TestTimeouts;
  /** Extra environment for the run (a plugin's settings, the task interpreter's: infra/taskEnv.ts sandboxEnvFor); PYTHONPATH is appended to ours. */
  env?: Record<string, string>;
}): Promise<PytestRun> {
  const outDir = `${opts.runDir}.out-${randomBytes(3).toString('hex')}`;
  mkdirSync(outDir, { recursive: true });
  if (process.getuid?.() === 0) chownSync(outDir, SANDBOX_UID, SANDBOX_UID);
  const junit = path.join(outDir, 'junit.xml');
  const logFile = path.join(outDir, 'progress.jsonl');
  const traceFile = path.join(outDir, 'timeout-trace.txt');
  const limitsFile = path.join(outDir, 'timeouts.json');
  const t = opts.timeouts;
  writeFileSync(limitsFile, JSON.stringify({ default: t?.defaultSeconds ?? null, collection: t?.collectionSeconds ?? null, tests: t?.perTest ?? {} }));
  const cmd = opts.testCommand ?? DEFAULT_TEST_COMMAND;
  let ids = [...opts.ids];
  const outcomes: Record<string, TestOutcome> = {};
  /** Items decided in a pass that did not finish (node id → outcome, seconds). */
  const decided = new Map<string, { outcome: TestOutcome; seconds: number }>();
  const testTimeouts: { id: string; limitSeconds: number }[] = [];
  const resources: ResourceExhaustion[] = [];
  const notes: string[] = [];
  let final: Map<string, { outcome: TestOutcome; seconds: number }> | null = null;
  let last: SandboxResult | null = null;
  let wallMs = 0;
  let cpu = 0;
  let executions = 0;
  let passes = 0;
  const wallBudgetMs = 3 * 1000 * (opts.limits?.wallSeconds ?? 120);
  try {
    while (passes < MAX_PASSES) {
      passes++;
      for (const f of [junit, logFile, `${logFile}.nproc`, traceFile]) rmSync(f, { force: true });
      const deselect = [...decided.keys()].flatMap((id) => ['--deselect', id]);
      const argv = [
        ...cmd,
        '-p', 'no:cacheprovider',
        '-p', 'patchgate_tools.pytest_guard',
        // pytest's own faulthandler timer would replace ours.
        '-o', 'faulthandler_timeout=0',
        `--junitxml=${junit}`,
        '-o', 'junit_family=xunit2',
        '-q',
        ...(opts.extraArgs ?? []),
        ...deselect,
        ...ids,
      ];
      const started = Date.now();
      const r = await opts.sandbox.run({
        argv,
        cwd: opts.runDir,
        writable: [opts.runDir, outDir],
        env: {
          ...opts.env,
          PYTHONPATH: opts.env?.PYTHONPATH ? `${PYTHON_TOOLS_DIR}:${opts.env.PYTHONPATH}` : PYTHON_TOOLS_DIR,
          PG_GUARD_TIMEOUTS: limitsFile,
          PG_GUARD_LOG: logFile,
          PG_GUARD_TRACE: traceFile,
        },
        limits: opts.limits,
      });
      last = r;
      wallMs += r.wallMs;
      cpu += r.cpuSeconds;
      if (r.resource) resources.push({ ...r.resource, testId: null });
      const output = `${r.stdout}\n${r.stderr}`;
      // pytest refuses the whole run when an id does not exist (exit 4): mark and rerun the rest.
      if (r.exitCode === 4 && !r.killed) {
        const missing = notFoundIds(output, ids);
        if (missing.length > 0) {
          for (const id of missing) outcomes[id] = 'missing';
          ids = ids.filter((id) => !missing.includes(id));
          if (ids.length === 0) break;
          continue;
        }
      }
      const log = readLog(logFile);
      for (const ev of log) if (ev.e === 'resource') resources.unshift({ kind: ev.kind, detail: ev.detail, testId: ev.id });
      const ended = new Map<string, { outcome: TestOutcome; seconds: number }>();
      for (const ev of log) if (ev.e === 'end') ended.set(ev.id, { outcome: ev.outcome, seconds: ev.dur });
      const running = log.filter((ev): ev is Extract<GuardEvent, { e: 'start' }> => ev.e === 'start' && !ended.has(ev.id)).pop() ?? null;
      const trace = existsSync(traceFile) ? readFileSync(traceFile, 'utf8') : '';
      const limitHit = /^Timeout \(/m.test(trace);
      const cases = existsSync(junit) ? safeParse(readFileSync(junit, 'utf8')) : null;
      if (r.supervisorKilled) {
        // The candidate killed the run's wrapper from inside; pytest (the caller, spared by
        // kill(-1)) may still have reported passes before the sandbox tore down. None of this
        // pass is evidence: every test it ran, or was about to run, is typed `killed`.
        for (const id of ended.keys()) decided.set(id, { outcome: 'killed', seconds: ended.get(id)!.seconds });
        if (running) decided.set(running.id, { outcome: 'killed', seconds: 0 });
        executions += ended.size + (running ? 1 : 0);
        notes.push(`patchgate: code in the run killed its wrapper shell (${r.signal ?? 'signal'}); its outcomes are typed killed`);
        break;
      }
      if (cases && !running) {
        // The session finished: JUnit is authoritative for this pass.
        final = cases;
        executions += log.length > 0 ? ended.size : cases.size;
        for (const [id, v] of ended) if (!decided.has(id)) decided.set(id, v);
        break;
      }
      executions += ended.size;
      for (const [id, v] of ended) decided.set(id, v);
      if (running) {
        const elapsed = (started + r.wallMs) / 1000 - running.t;
        const reachedLimit = limitHit || (running.limit !== null && elapsed >= running.limit);
        executions++;
        if (reachedLimit) {
          decided.set(running.id, { outcome: 'timeout', seconds: elapsed });
          testTimeouts.push({ id: running.id, limitSeconds: running.limit ?? Math.round(elapsed) });
          notes.push(`patchgate: ${running.id} reached its ${running.limit ?? '?'} s limit and was cut off`);
        } else if (r.timedOut && ended.size > 0) {
          // The pass as a whole outlasted the sandbox wall clock; this test is not to blame: run it again.
          notes.push(`patchgate: the run reached the sandbox wall clock during ${running.id}; continuing in a new process`);
        } else {
          const outcome: TestOutcome = r.timedOut ? 'timeout' : r.killed ? 'killed' : 'error';
          decided.set(running.id, { outcome, seconds: elapsed });
          if (r.timedOut) testTimeouts.push({ id: running.id, limitSeconds: opts.limits?.wallSeconds ?? Math.round(elapsed) });
          notes.push(`patchgate: ${running.id} ended the pytest process (${outcome}${r.signal ? `, ${r.signal}` : ''}${r.exitCode !== null ? `, exit ${r.exitCode}` : ''})`);
        }
        if (wallMs < wallBudgetMs) continue;
        notes.push('patchgate: stopped re-running: the run used its time budget');
        break;
      }
      // Died with no test running: in collection (a hang at import), or after the last test.
      if (limitHit && log.every((ev) => ev.e !== 'collected')) {
        notes.push(`patchgate: collection reached its ${opts.timeouts?.collectionSeconds ?? '?'} s limit`);
        for (const id of ids) if (!decided.has(id) && !outcomes[id]) outcomes[id] = 'timeout';
      }
      break;
    }
    if (passes >= MAX_PASSES) notes.push(`patchgate: stopped after ${MAX_PASSES} pytest processes`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }

  const r = last;
  const fallback: TestOutcome = r?.timedOut ? 'timeout' : r?.killed ? 'killed' : 'error';
  const fromItems = (req: string): { outcome: TestOutcome; seconds: number } | null => {
    let acc: { outcome: TestOutcome; seconds: number } | null = null;
    for (const [item, v] of decided) {
      if (!covers(req, item)) continue;
      acc = acc ? { outcome: worst(acc.outcome, v.outcome), seconds: Math.max(acc.seconds, v.seconds) } : { ...v };
    }
    return acc;
  };
  const durations: Record<string, number> = {};
  if (opts.ids.length === 0) {
    for (const [item, v] of decided) {
      outcomes[junitKey(item)] = v.outcome;
      durations[junitKey(item)] = v.seconds;
    }
    for (const [k, v] of final ?? []) {
      outcomes[k] ??= v.outcome;
      durations[k] ??= v.seconds;
    }
  }
  for (const id of ids) {
    if (outcomes[id]) continue;
    const j = final?.get(junitKey(id));
    const items = fromItems(id);
    if (j) {
      outcomes[id] = items ? worst(j.outcome, items.outcome) : j.outcome;
      durations[id] = Math.max(j.seconds, items?.seconds ?? 0);
    } else if (items) {
      outcomes[id] = items.outcome;
      durations[id] = items.seconds;
    } else {
      outcomes[id] = r?.killed || r?.timedOut ? fallback : r?.exitCode === 0 ? 'missing' : 'error';
    }
  }
  for (const tt of testTimeouts) {
    const req = opts.ids.find((id) => covers(id, tt.id));
    if (req) tt.id = req;
  }
  const resource = resources[0] ?? null;
  if (resource?.testId) resource.testId = opts.ids.find((id) => covers(id, resource.testId!)) ?? resource.testId;
  const tailOf = (s: string) => s.slice(-4000);
  const body = r ? `${r.stdout}\n${r.stderr}` : '';
  return {
    outcomes,
    exitCode: r?.exitCode ?? null,
    timedOut: r?.timedOut ?? false,
    killedBy: r?.killed ? (r.timedOut ? 'wall-clock' : (r.signal ?? 'signal')) : null,
    wallMs,
    cpuSeconds: Math.round(cpu * 1000) / 1000,
    testExecutions: executions,
    outputTail: tailOf(notes.length ? `${body}\n${notes.join('\n')}` : body),
    durations,
    testTimeouts,
    resource,
    passes,
  };
}

function safeParse(xml: string): Map<string, { outcome: TestOutcome; seconds: number }> | null {
  try {
    return parseJunitCases(xml);
  } catch {
    return null;
  }
}
