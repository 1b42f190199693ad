// One Temporal test environment and one workflow bundle per test file; a task queue per test.
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { chmodSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testServerOptions } from '../../infra/devConfig.js';
import { loadConfig, PROJECT_ROOT } from '../../infra/config.js';
import type { GateConfig } from '../../infra/config.js';
import { buildBundle, createWorker, installQuietRuntime } from '../../workers/createWorker.js';
import type { PatchgateWorker } from '../../workers/createWorker.js';
import { createActivities } from '../../activities/index.js';
import { Sandbox } from '../../infra/sandbox.js';
import type { AcceptRequestInput } from '../../domain/schemas.js';

export const EXAMPLE_TASK = path.join(PROJECT_ROOT, 'examples', 'invoicing-percent-rounding');

export function tempConfig(overrides: Partial<GateConfig['sandbox']> = {}): { config: GateConfig; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o755); // the sandbox user must be able to traverse the workspace
  const config = loadConfig({ ...process.env, PATCHGATE_WORK_DIR: path.join(dir, 'work'), PATCHGATE_LEDGER: path.join(dir, 'ledger', 'acceptance.jsonl') });
  config.sandbox = { ...config.sandbox, ...overrides };
  return { config, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function makeActivities(config: GateConfig) {
  return createActivities({ config, sandbox: Sandbox.fromConfig(config) });
}

export async function startEnv() {
  installQuietRuntime();
  const env = await TestWorkflowEnvironment.createLocal(testServerOptions());
  const bundle = await buildBundle();
  return { env, bundle };
}

export function taskQueueFor(title: string): string {
  return `pg-${title.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 60)}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function withWorker<T>(
  ctx: { env: TestWorkflowEnvironment; bundle: { code: string } },
  taskQueue: string,
  activities: object,
  fn: (w: PatchgateWorker) => Promise<T>,
): Promise<T> {
  const worker = await createWorker({
    connection: ctx.env.nativeConnection,
    namespace: ctx.env.namespace ?? 'default',
    taskQueue,
    activities,
    bundle: ctx.bundle,
  });
  return worker.runUntil(() => fn(worker));
}

/** An acceptPatch request for a candidate of a benchmark-format task. */
export function requestFor(taskDir: string, candidateId: string, extra: Partial<AcceptRequestInput> = {}): AcceptRequestInput {
  const task = JSON.parse(readFileSync(path.join(taskDir, 'task.json'), 'utf8'));
  const cand = task.candidates.find((c: { id: string }) => c.id === candidateId);
  return {
    repo: { path: path.join(taskDir, 'repo'), commit: 'HEAD' },
    patch: readFileSync(path.join(taskDir, cand.patch), 'utf8'),
    issue: task.issue,
    failToPass: task.fail_to_pass,
    passToPass: task.pass_to_pass,
    testCommand: task.test_command,
    mode: '18gate',
    label: `${task.id}/${candidateId}`,
    ...extra,
  };
}
