// The test-runner seam (issue 14 §3, design "pytest first, Django's runner next, behind one
// runner seam"). Every stage that runs a task's tests asks `runnerFor(workspace.runner)`:
//  - pytest: node ids, typed from JUnit XML (infra/pytestRunner.ts);
//  - django: Django's own tests/runtests.py, ids in its `test_x (module.Class)` form (the form
//    SWE-bench's Django instances use), typed per test by python/patchgate_tools/django_results.py
//    hooking unittest's TestResult — never by reading the verbose output.
// An unknown runner is refused with a clear, non-retryable error naming the known ones.
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestOutcome } from '../domain/schemas.js';
import { PYTHON_TOOLS_DIR } from './config.js';
import { badRequest } from '../domain/errors.js';
import { DEFAULT_TEST_COMMAND, runPytest } from './pytestRunner.js';
import type { PytestRun } from './pytestRunner.js';
import type { TestTimeouts } from './pytestRunner.js';
import { SANDBOX_UID } from './sandbox.js';
import type { Sandbox, SandboxLimits } from './sandbox.js';

export interface RunOptions {
  sandbox: Sandbox;
  runDir: string;
  /** Test ids in the runner's own form; empty = the runner's whole default suite. */
  ids: string[];
  testCommand?: string[];
  limits?: Partial<SandboxLimits>;
  /** The task interpreter's variables (infra/taskEnv.ts sandboxEnvFor). */
  env?: Record<string, string>;
  /** Per-test time limits (pytest only: the guard plugin enforces them; django runs under `limits`). */
  timeouts?: TestTimeouts;
}

export interface TestRunner {
  name: string;
  /** The argv prefix used when the task names none. */
  defaultCommand: string[];
  run(opts: RunOptions): Promise<PytestRun>;
  /** A test id's file (relative to the repository), for restricting collection to the named files. */
  fileOf(id: string): string | null;
}

const pytestRunner: TestRunner = {
  name: 'pytest',
  defaultCommand: DEFAULT_TEST_COMMAND,
  run: (o) => runPytest({ sandbox: o.sandbox, runDir: o.runDir, ids: o.ids, testCommand: o.testCommand, limits: o.limits, env: o.env, timeouts: o.timeouts }),
  fileOf: (id) => id.split('::')[0] || null,
};

/** Django's id `test_x (module.Class)` (or 3.11's `test_x (module.Class.test_x)`) → runtests label `module.Class.test_x`. */
export function djangoLabel(id: string): string | null {
  const m = /^(\w+) \(([\w.]+)\)$/.exec(id.trim());
  if (!m) return null;
  const [, method, dotted] = m as unknown as [string, string, string];
  const parts = dotted.split('.');
  if (parts[parts.length - 1] === method) parts.pop();
  return [...parts, method].join('.');
}

/** Normalise a Django id to the `test_x (module.Class)` form. */
export function djangoId(id: string): string | null {
  const label = djangoLabel(id);
  if (!label) return null;
  const parts = label.split('.');
  const method = parts.pop()!;
  return `${method} (${parts.join('.')})`;
}

export const DJANGO_DEFAULT_COMMAND = ['python', 'tests/runtests.py', '--verbosity', '2', '--parallel', '1'];

const djangoRunner: TestRunner = {
  name: 'django',
  defaultCommand: DJANGO_DEFAULT_COMMAND,
  fileOf: (id) => {
    const label = djangoLabel(id);
    if (!label) return null;
    const parts = label.split('.');
    // module.Class.method: the module is everything but the last two parts (a class may be nested: best effort).
    return `tests/${parts.slice(0, -2).join('/')}.py`;
  },
  async run(o) {
    const cmd = o.testCommand && o.testCommand.length > 0 ? o.testCommand : DJANGO_DEFAULT_COMMAND;
    const [python, script, ...rest] = cmd;
    if (!python || !/(^|\/)python[0-9.]*$/.test(python) || !script || !script.endsWith('.py')) {
      throw badRequest(`the django runner needs a test command of the form [python, tests/runtests.py, ...options], not ${JSON.stringify(cmd)}`);
    }
    const labels: string[] = [];
    const byLabel = new Map<string, string>();
    const outcomes: Record<string, TestOutcome> = {};
    for (const id of o.ids) {
      const label = djangoLabel(id);
      if (!label) outcomes[id] = 'missing';
      else (labels.push(label), byLabel.set(label, id));
    }
    const outDir = `${o.runDir}.out-${randomBytes(3).toString('hex')}`;
    mkdirSync(outDir, { recursive: true });
    if (process.getuid?.() === 0) chownSync(outDir, SANDBOX_UID, SANDBOX_UID);
    const out = path.join(outDir, 'django-results.json');
    const options = rest.some((a) => a === '--parallel' || a.startsWith('--parallel=')) ? rest : [...rest, '--parallel', '1'];
    const argv = [python, '-m', 'patchgate_tools.django_results', out, script, ...options, ...labels];
    try {
      if (o.ids.length > 0 && labels.length === 0) {
        return { outcomes, exitCode: null, timedOut: false, killedBy: null, wallMs: 0, cpuSeconds: 0, testExecutions: 0, outputTail: 'no id is in the django form `test_x (module.Class)`', durations: {}, testTimeouts: [], resource: null, passes: 0 };
      }
      const r = await o.sandbox.run({ argv, cwd: o.runDir, writable: [o.runDir, outDir], limits: o.limits, env: { ...o.env, PYTHONPATH: PYTHON_TOOLS_DIR } });
      let recorded: Record<string, TestOutcome> = {};
      if (existsSync(out)) {
        try {
          recorded = JSON.parse(readFileSync(out, 'utf8')) as Record<string, TestOutcome>;
        } catch {
          recorded = {};
        }
      }
      const normal = new Map<string, TestOutcome>();
      for (const [k, v] of Object.entries(recorded)) normal.set(djangoId(k) ?? k, v);
      const fallback: TestOutcome = r.timedOut ? 'timeout' : r.killed ? 'killed' : 'error';
      const loaderFailed = [...normal.keys()].some((k) => k.includes('unittest.loader._FailedTest'));
      if (o.ids.length === 0) for (const [k, v] of normal) outcomes[k] = v;
      for (const id of o.ids) {
        if (outcomes[id] === 'missing') continue;
        const key = djangoId(id)!;
        // A label unittest cannot load is recorded as an `unittest.loader._FailedTest` error: the test
        // is missing. Nothing recorded at all (the runner died at start-up, e.g. a dependency the
        // environment lacks) is an error of the run, not a missing test.
        outcomes[id] = normal.get(key) ?? (r.killed || r.timedOut ? fallback : loaderFailed ? 'missing' : 'error');
      }
      return {
        outcomes,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        killedBy: r.killed ? (r.timedOut ? 'wall-clock' : (r.signal ?? 'signal')) : null,
        wallMs: r.wallMs,
        cpuSeconds: r.cpuSeconds,
        testExecutions: normal.size,
        outputTail: `${r.stdout}\n${r.stderr}`.slice(-4000),
        // Django's runner has no per-test timer or duration report: the run's wall limit bounds it
        durations: {},
        testTimeouts: [],
        resource: r.resource ? { ...r.resource, testId: null } : null,
        passes: 1,
      };
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};

const RUNNERS: Record<string, TestRunner> = { pytest: pytestRunner, django: djangoRunner };
export const RUNNER_NAMES = Object.keys(RUNNERS);

/** The adapter for a runner name; an unknown name is a clear, non-retryable bad request. */
export function runnerFor(name: string | undefined | null): TestRunner {
  const r = RUNNERS[name ?? 'pytest'];
  if (!r) throw badRequest(`unknown test runner "${name}": this gate knows ${RUNNER_NAMES.join(', ')}`);
  return r;
}
