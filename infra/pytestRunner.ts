// Runs pytest node ids in the sandbox and types each one's outcome from JUnit XML.
// A hang, a kill or a collection error is a typed outcome, never a crash.
import { XMLParser } from 'fast-xml-parser';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestOutcome } from '../domain/schemas.js';
import type { Sandbox, SandboxLimits, SandboxResult } from './sandbox.js';
import { SANDBOX_UID } from './sandbox.js';
import { chownSync } from 'node:fs';

export const DEFAULT_TEST_COMMAND = ['python', '-m', 'pytest'];

export interface PytestRun {
  outcomes: Record<string, TestOutcome>;
  exitCode: number | null;
  timedOut: boolean;
  killedBy: string | null;
  wallMs: number;
  cpuSeconds: number;
  testExecutions: number;
  outputTail: string;
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
  failure?: unknown;
  error?: unknown;
  skipped?: { '@_type'?: string; '@_message'?: string } | string;
}

export function parseJunit(xml: string): Map<string, TestOutcome> {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testcase' || name === 'testsuite' });
  const doc = parser.parse(xml) as any;
  const suites: any[] = doc.testsuites ? doc.testsuites.testsuite ?? [] : doc.testsuite ?? [];
  const out = new Map<string, TestOutcome>();
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
      // Parametrized and repeated names: keep the worst outcome.
      const prev = out.get(key);
      out.set(key, prev && prev !== 'passed' ? prev : o);
    }
  }
  return out;
}

function notFoundIds(output: string, ids: string[]): string[] {
  const missing = new Set<string>();
  for (const m of output.matchAll(/ERROR: (?:not found|file or directory not found): (\S+)/g)) {
    const hit = m[1]!;
    for (const id of ids) if (hit.endsWith(id) || hit === id || id.startsWith(hit) || hit.endsWith(id.split('::')[0]!)) missing.add(id);
  }
  return [...missing];
}

/** Run the given ids (all of the suite when ids is empty) in a prepared run dir. */
export async function runPytest(opts: {
  sandbox: Sandbox;
  runDir: string;
  ids: string[];
  testCommand?: string[];
  limits?: Partial<SandboxLimits>;
  extraArgs?: string[];
  /** Extra sandbox environment, e.g. the task interpreter's (infra/taskEnv.ts sandboxEnvFor). */
  env?: Record<string, string>;
}): Promise<PytestRun> {
  const outDir = `${opts.runDir}.out-${randomBytes(3).toString('hex')}`;
  mkdirSync(outDir, { recursive: true });
  if (process.getuid?.() === 0) chownSync(outDir, SANDBOX_UID, SANDBOX_UID);
  const junit = path.join(outDir, 'junit.xml');
  const cmd = opts.testCommand ?? DEFAULT_TEST_COMMAND;
  let ids = [...opts.ids];
  const outcomes: Record<string, TestOutcome> = {};
  let total: SandboxResult | null = null;
  let wallMs = 0;
  let cpu = 0;
  let executions = 0;
  try {
    for (let pass = 0; pass < 3; pass++) {
      rmSync(junit, { force: true });
      const argv = [...cmd, '-p', 'no:cacheprovider', `--junitxml=${junit}`, '-o', 'junit_family=xunit2', '-q', ...(opts.extraArgs ?? []), ...ids];
      const r = await opts.sandbox.run({ argv, cwd: opts.runDir, writable: [opts.runDir, outDir], limits: opts.limits, env: opts.env });
      total = r;
      wallMs += r.wallMs;
      cpu += r.cpuSeconds;
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
      const byKey = existsSync(junit) ? safeParse(readFileSync(junit, 'utf8')) : new Map<string, TestOutcome>();
      executions += byKey.size;
      const fallback: TestOutcome = r.timedOut ? 'timeout' : r.killed ? 'killed' : 'error';
      if (ids.length === 0) {
        for (const [k, o] of byKey) outcomes[k] = o;
      }
      for (const id of ids) outcomes[id] = byKey.get(junitKey(id)) ?? (r.killed || r.timedOut ? fallback : r.exitCode === 0 ? 'missing' : 'error');
      break;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const tailOf = (s: string) => s.slice(-4000);
  return {
    outcomes,
    exitCode: total?.exitCode ?? null,
    timedOut: total?.timedOut ?? false,
    killedBy: total?.killed ? (total.timedOut ? 'wall-clock' : (total.signal ?? 'signal')) : null,
    wallMs,
    cpuSeconds: Math.round(cpu * 1000) / 1000,
    testExecutions: executions,
    outputTail: total ? tailOf(`${total.stdout}\n${total.stderr}`) : '',
  };
}

function safeParse(xml: string): Map<string, TestOutcome> {
  try {
    return parseJunit(xml);
  } catch {
    return new Map();
  }
}
