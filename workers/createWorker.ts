// Builds the worker for the patchgate task queue. Development and tests load workflows from
// source (workflowsPath); production passes a prebuilt bundle (PATCHGATE_WORKFLOW_BUNDLE).
import { DefaultLogger, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';
import type { NativeConnection, WorkerOptions } from '@temporalio/worker';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createActivities } from '../activities/index.js';
import { loadConfig } from '../infra/config.js';
import type { GateConfig } from '../infra/config.js';
import { Sandbox } from '../infra/sandbox.js';
import { createLlmProvider } from '../infra/llm/provider.js';
import { readEnv } from '../infra/env.js';
import type { Env } from '../infra/env.js';

export const WORKFLOWS_PATH = fileURLToPath(new URL('../workflows/index.js', import.meta.url));

export function defaultActivities(config: GateConfig = loadConfig()) {
  const sandbox = Sandbox.fromConfig(config);
  return createActivities({ config, sandbox, llm: createLlmProvider() });
}

export async function buildBundle() {
  return bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: quietLogger });
}

const quietLogger = { trace() {}, debug() {}, info() {}, warn() {}, error: (m: string) => console.error(m), log() {} } as any;

/** What a worker process serves (issue 11 item 5): workflows, sandboxed activities, or both. */
export const WORKER_ROLES = ['orchestration', 'sandbox', 'all'] as const;
export type WorkerRole = (typeof WORKER_ROLES)[number];

/** The sandbox task queue of `taskQueue`: PATCHGATE_SANDBOX_TASK_QUEUE, else `<taskQueue>-sandbox`. */
export function sandboxTaskQueue(taskQueue: string, env: Env = readEnv()): string {
  return env.PATCHGATE_SANDBOX_TASK_QUEUE?.trim() || `${taskQueue}-sandbox`;
}

/** Activity slots of the sandbox queue when nothing sets them: what the worker ran with before the option existed. */
export const DEFAULT_SANDBOX_SLOTS = 4;

/**
 * How many sandboxed activities one worker process runs at once: `--slots`, else
 * PATCHGATE_SANDBOX_SLOTS, else 4. Each sandboxed activity is a test run using about one core, so
 * an operator who scales sandbox workers across machines gives each the cores it has. Pure; a bad
 * value is an error naming where it came from.
 */
export function sandboxSlots(flag: string | number | undefined, env: Env = readEnv()): number {
  const [raw, from] = flag !== undefined ? [String(flag), '--slots'] : env.PATCHGATE_SANDBOX_SLOTS !== undefined ? [env.PATCHGATE_SANDBOX_SLOTS, 'PATCHGATE_SANDBOX_SLOTS'] : [String(DEFAULT_SANDBOX_SLOTS), 'default'];
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new Error(`${from} must be a whole number of sandbox activity slots from 1 to 256, not "${raw}"`);
  return n;
}

/**
 * One or two Temporal workers behind one handle. `orchestration` serves the task queue's
 * workflows and the bookkeeping activities (ledger, A/B files); `sandbox` serves the sandbox task
 * queue's activities (every one that touches a workspace or runs repository code); `all` both, in
 * one process. Operators scale the sandbox role separately.
 */
export class PatchgateWorker {
  constructor(
    readonly workers: Worker[],
    readonly role: WorkerRole,
    readonly taskQueue: string,
    readonly sandboxQueue: string,
  ) {}

  async run(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.run()));
  }

  /** Run until `work` settles, then shut every worker down. */
  async runUntil<R>(work: Promise<R> | (() => Promise<R>)): Promise<R> {
    const p = typeof work === 'function' ? work() : work;
    const settled = p.then(
      () => undefined,
      () => undefined,
    );
    const results = await Promise.all([p.finally(() => this.shutdown()), ...this.workers.map((w) => w.run())]).catch(async (err) => {
      this.shutdown();
      await settled;
      throw err;
    });
    return results[0] as R;
  }

  shutdown(): void {
    for (const w of this.workers) if (w.getState() === 'RUNNING') w.shutdown();
  }
}

export async function createWorker(opts: {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  activities?: object;
  bundle?: { code: string };
  extra?: Partial<WorkerOptions>;
  /** Default `all`. */
  role?: WorkerRole;
  /** Default from `sandboxTaskQueue(taskQueue)`. */
  sandboxTaskQueue?: string;
  /** Activity slots of the sandbox queue; default `sandboxSlots(undefined)`. */
  sandboxSlots?: number;
}): Promise<PatchgateWorker> {
  const role = opts.role ?? 'all';
  const sandboxQueue = opts.sandboxTaskQueue ?? sandboxTaskQueue(opts.taskQueue);
  const activities = opts.activities ?? defaultActivities();
  const bundlePath = readEnv().PATCHGATE_WORKFLOW_BUNDLE;
  const workflowSource = opts.bundle
    ? { workflowBundle: opts.bundle }
    : bundlePath && existsSync(bundlePath)
      ? { workflowBundle: { code: readFileSync(bundlePath, 'utf8') } }
      : { workflowsPath: WORKFLOWS_PATH };
  const workers: Worker[] = [];
  if (role !== 'sandbox') {
    workers.push(
      await Worker.create({
        connection: opts.connection,
        namespace: opts.namespace,
        taskQueue: opts.taskQueue,
        activities,
        maxConcurrentActivityTaskExecutions: 4,
        ...workflowSource,
        ...opts.extra,
      }),
    );
  }
  if (role !== 'orchestration') {
    workers.push(
      await Worker.create({
        connection: opts.connection,
        namespace: opts.namespace,
        taskQueue: sandboxQueue,
        activities,
        maxConcurrentActivityTaskExecutions: opts.sandboxSlots ?? sandboxSlots(undefined),
        ...opts.extra,
      }),
    );
  }
  return new PatchgateWorker(workers, role, opts.taskQueue, sandboxQueue);
}

/** Worker logs at WARN and above (PATCHGATE_LOG_LEVEL overrides); call before connecting. */
export function installQuietRuntime(): void {
  const level = (readEnv().PATCHGATE_LOG_LEVEL ?? 'WARN') as 'WARN';
  try {
    // A sandbox-role worker serves activities only: the SDK's "no workflows registered" warning
    // is that role working as designed, not something an operator should act on.
    const expected = /No workflows registered, not polling for workflow tasks/;
    const base = new DefaultLogger(level);
    const logger = new DefaultLogger(level, (entry) => {
      if (!expected.test(entry.message)) base.log(entry.level, entry.message, entry.meta);
    });
    Runtime.install({ logger });
  } catch {
    /* already installed */
  }
}
