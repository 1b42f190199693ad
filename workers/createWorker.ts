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

export const WORKFLOWS_PATH = fileURLToPath(new URL('../workflows/index.js', import.meta.url));

export function defaultActivities(config: GateConfig = loadConfig()) {
  const sandbox = Sandbox.fromConfig(config);
  return createActivities({ config, sandbox, llm: createLlmProvider() });
}

export async function buildBundle() {
  return bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: quietLogger });
}

const quietLogger = { trace() {}, debug() {}, info() {}, warn() {}, error: (m: string) => console.error(m), log() {} } as any;

export async function createWorker(opts: {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  activities?: object;
  bundle?: { code: string };
  extra?: Partial<WorkerOptions>;
}): Promise<Worker> {
  const bundlePath = readEnv().PATCHGATE_WORKFLOW_BUNDLE;
  const workflowSource = opts.bundle
    ? { workflowBundle: opts.bundle }
    : bundlePath && existsSync(bundlePath)
      ? { workflowBundle: { code: readFileSync(bundlePath, 'utf8') } }
      : { workflowsPath: WORKFLOWS_PATH };
  return Worker.create({
    connection: opts.connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    activities: opts.activities ?? defaultActivities(),
    maxConcurrentActivityTaskExecutions: 4,
    ...workflowSource,
    ...opts.extra,
  });
}

/** Worker logs at WARN and above (PATCHGATE_LOG_LEVEL overrides); call before connecting. */
export function installQuietRuntime(): void {
  const level = (readEnv().PATCHGATE_LOG_LEVEL ?? 'WARN') as 'WARN';
  try {
    Runtime.install({ logger: new DefaultLogger(level) });
  } catch {
    /* already installed */
  }
}
